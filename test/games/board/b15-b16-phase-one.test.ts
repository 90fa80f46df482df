// Phase 1 (rulings B15, B16, B72): the draws clockwise from the President, the play pass of one turn
// each in an order fixed when it starts, gifts in one's own turn, window 1, then the hand limit.
import { act, allReady, cardOf, events, game, legal, player, refused, topFrame, whoMustAct } from './builder.js';

describe('B15 phase 1', () => {
  test('B15 clockwise from the President each active player draws 2', () => {
    const s = game({ president: 'Cy', exiled: ['Ed'], drawPile: ['church', 'press', 'mafia', 'peasants', 'unrest', 'informant', 'bankers', 'landowners'] });
    const draws = events().filter((e) => e.type === 'draw' && !e.audience);
    expect(draws).toEqual([
      { type: 'draw', seat: 2, count: 2 }, { type: 'draw', seat: 3, count: 2 }, { type: 'draw', seat: 0, count: 2 }, { type: 'draw', seat: 1, count: 2 },
    ]);
    expect(player(s, 'Cy').hand).toEqual(['church#1', 'press#1']);
    expect(player(s, 'Di').hand).toEqual(['mafia#1', 'peasants#1']);
    expect(player(s, 'Ed').hand).toEqual([]);
  });

  test('B5 the cards drawn are told to their new owner only', () => {
    game({ drawPile: ['church', 'press'] });
    expect(events()).toContainEqual({ type: 'draw', seat: 0, count: 2, cards: ['church#1', 'press#1'], audience: [0] });
  });

  test('B15 the play pass gives one turn each, clockwise from the President, each ended by done', () => {
    let s = game({ president: 'Di', exiled: ['Ana'] });
    expect(topFrame(s)).toMatchObject({ kind: 'pass', order: [3, 4, 1, 2] });
    const turns: string[] = [];
    while (topFrame(s).kind === 'pass') {
      turns.push(...whoMustAct(s));
      s = act(s, whoMustAct(s)[0], { type: 'done' });
    }
    expect(turns).toEqual(['Di', 'Ed', 'Bo', 'Cy']);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 1 });
  });

  test('B15 any number of cards allowed on P1 are played one at a time in a turn, then done', () => {
    let s = game({ phase: 1, step: 1, hands: { Ana: ['church', 'press', 'state-visit'] } });
    s = act(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'church') });
    s = act(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'press') });
    s = act(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'state-visit') });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(player(s, 'Ana').influence).toHaveLength(2);
    s = act(s, 'Ana', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Bo']);
  });

  test('B72 a player makes up to 3 gifts in his phase-1 turn; a fourth is refused', () => {
    let s = game({ phase: 1, step: 1, pockets: { Ana: [4, 0, 0] } });
    expect(legal(s, 'Ana').samplers).toHaveLength(1);
    for (let i = 0; i < 3; i++) s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] });
    expect(legal(s, 'Ana').samplers).toHaveLength(0);
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
    s = act(s, 'Ana', { type: 'done' });
    expect(player(s, 'Bo').pocket).toEqual([3, 0, 0]);
  });

  test('B72 another action in a phase-1 turn is refused; a player not in his turn is asked nothing', () => {
    const s = game({ phase: 1, step: 1, hands: { Ana: ['church'] } });
    expect(refused(s, 'Ana', { type: 'ready' }).code).toBe('B72');
    expect(refused(s, 'Bo', { type: 'done' }).code).toBe('B70');
  });

  test('B15 the pass keeps the order fixed when it started though the President changes', () => {
    let s = game({ phase: 1, step: 1 });
    s = act(s, 'Ana', { type: 'done' });
    // As after a removal inside Bo's turn (B67): Cy is now President.
    s = { ...s, president: 2, chair: 2 };
    s = act(s, 'Bo', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Di']);
  });
});

describe('B15 the hand limit', () => {
  /** After the pass and window 1: at the hand limit. */
  const atLimit = (p: Parameters<typeof game>[0]) => allReady(game({ phase: 1, step: 2, ...p }));

  test('B15 each active player over 6 cards (hand plus Influence) discards one at a time, from either place, down to exactly 6', () => {
    let s = atLimit({
      hands: { Bo: ['church', 'press', 'mafia', 'peasants', 'unrest'], Cy: ['informant', 'bankers', 'landowners', 'shopkeepers', 'intellectuals', 'labor-unions', 'rigged-count'] },
      influence: { Bo: ['conservatives', 'banana-growers', 'army-officers'] },
    });
    expect(topFrame(s).kind).toBe('hand-limit');
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(legal(s, 'Bo').actions).toHaveLength(8);
    s = act(s, 'Bo', { type: 'discard', card: 'conservatives#1' });
    expect(events()).toContainEqual({ type: 'discarded', seat: 1, cards: ['conservatives#1'], why: 'hand-limit' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'discard', card: 'church#1' });
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'discard', card: 'rigged-count#1' });
    expect(player(s, 'Bo').hand.length + player(s, 'Bo').influence.length).toBe(6);
    expect(player(s, 'Cy').hand).toHaveLength(6);
    expect(s.discard).toEqual(['conservatives#1', 'church#1', 'rigged-count#1']);
    expect(topFrame(s)).toMatchObject({ kind: 'cabinet' });
  });

  test('B15 the hand limit runs clockwise from the President in office then', () => {
    const six = ['church', 'press', 'mafia', 'peasants', 'unrest', 'informant', 'bankers'];
    const seven = ['landowners', 'shopkeepers', 'intellectuals', 'labor-unions', 'rigged-count', 'conservatives', 'state-visit'];
    let s = game({ phase: 1, step: 2, hands: { Bo: six, Di: seven } });
    // As after Ana's resignation in window 1 and Cy's election (B61): the order follows Cy.
    s = allReady({ ...s, president: 2, chair: 2 });
    expect(topFrame(s)).toMatchObject({ kind: 'hand-limit', order: [2, 3, 4, 0, 1] });
    expect(whoMustAct(s)).toEqual(['Di']);
  });

  test('B15 a discard of a card not held, or another action, is refused over the hand limit', () => {
    const s = atLimit({ hands: { Ana: ['church', 'press', 'mafia', 'peasants', 'unrest', 'informant', 'bankers'], Bo: ['landowners'] } });
    expect(refused(s, 'Ana', { type: 'discard', card: 'landowners#1' }).code).toBe('B15');
    expect(refused(s, 'Ana', { type: 'done' }).code).toBe('B15');
  });

  test('B15 nobody over the limit: phase 2 follows at once', () => {
    const s = atLimit({ hands: { Ana: ['church', 'press', 'mafia', 'peasants', 'unrest', 'informant'] } });
    expect(topFrame(s)).toMatchObject({ kind: 'cabinet' });
  });
});

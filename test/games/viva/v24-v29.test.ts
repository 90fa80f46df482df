// Rulings V24–V29 of Viva el Presidente: Spend Money, Party Donation and PR Campaign, the building
// supply, the discards down to 4, the cards never played, the end and the score.
import { viva } from '../../../src/games/viva/module.js';
import type { VivaState } from '../../../src/games/viva/rules/types.js';
import { act, cardOf, clearLog, events, game, logged, order, passBurglars, passWhile, player, promise, refused, whoMustAct } from './builder.js';

const THREE = ['Ana', 'Bo', 'Cy'];
const ANA_HAND = ['students-petition', 'yacht', 'supercar', 'aid1', 'aid1'];

/** Ana is Presidente; nobody attacks: straight to Spend Money, Ana's turn. */
function spending(extra: Partial<Parameters<typeof game>[0]> = {}, promises = { Bo: ['aid1'], Cy: ['aid1'] }): VivaState {
  const s = game({ players: THREE, ...extra, hands: { Ana: ANA_HAND, ...extra.hands } });
  const own = (name: string, n: number) => player(s, name).dice.map(() => n);
  return order(passBurglars(promise(s, promises)), { Bo: own('Bo', 2), Cy: own('Cy', 3) });
}

describe('V24 Spend Money', () => {
  test('V24 first every player without a die takes one free; then the Presidente, then clockwise', () => {
    let s = game({ players: THREE, hands: { Ana: ANA_HAND, Bo: ['assassination'] } });
    s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] })), { Bo: [3], Cy: [3] });
    s = act(s, 'Cy', { type: 'pass' });
    s = act(s, 'Bo', { type: 'play', card: 'assassination#1', die: 'yellow#1' });
    s = passWhile(s, (x) => x.phase === 'combat');
    expect(logged().find((e) => e.type === 'free-die')).toEqual({ type: 'free-die', seat: 2, die: 'yellow#1' });
    expect(whoMustAct(s)).toEqual(['Ana']);
    s = act(s, 'Ana', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Bo']);
  });

  test('V24 a payment is paid with Foreign Aid worth at least its price; no change; a non-aid card or a short payment is refused', () => {
    const s = act(spending({ hands: { Bo: ['aid3', 'aid4', 'gunboat'] } }), 'Ana', { type: 'done' });
    expect(refused(s, 'Bo', { type: 'pay', buy: { building: 1 }, cards: ['aid3#1'] })).toMatchObject({ code: 'V24', message: expect.stringContaining('short') });
    expect(refused(s, 'Bo', { type: 'pay', buy: { militia: 1 }, cards: ['gunboat#1'] })).toMatchObject({ code: 'V24', message: expect.stringContaining('Foreign Aid') });
    expect(refused(s, 'Cy', { type: 'pay', buy: { militia: 1 }, cards: [cardOf(s, 'Cy', 'aid1')] }).code).toBe('V24');
    const paid = act(s, 'Bo', { type: 'pay', buy: { militia: 1 }, cards: ['aid3#1', 'aid4#1'] });
    expect(events().find((e) => e.type === 'paid')).toMatchObject({ price: 2, cards: ['aid3#1', 'aid4#1'], dice: ['blue#2'] });
    expect(player(paid, 'Bo').hand).toEqual(['gunboat#1', cardOf(s, 'Bo', 'aid1')]);
  });

  test('V24 at most 4 dice owned and one bought card per round', () => {
    const s = act(spending({ militia: { Bo: 3 }, hands: { Bo: ['aid4', 'aid3', 'aid2'] } }), 'Ana', { type: 'done' });
    expect(refused(s, 'Bo', { type: 'pay', buy: { militia: 2 }, cards: ['aid4#1'] })).toMatchObject({ code: 'V24', message: expect.stringContaining('4 dice') });
    const once = act(s, 'Bo', { type: 'pay', buy: { card: 1 }, cards: ['aid2#1'] });
    expect(refused(once, 'Bo', { type: 'pay', buy: { card: 1 }, cards: ['aid4#1'] })).toMatchObject({ code: 'V24', message: expect.stringContaining('one bought card') });
  });

  test('V24 the listed payments are minimal; the validator also accepts overpaying', () => {
    const s = act(spending({ hands: { Bo: ['aid1', 'aid2', 'aid3'] } }), 'Ana', { type: 'done' });
    const pays = viva.rules.legalActions(s, 1).actions.filter((a) => a.type === 'pay');
    const militia = pays.filter((a) => a.type === 'pay' && JSON.stringify(a.buy) === '{"militia":1}').map((a) => a.type === 'pay' && a.cards);
    const ones = player(s, 'Bo').hand.filter((c) => c.startsWith('aid1#')).sort();
    expect(militia).toHaveLength(3);
    expect(militia).toEqual(expect.arrayContaining([ones, ['aid2#1'], ['aid3#1']]));
    expect(pays.every((a) => a.type === 'pay' && viva.rules.apply(s, a).ok)).toBe(true);
    expect(viva.rules.apply(s, { type: 'pay', seat: 'Bo', buy: { militia: 1 }, cards: ['aid2#1', 'aid3#1'] }).ok).toBe(true);
  });
});

describe('V25 Party Donation, PR Campaign', () => {
  test('V25 Party Donation draws the top 2 cards, not counting as the bought card', () => {
    let s = act(spending({ hands: { Bo: ['party-donation', 'aid1'] }, deck: ['aid4', 'gunboat', 'aid2'] }), 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card: 'party-donation#1' });
    expect(player(s, 'Bo').hand).toEqual(expect.arrayContaining(['aid4#1', 'gunboat#1']));
    s = act(s, 'Bo', { type: 'pay', buy: { card: 1 }, cards: [cardOf(s, 'Bo', 'aid1')] });
    expect(player(s, 'Bo').hand).toContain('aid2#1');
  });

  test('V25 PR Campaign: the next Building this turn costs 2 million; outside one\'s own Spend Money turn both are refused', () => {
    let s = spending({ hands: { Bo: ['pr-campaign', 'aid2', 'party-donation'] } });
    expect(refused(s, 'Bo', { type: 'play', card: 'pr-campaign#1' }).code).toBe('V25');
    expect(refused(s, 'Bo', { type: 'play', card: 'party-donation#1' }).code).toBe('V25');
    s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'play', card: 'pr-campaign#1' });
    s = act(s, 'Bo', { type: 'pay', buy: { building: 1 }, cards: ['aid2#1'] });
    expect(events().find((e) => e.type === 'paid')).toMatchObject({ price: 2, building: 1, tiles: ['Helicopter Pad'] });
    expect(refused(s, 'Bo', { type: 'pay', buy: { building: 1 }, cards: [cardOf(s, 'Bo', 'aid1')] }).code).toBe('V24');
  });
});

describe('V26 building supply', () => {
  test('V26 25 tiles for everyone; with none left no building can be bought', () => {
    const s = act(spending({ hands: { Bo: ['aid4'] }, buildings: { Cy: 25 } }), 'Ana', { type: 'done' });
    expect(s.tiles).toEqual([]);
    expect(refused(s, 'Bo', { type: 'pay', buy: { building: 1 }, cards: ['aid4#1'] })).toMatchObject({ code: 'V26', message: expect.stringContaining('no Building Tile left') });
  });
});

describe('V27 check cards', () => {
  test('V27 each player over 4 cards chooses exactly down to 4 as his turn ends; a wrong count, a card not in hand or a choice outside that moment is refused', () => {
    let s = spending({ hands: { Bo: ['gunboat', 'spy', 'bribery', 'aid4', 'aid3'], Cy: ['aid1', 'aid1', 'aid1', 'aid1', 'aid1'] } });
    s = act(s, 'Ana', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Bo']); // Ana holds 3: only hands over 4 discard
    expect(refused(s, 'Bo', { type: 'discard', cards: ['gunboat#1', 'spy#1'] })).toMatchObject({ code: 'V27', message: expect.stringContaining('end of one\'s own Spend Money turn') });
    expect(refused(s, 'Cy', { type: 'discard', cards: player(s, 'Cy').hand.slice(0, 2) }).code).toBe('V27');
    s = act(s, 'Bo', { type: 'done' });
    expect(s.phase).toBe('spend');
    expect(s.spend!.discarding).toBe(true);
    expect(whoMustAct(s)).toEqual(['Bo']); // the same player: no hand-off at one keyboard
    expect(refused(s, 'Bo', { type: 'pay', buy: { militia: 1 }, cards: ['aid3#1'] }).code).toBe('V24');
    expect(refused(s, 'Bo', { type: 'done' }).code).toBe('V27');
    expect(refused(s, 'Ana', { type: 'discard', cards: [] }).code).toBe('V27');
    expect(refused(s, 'Cy', { type: 'discard', cards: player(s, 'Cy').hand.slice(0, 2) }).code).toBe('V27');
    expect(refused(s, 'Bo', { type: 'discard', cards: ['gunboat#1'] }).code).toBe('V27');
    expect(refused(s, 'Bo', { type: 'discard', cards: ['gunboat#1', 'spy#1', 'bribery#1'] }).code).toBe('V27');
    expect(refused(s, 'Bo', { type: 'discard', cards: ['gunboat#1', 'gunboat#1'] }).code).toBe('V27');
    expect(refused(s, 'Bo', { type: 'discard', cards: ['gunboat#1', 'yacht#1'] })).toMatchObject({ code: 'V27', message: expect.stringContaining('holds no yacht#1') });
    s = act(s, 'Bo', { type: 'discard', cards: ['gunboat#1', 'spy#1'] });
    expect(player(s, 'Bo').hand).toHaveLength(6); // kept in hand until phase 6
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Cy', { type: 'discard', cards: player(s, 'Cy').hand.slice(0, 2) });
    expect(s.players.map((p) => p.hand.length)).toEqual([3 + 5, 4 + 1, 4 + 1]); // after round 2's draw
    expect(s.round).toBe(2);
    expect(s.discard).toEqual(expect.arrayContaining(['gunboat#1', 'spy#1']));
  });

  test('V27 the discards are chosen at the end of the seat\'s own Spend Money turn and applied in phase 6, not when the game has ended', () => {
    // Bo is Presidente: the turns and phase 6 go Bo, Cy, Ana (clockwise from him), not in seat order.
    let s = game({ players: THREE, presidente: 'Bo', hands: { Bo: ['aid1', 'aid1', 'students-petition'], Cy: ['gunboat', 'spy', 'bribery', 'aid4', 'aid3'], Ana: ['aid1', 'aid2', 'aid2', 'assassination'] } });
    s = order(passBurglars(promise(s, { Cy: ['aid1'], Ana: ['aid1'] })), { Cy: [3], Ana: [1] });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    clearLog();
    s = act(s, 'Cy', { type: 'discard', cards: ['spy#1', 'gunboat#1'] });
    // V5: how many is public, which only Cy sees.
    expect(events()).toEqual([
      { type: 'discards-chosen', seat: 2, count: 2 },
      { type: 'discards-chosen', seat: 2, count: 2, cards: ['spy#1', 'gunboat#1'], audience: [2] },
    ]);
    expect(viva.rules.viewFor(s, 2).players[2]).toMatchObject({ discardsChosen: true, discards: ['spy#1', 'gunboat#1'] });
    expect(viva.rules.viewFor(s, 0).players[2]).toMatchObject({ discardsChosen: true, discards: null });
    expect(viva.rules.publicView(s).players[2]).toMatchObject({ discardsChosen: true, discards: null });
    expect(s.discard).not.toContain('spy#1');
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Ana', { type: 'discard', cards: ['assassination#1'] });
    expect(logged().filter((e) => e.type === 'discarded')).toEqual([
      { type: 'discarded', seat: 2, cards: ['spy#1', 'gunboat#1'] },
      { type: 'discarded', seat: 0, cards: ['assassination#1'] },
    ]);
    expect(logged().findIndex((e) => e.type === 'discarded')).toBeLessThan(logged().findIndex((e) => e.type === 'round'));
    expect(s.round).toBe(2);
    expect(s.players.map((p) => p.discards)).toEqual([null, null, null]);
    expect(s.discard).toEqual(expect.arrayContaining(['spy#1', 'gunboat#1', 'assassination#1']));
    expect(player(s, 'Cy').hand).not.toContain('spy#1');
  });

  test('V27 a Yacht chosen for discard still counts at the end check (V29 comes first); the game ends and nothing is discarded', () => {
    let s = spending({ buildings: { Bo: 3 }, hands: { Ana: ['aid1', 'aid1', 'aid2'], Bo: ['yacht', 'gunboat', 'spy', 'bribery', 'aid3'] } });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Bo', { type: 'discard', cards: ['yacht#1', 'gunboat#1'] });
    expect(s.phase).toBe('spend');
    clearLog();
    s = act(s, 'Cy', { type: 'done' });
    expect(s.phase).toBe('ended'); // 1 + 3 buildings + the Yacht still in hand: 5 VP
    expect(viva.rules.score(s).winners).toEqual([1]);
    expect(viva.rules.score(s).players[1].keys[0]).toBe(5);
    expect(logged().some((e) => e.type === 'discarded')).toBe(false);
    expect(player(s, 'Bo').hand).toEqual(expect.arrayContaining(['yacht#1', 'gunboat#1']));
    expect(player(s, 'Bo').hand).toHaveLength(6);
    expect(s.players.map((p) => p.discards)).toEqual([null, null, null]);
  });
});

describe('V28 never played', () => {
  test('V28 Students Circulate Petition, Yacht and Supercar are never played and pay for nothing, but may be promised', () => {
    let s = spending({ hands: { Bo: ['aid1'] } }, { Bo: ['students-petition'], Cy: ['yacht'] });
    expect(player(s, 'Bo').hand).toContain('students-petition#1');
    s = act(s, 'Ana', { type: 'done' });
    for (const card of ['students-petition#1']) {
      expect(refused(s, 'Bo', { type: 'play', card }).code).toBe('V28');
      expect(refused(s, 'Bo', { type: 'pay', buy: { card: 1 }, cards: [card] }).code).toBe('V24');
    }
  });
});

describe('V29 end and score', () => {
  test('V29 the end is checked after the last Spend Money turn: 5 VP ends the game and phase 6 is skipped', () => {
    let s = spending({ buildings: { Bo: 3 }, hands: { Bo: ['aid4', 'aid1', 'aid1'], Cy: ['gunboat', 'spy', 'bribery', 'assassination', 'assassination'] } });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'pay', buy: { building: 1 }, cards: ['aid4#1'] });
    s = act(s, 'Bo', { type: 'done' });
    expect(s.phase).toBe('spend');
    s = act(s, 'Cy', { type: 'done' });
    // Cy holds 6 and has the last turn: the end check is read at once, and with no phase 6 (V27) he is not asked to discard.
    expect(s.phase).toBe('ended');
    expect(refused(s, 'Cy', { type: 'discard', cards: ['gunboat#1', 'spy#1'] }).code).toBe('V29');
    expect(viva.rules.isOver(s)).toBe(true);
    expect(viva.rules.score(s)).toEqual({
      players: [{ seat: 0, keys: [1 + 2, 0] }, { seat: 1, keys: [1 + 4, 3] }, { seat: 2, keys: [1, 1] }],
      winners: [1],
    });
    expect(player(s, 'Cy').hand).toHaveLength(6);
  });

  test('V29 a tie on VP goes to the most Foreign Aid in hand; still tied, the tied share the win', () => {
    const s = spending({ buildings: { Bo: 4, Cy: 4 } });
    const end = structuredClone(s);
    end.players[1].hand = ['aid3#1'];
    end.players[2].hand = ['aid2#1', 'aid1#2'];
    end.phase = 'ended';
    expect(viva.rules.score(end).winners).toEqual([1, 2]);
    end.players[2].hand = ['aid2#1'];
    expect(viva.rules.score(end).winners).toEqual([1]);
  });

  test('V29 Expert: 6 VP, the Sunglasses worth 1', () => {
    const s = spending({ variant: 'expert', buildings: { Ana: 4 } });
    expect(viva.rules.score(s).players[0].keys[0]).toBe(1 + 4 + 1 + 1 + 1);
    let t = spending({ variant: 'expert', buildings: { Bo: 4 } });
    for (const name of THREE) t = act(t, name, { type: 'done' });
    expect(t.phase).not.toBe('ended');
  });
});

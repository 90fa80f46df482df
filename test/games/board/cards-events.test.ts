// The Events and the Secret Party Donation whose timing falls outside a coup, each with its
// requirement, cost and timing (board-cards.md; rulings B3, B5, B11, B16, B20, B25, B38, B39, B40, B67):
// played on P1 in the play pass, and on `vote` and `ann` through the module the vote and announcement
// frames call; Influence cards face up in front; Mafia and Bankers' discounts; minimal payments.
import { makeCtx, BoardError } from '../../../src/games/board/rules/context.js';
import { conservationProblems } from '../../../src/games/board/rules/conservation.js';
import { cardPlays, costOf, payCost, paymentsFor, playCard } from '../../../src/games/board/rules/effects.js';
import type { Timing } from '../../../src/games/board/content/cards.js';
import type { BoardEvent, BoardState } from '../../../src/games/board/rules/types.js';
import { act, cardOf, events, game, legal, player, refused, seat, topFrame, whoMustAct, type Scenario } from './builder.js';
import { toCount, toRoundTwo } from './vote-support.js';

/** A phase-1 pass at Ana's turn (Ana the President), each hand exactly as given (nothing drawn before the pass). */
const atPass = (p: Scenario = {}): BoardState => game({ phase: 1, step: 1, ...p });

/** A card play at another timing (a vote turn, an announcement turn), as the frames of those moments call it. */
function playAt(s: BoardState, name: string, raw: Record<string, unknown>, timing: Timing): { state: BoardState; events: BoardEvent[] } | { code: string } {
  const next = structuredClone(s);
  const ctx = makeCtx(next);
  try {
    playCard(ctx, seat(next, name), raw, timing);
  } catch (error) {
    if (error instanceof BoardError) return { code: error.code };
    throw error;
  }
  expect(conservationProblems(next)).toEqual([]);
  return { state: next, events: ctx.events };
}

function played(s: BoardState, name: string, raw: Record<string, unknown>, timing: Timing): { state: BoardState; events: BoardEvent[] } {
  const result = playAt(s, name, raw, timing);
  if ('code' in result) throw new Error(`refused: ${result.code}`);
  return result;
}

describe('B16 when cards are played', () => {
  test('B16 a card outside its timing is refused: Unrest is not played on P1, Informant only on ann', () => {
    const s = atPass({ hands: { Ana: ['unrest', 'informant', 'state-visit'] } });
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'unrest') }).code).toBe('B16');
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'informant'), target: 'Bo' }).code).toBe('B16');
    expect(playAt(s, 'Ana', { card: 'state-visit#1' }, 'ann')).toEqual({ code: 'B16' });
  });

  test('B16 a Vote card or an Assassin is not played in a phase-1 turn', () => {
    const s = atPass({ hands: { Ana: ['rigged-count', 'professional-assassin'] } });
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'rigged-count') }).code).toBe('B16');
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'professional-assassin'), target: 'Bo' }).code).toBe('B16');
  });

  test('B16 a card not in the player\'s hand is refused', () => {
    const s = atPass({ hands: { Bo: ['state-visit'] } });
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Bo', 'state-visit') }).code).toBe('B16');
  });

  test('B16 no card is played in a trade window', () => {
    const s = game({ phase: 8, hands: { Ana: ['secret-party-donation'] } });
    expect(topFrame(s).kind).toBe('window');
    expect(refused(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'secret-party-donation') }).code).toBe('B16');
  });

  test('B16 a requirement that fails discards the card without effect, and the event says so', () => {
    let s = atPass({ hands: { Ana: ['presidential-competence'] } });
    const card = cardOf(s, 'Ana', 'presidential-competence');
    s = act(s, 'Ana', { type: 'play', card });
    expect(s.discard).toContain(card);
    expect(events()).toContainEqual({ type: 'played', seat: 0, card, failed: true });
    expect(topFrame(s).kind).toBe('pass');
  });
});

describe('B11 Influence cards on P1', () => {
  test('B11 an Influence card played on P1 goes face up in front of its player', () => {
    let s = atPass({ hands: { Ana: ['church', 'press'] } });
    const church = cardOf(s, 'Ana', 'church');
    s = act(s, 'Ana', { type: 'play', card: church });
    expect(player(s, 'Ana').influence).toEqual([church]);
    expect(player(s, 'Ana').hand).toHaveLength(1);
    expect(events()).toContainEqual({ type: 'played', seat: 0, card: church });
  });
});

describe('Events on P1', () => {
  test('B67 Presidential Competence stays a legal play for the President, whose requirement then fails', () => {
    const s = atPass({ hands: { Ana: ['presidential-competence'] } });
    expect(legal(s, 'Ana').actions).toContainEqual({ type: 'play', seat: 'Ana', card: cardOf(s, 'Ana', 'presidential-competence') });
  });

  test('B67 Presidential Competence played by another player opens the roll call inside his turn, which resumes after it', () => {
    let s = atPass({ hands: { Bo: ['presidential-competence', 'press'] } });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card: 'presidential-competence#1' });
    expect(s.discard).toContain('presidential-competence#1');
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'competence', by: 1 }, order: [0, 1, 2, 3, 4] });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'against' });
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'competence', result: 'against' });
    expect(topFrame(s)).toMatchObject({ kind: 'pass', at: 1 });
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'play', card: 'press#1' });
    expect(player(s, 'Bo').influence).toEqual(['press#1']);
  });

  test('B67 B15 a passed Presidential Competence removes the President, the election follows inside the turn, and the pass resumes in its fixed order', () => {
    let s = atPass({ hands: { Bo: ['presidential-competence'] } });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card: 'presidential-competence#1' });
    s = act(s, 'Ana', { type: 'done' });
    for (const name of ['Bo', 'Cy']) {
      s = act(s, name, { type: 'cast', source: 'family', option: 'for' });
      s = act(s, name, { type: 'done' });
    }
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'competence', result: 'for' });
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'election', why: 'removal' } });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Cy' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(2);
    expect(topFrame(s)).toMatchObject({ kind: 'pass', order: [0, 1, 2, 3, 4], at: 1 });
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('B20 Foreign Aid Increase sets this round\'s draw to 10', () => {
    const s = act(atPass({ hands: { Ana: ['aid-increase'] } }), 'Ana', { type: 'play', card: 'aid-increase#1' });
    expect(s.aidIncrease).toBe(true);
    expect(s.discard).toContain('aid-increase#1');
  });

  test('B38 Bank Holiday closes the Bank for Holiday this round', () => {
    const s = act(atPass({ hands: { Ana: ['bank-holiday'] } }), 'Ana', { type: 'play', card: 'bank-holiday#1' });
    expect(s.bank).toBe('holiday');
  });

  test('B38 Bank Holiday played on a vote turn turns Closed for Lunch into Closed for Holiday', () => {
    const s = game({ phase: 1, step: 1, bank: 'lunch', hands: { Bo: ['bank-holiday'] } });
    expect(played(s, 'Bo', { card: 'bank-holiday#1' }, 'vote').state.bank).toBe('holiday');
    expect(played(s, 'Bo', { card: 'bank-holiday#1' }, 'ann').state.bank).toBe('holiday');
  });

  test('B26 State Visit skips this round\'s announcements', () => {
    const s = act(atPass({ hands: { Ana: ['state-visit'] } }), 'Ana', { type: 'play', card: 'state-visit#1' });
    expect(s.stateVisit).toBe(true);
  });

  test('B25 General Amnesty names an exile, who returns at once, his Positions frozen until phase 2', () => {
    let s = atPass({ exiled: ['Cy'], frozen: ['general3'], positions: { general3: 'Cy' }, locations: { Cy: 'exile' }, hands: { Ana: ['general-amnesty'] } });
    s = act(s, 'Ana', { type: 'play', card: 'general-amnesty#1', target: 'Cy' });
    expect(player(s, 'Cy').status).toBe('active');
    expect(player(s, 'Cy').location).toBeNull();
    expect(s.positions.general3).toEqual({ holder: seat(s, 'Cy'), frozen: true });
    expect(events()).toContainEqual({ type: 'returned', seat: 2, why: 'amnesty' });
  });

  test('B16 General Amnesty naming a player not in exile is refused; with nobody in exile it is spent for nothing', () => {
    const withExile = atPass({ exiled: ['Cy'], hands: { Ana: ['general-amnesty'] } });
    expect(refused(withExile, 'Ana', { type: 'play', card: 'general-amnesty#1', target: 'Bo' }).code).toBe('B16');
    expect(refused(withExile, 'Ana', { type: 'play', card: 'general-amnesty#1' }).code).toBe('B16');
    let s = atPass({ hands: { Ana: ['general-amnesty'] } });
    expect(refused(s, 'Ana', { type: 'play', card: 'general-amnesty#1', target: 'Bo' }).code).toBe('B16');
    expect(legal(s, 'Ana').actions).toContainEqual({ type: 'play', seat: 'Ana', card: 'general-amnesty#1' });
    s = act(s, 'Ana', { type: 'play', card: 'general-amnesty#1' });
    expect(events()).toContainEqual({ type: 'played', seat: 0, card: 'general-amnesty#1', failed: true });
    expect(s.players.every((p) => p.status === 'active')).toBe(true);
  });
});

describe('Tax Inspector and Informant', () => {
  test('B5 Tax Inspector tells its player alone the total value of a living player\'s pocket, never its bills', () => {
    let s = atPass({ exiled: ['Cy'], pockets: { Cy: [1, 1, 2] }, hands: { Ana: ['tax-inspector'] } });
    s = act(s, 'Ana', { type: 'play', card: 'tax-inspector#1', target: 'Cy' });
    expect(s.notes[0]).toContainEqual({ kind: 'pocket-total', round: 1, seat: 2, total: 9 });
    expect(events()).toContainEqual({ type: 'seen', seat: 0, target: 2 });
    expect(events()).toContainEqual({ type: 'seen', seat: 0, target: 2, total: 9, audience: [0] });
    expect(JSON.stringify(events().filter((e) => !e.audience))).not.toContain('9');
  });

  test('B16 Tax Inspector naming a dead player or himself is refused', () => {
    const s = atPass({ dead: ['Di'], hands: { Ana: ['tax-inspector'] } });
    expect(refused(s, 'Ana', { type: 'play', card: 'tax-inspector#1', target: 'Di' }).code).toBe('B16');
    expect(refused(s, 'Ana', { type: 'play', card: 'tax-inspector#1', target: 'Ana' }).code).toBe('B16');
  });

  test('B5 Informant shows its player alone another active player\'s Location (a note and a told event)', () => {
    const s = game({ phase: 1, step: 1, locations: { Bo: 'mistress' }, hands: { Ana: ['informant'] } });
    const { state, events: told } = played(s, 'Ana', { card: 'informant#1', target: 'Bo' }, 'ann');
    expect(state.notes[0]).toContainEqual({ kind: 'location', round: 1, seat: 1, location: 'mistress' });
    expect(told).toContainEqual({ type: 'seen', seat: 0, target: 1 });
    expect(told).toContainEqual({ type: 'seen', seat: 0, target: 1, location: 'mistress', audience: [0] });
  });

  test('B16 Informant naming an exile or nobody while someone may be named is refused', () => {
    const s = game({ phase: 1, step: 1, exiled: ['Cy'], locations: { Cy: 'exile' }, hands: { Ana: ['informant'] } });
    expect(playAt(s, 'Ana', { card: 'informant#1', target: 'Cy' }, 'ann')).toEqual({ code: 'B16' });
    expect(playAt(s, 'Ana', { card: 'informant#1' }, 'ann')).toEqual({ code: 'B16' });
  });
});

describe('Unrest and the Secret Party Donation', () => {
  test('B40 Unrest makes the situation Unstable (on a vote or announcement turn)', () => {
    const s = game({ phase: 1, step: 1, hands: { Bo: ['unrest'] } });
    const { state, events: told } = played(s, 'Bo', { card: 'unrest#1' }, 'vote');
    expect(state.situation).toBe('unstable');
    expect(told).toContainEqual({ type: 'situation', situation: 'unstable' });
    expect(played(s, 'Bo', { card: 'unrest#1' }, 'ann').state.situation).toBe('unstable');
  });

  test('B39 the Secret Party Donation puts the top bill in its player\'s pocket, seen by him alone', () => {
    let s = atPass({ aid: [3], hands: { Ana: ['secret-party-donation'] } });
    s = act(s, 'Ana', { type: 'play', card: cardOf(s, 'Ana', 'secret-party-donation') });
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 1]);
    expect(s.notes[0]).toContainEqual({ kind: 'bill', round: 1, denomination: 3, why: 'donation' });
    expect(events()).toContainEqual({ type: 'bill', seat: 0, why: 'donation' });
    expect(events()).toContainEqual({ type: 'bill', seat: 0, why: 'donation', denomination: 3, audience: [0] });
  });

  test('B39 with the Foreign Aid deck empty the Donation gives nothing and the card is still spent', () => {
    let s = atPass({ aidSize: 0, hands: { Ana: ['secret-party-donation'] } });
    const card = cardOf(s, 'Ana', 'secret-party-donation');
    s = act(s, 'Ana', { type: 'play', card });
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 0]);
    expect(s.discard).toContain(card);
  });
});

describe('B3 costs and payments', () => {
  test('B3 a free card played with a payment is refused: a payment holds no bill it does not need', () => {
    const s = atPass({ pockets: { Ana: [1, 0, 0] }, hands: { Ana: ['state-visit'] } });
    expect(refused(s, 'Ana', { type: 'play', card: 'state-visit#1', pay: [1, 0, 0] }).code).toBe('B3');
  });

  test('board-cards.md the Mafia lowers each Assassin card by 1 M and the Bankers each Bribe card by 1 M, never below 0', () => {
    const s = atPass({ influence: { Ana: ['mafia', 'bankers'] }, hands: { Ana: ['professional-assassin', 'street-gang', 'bribe-the-assassin', 'bribe-police'] } });
    expect(costOf(s, 0, cardOf(s, 'Ana', 'professional-assassin'))).toBe(1);
    expect(costOf(s, 0, cardOf(s, 'Ana', 'street-gang'))).toBe(0);
    expect(costOf(s, 0, cardOf(s, 'Ana', 'bribe-the-assassin'))).toBe(1);
    expect(costOf(s, 0, cardOf(s, 'Ana', 'bribe-police'), 3)).toBe(2);
    expect(costOf(s, 1, cardOf(s, 'Ana', 'professional-assassin'))).toBe(2);
  });

  test('B3 the payments listed are exactly the minimal ones the payer holds (2 M: one 2, two 1s or one 3)', () => {
    const s = atPass({ pockets: { Ana: [2, 1, 1] }, hands: { Ana: ['professional-assassin'] } });
    expect(paymentsFor(s, 0, cardOf(s, 'Ana', 'professional-assassin'))).toEqual([[2, 0, 0], [0, 1, 0], [0, 0, 1]]);
  });

  test('B3 a payment short of the cost, or of bills not in the pocket, is refused', () => {
    const s = atPass({ pockets: { Ana: [1, 1, 0] }, hands: { Ana: ['professional-assassin'] } });
    const card = cardOf(s, 'Ana', 'professional-assassin');
    const pay = (bills: unknown) => () => payCost(makeCtx(structuredClone(s)), 0, card, bills);
    expect(pay([1, 0, 0])).toThrow(expect.objectContaining({ code: 'B3' }));
    expect(pay([0, 0, 1])).toThrow(expect.objectContaining({ code: 'B3' }));
    expect(pay(undefined)).toThrow(expect.objectContaining({ code: 'B3' }));
    const ctx = makeCtx(structuredClone(s));
    expect(payCost(ctx, 0, card, [0, 1, 0])).toBe(2);
    expect(ctx.s.players[0].pocket).toEqual([1, 0, 0]);
    expect(ctx.s.out[1]).toBe(s.out[1] + 1);
  });
});

describe('legal card plays', () => {
  test('B16 the legal plays of a turn list each card allowed then with every target it may name', () => {
    const s = atPass({ exiled: ['Cy'], dead: ['Di'], hands: { Ana: ['tax-inspector', 'unrest', 'church'] } });
    const plays = cardPlays(s, 0, 'P1');
    expect(plays).toEqual([
      { type: 'play', seat: 'Ana', card: 'tax-inspector#1', target: 'Bo' },
      { type: 'play', seat: 'Ana', card: 'tax-inspector#1', target: 'Cy' },
      { type: 'play', seat: 'Ana', card: 'tax-inspector#1', target: 'Ed' },
      { type: 'play', seat: 'Ana', card: 'church#1' },
    ]);
    expect(cardPlays(s, 0, 'vote').map((a) => (a as { card: string }).card)).toEqual(['tax-inspector#1', 'tax-inspector#1', 'tax-inspector#1', 'unrest#1']);
  });

  test('every legal card play of a phase-1 turn is accepted', () => {
    const s = atPass({ exiled: ['Cy'], pockets: { Ana: [1, 1, 1] }, hands: { Ana: ['general-amnesty', 'secret-party-donation', 'presidential-competence', 'aid-increase', 'bank-holiday', 'state-visit', 'tax-inspector', 'press'] } });
    const plays = legal(s, 'Ana').actions.filter((a) => a.type === 'play');
    expect(plays.length).toBeGreaterThan(7);
    for (const a of plays) expect(() => act(s, 'Ana', a)).not.toThrow();
  });
});

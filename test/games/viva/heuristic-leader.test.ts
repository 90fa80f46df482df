// The heuristic bot against a runaway leader: it reckons each player's VP as its seat sees
// them (V5, V28, V29: buildings and the Main House, a Yacht or Supercar it saw, its share of those it
// did not), and then, as a good player does, promises the one nearest winning no more than V7 asks,
// attacks his Estate to plunder his hand (V19), spends a card to win that battle, and, when it is the
// one nearest winning itself, keeps its dice at home.
import seedrandom from 'seedrandom';
import { vivaBots } from '../../../src/games/viva/bots/index.js';
import { expectedVictoryPoints, leadThreat, unseenVpShare } from '../../../src/games/viva/bots/heuristic-leader.js';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';
import { act, cardOf, FOUR, game, passBurglars, promise, seat, toCombat } from './builder.js';

const view = (s: VivaState, name: string) => viva.rules.viewFor(s, seat(s, name));
const decide = (s: VivaState, name: string): Promise<Action | null> =>
  Promise.resolve(vivaBots().heuristic.decide(view(s, name), viva.rules.legalActions(s, seat(s, name)), seedrandom('leader')));
const onNumber = (action: Action | null, n: number): number => (action?.type === 'orders' ? Object.values(action.orders).filter((x) => x === n).length : -1);

/**
 * Ana (Presidente) promises Cy the Yacht and the Supercar with a Foreign Aid 2; Bo plays Burglars on
 * Cy's Promise, sees it (V8) and takes the Foreign Aid 2. Cy owns one Building, Di none.
 */
function boSawCysPromise(extra: { militia?: Record<string, number> } = {}): VivaState {
  let s = game({
    players: FOUR, buildings: { Cy: 1 }, militia: extra.militia,
    hands: { Ana: ['yacht', 'supercar', 'aid2', 'aid1', 'aid3', 'spy'], Bo: ['burglars', 'aid1'], Cy: ['gunboat', 'aid4'], Di: ['spy', 'aid2'] },
  });
  s = promise(s, { Bo: ['aid1'], Cy: ['yacht', 'supercar', 'aid2'], Di: ['aid3'] });
  s = act(s, 'Bo', { type: 'burglars', card: cardOf(s, 'Bo', 'burglars'), from: 'Cy' });
  return passBurglars(act(s, 'Bo', { type: 'take', card: 'aid2#1' }));
}

test('V29 as a seat reckons it: the Main House and Buildings, the Yacht and Supercar it saw in a Promise (V5, V8), none hidden once every VP card is placed', () => {
  const s = boSawCysPromise();
  const bo = view(s, 'Bo');
  expect(expectedVictoryPoints(bo, seat(s, 'Cy'))).toBe(4);
  expect(expectedVictoryPoints(bo, seat(s, 'Di'))).toBe(1);
  expect(unseenVpShare(bo)).toBe(0);
  // One VP short of Basic's 5: the runaway leader; three short: nobody to worry about.
  expect(leadThreat(bo, seat(s, 'Cy'))).toBe(1);
  expect(leadThreat(bo, seat(s, 'Di'))).toBe(0);
  // Di did not see the Promise: to him Cy is the one Building and a share of the VP cards he cannot place.
  const di = view(s, 'Di');
  expect(expectedVictoryPoints(di, seat(s, 'Cy'))).toBeGreaterThan(2);
  expect(expectedVictoryPoints(di, seat(s, 'Cy'))).toBeLessThan(3);
});

test('V28 a VP card face up on the discard pile is nobody\'s: the share of an unseen card that is one falls', () => {
  const s = game({ players: FOUR, hands: { Ana: ['aid1', 'aid2', 'aid3', 'spy', 'gunboat', 'bribery'], Bo: ['aid1', 'spy'] } });
  const before = unseenVpShare(view(s, 'Bo'));
  const discarded = structuredClone(s);
  const yacht = discarded.deck.find((c) => c.startsWith('yacht#'))!;
  discarded.deck.splice(discarded.deck.indexOf(yacht), 1);
  discarded.discard.push(yacht);
  const unseen = s.deck.length + 6 + 2 + 2;
  expect(before).toBeCloseTo(2 / unseen);
  expect(unseenVpShare(view(discarded, 'Bo'))).toBeCloseTo(1 / (unseen - 1));
});

test('V7 the Presidente promises the Golpista one Building short of winning a single card, his weakest, and the rest to the others', async () => {
  const s = game({
    players: FOUR, buildings: { Di: 3 },
    hands: { Ana: ['students-petition', 'aid1', 'spy', 'bribery', 'aid2', 'gunboat', 'aid3', 'aid4', 'party-donation', 'yacht'] },
  });
  const action = await decide(s, 'Ana');
  if (action?.type !== 'promise') throw new Error(`not a promise: ${JSON.stringify(action)}`);
  const to = (name: string) => action.promises.find((p) => p.to === name)!.cards;
  expect(to('Di')).toEqual(['students-petition#1']);
  expect(to('Bo').length + to('Cy').length).toBeGreaterThan(2);
  expect(viva.rules.apply(s, action).ok).toBe(true);
});

test('V19 Bo, who saw the Yacht and the Supercar go to Cy, attacks Cy\'s Estate to plunder them rather than Di\'s, which has no Building', async () => {
  const s = boSawCysPromise();
  const action = await decide(s, 'Bo');
  expect(onNumber(action, 3)).toBe(1);
  expect(onNumber(action, 4)).toBe(0);
});

/** Ana (Presidente) is not attacked; Bo's two dice attack Cy, who has one Building and orders his die to defend Ana; Cy is asked first in card step A. */
function boAttacksCy(cyHand: string[]): VivaState {
  let s = game({ players: FOUR, buildings: { Cy: 1 }, militia: { Bo: 2 }, hands: { Ana: ['aid1', 'aid2', 'aid3', 'spy', 'bribery', 'students-petition'], Cy: cyHand } });
  s = toCombat(s, { Bo: [3, 3], Cy: [6], Di: [6] }, { Bo: ['aid1'], Cy: ['students-petition'], Di: ['aid2'] });
  expect([s.battle?.defender, s.battle?.step, viva.rules.pending(s).required[0].seat]).toEqual([seat(s, 'Cy'), 'A', seat(s, 'Cy')]);
  return s;
}

test('V15 one VP short with the Yacht and the Supercar in hand, Cy defends his Estate with a Gunboat (Bo\'s two dice against 2: 35/36 → 26/36); without them he keeps it', async () => {
  const leader = await decide(boAttacksCy(['gunboat', 'yacht', 'supercar']), 'Cy');
  expect(leader?.type === 'play' && leader.card.startsWith('gunboat#')).toBe(true);
  const calm = await decide(boAttacksCy(['gunboat', 'aid1', 'spy']), 'Cy');
  expect(calm).toEqual({ type: 'pass', seat: 'Cy' });
});

/** Bo, with two dice and one Building, holds the Yacht and the Supercar (one VP short), or two Foreign Aid cards. */
function boOrders(boHand: string[]): VivaState {
  const s = game({ players: FOUR, buildings: { Bo: 1 }, militia: { Bo: 2, Cy: 2, Di: 2 }, hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'bribery', 'students-petition'], Bo: boHand } });
  return passBurglars(promise(s, { Bo: ['aid1'], Cy: ['students-petition'], Di: ['aid2'] }));
}

test('V9 one VP short, the heuristic bot keeps dice at home to guard its hand (V19); holding Foreign Aid instead it sends more out', async () => {
  const leader = await decide(boOrders(['yacht', 'supercar']), 'Bo');
  const calm = await decide(boOrders(['aid4', 'aid3']), 'Bo');
  expect(onNumber(leader, 2)).toBeGreaterThan(onNumber(calm, 2));
});

// Viva's heuristic bot: it decides legally from its seat's view in seeded games at 3–5
// players in both variants, defends when a stronger attack is coming (V10: a Spy shows it) and plays a
// Gunboat where it turns a lost battle (V15, V16), not where the battle is won anyway.
import seedrandom from 'seedrandom';
import type { GameBot, Choices } from '../../../src/core/game.js';
import { vivaBots } from '../../../src/games/viva/bots/index.js';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';
import type { VivaView } from '../../../src/games/viva/rules/view.js';
import { act, cardOf, game, order, passBurglars, passWhile, player, promise, promiseAny, seat, toCombat } from './builder.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'];

async function decide(bot: GameBot<VivaView, Choices<Action>, Action>, s: VivaState, name: string): Promise<Action | null> {
  return bot.decide(viva.rules.viewFor(s, seat(s, name)), viva.rules.legalActions(s, seat(s, name)), seedrandom('decide'));
}

test.each([
  [3, 'basic'], [4, 'basic'], [5, 'basic'], [3, 'expert'], [4, 'expert'], [5, 'expert'],
])('heuristic bots with a random one play a seeded game of %i players (%s) to its end, each action legal, from the seat\'s view', async (players, variant) => {
  const bots = vivaBots();
  const rng = seedrandom(`viva-heuristic-${players}-${variant}`);
  let state = viva.rules.create({ seed: `viva-heuristic-${players}-${variant}`, players: NAMES.slice(0, players), options: { variant } }).state;
  let actions = 0;
  let heuristic = 0;
  while (!viva.rules.isOver(state)) {
    const [decision] = viva.rules.pending(state).required;
    const bot = decision.seat === players - 1 ? bots.random : bots.heuristic;
    const action = await bot.decide(viva.rules.viewFor(state, decision.seat), viva.rules.legalActions(state, decision.seat), rng);
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(`${bot.kind} ${JSON.stringify(action)}: ${result.error.message}`);
    if (bot === bots.heuristic) heuristic += 1;
    state = result.state;
    actions += 1;
    expect(actions).toBeLessThan(5000);
  }
  expect(heuristic).toBeGreaterThan(0);
  expect(viva.rules.score(state).winners.length).toBeGreaterThan(0);
});

/** Bo has played a Spy; Cy's orders are shown to him, and he orders again (V10). Ana's six Buildings and four dice make a coup a long shot. */
function spyShows(cyOrders: number[], cyHand: string[]): VivaState {
  let s = game({ players: ['Ana', 'Bo', 'Cy'], buildings: { Ana: 6 }, militia: { Ana: 4, Bo: 3, Cy: 4 }, hands: { Bo: ['spy', 'aid4', 'aid3', 'gunboat'], Cy: cyHand } });
  s = passBurglars(promiseAny(s));
  const bo = player(s, 'Bo');
  s = act(s, 'Bo', { type: 'orders', orders: Object.fromEntries(bo.dice.map((d) => [d, 3])), spy: cardOf(s, 'Bo', 'spy') });
  const cy = player(s, 'Cy');
  s = act(s, 'Cy', { type: 'orders', orders: Object.fromEntries(cy.dice.map((d, i) => [d, cyOrders[i]])) });
  expect([s.phase, s.players[seat(s, 'Bo')].orders === null]).toEqual(['spy', false]);
  return s;
}

const onOwn = (action: Action | null): number => (action?.type === 'orders' ? Object.values(action.orders).filter((n) => n === 2).length : -1);

test('shown four dice coming at his Estate (and nothing to plunder), the heuristic bot defends it; shown none coming, he keeps no die at home', async () => {
  const threatened = await decide(vivaBots().heuristic, spyShows([2, 2, 2, 2], []), 'Bo');
  expect(onOwn(threatened)).toBe(3);
  const calm = await decide(vivaBots().heuristic, spyShows([3, 3, 3, 3], ['aid2', 'aid1']), 'Bo');
  expect(onOwn(calm)).toBe(0);
});

/** Bo attacks Cy with one die; Cy's three Buildings and the Main House defend (4); Bo is asked in card step B. */
function boAttacksCy(cyBuildings: number): VivaState {
  let s = game({ players: ['Ana', 'Bo', 'Cy'], buildings: { Cy: cyBuildings }, militia: { Bo: 1, Cy: 1 }, hands: { Bo: ['gunboat', 'aid1'] } });
  s = toCombat(s, { Bo: [3], Cy: [6] });
  s = passWhile(s, (x) => x.battle?.step === 'A');
  expect([s.battle?.defender, s.battle?.step, viva.rules.pending(s).required[0].seat]).toEqual([seat(s, 'Cy'), 'B', seat(s, 'Bo')]);
  return s;
}

test('the heuristic bot plays a Gunboat that turns a lost battle (1 die against 4: 1/3, with +3: 5/6), not one already won', async () => {
  const lost = await decide(vivaBots().heuristic, boAttacksCy(3), 'Bo');
  expect(lost).toMatchObject({ type: 'play', seat: 'Bo' });
  expect(lost?.type === 'play' && lost.card.startsWith('gunboat#')).toBe(true);
  const won = await decide(vivaBots().heuristic, boAttacksCy(0), 'Bo');
  expect(won).toEqual({ type: 'pass', seat: 'Bo' });
});

/** Ana (Presidente) holds 3, Bo 6 with a Yacht, Cy 5: both Golpistas end their Spend Money turns over 4 (V27). */
function overFour(): VivaState {
  let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid1', 'aid2'], Bo: ['yacht', 'students-petition', 'spy', 'gunboat', 'aid4'], Cy: ['aid2', 'spy', 'gunboat', 'bribery'] } });
  s = passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] }));
  s = order(s, { Bo: [2], Cy: [3] });
  return act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
}

test('V27 as its Spend Money turn ends over 4 cards, the heuristic bot chooses the least worth to discard, keeping its Yacht', async () => {
  const s = overFour();
  const action = await decide(vivaBots().heuristic, s, 'Bo');
  expect(action).toEqual({ type: 'discard', seat: 'Bo', cards: ['students-petition#1', 'aid1#1'] });
  expect(viva.rules.apply(s, action!).ok).toBe(true);
});

test('V27 ISMCTS decides a legal discard at the end of its turn, another player\'s hidden discards sampled, the same from the same seed', async () => {
  const bo = overFour();
  const s = act(act(bo, 'Bo', { type: 'discard', cards: ['spy#1', 'gunboat#1'] }), 'Cy', { type: 'done' });
  const { ismcts } = (await viva.bots())({ iterations: 12 });
  const view = viva.rules.viewFor(s, seat(s, 'Cy'));
  const choices = viva.rules.legalActions(s, seat(s, 'Cy'));
  const action = await ismcts.decide(view, choices, seedrandom('ismcts-discard'));
  expect(await ismcts.decide(view, choices, seedrandom('ismcts-discard'))).toEqual(action);
  expect(action).toMatchObject({ type: 'discard', seat: 'Cy' });
  expect(viva.rules.apply(s, action).ok).toBe(true);
});

test('between two Golpistas as good to attack, the heuristic bot\'s generator picks, not the seat order (else every bot at a table would go for the lowest Estate, and Estate 1 won 11 % of 5-player games)', async () => {
  let s = game({
    players: ['Ana', 'Bo', 'Cy', 'Di'], buildings: { Ana: 6 }, militia: { Ana: 4, Bo: 1, Cy: 1, Di: 1 },
    hands: { Ana: ['aid1', 'aid1', 'aid3', 'gunboat', 'spy'], Bo: ['aid1', 'aid1'], Cy: ['aid1', 'aid1'], Di: ['aid1', 'aid1'] },
  });
  s = passBurglars(promiseAny(s));
  const targets = new Map<string, number>();
  for (let i = 0; i < 40; i++) {
    const action = await vivaBots().heuristic.decide(viva.rules.viewFor(s, seat(s, 'Bo')), viva.rules.legalActions(s, seat(s, 'Bo')), seedrandom(`tie-${i}`));
    const key = action?.type === 'orders' ? Object.values(action.orders).join(',') : String(action?.type);
    targets.set(key, (targets.get(key) ?? 0) + 1);
  }
  expect([...targets.keys()].sort()).toEqual(['3', '4']);
  expect(Math.min(...targets.values())).toBeGreaterThan(5);
});

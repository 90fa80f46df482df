// Viva's bots (issue 19, "Generic bots"; issue 20): the generic random bot and ISMCTS over Viva's
// choices, deciding from the seat's view; the evaluator's VP share with money as a fraction of a
// point; the heuristic bot's own tests are in heuristic.test.ts (issue 21).
import seedrandom from 'seedrandom';
import { evaluate } from '../../../src/games/viva/bots.js';
import { viva } from '../../../src/games/viva/module.js';
import type { VivaState } from '../../../src/games/viva/types.js';

const PLAYERS = ['Ana', 'Bo', 'Cy'];
const start = (seed: string, variant = 'expert'): VivaState => viva.rules.create({ seed, players: PLAYERS, options: { variant } }).state;

test('the kinds are the generic random bot, the heuristic bot (issue 21) and ISMCTS', async () => {
  const bots = (await viva.bots())({ iterations: 10 });
  expect(Object.entries(bots).map(([key, bot]) => [key, bot.kind])).toEqual([['random', 'random'], ['heuristic', 'heuristic'], ['ismcts', 'ismcts']]);
});

test('random bots in every seat play a seeded Expert game to its end, each action legal, deciding from the seat\'s view', async () => {
  const { random } = (await viva.bots())();
  const rng = seedrandom('viva-random-bots');
  let state = start('viva-random-bots');
  let actions = 0;
  while (!viva.rules.isOver(state)) {
    const [decision] = viva.rules.pending(state).required;
    const action = await random.decide(viva.rules.viewFor(state, decision.seat), viva.rules.legalActions(state, decision.seat), rng);
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    actions += 1;
    expect(actions).toBeLessThan(5000);
  }
  expect(viva.rules.score(state).winners.length).toBeGreaterThan(0);
});

test('ISMCTS gives a legal action at the Promises, the secret orders and a battle\'s window, the same one from the same seed', async () => {
  const { ismcts } = (await viva.bots())({ iterations: 12 });
  const rng = seedrandom('viva-ismcts-walk');
  let state = start('viva-ismcts');
  const seen = new Set<string>();
  while (!viva.rules.isOver(state) && seen.size < 3) {
    const [decision] = viva.rules.pending(state).required;
    const choices = viva.rules.legalActions(state, decision.seat);
    const searched = ['promises', 'orders', 'combat'].includes(state.phase) && !seen.has(state.phase);
    let action;
    if (searched) {
      seen.add(state.phase);
      const view = viva.rules.viewFor(state, decision.seat);
      action = await ismcts.decide(view, choices, seedrandom(`search-${state.phase}`));
      expect(await ismcts.decide(view, choices, seedrandom(`search-${state.phase}`))).toEqual(action);
      expect([state.phase, viva.rules.apply(state, action).ok]).toEqual([state.phase, true]);
    } else {
      const total = choices.actions.length + choices.samplers.length;
      const i = Math.floor(rng() * total);
      action = i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](rng);
    }
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  expect([...seen].sort()).toEqual(['combat', 'orders', 'promises']);
});

test.each([
  [3, 'basic'], [4, 'basic'], [5, 'basic'], [3, 'expert'], [4, 'expert'], [5, 'expert'],
])('ISMCTS at %i players (%s) decides legally from the seat\'s view in every kind of phase it meets', async (players, variant) => {
  const { ismcts, random } = (await viva.bots())({ iterations: 6 });
  const rng = seedrandom(`viva-ismcts-${players}-${variant}`);
  let state = viva.rules.create({ seed: `viva-ismcts-${players}-${variant}`, players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva'].slice(0, players), options: { variant } }).state;
  const searched = new Set<string>();
  while (!viva.rules.isOver(state) && state.round <= 2) {
    const [decision] = viva.rules.pending(state).required;
    const choices = viva.rules.legalActions(state, decision.seat);
    const view = viva.rules.viewFor(state, decision.seat);
    // The first decision of each phase is searched, the rest played at random (the search is slow).
    const bot = searched.has(`${state.round}:${state.phase}`) ? random : ismcts;
    searched.add(`${state.round}:${state.phase}`);
    const action = await bot.decide(view, choices, rng);
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(`${bot.kind} in ${state.phase}: ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
  }
  const phases = new Set([...searched].map((key) => key.split(':')[1]));
  for (const phase of ['promises', 'orders', 'spend']) expect(phases).toContain(phase);
});

test('the evaluator gives each seat a worth from 0 to 1, more to the seat with more points, money a fraction of a point', () => {
  // Basic: the Sunglasses are worth nothing, so bare Estates are even.
  const s = start('viva-evaluate', 'basic');
  const even = evaluate({ ...s, players: s.players.map((p) => ({ ...p, hand: [] })) });
  expect(new Set(even).size).toBe(1);
  const ahead = evaluate({ ...s, players: s.players.map((p, i) => ({ ...p, hand: [], tiles: i === 1 ? ['Chapel', 'Zoo'] : [] })) });
  expect(ahead.every((v) => v >= 0 && v <= 1)).toBe(true);
  expect(ahead[1]).toBeGreaterThan(ahead[0]);
  const rich = evaluate({ ...s, players: s.players.map((p, i) => ({ ...p, hand: i === 2 ? ['aid4#1'] : [], tiles: i === 1 ? ['Chapel'] : [] })) });
  expect(rich[2]).toBeGreaterThan(rich[0]);
  expect(rich[1]).toBeGreaterThan(rich[2]);
});

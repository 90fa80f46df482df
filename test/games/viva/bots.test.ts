// Viva's bots: the generic random bot and ISMCTS over Viva's
// choices, deciding from the seat's view; the search's evaluator (each seat's chance from its
// standing), its model of play (the heuristic from each seat's view of a sample) and its shortlist
// of orders; the heuristic bot's own tests are in heuristic.test.ts.
import seedrandom from 'seedrandom';
import { Memory } from '../../../src/games/viva/bots/heuristic-memory.js';
import { orderChoices } from '../../../src/games/viva/rules/legal.js';
import { viva } from '../../../src/games/viva/module.js';
import { modelledSample, searchPolicy, shortlist } from '../../../src/games/viva/bots/search-policy.js';
import { evaluate, standing } from '../../../src/games/viva/bots/search-value.js';
import type { Action, VivaState } from '../../../src/games/viva/rules/types.js';

const PLAYERS = ['Ana', 'Bo', 'Cy'];
const start = (seed: string, variant = 'expert'): VivaState => viva.rules.create({ seed, players: PLAYERS, options: { variant } }).state;

test('the kinds are the generic random bot, the heuristic bot and ISMCTS', async () => {
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

test('the evaluator ranks a seat higher for a Building, money, a Promise owed and the office, each seat a chance and the chances summing to 1', () => {
  const s = start('viva-evaluate', 'basic');
  const bare = { ...s, presidente: 0, players: s.players.map((p) => ({ ...p, hand: [], promise: null })) };
  const chances = evaluate(bare);
  expect(chances.every((v) => v > 0 && v < 1)).toBe(true);
  expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  // The Presidente's income counts (V6): seat 0 holds the office, the others are even.
  expect(chances[0]).toBeGreaterThan(chances[1]);
  expect(chances[1]).toBeCloseTo(chances[2], 12);
  const changed = (seat: number, change: Partial<VivaState['players'][number]>): VivaState =>
    ({ ...bare, players: bare.players.map((p, i) => (i === seat ? { ...p, ...change } : p)) });
  const building = changed(1, { tiles: ['Chapel'] });
  expect(standing(building, 1)).toBeCloseTo(standing(bare, 1) + 1, 12);
  expect(evaluate(building)[1]).toBeGreaterThan(evaluate(bare)[1]);
  expect(evaluate(building)[2]).toBeLessThan(evaluate(bare)[2]);
  // Money is worth less than the Building it may buy; a Promise owed (V20) as much as the cards in hand.
  const money = changed(1, { hand: ['aid4#1'] });
  expect(standing(money, 1)).toBeGreaterThan(standing(bare, 1));
  expect(standing(money, 1)).toBeLessThan(standing(building, 1));
  const owed = changed(1, { promise: { cards: ['aid4#1'], dice: [], seenBy: [] } });
  expect(standing(owed, 1)).toBeCloseTo(standing(money, 1), 12);
  // A Yacht is a point (V28), and more dice are worth more (V24).
  expect(standing(changed(1, { hand: ['yacht#1'] }), 1)).toBeCloseTo(standing(bare, 1) + 1, 12);
  expect(standing(changed(1, { dice: [...bare.players[1].dice, 'blue#4'] }), 1)).toBeGreaterThan(standing(bare, 1));
});

test.each([[4, 'basic'], [3, 'expert'], [5, 'expert']])('the search\'s model of play gives a legal action from the seat\'s view of a state and leaves the state as it was (%i players, %s)', async (players, variant) => {
  const rng = seedrandom(`viva-model-${players}-${variant}`);
  let state = viva.rules.create({ seed: `viva-model-${players}-${variant}`, players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva'].slice(0, players), options: { variant } }).state;
  const policy = searchPolicy();
  while (!viva.rules.isOver(state)) {
    const [decision] = viva.rules.pending(state).required;
    const before = JSON.stringify(state);
    const action = await policy.rollout(state, decision.seat, rng);
    expect(JSON.stringify(state)).toBe(before);
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
  }
  expect(viva.rules.score(state).winners.length).toBeGreaterThan(0);
});

test('the searched orders are the heuristic\'s plan and the orders it scores best, all legal', () => {
  let state = start('viva-shortlist', 'basic');
  const rng = seedrandom('viva-shortlist');
  const policy = searchPolicy();
  let checked = 0;
  while (!viva.rules.isOver(state) && checked < 3) {
    const [decision] = viva.rules.pending(state).required;
    const choices = viva.rules.legalActions(state, decision.seat);
    if (state.phase === 'orders' && choices.actions.length > 6) {
      const view = viva.rules.viewFor(state, decision.seat);
      const plan = choices.actions[choices.actions.length - 1];
      const listed = shortlist(view, decision.seat, new Memory().observe(view), choices, plan).actions;
      expect(listed).toContainEqual(plan);
      expect(listed.length).toBeLessThanOrEqual(5);
      expect(listed.length).toBeLessThan(choices.actions.length);
      for (const action of listed) expect(viva.rules.apply(state, action).ok).toBe(true);
      checked += 1;
    }
    const result = viva.rules.apply(state, policy.rollout(state, decision.seat, rng) as Action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  expect(checked).toBe(3);
});

test('a search sample gives the Golpistas who have ordered legal orders, and those the heuristic scores best whatever the sample', () => {
  let state = viva.rules.create({ seed: 'viva-modelled', players: ['Ana', 'Bo', 'Cy', 'Di'], options: { variant: 'basic' } }).state;
  const rng = seedrandom('viva-modelled');
  const policy = searchPolicy();
  // Play to the first orders, and let every Golpista but the last order.
  while (state.phase !== 'orders' || viva.rules.pending(state).required.length > 1) {
    const result = viva.rules.apply(state, policy.rollout(state, viva.rules.pending(state).required[0].seat, rng) as Action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  const last = viva.rules.pending(state).required[0].seat;
  const view = viva.rules.viewFor(state, last);
  const ordered = state.players.flatMap((p, seat) => (p.orders !== null && seat !== last ? [seat] : []));
  expect(ordered.length).toBe(2);
  const seen = ordered.map(() => new Set<string>());
  for (let i = 0; i < 20; i++) {
    const sample = modelledSample(view, seedrandom(`sample-${i}`));
    ordered.forEach((seat, k) => {
      const unordered = { ...sample, players: sample.players.map((p, j) => (j === seat ? { ...p, orders: null } : p)) };
      expect(orderChoices(unordered, seat)).toContainEqual(sample.players[seat].orders);
      seen[k].add(JSON.stringify(sample.players[seat].orders));
    });
    expect(sample.players[last].orders).toBeNull();
  }
  // Uniform orders over the listed ones would differ from sample to sample; the heuristic's hardly do.
  for (const [k, seat] of ordered.entries()) expect(seen[k].size).toBeLessThan(Math.min(4, orderChoices({ ...state, players: state.players.map((p, j) => (j === seat ? { ...p, orders: null } : p)) }, seat).length));
});

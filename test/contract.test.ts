// Every registered game keeps the game-module contract (test/support/contract.ts: random playouts to
// the end, determinism, non-interference, refused actions that change nothing, JSON states and
// views, wire schemas that take all it makes), and the harness itself fails a toy game for each
// planted fault, on that check alone.
import { games } from '../src/games/index.js';
import { CHECKS, runContract, type Check, type ContractOptions, type ContractReport } from './support/contract.js';
import { toyGame, type ToyFault } from './support/toy-game.js';

// Twelve playouts of each game, or as many as start within 2,500 actions (one at least), probed at
// 3 % of their states: every game keeps the contract deeper in its own tests (test/games/<id>/:
// contract.test.ts, probing a tenth of its states, or Las Cartas' properties), so here each check runs
// on every game a few dozen times (a tenth of a whole board game's states cost 5 s more).
const OPTIONS: ContractOptions = { games: 12, actionBudget: 2500, seed: 'contract', probeShare: 0.03, maxActions: 5000 };
const TOY_OPTIONS: ContractOptions = { games: 12, seed: 'toy', probeShare: 0.5, maxActions: 100 };
const failing = (report: ContractReport) => CHECKS.filter((c) => report.failures[c].length > 0);

describe.each(games.all().map((entry) => [entry.id, entry] as const))('game %s', (_, entry) => {
  test('its module is the one its registry entry names', async () => {
    const module = await entry.load();
    expect({ id: module.id, title: module.title, recordFormat: module.recordFormat, players: module.players, options: module.options })
      .toEqual({ id: entry.id, title: entry.title, recordFormat: entry.recordFormat, players: entry.players, options: entry.options });
    expect(games.byFormat(entry.recordFormat)).toBe(entry);
  });

  test('its player counts: a new game has its default count, within its bounds, and setup takes exactly the counts in them', async () => {
    const { players, rules } = await entry.load();
    expect(players.min).toBeLessThanOrEqual(players.default);
    expect(players.default).toBeLessThanOrEqual(players.max);
    const names = (n: number) => ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gil', 'Hal'].slice(0, n);
    const starts = (n: number) => {
      try {
        return rules.create({ seed: 'counts', players: names(n) }) !== null;
      } catch {
        return false;
      }
    };
    for (let n = players.min; n <= players.max; n++) expect([n, starts(n)]).toEqual([n, true]);
    expect([players.min - 1, starts(players.min - 1)]).toEqual([players.min - 1, false]);
    expect([players.max + 1, starts(players.max + 1)]).toEqual([players.max + 1, false]);
  });

  test('keeps the contract over seeded random playouts', async () => {
    const report = await runContract(await entry.load(), OPTIONS);
    expect(report.failures).toEqual(Object.fromEntries(CHECKS.map((c) => [c, []])));
    const played = report.counts.games;
    expect(played).toBeGreaterThanOrEqual(1);
    expect(report.counts).toMatchObject({ ended: played, replayed: played });
    expect(report.counts.probes).toBeGreaterThan(played);
  });
});

test('the harness passes the toy game, having played, replayed and probed it', async () => {
  const report = await runContract(toyGame(), TOY_OPTIONS);
  expect(failing(report)).toEqual([]);
  expect(report.counts).toMatchObject({ ended: TOY_OPTIONS.games, replayed: TOY_OPTIONS.games });
  expect(report.counts.probes).toBeGreaterThan(TOY_OPTIONS.games);
  // The protest window declares its time-out action, and the harness checked it wherever it was declared.
  expect(report.counts.timeouts).toBeGreaterThanOrEqual(TOY_OPTIONS.games);
});

test('the harness passes a toy game nobody wins (its target out of reach, as B10 and B64 end a game without a winner)', async () => {
  const report = await runContract(toyGame(), { ...TOY_OPTIONS, gameOptions: { target: 100 } });
  expect(failing(report)).toEqual([]);
  expect(report.counts).toMatchObject({ ended: TOY_OPTIONS.games, replayed: TOY_OPTIONS.games });
});

test('the harness passes a toy game that opens with every seat saying "ready" at once, each with its declared time-out action (as B68\'s trade window)', async () => {
  const report = await runContract(toyGame(), { ...TOY_OPTIONS, gameOptions: { ready: true } });
  expect(failing(report)).toEqual([]);
  expect(report.counts).toMatchObject({ ended: TOY_OPTIONS.games, replayed: TOY_OPTIONS.games });
  const toy = toyGame();
  const { state } = toy.rules.create({ seed: 'ready', players: ['A', 'B', 'C'], options: { ready: true } });
  expect(toy.rules.pending(state).required).toEqual([0, 1, 2].map((seat) => ({ seat, timeout: { action: { seat, ready: true }, label: 'ready' } })));
});

test('the toy game opens its play-or-pass window, so the harness passes a window with its declared pass', () => {
  const toy = toyGame();
  let state = toy.rules.create({ seed: 'window', players: ['A', 'B'] }).state;
  for (const seat of [0, 1]) {
    const result = toy.rules.apply(state, toy.rules.legalActions(state, seat).actions[0]);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  const [decision] = toy.rules.pending(state).required;
  expect(decision.window).toEqual({ label: 'a protest', pass: { seat: decision.seat, protest: false }, private: false });
  expect(toy.rules.apply(state, decision.window!.pass).ok).toBe(true);
  // B68: unanswered at a network table, the window declares what the host takes for its seat.
  expect(decision.timeout).toEqual({ action: { seat: decision.seat, protest: false }, label: 'lets it stand' });
});

test.each<[ToyFault, Check]>([
  ['leaked-card', 'non-interference'],
  ['leaked-public-card', 'non-interference'],
  ['math-random', 'determinism'],
  ['mutating-refusal', 'illegal'],
  ['json-unsafe', 'json'],
  ['narrow-wire', 'wire'],
  ['roll-as-seat', 'wire'],
  ['refused-pass', 'playouts'],
  ['hidden-window', 'non-interference'],
  ['forced-choice', 'forced'],
  ['leaky-shared-view', 'shared-view'],
  ['foreign-timeout', 'timeout'],
])('a toy game with a planted fault (%s) fails the %s check, and only that one', async (fault, check) => {
  expect(failing(await runContract(toyGame(fault), TOY_OPTIONS))).toEqual([check]);
});

// The live session is generic over its game's module: a game that is not Las Cartas –
// the toy game of test/support/toy-game.ts, with simultaneous secret choices and a public
// play-or-pass window – runs to its end through the same Session, LocalTable and seat-port API,
// its own bots at the table, its simulation through the generic simulate.
import type { Choices } from '../../src/core/game.js';
import { LocalTable } from '../../src/session/local-table.js';
import { Session, SessionError } from '../../src/session/runner.js';
import { simulate } from '../../src/session/simulate.js';
import { winRateLines } from '../../src/cli/commands/simulate.js';
import { toyGame, type ToyAction, type ToyRecord } from '../support/toy-game.js';

const toy = toyGame();
const toyBots = (await toy.bots())({ iterations: 8 });

const newRecord = (seed: string): ToyRecord => ({
  format: toy.recordFormat,
  seed,
  players: [{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'ismcts' }],
  actions: [],
});

/** A human's choice: a window's declared pass, else the first listed action. */
function humanChoice(choices: Choices<ToyAction>, pass: ToyAction | undefined): ToyAction {
  return pass ?? choices.actions[0];
}

test('a toy game runs to its end at a local table: bots and a human seat, windows, the log and the reveal', async () => {
  const session = Session.open(toy, newRecord('toy-session'), { autosave: null, bots: toyBots });
  const table = new LocalTable(session);
  const ana = table.port(0);
  const spectator = table.port('public');
  expect(table.humans()).toEqual([0]);
  let windows = 0;
  let choices = 0;
  for (let guard = 0; !session.finished; guard++) {
    expect(guard).toBeLessThan(100);
    if (await session.runBots()) {
      const decision = session.humanDecision()!;
      expect(decision.seat).toBe(0);
      if (decision.window) windows += 1;
      else choices += 1;
      const action = humanChoice(toy.rules.legalActions(session.state, 0), decision.window?.pass);
      const step = ana.snapshot().step;
      expect(await ana.submit(action, step)).toEqual({ ok: true, step: step + 1 });
      // A resent action is stale: it applies once.
      expect((await ana.submit(action, step)).ok).toBe(false);
    }
  }
  // Three rounds of a card each; Ana protested (or let stand) whenever she played the lowest card.
  expect(choices).toBe(3);
  expect(session.actionCount).toBe(session.record.actions.length);
  expect(ana.snapshot()).toMatchObject({ step: session.actionCount, finished: true });
  expect(spectator.snapshot().view).toEqual(toy.rules.publicView(session.state));

  const log = ana.log();
  expect(log.map((s) => s.step)).toEqual([0, ...session.steps.map((_, i) => i + 1)]);
  // Every step names its actor through the game's rules; the deal shows Ana her own cards alone.
  expect(log.slice(1).map((s) => s.actor)).toEqual(session.record.actions.map((a) => a.seat));
  expect(log[0].events.map((e) => e.type === 'dealt' && e.seat)).toEqual([0]);
  expect(spectator.log()[0].events).toEqual([]);
  expect(windows).toBe(session.record.actions.filter((a) => a.seat === 0 && 'protest' in a).length);
  expect(windows).toBeGreaterThan(0);

  // The record replays to the same game, and the reveal is the whole record.
  const again = Session.open(toy, structuredClone(session.record), { autosave: null, bots: toyBots });
  expect(again.state).toEqual(session.state);
  expect(ana.reveal()).toEqual(session.record);
  expect(toy.rules.score(session.state).winners.length).toBeGreaterThan(0);
});

test('a seat acts only for itself at a toy table', () => {
  const session = Session.open(toy, newRecord('toy-seat'), { autosave: null, bots: toyBots });
  const table = new LocalTable(session);
  const bosCard = toy.rules.legalActions(session.state, 1).actions[0];
  expect(table.submitAs(0, bosCard, 0)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  expect(table.submitAs('public', bosCard, 0)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  expect(table.submitAs(1, bosCard, 0)).toEqual({ ok: true, step: 1 });
});

test('a toy session refuses a record of another game, a bad action and a missing bot, as a Las Cartas one does', () => {
  const options = { autosave: null, bots: toyBots };
  expect(() => Session.open(toy, { ...newRecord('x'), format: 'junta-las-cartas/1' }, options)).toThrow(SessionError);
  const bad = { ...newRecord('x'), actions: [{ seat: 0, card: 99 }] };
  expect(() => Session.open(toy, bad, options)).toThrow(expect.objectContaining({ actionNumber: 1 }));
  const players = [{ name: 'Ana', bot: 'heuristic' }, { name: 'Bo' }];
  expect(() => Session.open(toy, { ...newRecord('x'), players }, options)).toThrow('no bot of kind "heuristic" is available');
});

test('simulate plays toy games with the toy\'s bots, seats rotating', async () => {
  const records: ToyRecord[] = [];
  const report = await simulate({
    game: toy,
    games: 6,
    seats: [{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'ismcts' }],
    seed: 'toy-sim',
    options: {},
    bots: toyBots,
    summary: () => null,
    tally: { add: () => {}, report: () => ({}) },
    onGame: (record) => void records.push(record),
  });
  expect(report).toMatchObject({ games: 6, players: 2, bots: ['random', 'ismcts'] });
  expect(Object.values(report.winRateBySeat).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  expect(records.map((r) => r.players[0].bot)).toEqual(['random', 'ismcts', 'random', 'ismcts', 'random', 'ismcts']);
  for (const record of records) expect(Session.open(toy, record, { autosave: null, bots: toyBots }).finished).toBe(true);
});

/** A toy simulation of `games` games at two seats, with the game's options, and each game's record. */
async function simulateToy(games: number, seed: string, options: Record<string, unknown>) {
  const records: ToyRecord[] = [];
  const report = await simulate({
    game: toy, games, seats: [{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'ismcts' }], seed, options, bots: toyBots,
    summary: () => null, tally: { add: () => {}, report: () => ({}) }, onGame: (record) => void records.push(record),
  });
  const winners = records.map((record) => toy.rules.score(Session.open(toy, record, { autosave: null, bots: toyBots }).state).winners);
  return { report, winners };
}

test('B10 B64 simulate counts the games nobody won: no win rate divides by nothing, and the report says so', async () => {
  // A target out of reach: the best never reaches it, so nobody wins any game.
  const { report, winners } = await simulateToy(4, 'toy-nobody', { target: 100 });
  expect(winners).toEqual([[], [], [], []]);
  expect(report).toMatchObject({ games: 4, noWinner: 4, sharedWin: 0, winRateByBot: { random: 0, ismcts: 0 }, winRateBySeat: { 1: 0, 2: 0 } });
  const lines = winRateLines(report);
  expect(lines).toContain('No winner: 4 games (100.0%)');
  expect(lines).toContain('Win rate by seat: 1: 0.0%, 2: 0.0%');
});

test('B64 simulate counts the shared wins, each winner a share, and the games with a winner only otherwise', async () => {
  const { report, winners } = await simulateToy(12, 'toy-shared', {});
  const shared = winners.filter((w) => w.length > 1).length;
  expect(shared).toBeGreaterThan(0);
  expect(report).toMatchObject({ games: 12, noWinner: 0, sharedWin: shared });
  expect(Object.values(report.winRateBySeat).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  expect(winRateLines(report)).toContain(`A shared win: ${shared} ${shared === 1 ? 'game' : 'games'} (${((shared / 12) * 100).toFixed(1)}%)`);
  expect(winRateLines(report).some((l) => l.startsWith('No winner'))).toBe(false);
});

test('simulate reports one game in the singular', async () => {
  const { report } = await simulateToy(1, 'toy-one', {});
  expect(winRateLines(report)[0]).toMatch(/^1 game, 2 players: /);
});

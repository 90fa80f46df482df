// `junta replay` for any registered game (replay takes the game from the file): a second
// game's record – the contract harness's toy game, registered here only – is checked by its own
// record schema and the session's rules, replayed, narrated, printed as JSON and scored through its
// module alone; a refused action, an unknown format and the Las Cartas-only options say so in one line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameModule } from '../src/core/game.js';
import { GameRegistry, type GameEntry } from '../src/core/registry.js';
import { games } from '../src/games/index.js';
import { runCli } from './support/cli.js';
import { toyGame, type ToyAction, type ToyEvent, type ToyState } from './support/toy-game.js';

type Toy = GameModule<ToyState, ToyAction, unknown, ToyEvent>;
const toy = toyGame() as unknown as Toy;
const entryOf = (module: Toy): GameEntry => ({ ...module, load: async () => module as unknown as GameModule });
const two = new GameRegistry([games.byId('las-cartas')!, entryOf(toy)], 'las-cartas');
const dir = mkdtempSync(join(tmpdir(), 'junta-replay-games-'));
const cli = (args: string[], registry = two) => runCli(args, { registry, env: { XDG_STATE_HOME: dir } });
const NAMES = ['Ana', 'Bo', 'Cy'];
const oneLine = (text: string) => text.trim().split('\n').length === 1;

/** A toy game played to the end (or `upTo` actions), each seat taking its first legal action: its actions, events and final state. */
function played(seed: string, upTo = Infinity, options?: Record<string, unknown>) {
  const { rules } = toy;
  let { state, events: initial } = rules.create({ seed, players: NAMES, options });
  const actions: ToyAction[] = [];
  const steps: ToyEvent[][] = [];
  while (!rules.isOver(state) && actions.length < upTo) {
    const seat = rules.pending(state).required[0].seat;
    const result = rules.apply(state, rules.legalActions(state, seat).actions[0]);
    if (!result.ok) throw new Error(result.error.message);
    actions.push(result.action);
    steps.push(result.events);
    state = result.state;
  }
  return { actions, initial, steps, state };
}

let files = 0;
function writeRecord(record: Record<string, unknown>): string {
  const path = join(dir, `record-${++files}.json`);
  writeFileSync(path, JSON.stringify(record));
  return path;
}
const toyRecord = (seed: string, actions: unknown[]) => ({ format: 'toy/1', seed, players: NAMES.map((name) => ({ name })), actions });

const game = played('replay-toy');
const finished = writeRecord(toyRecord('replay-toy', game.actions));
const half = played('replay-toy', 4);
const unfinished = writeRecord(toyRecord('replay-toy', half.actions));
const names = (seat: number) => NAMES[seat];

describe('a toy game\'s record', () => {
  test('B10 B64 nobody wins a game whose target nobody reached: the standing says so in words', async () => {
    const nobody = played('replay-nobody', Infinity, { target: 100 });
    expect(toy.rules.score(nobody.state).winners).toEqual([]);
    const run = await cli(['replay', writeRecord({ ...toyRecord('replay-nobody', nobody.actions), options: { target: 100 } })]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const standing = run.stdout.split('\n').slice(run.stdout.split('\n').indexOf('Final scores'));
    expect(standing).toHaveLength(2 + NAMES.length + 2);
    expect(standing.at(-2)).toBe('  Nobody wins.');
    expect(standing.some((line) => / (winner|shared win)$/.test(line))).toBe(false);
  });

  test('B64 equal best scores share the win: each of them is marked, nobody else', async () => {
    // First legal actions from this seed leave Bo and Cy tied on 2 points, Ana on 1.
    const tied = played('replay-shared-19');
    expect(toy.rules.score(tied.state).winners).toEqual([1, 2]);
    const run = await cli(['replay', writeRecord(toyRecord('replay-shared-19', tied.actions))]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines.slice(lines.indexOf('Final scores') + 2)).toEqual(['  Bo          2  shared win', '  Cy          2  shared win', '  Ana         1', '']);
  });

  test('narrates every public event under its action number, then the standing by the toy\'s score', async () => {
    const run = await cli(['replay', finished]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const told = game.steps.flatMap((events, i) => events.filter((e) => !('to' in e)).map((e, j) => `${j === 0 ? `${i + 1}.`.padStart(6) : ' '.repeat(6)} ${toy.rules.describeEvent(e, NAMES)}`));
    expect(told.length).toBeGreaterThan(game.actions.length);
    expect(lines.slice(0, told.length)).toEqual(told);
    const standing = toy.rules.score(game.state);
    const rows = [...standing.players].sort((a, b) => b.keys[0] - a.keys[0]);
    const mark = (seat: number) => (standing.winners.includes(seat) ? (standing.winners.length > 1 ? '  shared win' : '  winner') : '');
    expect(lines.slice(told.length)).toEqual([
      '', 'Final scores', '  Player  Score',
      ...rows.map((p) => `  ${names(p.seat).padEnd(6)}  ${String(p.keys[0]).padStart(5)}${mark(p.seat)}`),
      '',
    ]);
  });

  test('--json lists its events as the toy gave them: step, type, visibility, its fields, the sentence', async () => {
    const run = await cli(['replay', finished, '--json', '--reveal']);
    expect(run.code).toBe(0);
    const expected = [game.initial, ...game.steps].flatMap((events, step) => events.map((e) => {
      const { type, ...fields } = e;
      return { step, type, visibility: 'to' in e ? e.to.map(names) : 'public', ...fields, text: toy.rules.describeEvent(e, NAMES) };
    }));
    expect(run.stdout.trim().split('\n').map((line) => JSON.parse(line))).toEqual(expected);
    const pub = (await cli(['replay', finished, '--json'])).stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(pub).toEqual(expected.filter((e) => e.visibility === 'public'));
  });

  test('--seat shows what the toy\'s visibleTo shows that seat and hides the others\' hands', async () => {
    const run = await cli(['replay', finished, '--seat', 'bo']);
    expect(run.code).toBe(0);
    const dealt = game.initial.map((e) => toy.rules.describeEvent(e, NAMES));
    expect(run.stdout).toContain(dealt[1]);
    expect(run.stdout).not.toContain(dealt[0]);
    expect(run.stdout).not.toContain(dealt[2]);
    expect((await cli(['replay', finished])).stdout).not.toContain(dealt[1]);
    expect((await cli(['replay', finished, '--reveal'])).stdout).toContain(dealt[2]);
  });

  test('unfinished, it stops where the record does, and --seat needs --spoilers (the toy\'s isOver)', async () => {
    const run = await cli(['replay', unfinished]);
    expect(run.code).toBe(0);
    expect(run.stdout.endsWith('\nThe record stops after action 4; the game is not finished.\n')).toBe(true);
    const seat = await cli(['replay', unfinished, '--seat', 'Ana']);
    expect(seat.code).toBe(2);
    expect(seat.stderr).toContain('add --spoilers if every player agrees');
    expect((await cli(['replay', unfinished, '--seat', 'Ana', '--spoilers'])).code).toBe(0);
    expect((await cli(['replay', finished, '--to', '2'])).stdout).toContain('The record stops after action 2.\n');
  });

  test('a refused action exits 2 naming the action and the toy\'s reason, and nothing is printed', async () => {
    const card = game.state.played[0];
    // The first seat plays its first round's card again in the second round: the toy refuses it.
    const actions = [...game.actions.slice(0, 4), { seat: 0, card }, ...game.actions.slice(4)];
    const run = await cli(['replay', writeRecord(toyRecord('replay-toy', actions))]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(oneLine(run.stderr)).toBe(true);
    expect(run.stderr).toMatch(/: action 5: not in hand\n$/);
  });

  test('is checked by the toy\'s own record schema, and the session\'s rules (distinct names) on top', async () => {
    const card13 = await cli(['replay', writeRecord(toyRecord('s', [{ seat: 0, card: 13 }]))]);
    expect(card13.code).toBe(2);
    expect(card13.stderr).toContain('action 1: ');
    const twins = await cli(['replay', writeRecord({ ...toyRecord('s', []), players: [{ name: 'Ana' }, { name: 'ANA' }] })]);
    expect(twins.code).toBe(2);
    expect(twins.stderr).toContain('field "players": seats 1 and 2, "Ana" and "ANA", are the same name');
    const extra = await cli(['replay', writeRecord({ ...toyRecord('s', []), players: [{ name: 'Ana', colour: 'red' }, { name: 'Bo' }] })]);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('field "players[0]"');
  });

  test('--game toy is accepted; --game las-cartas is refused with the file\'s game', async () => {
    expect((await cli(['replay', finished, '--game', 'toy'])).code).toBe(0);
    const wrong = await cli(['replay', finished, '--game', 'las-cartas']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('is a record of "toy/1", not of Junta: Las Cartas');
  });

  test('--interactive and --continue, Las Cartas\' screens and live session, refuse it in one line', async () => {
    const interactive = await cli(['replay', finished, '--interactive']);
    expect(interactive.code).toBe(2);
    expect(interactive.stderr).toBe('junta: --interactive: High Card has no replay screens in this version of junta; without --interactive, replay prints its narration\n');
    const live = await cli(['replay', finished, '--continue']);
    expect(live.code).toBe(2);
    expect(live.stderr).toBe('junta: --continue: High Card has no screens in this version of junta; without --continue, replay prints its narration\n');
  });

  test('resume FILE and resume ID take the game from the record\'s format: a game this version does not play is refused in that one line, not as a Las Cartas record', async () => {
    const refused = 'junta: High Card has no screens in this version of junta; its rules are there: junta rules --game toy\n';
    for (const path of [unfinished, finished]) {
      const run = await cli(['resume', path]);
      expect({ path, code: run.code, stderr: run.stderr }).toEqual({ path, code: 2, stderr: refused });
    }
    const saves = join(dir, 'junta', 'games');
    mkdirSync(saves, { recursive: true });
    const id = '20260101-120000-70a1';
    const time = '2026-01-01T12:00:00.000Z';
    writeFileSync(join(saves, `${id}.json`), JSON.stringify({ id, mode: 'local', created: time, updated: time, finished: false, record: toyRecord('replay-toy', half.actions) }));
    try {
      const saved = await cli(['resume', id]);
      expect({ code: saved.code, stderr: saved.stderr }).toEqual({ code: 2, stderr: refused });
      // --game given names the save's game or is refused as for a record file.
      const wrong = await cli(['resume', id, '--game', 'las-cartas']);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain(`the saved game ${id} is a record of "toy/1", not of Junta: Las Cartas`);
    } finally {
      rmSync(join(saves, `${id}.json`));
    }
  });
});

describe('a game\'s narration and audience field tell it', () => {
  /** The toy with headings per round, its one score key named and its audience field given. */
  const told: Toy = {
    ...toy,
    audienceField: 'to',
    narration: {
      scoreKeys: ['Points'],
      chapters: (shownNames) => {
        let round = 0;
        return { before: (e) => (e.type === 'chose' && e.seat === 0 ? { heading: [`Round ${++round} (${shownNames[0]} first)`], told: true } : { heading: [], told: true }) };
      },
    },
  };
  const registry = new GameRegistry([entryOf(told)]);

  test('its headings come before the events, its key names the score column', async () => {
    const lines = (await cli(['replay', finished], registry)).stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('Round '))).toEqual(['Round 1 (Ana first)', 'Round 2 (Ana first)', 'Round 3 (Ana first)']);
    expect(lines[lines.indexOf('Round 2 (Ana first)') + 1]).toMatch(/^ +\d+\. Ana chooses a card\.$/);
    expect(lines).toContain('  Player  Points');
  });

  test('--json reads visibility from its audience field and leaves the field out', async () => {
    const events = (await cli(['replay', finished, '--json', '--reveal'], registry)).stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(events[0]).toEqual({ step: 0, type: 'dealt', visibility: ['Ana'], seat: 0, cards: (game.initial[0] as { cards: number[] }).cards, text: toy.rules.describeEvent(game.initial[0], NAMES) });
  });
});

describe('the record\'s format names its game', () => {
  test('an unknown format exits 2 with one sentence listing the known formats', async () => {
    for (const format of ['viva/1', 7, undefined]) {
      const run = await cli(['replay', writeRecord({ ...toyRecord('s', []), format })]);
      expect([format, run.code]).toEqual([format, 2]);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^junta: .*: field "format": must be the record format of a game junta knows: "junta-las-cartas\/1" \(Junta: Las Cartas\) or "toy\/1" \(High Card\)\n$/);
    }
  });

  test('a file that holds no JSON object is refused in one line', async () => {
    const run = await cli(['replay', writeRecord([1] as unknown as Record<string, unknown>)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/: the file holds no game record \(a JSON object with a "format"\)\n$/);
  });

  test('Las Cartas\' records replay as before with another game registered', async () => {
    const fixture = join('test', 'fixtures', 'lost-coup.json');
    expect((await cli(['replay', fixture, '--json'])).stdout).toBe((await runCli(['replay', fixture, '--json'])).stdout);
    expect((await cli(['replay', fixture])).stdout).toBe((await runCli(['replay', fixture])).stdout);
  });
});

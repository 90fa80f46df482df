// Terminal injection: names, seeds, card ids, keys, paths and arguments carrying every
// class of control and format character, through every CLI output path: replay narration, --reveal,
// --seat, --to, scores, play-on, resume, the save list, errors on stderr, cards, rules, JSON. Checked
// on decoded code points: no control, C1, bidi or format code point from the input reaches the
// output, and no line break from a name either (the output has as many lines as with plain names).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBots } from './support/las-cartas.js';
import { games } from '../src/games/index.js';
import { RECORD_FORMAT, type GameRecord } from '../src/games/las-cartas/rules/index.js';
import { Session } from '../src/session/runner.js';
import { SaveStore } from '../src/session/saves.js';
import { runCli, type CliRun } from './support/cli.js';
import { HOSTILE, unsafeCodePoints } from './support/hostile.js';
import { game as LAS_CARTAS } from './support/las-cartas.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-inject-'));
let fileCount = 0;
const writeRecord = (record: unknown) => {
  const path = join(dir, `record-${++fileCount}.json`);
  writeFileSync(path, JSON.stringify(record));
  return path;
};

const finished = new Map<string, Promise<GameRecord>>();

/** The record of a game of random bots played to its end (each game played once: a seeded game's record is the same every time). */
function finishedGame(names: string[], seed: string): Promise<GameRecord> {
  const key = JSON.stringify([names, seed]);
  if (!finished.has(key)) finished.set(key, playedGame(names, seed));
  return finished.get(key)!;
}

async function playedGame(names: string[], seed: string): Promise<GameRecord> {
  const session = Session.open(LAS_CARTAS,
    { format: RECORD_FORMAT, seed, players: names.map((name) => ({ name, bot: 'random' })), options: { firstPresident: 'random' }, actions: [] },
    { autosave: null, bots: makeBots() },
  );
  await session.runBots();
  return session.record;
}

function expectClean(run: CliRun) {
  expect(unsafeCodePoints(run.stdout)).toEqual([]);
  expect(unsafeCodePoints(run.stderr)).toEqual([]);
}

const lineCount = (text: string) => text.split('\n').length;

describe.each(Object.entries(HOSTILE))('text with %s', (_what, hostile) => {
  const names = [`Ana${hostile}`, `${hostile}Bo`, 'Cy'];
  const plain = ['Ana', 'Bo', 'Cy'];
  const seed = `seed${hostile}`;
  let hostileFile: string;
  let hostileSeedFile: string;
  let plainFile: string;

  beforeAll(async () => {
    // Names that hold it are refused wherever a name enters, a record too (session/input.ts's one rule, R1).
    hostileFile = writeRecord({ ...(await finishedGame(plain, seed)), players: names.map((name) => ({ name, bot: 'random' })) });
    hostileSeedFile = writeRecord(await finishedGame(plain, seed));
    plainFile = writeRecord(await finishedGame(plain, 'plain seed'));
  });

  test.each([
    ['the public narration and scores', [], []],
    ['--reveal', ['--reveal'], ['--reveal']],
    ['--seat', ['--seat', 'Ana'], ['--seat', 'Ana']],
    ['--to', ['--to', '12'], ['--to', '12']],
  ])('replay: %s of a record whose seed holds it', async (_path, plainArgs, hostileArgs) => {
    const [clean, dirty] = [await runCli(['replay', plainFile, ...plainArgs]), await runCli(['replay', hostileSeedFile, ...hostileArgs])];
    expect([clean.code, dirty.code]).toEqual([0, 0]);
    expectClean(dirty);
  });

  test.each([
    ['the public narration and scores', []],
    ['--reveal', ['--reveal']],
    ['--seat', ['--seat', `Ana${hostile}`]],
  ])('replay: %s of a record whose names hold it is refused in one clean line, as --names refuses them', async (_path, args) => {
    const run = await runCli(['replay', hostileFile, ...args]);
    expect(run.code).toBe(2);
    expectClean(run);
    expect(lineCount(run.stderr.trim())).toBe(1);
    expect(run.stdout).toBe('');
  });

  test('resume FILE of a finished game: scores and the path', async () => {
    const run = await runCli(['resume', hostileSeedFile]);
    expect(run.code).toBe(0);
    expectClean(run);
    expect(run.stdout).toContain('That game is over.');
  });

  test('replay --continue: bots play on from a seed file; then the save list', async () => {
    const state = mkdtempSync(join(tmpdir(), 'junta-inject-state-'));
    const seedFile = writeRecord({ format: RECORD_FORMAT, seed, actions: [], players: plain.map((name) => ({ name, bot: 'random' })) });
    const run = await runCli(['replay', seedFile, '--continue'], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(0);
    expectClean(run);
    // A save whose names hold it (edited by hand) is listed as unreadable, in a clean line.
    const store = new SaveStore(join(state, 'junta'), games);
    await store.create({ format: RECORD_FORMAT, seed, actions: [], players: names.map((name) => ({ name })) }).release();
    const list = await runCli(['resume', '--list'], { env: { XDG_STATE_HOME: state } });
    expectClean(list);
    expect(list.stdout).toMatch(/Cannot be read \(kept as they are\):\n {2}\S+\.json: field "record\.players\[0\]\.name": has a control or invisible character/);
    // A file in the games folder whose name carries the text: named by resume, in one clean line.
    writeFileSync(join(state, 'junta', 'games', `bad${hostile.replace(/\//g, '')}.json`), 'not JSON');
    const resume = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
    expect(resume.code).toBe(2);
    expectClean(resume);
    // Both unreadable saves are named, each in one clean line; then there is nothing to resume.
    expect(resume.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^junta: cannot read the saved game /), expect.stringMatching(/^junta: cannot read the saved game /),
      expect.stringMatching(/^junta: there is no unfinished game to resume/),
    ]);
  });

  test('replay --continue of a seed file whose human\'s name holds it is refused in one clean line', async () => {
    const state = mkdtempSync(join(tmpdir(), 'junta-inject-state-'));
    const seedFile = writeRecord({
      format: RECORD_FORMAT, seed, actions: [], options: { firstPresident: names[0] },
      players: [{ name: names[0] }, { name: names[1], bot: 'random' }, { name: 'Cy', bot: 'random' }],
    });
    const run = await runCli(['replay', seedFile, '--continue'], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(2);
    expectClean(run);
    expect(lineCount(run.stderr.trim())).toBe(1);
  });

  const base = () => ({
    format: RECORD_FORMAT, seed: 'x', players: plain.map((name) => ({ name })), options: { firstPresident: 'Ana' },
    actions: [] as Record<string, unknown>[],
  });
  test.each([
    ['a bad card id', () => ({ ...base(), actions: [{ seat: 'Ana', type: 'play-card', card: `thief${hostile}`, vote: 'for' }] })],
    ['a bad seat', () => ({ ...base(), actions: [{ seat: `Zed${hostile}`, type: 'draw-card' }] })],
    ['a pinned card', () => ({ ...base(), decks: { political: [`dragon${hostile}`] } })],
    ['a JSON key', () => ({ ...base(), [`key${hostile}`]: 1 })],
    ['a first President', () => ({ ...base(), options: { firstPresident: `Zed${hostile}` } })],
  ])('errors on stderr: a record with %s is refused in one clean line', async (_what, make) => {
    const run = await runCli(['replay', writeRecord(make())]);
    expect(run.code).toBe(2);
    expectClean(run);
    expect(lineCount(run.stderr.trim())).toBe(1);
  });

  test.each([
    ['replay --seat of a non-player', () => ['replay', plainFile, '--seat', `Zed${hostile}`]],
    ['cards NAME', () => ['cards', `dragon${hostile}`]],
    ['rules TOPIC', () => ['rules', `coop${hostile}`]],
    ['help WORD', () => ['help', `coop${hostile}`]],
    ['a missing file path', () => ['replay', join(dir, `missing${hostile}.json`)]],
    ['--names', () => ['play', '--names', `Ana${hostile},Bo,Cy`]],
    ['--first-president', () => ['play', '--names', 'Ana,Bo,Cy', '--first-president', `Zed${hostile}`]],
    ['--seed', () => ['play', '-p', '3', '--seed', `seed${hostile}`]],
    ['--bots NAME:kind in simulate', () => ['simulate', '--games', '1', '--bots', `Ana${hostile}:random,Bo,Cy`]],
    ['--bots NAME in play', () => ['play', '--names', 'Ana,Bo,Cy', '--bots', `Zed${hostile}`]],
    ['an unknown option', () => ['cards', `--colour${hostile}`]],
    ['an unknown command argument', () => ['replay', plainFile, `extra${hostile}`]],
    ['resume ID', () => ['resume', `20250101${hostile}`]],
  ])('errors on stderr: %s is refused in one clean line', async (_what, argv) => {
    const run = await runCli(argv());
    expect(run.code).toBe(2);
    expectClean(run);
    expect(lineCount(run.stderr.trim())).toBe(1);
  });
});

describe('our own output stays clean too', () => {
  test.each([[['cards']], [['cards', 'thief']], [['rules']], [['rules', 'rulings']], [['help']]])('junta %j', async (argv) => {
    const run = await runCli(argv);
    expect(run.code).toBe(0);
    expectClean(run);
  });

  test.each([[['cards', '--json']], [['simulate', '--games', '2', '--players', '3', '--json']]])('junta %j is valid JSON with no raw control or format character', async (argv) => {
    const run = await runCli(argv);
    expect(run.code).toBe(0);
    expectClean(run);
    expect(() => JSON.parse(run.stdout)).not.toThrow();
  });
});

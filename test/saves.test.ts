// Saves (no game is ever lost): every game keeps its own save; locks say which process has a game open (pid and
// start time, stale ones taken over); nothing is rotated or deleted by starting a game, a failed
// start or replay --continue; unreadable saves are reported by name and kept; the old autosave.json
// is moved in; finished games are pruned by age and count, unfinished ones never. Clocks and the
// process probe are injected: nothing here waits on the wall clock.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeBots } from './support/las-cartas.js';
import { RECORD_FORMAT, type GameRecord } from '../src/games/las-cartas/rules/index.js';
import { games } from '../src/games/index.js';
import { Session } from '../src/session/runner.js';
import { resumedPace } from '../src/cli/commands/play.js';
import { GameOpenElsewhere, SaveStore, systemProbe, type ProcessProbe, type SaveExtras, type StoreOptions } from '../src/session/saves.js';
import { runCli } from './support/cli.js';
import { savesIn } from './support/saves.js';
import { game as LAS_CARTAS } from './support/las-cartas.js';

const newState = () => mkdtempSync(join(tmpdir(), 'junta-saves-'));
const record = (seed: string, bots = true): GameRecord => ({
  format: RECORD_FORMAT, seed, actions: [], options: { firstPresident: 'Ana' },
  players: ['Ana', 'Bo', 'Cy'].map((name, i) => (bots || i > 0 ? { name, bot: 'random' as const } : { name })),
});

/** A game of random bots played `actions` actions into a new save of `store` (the lock stays held, as in a running game). */
async function unfinishedGame(store: SaveStore, seed: string, actions = 8, bots = true, extras: SaveExtras = {}) {
  const session = Session.open(LAS_CARTAS, record(seed, bots), { autosave: null, bots: makeBots(), recordPath: extras.recordPath });
  const slot = store.create(session.record, 'local', extras);
  session.useSave(slot);
  while (session.record.actions.length < actions && (await session.botStep()) === 'acted');
  return { session, slot };
}

/** A clock that only moves when told. */
function clock(start = Date.parse('2025-06-01T12:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Processes as the test says: pid → start time (absent: not running). */
function probe(processes: Record<number, string>): ProcessProbe {
  return { startOf: (pid) => processes[pid] ?? null };
}

const storeAt = (state: string, options: StoreOptions = {}) => new SaveStore(join(state, 'junta'), games, options);

describe('one save per game', () => {
  test('two games in one state folder are both saved and both resumable', async () => {
    const state = newState();
    const store = storeAt(state);
    const a = await unfinishedGame(store, 'first');
    const b = await unfinishedGame(store, 'second');
    a.slot.release();
    b.slot.release();
    const games = (await storeAt(state).resumable(LAS_CARTAS)).games;
    expect(games.map((g) => g.record.seed).sort()).toEqual(['first', 'second']);
    for (const seed of ['first', 'second']) {
      const run = await runCli(['resume', games.find((g) => g.record.seed === seed)!.id], { env: { XDG_STATE_HOME: state } });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Final scores');
    }
    expect(savesIn(state).map((s) => s.envelope.finished)).toEqual([true, true]);
  });

  test('a save is an envelope around the bare record; --record FILE gets the bare record', async () => {
    const state = newState();
    const { session, slot } = await unfinishedGame(storeAt(state), 'envelope');
    slot.release();
    const [save] = savesIn(state);
    expect(Object.keys(save.envelope).sort()).toEqual(['created', 'finished', 'id', 'mode', 'record', 'updated']);
    expect(save.envelope.record).toEqual(session.record);
    expect(statSync(save.path).mode & 0o777).toBe(0o600);
  });

  test('replay --continue and resume FILE play on in new saves and keep the unfinished game as it was', async () => {
    const state = newState();
    const kept = await unfinishedGame(storeAt(state), 'keep-me');
    kept.slot.release();
    const [before] = savesIn(state);
    const bytes = readFileSync(before.path, 'utf8');
    const file = join(state, 'other.json');
    writeFileSync(file, JSON.stringify(record('other')));
    expect((await runCli(['replay', file, '--continue'], { env: { XDG_STATE_HOME: state } })).code).toBe(0);
    expect((await runCli(['resume', file], { env: { XDG_STATE_HOME: state } })).code).toBe(0);
    expect(readFileSync(before.path, 'utf8')).toBe(bytes);
    expect(savesIn(state)).toHaveLength(3);
    const run = await runCli(['resume', '--list'], { env: { XDG_STATE_HOME: state } });
    expect(run.stdout).toContain(before.envelope.id);
  });

  test('two failed starts and ten new games keep an unfinished game', async () => {
    const state = newState();
    const kept = await unfinishedGame(storeAt(state), 'precious', 5, false);
    kept.slot.release();
    const [before] = savesIn(state);
    const bytes = readFileSync(before.path, 'utf8');
    const env = { XDG_STATE_HOME: state };
    // Failed starts: --record pointing at a folder, and a seed too long to replay later.
    expect((await runCli(['play', '-p', '3', '--record', state], { env })).code).toBe(2);
    expect((await runCli(['play', '-p', '3', '--seed', 'x'.repeat(600)], { env })).code).toBe(2);
    const file = join(state, 'bots.json');
    for (let i = 0; i < 10; i++) {
      writeFileSync(file, JSON.stringify(record(`new-${i}`)));
      expect((await runCli(['replay', file, '--continue'], { env })).code).toBe(0);
    }
    expect(readFileSync(before.path, 'utf8')).toBe(bytes);
    expect(savesIn(state)).toHaveLength(11);
  });
});

describe('locks', () => {
  test('a game open in a running process is reported, and resume takes the next unfinished one', async () => {
    const state = newState();
    const store = storeAt(state);
    const older = await unfinishedGame(store, 'older');
    older.slot.release();
    // Held by this very process (the in-process CLI has the same pid and start time): open elsewhere.
    const busy = await unfinishedGame(store, 'busy');
    const run = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`game ${busy.slot.id} is open in another junta (process ${process.pid}); trying the next`);
    const byId = await runCli(['resume', busy.slot.id], { env: { XDG_STATE_HOME: state } });
    expect(byId.code).toBe(1);
    expect(byId.stderr).toContain('is open in another junta');
    busy.slot.release();
    expect((await storeAt(state).list()).games.find((g) => g.id === busy.slot.id)?.openBy).toBeNull();
  });

  test('a second store opening the same game is told it is open elsewhere, with the owner', async () => {
    const state = newState();
    const t = clock();
    const owner = storeAt(state, { now: t.now, pid: 101, probe: probe({ 101: 'start-101', 202: 'start-202' }) });
    const slot = owner.create(record('locked'));
    const other = storeAt(state, { now: t.now, pid: 202, probe: probe({ 101: 'start-101', 202: 'start-202' }) });
    await expect(other.open(slot.id)).rejects.toThrow(GameOpenElsewhere);
    await expect(other.open(slot.id)).rejects.toThrow(/open in another junta \(process 101\)/);
    slot.release();
    await expect(other.open(slot.id).then((opened) => opened.slot.release())).resolves.toBeUndefined();
  });

  test('a lock whose process is gone is taken over', async () => {
    const state = newState();
    const gone = storeAt(state, { pid: 101, probe: probe({ 101: 'start-101' }) });
    const id = gone.create(record('crashed')).id; // never released: the process "died"
    const next = storeAt(state, { pid: 202, probe: probe({ 202: 'start-202' }) });
    const { slot } = await next.open(id);
    expect(JSON.parse(readFileSync(join(state, 'junta', 'games', `${id}.lock`), 'utf8')).pid).toBe(202);
    slot.release();
  });

  test('a reused pid is not mistaken for the owner: a different start time makes the lock stale', async () => {
    const state = newState();
    const first = storeAt(state, { pid: 101, probe: probe({ 101: 'boot-1' }) });
    const id = first.create(record('reused')).id;
    // pid 101 now belongs to another program, started later.
    const later = storeAt(state, { pid: 202, probe: probe({ 101: 'boot-2', 202: 'start-202' }) });
    expect((await later.list()).games[0].openBy).toBeNull();
    (await later.open(id)).slot.release();
  });

  test('an empty lock (a process died while creating it) is stale only after the grace period, by the injected clock', async () => {
    const state = newState();
    const t = clock();
    const store = storeAt(state, { now: t.now, pid: 202, probe: probe({ 202: 'x' }), lockGraceMs: 10_000 });
    const id = store.create(record('half-locked')).id;
    store.unlock(id);
    const lock = join(state, 'junta', 'games', `${id}.lock`);
    writeFileSync(lock, '');
    utimesSync(lock, t.now() / 1000, t.now() / 1000);
    t.advance(5_000);
    await expect(store.open(id)).rejects.toThrow(GameOpenElsewhere);
    t.advance(6_000);
    (await store.open(id)).slot.release();
  });

  test('a lock from another host is stale only when its game has not saved for the limit', async () => {
    const state = newState();
    const t = clock();
    const there = storeAt(state, { now: t.now, pid: 101, host: 'laptop', probe: probe({ 101: 'a' }) });
    const slot = there.create(record('shared-home'));
    const here = storeAt(state, { now: t.now, pid: 101, host: 'desktop', probe: probe({}), foreignLockMs: 3_600_000 });
    t.advance(1_800_000);
    await expect(here.open(slot.id)).rejects.toThrow(/process 101 on laptop/);
    t.advance(1_900_000);
    (await here.open(slot.id)).slot.release();
  });

  test('the system probe knows this process\'s start time, and that a finished child is gone', () => {
    const start = systemProbe.startOf(process.pid);
    expect(start === undefined || (typeof start === 'string' && start.length > 0)).toBe(true);
    expect(systemProbe.startOf(process.pid)).toBe(start);
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8', timeout: 20000 });
    expect(systemProbe.startOf(Number(child.stdout))).toBeNull();
  });

  test('release() lets other processes open the game: the lock file goes', async () => {
    const state = newState();
    const { slot } = await unfinishedGame(storeAt(state), 'release');
    const lock = join(state, 'junta', 'games', `${slot.id}.lock`);
    expect(existsSync(lock)).toBe(true);
    slot.release();
    expect(existsSync(lock)).toBe(false);
  });
});

describe('unreadable saves are reported by name and kept', () => {
  test.each([
    ['not JSON', '{"id": "20250101-000000-aaaa", '],
    ['not a save', '{"hello": "world"}'],
    ['a record with a bad action', null],
  ])('a save that is %s: resume names it and leaves it as it is', async (_what, content) => {
    const state = newState();
    const kept = await unfinishedGame(storeAt(state), 'fine');
    kept.slot.release();
    const dir = join(state, 'junta', 'games');
    const bad = join(dir, '20250101-000000-aaaa.json');
    const text = content ?? JSON.stringify({ ...savesIn(state)[0].envelope, id: '20250101-000000-aaaa', record: { ...record('bad'), actions: [{ seat: 'Ana', type: 'fly' }] } });
    writeFileSync(bad, text);
    const env = { XDG_STATE_HOME: state };
    const list = await runCli(['resume', '--list'], { env });
    if (content !== null) expect(list.stdout).toMatch(/Cannot be read \(kept as they are\):\n {2}20250101-000000-aaaa\.json: /);
    const run = await runCli(['resume'], { env });
    if (content !== null) expect(run.stderr).toContain(`cannot read the saved game ${bad}`);
    expect(run.code).toBe(0);
    expect(readFileSync(bad, 'utf8')).toBe(text);
  });

  test('the setup screen\'s listing reports it, and a save that does not replay, by name', async () => {
    const state = newState();
    const store = storeAt(state);
    const good = await unfinishedGame(store, 'good', 8, false);
    good.slot.release();
    const dir = join(state, 'junta', 'games');
    writeFileSync(join(dir, 'garbage.json'), '\x00\x01');
    writeFileSync(join(dir, '20250101-000000-bbbb.json'), JSON.stringify({ ...savesIn(state)[0].envelope, id: '20250101-000000-bbbb', record: { ...record('bad'), actions: [{ seat: 'Zed', type: 'draw-card' }] } }));
    const { games, broken } = await storeAt(state).resumable(LAS_CARTAS);
    expect(games.map((g) => g.record.seed)).toEqual(['good']);
    expect(games[0].round).toBeGreaterThanOrEqual(1);
    expect(broken.map((b) => b.file).sort()).toEqual(['20250101-000000-bbbb.json', 'garbage.json']);
    expect(broken.find((b) => b.file === '20250101-000000-bbbb.json')!.reason).toMatch(/^action 1: /);
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(3);
  });
});

test('the old autosave.json and autosave.previous.json are moved in the first time; one that does not parse is kept and named', async () => {
  const state = newState();
  const folder = join(state, 'junta');
  mkdirSync(folder, { recursive: true });
  const old = { ...record('from-before', false), options: { firstPresident: 'vote' }, players: [{ name: 'A-forty-character-name-from-old-records!' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }] };
  writeFileSync(join(folder, 'autosave.json'), JSON.stringify({ ...old, seed: 's'.repeat(500) }));
  writeFileSync(join(folder, 'autosave.previous.json'), 'garbage');
  const run = await runCli(['resume', '--list'], { env: { XDG_STATE_HOME: state } });
  expect(run.code).toBe(0);
  expect(existsSync(join(folder, 'autosave.json'))).toBe(false);
  const [save] = savesIn(state);
  expect(save.envelope).toMatchObject({ mode: 'local', finished: false, record: { seed: 's'.repeat(500) } });
  expect(run.stdout).toMatch(/Unfinished \(junta resume ID\):\n {2}\d{8}-\d{6}-[0-9a-f]{4} {2}starting /);
  // The 40-character name of an old record is shown cut, with a mark.
  expect(run.stdout).toContain('A-forty-character-name-…');
  expect(run.stdout).toMatch(/autosave\.previous-\d{8}-\d{6}-[0-9a-f]{4}\.json: not valid JSON/);
  const kept = readdirSync(join(folder, 'games')).find((f) => f.startsWith('autosave.previous-'))!;
  expect(readFileSync(join(folder, 'games', kept), 'utf8')).toBe('garbage');
});

test('finished games are pruned by count and age when a game finishes; unfinished and unreadable ones never', async () => {
  const state = newState();
  const t = clock();
  const options = { now: t.now, keepFinished: 2, keepFinishedDays: 30 };
  const store = storeAt(state, options);
  const unfinished = await unfinishedGame(store, 'never-pruned');
  unfinished.slot.release();
  writeFileSync(join(state, 'junta', 'games', 'broken.json'), 'x');
  const finish = async (seed: string) => {
    const { session, slot } = await unfinishedGame(storeAt(state, options), seed, Infinity);
    expect(session.finished).toBe(true);
    await slot.release();
    t.advance(24 * 3600 * 1000);
  };
  for (const seed of ['f1', 'f2', 'f3']) await finish(seed);
  const seeds = async () => (await storeAt(state, options).list()).games.map((g) => g.record.seed).sort();
  expect(await seeds()).toEqual(['f2', 'f3', 'never-pruned']);
  t.advance(40 * 24 * 3600 * 1000);
  expect((await storeAt(state, options).prune()).length).toBe(2);
  expect(await seeds()).toEqual(['never-pruned']);
  expect(existsSync(join(state, 'junta', 'games', 'broken.json'))).toBe(true);
});

test('a game\'s secrets live in a separate 0600 file, never in its record', async () => {
  const state = newState();
  const store = storeAt(state);
  const slot = store.create(record('secret'));
  store.writeSecret(slot.id, { seatToken: 's3cr3t' });
  expect(store.readSecret(slot.id)).toEqual({ seatToken: 's3cr3t' });
  expect(statSync(store.secretPath(slot.id)).mode & 0o777).toBe(0o600);
  expect(readFileSync(slot.path, 'utf8')).not.toContain('s3cr3t');
  expect((await store.list()).games).toHaveLength(1);
  slot.release();
});

describe('resume', () => {
  test('resume of a game with human seats without a terminal exits 2, like play', async () => {
    const state = newState();
    const { slot } = await unfinishedGame(storeAt(state), 'human', 3, false);
    slot.release();
    const run = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('has human players, so it needs a terminal; resume it at one');
  });

  test('resume ID accepts a unique start of the id; an unknown id says how to list them', async () => {
    const state = newState();
    const { slot } = await unfinishedGame(storeAt(state), 'prefix');
    slot.release();
    const run = await runCli(['resume', slot.id.slice(0, 17)], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(0);
    const unknown = await runCli(['resume', '20000101-000000-ffff'], { env: { XDG_STATE_HOME: state } });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("'junta resume --list'");
  });

  test('resume lists the other unfinished games', async () => {
    const state = newState();
    const store = storeAt(state);
    const ids: string[] = [];
    for (const seed of ['one', 'two']) {
      const { slot } = await unfinishedGame(store, seed);
      slot.release();
      ids.push(slot.id);
    }
    const run = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/resuming game \S+; also unfinished: \S+ \(junta resume ID\)/);
  });
});

test('a seed too long to replay is refused up front, by play and by simulate', async () => {
  const state = newState();
  const env = { XDG_STATE_HOME: state };
  for (const args of [['play', '-p', '3', '--seed', 'x'.repeat(600)], ['simulate', '--games', '1', '--seed', 'x'.repeat(201)]]) {
    const run = await runCli(args, { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--seed: the seed is \d+ characters long; a seed may have at most 200/);
  }
  expect(existsSync(join(state, 'junta'))).toBe(false);
});

describe('resume keeps the game as it was', () => {
  /** An all-bot game of 8 actions saved with --record FILE (the lock released, as after q). */
  async function recordedGame(seed: string) {
    const state = newState();
    const file = join(state, 'game.json');
    const { slot } = await unfinishedGame(storeAt(state), seed, 8, true, { recordPath: file, pace: { thinkMs: 20, botDelayMs: 0 } });
    slot.release();
    return { state, file, id: slot.id, env: { XDG_STATE_HOME: state } };
  }
  const saved = (state: string) => savesIn(state)[0].envelope;

  test('a resumed game keeps writing its --record FILE to the end, and keeps it in its save', async () => {
    const { state, file, id, env } = await recordedGame('recorded');
    expect(JSON.parse(readFileSync(file, 'utf8')).actions).toHaveLength(8);
    const run = await runCli(['resume', id], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const end = saved(state);
    expect(end.finished).toBe(true);
    expect(end.recordPath).toBe(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(end.record);
  });

  test.each([
    ['holds another game', (file: string) => writeFileSync(file, JSON.stringify(record('someone-else'))), 'it holds another game now'],
    ['holds more actions than the save', (file: string) => {
      const held = JSON.parse(readFileSync(file, 'utf8'));
      writeFileSync(file, JSON.stringify({ ...held, actions: [...held.actions, held.actions[0]] }));
    }, 'its actions are no longer the first actions of this game'],
    ['is not a game record (a file a save could point at)', (file: string) => writeFileSync(file, 'export PATH=/usr/bin\n'), 'it no longer holds a game record (not valid JSON'],
    ['is a link to a record of this very game', (file: string) => {
      renameSync(file, `${file}.real`);
      symlinkSync(`${file}.real`, file);
    }, 'that is a symbolic link'],
    ['is gone', (file: string) => renameSync(file, `${file}.moved`), 'the file is gone'],
  ])('when FILE %s, one line says why it is no longer written; it is left as it is, and the save forgets it', async (_what, change, reason) => {
    const { state, file, id, env } = await recordedGame('changed');
    change(file);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const run = await runCli(['resume', id], { env });
    expect(run.code).toBe(0);
    expect(run.stderr.startsWith(`junta: the record file ${file} is no longer written: ${reason}`)).toBe(true);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(file) ? readFileSync(file, 'utf8') : null).toBe(before);
    expect(saved(state).finished).toBe(true);
    expect(saved(state).recordPath).toBeUndefined();
  });

  test('a save whose --record path or pace is not what the flags accept cannot be read, and is named', async () => {
    const { state, env } = await recordedGame('hostile');
    const [{ path, envelope }] = savesIn(state);
    for (const bad of [{ recordPath: 'game.json' }, { recordPath: '/tmp/a\0b' }, { pace: { thinkMs: 5, botDelayMs: 0 } }, { pace: { thinkMs: 1000, botDelayMs: 20_000 } }]) {
      writeFileSync(path, JSON.stringify({ ...envelope, ...bad }));
      const run = await runCli(['resume', '--list'], { env });
      expect(run.stdout).toMatch(/Cannot be read \(kept as they are\):\n {2}\S+\.json: field "(recordPath|pace\.\w+)"/);
    }
  });

  test('resume keeps the saved pace; --bot-delay and --think-ms change it, with play\'s bounds', async () => {
    const { state, id, env } = await recordedGame('paced');
    const bad = await runCli(['resume', id, '--bot-delay', '20000'], { env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('junta: --bot-delay takes milliseconds from 0 to 10000, not "20000"\n');
    expect((await runCli(['resume', id, '--think-ms', '5'], { env })).stderr).toContain('--think-ms takes milliseconds from 10 to 60000');
    expect(saved(state).pace).toEqual({ thinkMs: 20, botDelayMs: 0 });
    expect((await runCli(['resume', id, '--think-ms', '30', '--bot-delay', '250'], { env })).code).toBe(0);
    expect(saved(state).pace).toEqual({ thinkMs: 30, botDelayMs: 250 });
  });

  test('the pace of a resumed game: flags, else the save\'s, else the defaults – a tutorial\'s 900 ms bot delay even from an old save', () => {
    const envelope = { id: '20250101-120000-aaaa', mode: 'local' as const, created: '', updated: '', finished: false, record: record('p') };
    expect(resumedPace(envelope, {})).toEqual({ thinkMs: 1000, botDelayMs: 600 });
    expect(resumedPace({ ...envelope, mode: 'tutorial' }, {})).toEqual({ thinkMs: 1000, botDelayMs: 900 });
    expect(resumedPace({ ...envelope, mode: 'tutorial', pace: { thinkMs: 1000, botDelayMs: 0 } }, {})).toEqual({ thinkMs: 1000, botDelayMs: 0 });
    expect(resumedPace({ ...envelope, pace: { thinkMs: 50, botDelayMs: 10 } }, { botDelayMs: 300, plain: true })).toEqual({ thinkMs: 50, botDelayMs: 300, plain: true });
  });

  test('an old save, without pace or --record path, still loads and resumes (as a tutorial, at its 900 ms)', async () => {
    const state = newState();
    const { slot } = await unfinishedGame(storeAt(state), 'old-save');
    slot.release();
    const [{ path, envelope }] = savesIn(state);
    expect(Object.keys(envelope).sort()).toEqual(['created', 'finished', 'id', 'mode', 'record', 'updated']);
    writeFileSync(path, JSON.stringify({ ...envelope, mode: 'tutorial' }));
    expect((await storeAt(state).resumable(LAS_CARTAS)).games.map((g) => g.id)).toEqual([envelope.id]);
    const run = await runCli(['resume', envelope.id], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(0);
    expect(saved(state)).toMatchObject({ finished: true, mode: 'tutorial', pace: { thinkMs: 1000, botDelayMs: 900 } });
    expect(saved(state).recordPath).toBeUndefined();
  });

  test('a save that cannot be written (a symbolic link) is told in one line, and the game still plays to its end', async () => {
    const state = newState();
    const { slot } = await unfinishedGame(storeAt(state), 'linked');
    slot.release();
    const [{ path }] = savesIn(state);
    renameSync(path, `${path}.real`);
    symlinkSync(`${path}.real`, path);
    const before = readFileSync(path, 'utf8');
    const run = await runCli(['resume', slot.id], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Final scores');
    expect(run.stderr).toBe(`junta: autosave is off: ${path}: that is a symbolic link; a game record can only replace a regular file\n`);
    expect(readFileSync(path, 'utf8')).toBe(before);
  });
});

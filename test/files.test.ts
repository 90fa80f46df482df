// Files opened safely: FIFOs, devices, folders and huge files are refused in one line
// without hanging or reading them; temp files are random and exclusive, so a planted link is never
// followed; a write target that is not a regular file is refused; a state folder that cannot be
// written leaves the game playable, unsaved, with one line saying so. Every hostile file is built
// in a temp folder; anything that could block runs in a child process with a time limit.
import { spawnSync } from 'node:child_process';
import { closeSync, lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync, symlinkSync, ftruncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORD_FORMAT } from '../src/games/las-cartas/rules/index.js';
import { FileError, checkWriteTarget, readRegularFile, writeFileAtomically } from '../src/io/files.js';
import { runCli } from './support/cli.js';
import { mkfifo } from './support/hostile-records.js';
import { savesIn } from './support/saves.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-files-'));
const botRecord = (seed: string) => JSON.stringify({
  format: RECORD_FORMAT, seed, actions: [], players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' })),
});

/** The built binary, bounded in time: a hang is a failure, never a stuck test run. */
function junta(args: string[], env: Record<string, string> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-files-state-')), PAGER: 'cat', ...env };
  delete childEnv.NODE_OPTIONS;
  return spawnSync(process.execPath, ['bin/junta.js', ...args], { env: childEnv, input: '', encoding: 'utf8', timeout: 20000 });
}

function expectRefusedInOneLine(run: ReturnType<typeof junta>, reason: RegExp) {
  expect(run.signal).toBeNull();
  expect(run.status).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(reason);
}

describe('record files that are not regular files are refused in one line, without hanging', () => {
  test('replay of a FIFO with no writer', () => {
    expectRefusedInOneLine(junta(['replay', mkfifo(join(dir, 'fifo.json'))]), /named pipe \(FIFO\)/);
  });

  test('resume of a FIFO', () => {
    expectRefusedInOneLine(junta(['resume', mkfifo(join(dir, 'resume-fifo.json'))]), /named pipe \(FIFO\)/);
  });

  test('replay /dev/zero (a device, endless)', () => {
    expectRefusedInOneLine(junta(['replay', '/dev/zero']), /\/dev\/zero: that is a device/);
  });

  test('replay of a folder', () => {
    expectRefusedInOneLine(junta(['replay', dir]), /that is a folder/);
  });

  test('a 1 GB file is refused by its size, before reading', () => {
    const path = join(dir, 'huge.json');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 1024 ** 3); // sparse: no disk used
    closeSync(fd);
    expectRefusedInOneLine(junta(['replay', path]), /1073741824 bytes, too large/);
  });

  test('a saved game that is a FIFO is reported by name and kept; the state folder\'s old autosave.json FIFO too', () => {
    const state = mkdtempSync(join(tmpdir(), 'junta-files-state-'));
    mkdirSync(join(state, 'junta', 'games'), { recursive: true });
    mkfifo(join(state, 'junta', 'games', '20250101-000000-abcd.json'));
    mkfifo(join(state, 'junta', 'autosave.json'));
    const run = junta(['resume', '--list'], { XDG_STATE_HOME: state });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/20250101-000000-abcd\.json: that is a named pipe/);
    expect(run.stdout).toMatch(/autosave-\d{8}-\d{6}-[0-9a-f]{4}\.json: that is a named pipe/);
    expect(readdirSync(join(state, 'junta', 'games'))).toHaveLength(2);
  });
});

describe('unit: readRegularFile', () => {
  test('refuses a device and a folder by fstat of the open descriptor', () => {
    expect(() => readRegularFile('/dev/zero', 100)).toThrow(/that is a device/);
    expect(() => readRegularFile(dir, 100)).toThrow(/that is a folder/);
  });

  test('checks the size before reading and never reads past the limit', () => {
    const path = join(dir, 'five.txt');
    writeFileSync(path, '12345');
    expect(readRegularFile(path, 5).toString()).toBe('12345');
    expect(() => readRegularFile(path, 4)).toThrow(/5 bytes, too large/);
  });

  test('a missing file says so', () => {
    expect(() => readRegularFile(join(dir, 'missing.json'), 10)).toThrow(FileError);
    expect(() => readRegularFile(join(dir, 'missing.json'), 10)).toThrow(/no such file/);
  });
});

describe('unit: writeFileAtomically', () => {
  test('writes mode 0600 and leaves no temp file behind', () => {
    const target = join(mkdtempSync(join(dir, 'w-')), 'record.json');
    writeFileAtomically(target, 'one');
    writeFileAtomically(target, 'two');
    expect(readFileSync(target, 'utf8')).toBe('two');
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(target, '..'))).toEqual(['record.json']);
  });

  // With the old name (pid-based, opened following links) this wrote "game" into the victim.
  test('a link planted at the old predictable temp name is never followed: its target is unchanged', () => {
    const folder = mkdtempSync(join(dir, 'plant-'));
    const victim = join(dir, `victim-${process.pid}.txt`);
    writeFileSync(victim, 'precious');
    for (let pid = process.pid - 2; pid <= process.pid + 2; pid++) symlinkSync(victim, join(folder, `.record.json.${pid}.tmp`));
    writeFileAtomically(join(folder, 'record.json'), 'game');
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(readFileSync(join(folder, 'record.json'), 'utf8')).toBe('game');
  });

  test.each([
    ['a FIFO', (p: string) => mkfifo(p), /named pipe/],
    ['a folder', (p: string) => mkdirSync(p), /a folder/],
    ['a symbolic link', (p: string) => symlinkSync(join(dir, 'elsewhere'), p), /symbolic link/],
  ])('refuses a target that is %s, and leaves it as it was', (_what, make, reason) => {
    const target = join(mkdtempSync(join(dir, 'target-')), 'record.json');
    make(target);
    const before = lstatSync(target);
    expect(() => writeFileAtomically(target, 'x')).toThrow(reason);
    const after = lstatSync(target);
    expect([after.mode, after.ino]).toEqual([before.mode, before.ino]);
  });

  test('refuses a device without touching it', () => {
    expect(() => checkWriteTarget('/dev/null')).toThrow(/that is a device/);
  });

  test('a folder whose path runs through a regular file: one reason (ENOTDIR)', () => {
    const file = join(dir, 'plain-file');
    writeFileSync(file, '');
    expect(() => writeFileAtomically(join(file, 'sub', 'record.json'), 'x')).toThrow(/is a file, not a folder/);
  });
});

describe('write targets from the command line', () => {
  test.each([
    ['a FIFO', () => mkfifo(join(dir, 'record-fifo.json')), /named pipe/],
    ['a folder', () => dir, /a folder/],
    ['a device', () => '/dev/null', /a device/],
  ])('play --record to %s is refused with exit 2 before anything starts', async (_what, target, reason) => {
    const state = mkdtempSync(join(tmpdir(), 'junta-files-state-'));
    const run = await runCli(['play', '-p', '3', '--record', target()], { env: { XDG_STATE_HOME: state } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(reason);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(savesIn(state)).toEqual([]);
  });

  test('simulate --record-dir that is a file, or whose first record would be a FIFO, is refused with exit 2', async () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, '');
    expect((await runCli(['simulate', '--games', '1', '--record-dir', file])).stderr).toMatch(/a file is in the way/);
    const folder = mkdtempSync(join(dir, 'sim-'));
    mkfifo(join(folder, 'game-00001.json'));
    const run = await runCli(['simulate', '--games', '1', '--record-dir', folder]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/named pipe/);
  });
});

describe('a state folder that cannot be written', () => {
  test.each([
    ['runs through a regular file (ENOTDIR)', () => {
      const file = join(dir, `state-file-${Math.random()}`);
      writeFileSync(file, '');
      return join(file, 'state');
    }],
    ['holds a file where the games folder goes (EEXIST)', () => {
      const state = mkdtempSync(join(dir, 'state-'));
      mkdirSync(join(state, 'junta'));
      writeFileSync(join(state, 'junta', 'games'), '');
      return state;
    }],
  ])('when it %s: one clear line, and the game still plays unsaved', async (_what, makeState) => {
    const seed = join(dir, `seed-${Math.random()}.json`);
    writeFileSync(seed, botRecord('unwritable'));
    const run = await runCli(['replay', seed, '--continue'], { env: { XDG_STATE_HOME: makeState() } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Final scores');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^junta: autosave is off: cannot save games in .*(is a file, not a folder|a file is in the way)/);
  });
});

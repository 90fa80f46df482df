// A hosted table is a game like any other in the save store (its envelope, mode 'hosted'):
// its seat tokens stay out of the record, in the game's secrets file, and reopening the table –
// `junta host --resume`, or `junta resume` with its id – prints the same invites.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { savesIn } from '../support/saves.js';

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

/** Runs the built junta until `ready` shows in its output, then stops it with SIGINT. */
function host(args: string[], state: string, ready: RegExp): Promise<{ out: string; err: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['bin/junta.js', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const killer = setTimeout(() => child.kill('SIGKILL'), 30000);
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (ready.test(out)) child.kill('SIGINT');
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => {
    clearTimeout(killer);
    resolve({ out, err, code });
  }));
}

const invites = (out: string) => [...out.matchAll(/junta join ws:\/\/[^/]+\/t\/(\d)#([\w-]+)/g)].map((m) => `${m[1]}#${m[2]}`);

test('a hosted table is saved as a hosted game, its tokens kept apart, and reopens with the same invites', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const first = await host(['host', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--headless', '--bind', '127.0.0.1', '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(first.err).toBe('');
  const seats = invites(first.out);
  expect(seats.map((s) => s.split('#')[0])).toEqual(['1', '2']);
  const [save] = savesIn(state);
  expect(save.envelope.mode).toBe('hosted');
  const saved = readFileSync(save.path, 'utf8');
  for (const seat of seats) expect(saved).not.toContain(seat.split('#')[1]);
  const secret = readFileSync(save.path.replace(/\.json$/, '.secret.json'), 'utf8');
  for (const seat of seats) expect(secret).toContain(seat.split('#')[1]);

  const again = await host(['host', '--resume', '--headless', '--bind', '127.0.0.1', '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(invites(again.out)).toEqual(seats);
  expect(savesIn(state)).toHaveLength(1);

  // Without a terminal, `junta resume ID` of a hosted game goes to the host, which then asks for --headless.
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state };
  delete env.NODE_OPTIONS;
  const resumed = await new Promise<{ err: string; code: number | null }>((resolve) => {
    const child = spawn(process.execPath, ['bin/junta.js', 'resume', save.envelope.id], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ err, code }));
  });
  expect(resumed.code).toBe(2);
  expect(resumed.err).toContain('--headless');
}, 90000);

test('a Viva table\'s invites name the game, over ws:// and the window time it was given is kept in its save', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-viva-'));
  const port = await freePort();
  const first = await host(['host', '--game', 'viva', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--headless', '--bind', '127.0.0.1', '--port', String(port), '--window-time', '15'], state, /The game is saved in .*\n/);
  expect(first.err).toBe('');
  expect(first.out).toContain(`Hosting a table of Junta: Viva el Presidente! for 3 on port ${port}.`);
  // Each seat's line, then its command whole on a line of its own (a copy gives all of it).
  expect(first.out).toMatch(/^ {2}Ana \(seat 1, Junta: Viva el Presidente!\):\n {4}junta join ws:\/\/127\.0\.0\.1:\d+\/t\/1#[\w-]+$/m);
  expect(first.out).toMatch(/^ {2}Bo \(seat 2, Junta: Viva el Presidente!\):\n {4}junta join ws:/m);
  expect(savesIn(state)[0].envelope.table).toMatchObject({ windowMs: 15_000 });
}, 60000);

test('a chosen seed is no secret: hosting it takes --known-seed and warns, the save says it was chosen, and reopening it asks again', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const args = ['--headless', '--bind', '127.0.0.1'];
  const first = await host(['host', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--seed', 'banana', '--known-seed', ...args, '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(first.err).toBe('junta: warning: the seed is chosen (--seed): whoever knows the seed knows every hand, draw and die of the game (hosting it, as --known-seed asks)\n');
  const [save] = savesIn(state);
  expect(save.envelope.record).toMatchObject({ seed: 'banana', seedGenerated: false });
  const { runCli } = await import('../support/cli.js');
  const refused = await runCli(['host', '--resume', ...args, '--port', String(await freePort())], { env: { XDG_STATE_HOME: state } });
  expect(refused.code).toBe(2);
  expect(refused.stderr).toBe("junta: this table's seed was chosen, not made up: whoever knows the seed knows every hand, draw and die of the game; add --known-seed to host it anyway\n");
  const again = await host(['host', '--resume', '--known-seed', ...args, '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(again.err).toContain("warning: this table's seed was chosen, not made up");

  // A made-up seed needs no flag, and its save says it was made up.
  const secret = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const made = await host(['host', '-n', 'Ana,Bo,Cy', ...args, '--port', String(await freePort())], secret, /The game is saved in .*\n/);
  expect(made.err).toBe('');
  expect(savesIn(secret)[0].envelope.record).toMatchObject({ seed: expect.stringMatching(/^junta-[0-9a-z]{26}$/), seedGenerated: true });
}, 90000);

test('a hosted save whose names a terminal cannot show as they are (edited by hand) cannot be read, so it is not hosted', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const { SaveStore } = await import('../../src/session/saves.js');
  const store = SaveStore.forEnv({ XDG_STATE_HOME: state }, (await import('../../src/games/index.js')).games);
  const slot = store.create({ format: 'junta-las-cartas/1', seed: 's', players: [{ name: 'Ana' }, { name: 'B\u001b[2Jo' }, { name: 'Cy' }], actions: [] }, 'hosted');
  slot.release();
  const { runCli } = await import('../support/cli.js');
  const run = await runCli(['host', '--resume', '--headless', '--port', String(await freePort())], { env: { XDG_STATE_HOME: state } });
  expect(run.code).toBe(2);
  // The one name rule refuses the save where it is read, as --names would refuse the name: there is no table to reopen.
  expect(run.stderr).toBe("junta: there is no unfinished hosted game to resume; start one with 'junta host'\n");
});

test('a reopened table keeps its port and settings, so the invites the players hold still work; a flag given overrides one (the hold time given by its former name, --bribe-window)', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const port = await freePort();
  const first = await host(['host', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--headless', '--bind', '127.0.0.1', '--port', String(port), '--spectators', '--bribe-window', '2'], state, /The game is saved in .*\n/);
  expect(first.err).toBe('');
  const lines = first.out.split('\n').filter((l) => l.includes('junta join'));
  expect(lines.length).toBe(3);
  const [save] = savesIn(state);
  expect(save.envelope.table).toEqual({ port, bind: '127.0.0.1', sshPort: null, spectators: true, holdMs: 2000, seat: null, tls: null });

  // No flags: the same port, address and spectators' line, so the very same invite lines.
  const again = await host(['host', '--resume', '--headless'], state, /The game is saved in .*\n/);
  expect(again.err).toBe(`junta: reopening the table as it was saved: port ${port}, --bind 127.0.0.1, spectators, a 2 s hold time (a flag given overrides its setting)\n`);
  expect(again.out.split('\n').filter((l) => l.includes('junta join'))).toEqual(lines);

  // A flag given wins, and is kept for the next time.
  const other = await freePort();
  const moved = await host(['host', '--resume', '--headless', '--port', String(other)], state, /The game is saved in .*\n/);
  expect(moved.out).toContain(`ws://127.0.0.1:${other}/t/1#`);
  expect(moved.err).not.toContain(`port ${port}`);
  expect(savesIn(state)[0].envelope.table?.port).toBe(other);
}, 90000);

test('table settings: the flags, then the saved ones, then the defaults', async () => {
  const { tableSettings, keptSettingsLine } = await import('../../src/cli/commands/host-settings.js');
  const kept = { port: 7400, bind: '10.0.0.2', sshPort: 2300, spectators: true, holdMs: 0, seat: 1, tls: null };
  expect(tableSettings({}, null)).toEqual({ port: 7310, bind: null, sshPort: null, spectators: false, holdMs: 5000, tls: null, seatName: null, keptSeat: null });
  expect(tableSettings({ ssh: true }, null).sshPort).toBe(2222);
  expect(tableSettings({}, kept)).toEqual({ port: 7400, bind: '10.0.0.2', sshPort: 2300, spectators: true, holdMs: 0, tls: null, seatName: null, keptSeat: 1 });
  expect(tableSettings({ port: '7500', sshPort: '2400', holdTime: '3', seat: 'Ana' }, kept)).toMatchObject({ port: 7500, sshPort: 2400, holdMs: 3000, seatName: 'Ana', keptSeat: null });
  // A host without a screen cannot play the saved seat: the table opens without it.
  expect(tableSettings({ headless: true }, kept).keptSeat).toBeNull();
  expect(() => tableSettings({ sshPort: '2400' }, null)).toThrow('--ssh-port goes with --ssh');
  expect(() => tableSettings({ port: '0' }, kept)).toThrow('--port takes a port number from 1 to 65535, not "0"');
  const players = [{ name: 'Ana' }, { name: 'B\u001b]0;o' }, { name: 'Cy' }];
  expect(keptSettingsLine({}, kept, players)).toBe('reopening the table as it was saved: port 7400, --bind 10.0.0.2, SSH on port 2300, spectators, a 0 s hold time, the host playing B\\x1b]0;o (a flag given overrides its setting)');
  expect(keptSettingsLine({ port: '7400', bind: 'x', ssh: true, spectators: true, holdTime: '0', seat: 'Ana' }, kept, players)).toBeNull();
});

test('the window time (V30, R15): --window-time in seconds, kept in the save only when given, told when a reopened table takes it', async () => {
  const { tableSettings, keptSettingsLine, DEFAULT_WINDOW_MS } = await import('../../src/cli/commands/host-settings.js');
  const { TableSettingsSchema } = await import('../../src/session/table-settings.js');
  expect(DEFAULT_WINDOW_MS).toBe(20_000);
  expect(tableSettings({}, null)).not.toHaveProperty('windowMs');
  expect(tableSettings({ windowTime: '12.5' }, null).windowMs).toBe(12_500);
  const kept = { port: 7310, bind: null, sshPort: null, spectators: false, holdMs: 5000, seat: null, tls: null, windowMs: 45_000 };
  expect(TableSettingsSchema.parse(kept)).toEqual(kept);
  expect(TableSettingsSchema.safeParse({ ...kept, windowMs: 600_001 }).success).toBe(false);
  expect(tableSettings({}, kept).windowMs).toBe(45_000);
  expect(tableSettings({ windowTime: '0' }, kept).windowMs).toBe(0);
  expect(keptSettingsLine({}, kept, [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }])).toBe('reopening the table as it was saved: a 45 s window time (a flag given overrides its setting)');
  for (const bad of ['-1', '601', 'ten', '']) expect(() => tableSettings({ windowTime: bad }, null)).toThrow(`--window-time takes seconds from 0 to 600 (0: no limit), not "${bad}"`);
});

test('the host\'s seat: the one --seat names, none with --seat none or --headless, a reopened table\'s own, else the first human seat, said in a line', async () => {
  const { hostSeatOf, tableSettings } = await import('../../src/cli/commands/host-settings.js');
  const players = [{ name: 'Ana', bot: 'heuristic' }, { name: 'Bo' }, { name: 'Cy' }];
  const seat = (options: Parameters<typeof tableSettings>[0], kept: Parameters<typeof tableSettings>[1] = null) => hostSeatOf(options, tableSettings(options, kept), players, kept);
  expect(seat({})).toEqual({ seat: 1, line: 'You play Bo at this terminal (--seat NAME: another seat; --seat none: host without playing).' });
  expect(seat({ seat: 'Cy' })).toEqual({ seat: 2, line: null });
  expect(seat({ seat: 'none' })).toEqual({ seat: null, line: null });
  expect(seat({ headless: true })).toEqual({ seat: null, line: null });
  expect(seat({ headless: true, seat: 'none' })).toEqual({ seat: null, line: null });
  const kept = { port: 7310, bind: null, sshPort: null, spectators: false, holdMs: 5000, tls: null };
  // Reopened: the seat it was saved with, none included; a flag still wins.
  expect(seat({}, { ...kept, seat: 2 })).toEqual({ seat: 2, line: null });
  expect(seat({}, { ...kept, seat: null })).toEqual({ seat: null, line: null });
  expect(seat({ seat: 'Bo' }, { ...kept, seat: null })).toEqual({ seat: 1, line: null });
  expect(hostSeatOf({}, { seatName: null, keptSeat: null }, players.map((p) => ({ ...p, bot: 'random' })), null)).toEqual({ seat: null, line: null });
  expect(() => seat({ seat: 'Di' })).toThrow('--seat names "Di", who is not a player (players: Ana, Bo, Cy), or none');
  expect(() => seat({ seat: 'Ana' })).toThrow('a bot plays that seat');
  expect(() => seat({ seat: 'Bo', headless: true })).toThrow('--headless does not have');
});

test('a save whose table settings are out of range is named as unreadable and kept, not opened', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const { SaveStore } = await import('../../src/session/saves.js');
  const store = SaveStore.forEnv({ XDG_STATE_HOME: state }, (await import('../../src/games/index.js')).games);
  const slot = store.create({ format: 'junta-las-cartas/1', seed: 's', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [] }, 'hosted');
  slot.keepTable({ port: 7310, bind: null, sshPort: null, spectators: false, holdMs: 5000, seat: 2, tls: null });
  slot.write({ format: 'junta-las-cartas/1', seed: 's', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [] }, false);
  slot.release();
  expect((await store.list()).games[0].table?.seat).toBe(2);
  const path = (await store.list()).games[0].path;
  const { writeFileSync } = await import('node:fs');
  for (const table of [{ port: 0 }, { seat: 3 }, { holdMs: 60_001 }, { tls: { cert: 'a\u0000b', key: 'k' } }, { bind: 'x'.repeat(300) }, { extra: 1 }]) {
    const envelope = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify({ ...envelope, table: { ...envelope.table, ...table } }));
    const { games, broken } = await store.list();
    expect(games).toEqual([]);
    expect(broken.map((b) => b.reason)).toEqual([expect.stringMatching(/^field "table/)]);
    writeFileSync(path, JSON.stringify(envelope));
  }
});

test('a reopened table whose save cannot be written (a symbolic link) says so in one line', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  await host(['host', '-n', 'Ana,Bo,Cy', '--headless', '--bind', '127.0.0.1', '--port', String(await freePort())], state, /The game is saved in .*\n/);
  const [save] = savesIn(state);
  renameSync(save.path, `${save.path}.real`);
  symlinkSync(`${save.path}.real`, save.path);
  const again = await host(['host', '--resume', '--headless', '--bind', '127.0.0.1', '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(again.err).toBe(`junta: autosave is off: ${save.path}: that is a symbolic link; a game record can only replace a regular file\n`);
}, 90000);

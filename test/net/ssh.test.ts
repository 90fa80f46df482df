// The table over SSH, with ssh2's own client: identity by seat and code, remembered
// keys, only a shell on a pty, each connection its own terminal, and the host never stopped by a
// client. Time limits run on a manual clock.
import { chmodSync, lstatSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { prepareHostProcess, prepareScreensEnv } from '../../src/net/ssh/entry.js';
import { fingerprintOf, HOST_KEY_FILE, HostKeyError, loadHostKey, newEd25519Key } from '../../src/net/ssh/hostkey.js';
import { seatOfUser, sshCommand, startSshServer, type SshServer } from '../../src/net/ssh/server.js';
import { RESIZE_FRAME_MS, splitKeys } from '../../src/net/ssh/terminal.js';
import { CLEAR } from '../../src/ui/terminal.js';
import type { Clock } from '../../src/net/clock.js';
import { connectSsh, interactiveSocket, framesOf, plain, CTRL_C, CTRL_Z, DOWN, ENTER, LEAVE_ALT, ENTER_ALT, ManualClock, quickScreens, refusedSsh, tableGate, testHostKey, type SshSession } from './ssh-support.js';
import { tick } from '../support/wait.js';

// What the host does first: Ink and React are imported only after it.
const screens = await quickScreens();
const { openGame } = await import('../support/session.js');
const { LocalTable } = await import('../../src/session/local-table.js');


const servers: SshServer[] = [];
const sessions: SshSession[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) session.end();
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A 3-player table (Ana and Bo human, Cy a bot) served over SSH on a free port. */
async function host(options: { clock?: Clock; spectators?: boolean; firstPresident?: string; seed?: string } = {}) {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], options.seed ?? 'ssh-test', options.firstPresident ?? 'vote');
  const table = new LocalTable(session);
  const stand = tableGate(table, { spectators: options.spectators });
  cleanups.push(() => stand.stopBots());
  const server = await startSshServer({ gate: stand.gate, screens, hostKey: testHostKey(), port: 0, bind: '127.0.0.1', clock: options.clock });
  servers.push(server);
  const connect = async (user: string, extra: Partial<Parameters<typeof connectSsh>[0]> = {}) => {
    const seat = seatOfUser(user);
    const codes = typeof seat === 'number' && stand.codes.has(seat) ? [stand.codes.get(seat)!] : [];
    const ssh = await connectSsh({ port: server.port, user, codes, ...extra });
    sessions.push(ssh);
    return ssh;
  };
  return { session, table, server, connect, ...stand };
}

const handLine = (frame: string) => frame.split('\n').find((line) => line.includes('– hand')) ?? '';
const cursorLine = (frame: string) => frame.split('\n').find((line) => line.startsWith('›')) ?? '';

test('a seat joins with its code and sees its private screen; keys move the cursor; a resize redraws; q leaves the alternate screen with the way back', async () => {
  const h = await host();
  const ana = await h.connect('seat1');
  expect(await ana.until((f) => f.includes('Name the first President'))).toBe(true);
  expect(ana.output().startsWith(ENTER_ALT)).toBe(true);
  expect(handLine(ana.lastFrame())).toContain('Ana – hand');
  expect(h.events).toEqual(['join 1']);

  const before = cursorLine(ana.lastFrame());
  ana.press(DOWN);
  expect(await ana.until((f) => cursorLine(f) !== before && cursorLine(f) !== '')).toBe(true);

  // Keys that arrive together (one packet, or faster than a frame) still count one by one.
  const twice = cursorLine(ana.lastFrame());
  ana.press(DOWN + DOWN);
  expect(await ana.until((f) => cursorLine(f) !== twice && cursorLine(f) !== '')).toBe(true);
  expect(splitKeys('\r\r\x1b[Bjq\x1b[1;5A\x1b')).toEqual(['\r', '\r', '\x1b[B', 'j', 'q', '\x1b[1;5A', '\x1b']);

  ana.resize(60, 20);
  expect(await ana.until((f) => f.includes('The terminal is 60×20'))).toBe(true);
  ana.resize(100, 30);
  // Lines now run past 80 columns: the frame was drawn for the new width.
  expect(await ana.until((f) => f.includes('Name the first President') && f.split('\n').some((l) => [...l].length > 80))).toBe(true);
  expect(Math.max(...ana.lastFrame().split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(100);

  ana.press('q');
  expect(await ana.until((f) => f.includes('Quit?'))).toBe(true);
  expect(ana.lastFrame()).toContain(`You can come back to seat 1 with: ssh -p ${h.server.port} seat1@127.0.0.1`);
  ana.press('y');
  const { code } = await ana.closed;
  expect(code).toBe(0);
  const after = ana.output().slice(ana.output().lastIndexOf(LEAVE_ALT));
  expect(after).toContain(LEAVE_ALT);
  expect(after).toContain(`You left seat 1. To come back: ssh -p ${h.server.port} seat1@127.0.0.1\r\n`);
  expect(after).not.toMatch(/\/(tmp|home|root)\//);
  await h.eventsReach(2);
  expect(h.events).toEqual(['join 1', 'leave 1']);
});

test('two seats on one host each see only their own hand', async () => {
  const h = await host();
  const [ana, bo] = [await h.connect('seat1'), await h.connect('seat2')];
  expect(await ana.until((f) => f.includes('Name the first President'))).toBe(true);
  expect(await bo.until((f) => f.includes('Name the first President'))).toBe(true);
  expect(handLine(ana.lastFrame())).toMatch(/^Ana – hand/);
  expect(handLine(bo.lastFrame())).toMatch(/^Bo – hand/);
  expect(ana.frames().some((f) => f.includes('Bo – hand') || f.includes('Cy – hand'))).toBe(false);
  expect(bo.frames().some((f) => f.includes('Ana – hand') || f.includes('Cy – hand'))).toBe(false);
  // Ana's choice is hers alone: Bo's screen still waits for his own.
  ana.press(ENTER);
  expect(await ana.until((f) => !f.includes('Name the first President') || f.includes('Waiting'))).toBe(true);
  expect(bo.lastFrame()).toContain('Name the first President');
});

test('a wrong code is refused three times, then the connection is closed; many wrong codes for a seat from one address stop its short code there, not another seat\'s', async () => {
  const h = await host();
  const first = await refusedSsh({ port: h.server.port, user: 'seat1', codes: ['nope'], tries: 10 });
  expect(first.closed).toBe(true);
  expect(first.kbdTries).toBe(3);
  expect(h.events).toEqual([]);
  // 4 connections of 3 wrong codes for seat 2: past 10 a minute, seat 2's right code is refused from this address…
  for (let i = 0; i < 4; i++) await refusedSsh({ port: h.server.port, user: 'seat2', codes: ['nope'], tries: 10 });
  const blocked = await refusedSsh({ port: h.server.port, user: 'seat2', codes: [h.codes.get(2)!], tries: 10 });
  expect(blocked.error).not.toBe('accepted');
  expect(blocked.closed).toBe(true);
  // …while seat 1 (3 wrong codes only) still opens with its own.
  expect((await refusedSsh({ port: h.server.port, user: 'seat1', codes: [h.codes.get(1)!] })).error).toBe('accepted');
  const unknown = seatOfUser('seat9');
  expect(unknown).toBe(9);
  expect(seatOfUser('root')).toBeNull();
  expect(sshCommand('192.168.1.20', 2222, 2)).toBe('ssh -p 2222 seat2@192.168.1.20');
  expect(sshCommand('host', 22, 'watch')).toBe('ssh watch@host');
});

test("the code prompt names the table's game: a Viva table's door says Viva", async () => {
  const { games } = await import('../../src/games/index.js');
  const { Session } = await import('../../src/session/runner.js');
  const viva = await games.byId('viva')!.load();
  const record = { format: viva.recordFormat, seed: 'ssh-viva', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [] };
  const session = Session.open(viva as Parameters<typeof Session.open>[0], record, { autosave: null, bots: {} });
  const stand = tableGate(new LocalTable(session) as unknown as Parameters<typeof tableGate>[0]);
  cleanups.push(() => stand.stopBots());
  const server = await startSshServer({ gate: stand.gate, screens, hostKey: testHostKey(), port: 0, bind: '127.0.0.1' });
  servers.push(server);
  const wrong = await refusedSsh({ port: server.port, user: 'seat1', codes: ['nope'], tries: 10 });
  expect(wrong.said[0]).toBe('Junta: Viva el Presidente!, seat 1');
});

test('a wrong code is followed by a prompt that says how many tries are left; the right code then still opens the seat', async () => {
  const h = await host();
  const wrong = await refusedSsh({ port: h.server.port, user: 'seat1', codes: ['nope'], tries: 10 });
  expect(wrong.kbdTries).toBe(3);
  expect(wrong.said).toEqual(['Junta: Las Cartas, seat 1', 'Junta: Las Cartas, seat 1. Wrong code, 2 tries left.', 'Junta: Las Cartas, seat 1. Wrong code, 1 try left.']);
  const said: string[] = [];
  const bo = await h.connect('seat2', { codes: ['nope', h.codes.get(2)!], onInstructions: (line) => void said.push(line) });
  expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
  expect(said).toEqual(['Junta: Las Cartas, seat 2', 'Junta: Las Cartas, seat 2. Wrong code, 2 tries left.']);
});

test('the lockout forgets after a minute (manual clock); a name that is no seat locks nothing', async () => {
  const clock = new ManualClock();
  const h = await host({ clock });
  for (let i = 0; i < 4; i++) await refusedSsh({ port: h.server.port, user: 'root', tries: 10 });
  for (let i = 0; i < 4; i++) await refusedSsh({ port: h.server.port, user: 'seat1', codes: ['nope'], tries: 10 });
  expect((await refusedSsh({ port: h.server.port, user: 'seat1', codes: [h.codes.get(1)!] })).error).not.toBe('accepted');
  expect((await refusedSsh({ port: h.server.port, user: 'seat2', codes: [h.codes.get(2)!] })).error).toBe('accepted');
  clock.advance(61_000);
  const ana = await h.connect('seat1');
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
});

test('the connection ends after the client has closed its channel, not before (OpenSSH exits 255 on an early disconnect), or after a grace (manual clock)', async () => {
  const clock = new ManualClock();
  const h = await host({ clock });
  const ana = await h.connect('seat1');
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
  const sock = (ana.client as unknown as { _sock: Socket })._sock;
  // The client holds back its reply to the host's channel close.
  ana.channel.once('exit', () => sock.cork());
  const channelClosed = new Promise((resolve) => ana.channel.once('close', resolve));
  let ended = false;
  ana.client.once('end', () => void (ended = true));
  ana.press('q');
  expect(await ana.until((f) => f.includes('Quit?'))).toBe(true);
  ana.press('y');
  await channelClosed;
  // An early disconnect goes out with the host's channel close: it would be here by now.
  for (let i = 0; i < 20 && !ended; i++) await tick(5);
  expect(ended).toBe(false);
  sock.uncork();
  expect((await ana.closed).code).toBe(0);

  // A client that never closes its channel is disconnected after the grace.
  const bo = await h.connect('seat2');
  expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
  const boSock = (bo.client as unknown as { _sock: Socket })._sock;
  bo.channel.once('exit', () => boSock.cork());
  const boClosed = new Promise((resolve) => bo.channel.once('close', resolve));
  bo.press('q');
  expect(await bo.until((f) => f.includes('Quit?'))).toBe(true);
  bo.press('y');
  await boClosed;
  clock.advance(2000);
  await bo.closed;
});

/** The OpenSSH client and agent, where installed: the case that needs them is skipped without. */
const openssh = spawnSync('sh', ['-c', 'command -v ssh && command -v ssh-agent'], { encoding: 'utf8' }).stdout.trim().split('\n');

(openssh.length === 2 ? test : test.skip)('the real OpenSSH client with agent forwarding (-A) plays a seat whose key is remembered', async () => {
  const [ssh, sshAgent] = openssh;
  const h = await host();
  const key = newEd25519Key();
  // Logged in once with the key and the code: the key is then in the seat's key store.
  const first = await h.connect('seat1', { privateKey: key });
  expect(await first.until((f) => f.includes('Ana – hand'))).toBe(true);
  first.end();
  await first.closed;
  const dir = mkdtempSync(join(tmpdir(), 'junta-openssh-'));
  const keyFile = join(dir, 'id_ed25519');
  writeFileSync(keyFile, key, { mode: 0o600 });
  const agent = spawn(sshAgent, ['-D', '-a', join(dir, 'agent')], { stdio: 'ignore' });
  cleanups.push(() => void agent.kill());
  const args = ['-F', '/dev/null', '-tt', '-A', '-v', '-p', String(h.server.port), '-i', keyFile, '-o', 'IdentitiesOnly=yes', '-o', 'BatchMode=yes',
    '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', 'seat1@127.0.0.1'];
  const child = spawn(ssh, args, { env: { PATH: process.env.PATH, HOME: dir, SSH_AUTH_SOCK: join(dir, 'agent'), LANG: 'C.UTF-8', TERM: 'xterm-256color' } });
  cleanups.push(() => void child.kill());
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => void (out += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => void (err += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const last = () => framesOf(out).at(-1) ?? '';
  const until = async (test: (frame: string) => boolean) => {
    for (let i = 0; i < 4000 && !test(last()) && child.exitCode === null; i++) await tick(5);
    return test(last());
  };
  expect(await until((f) => f.includes('Ana – hand'))).toBe(true);
  expect(err).toContain('Requesting authentication agent forwarding');
  const before = cursorLine(last());
  child.stdin.write(DOWN);
  expect(await until((f) => cursorLine(f) !== before && cursorLine(f) !== '')).toBe(true);
  child.stdin.write('q');
  expect(await until((f) => f.includes('Quit?'))).toBe(true);
  child.stdin.write('y');
  const code = await exited;
  if (code !== 0) console.log(err);
  expect(code).toBe(0);
  expect(plain(out)).toContain('You left seat 1.');
});

(openssh.length === 2 ? test : test.skip)('the real OpenSSH client is told each wrong code and the tries left, and the last one', async () => {
  const [ssh] = openssh;
  const h = await host();
  const dir = mkdtempSync(join(tmpdir(), 'junta-openssh-'));
  const askpass = join(dir, 'askpass');
  writeFileSync(askpass, '#!/bin/sh\necho nope\n', { mode: 0o700 });
  const args = ['-F', '/dev/null', '-p', String(h.server.port), '-o', 'PreferredAuthentications=keyboard-interactive', '-o', 'NumberOfPasswordPrompts=10',
    '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', 'seat1@127.0.0.1', 'true'];
  const child = spawn(ssh, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH, HOME: dir, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' } });
  cleanups.push(() => void child.kill());
  let err = '';
  child.stderr.on('data', (d: Buffer) => void (err += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(code).toBe(255);
  const told = err.split('\n').filter((line) => /wrong code/i.test(line)).map((line) => line.trim());
  expect(told).toEqual(['Junta: Las Cartas, seat 1. Wrong code, 2 tries left.', 'Junta: Las Cartas, seat 1. Wrong code, 1 try left.', 'Wrong code, no tries left.']);
});

test('1,000 window changes from one seat cost at most two redraws, at the latest size, and another seat is served meanwhile (manual clock)', async () => {
  const clock = new ManualClock();
  const h = await host({ clock });
  const [ana, bo] = [await h.connect('seat1'), await h.connect('seat2')];
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
  expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
  const mark = ana.output().length;
  const redraws = () => ana.output().slice(mark).split(CLEAR).length - 1;
  // Too small a terminal names its size on the screen: which sizes were drawn can be read.
  const drawn = () => [...new Set(plain(ana.output().slice(mark)).match(/The terminal is \d+×\d+/g) ?? [])];
  for (let i = 0; i < 1000; i++) ana.resize(60 + (i % 15), 20 + (i % 3));
  ana.resize(79, 23);
  // Bo plays on while Ana's changes arrive.
  const boBefore = cursorLine(bo.lastFrame());
  bo.press(DOWN);
  // Ana's port-forwarding request is refused after every window change before it is handled.
  expect(await new Promise<Error | undefined>((resolve) => ana.client.forwardIn('127.0.0.1', 0, (error) => resolve(error)))).toBeInstanceOf(Error);
  expect(await bo.until((f) => cursorLine(f) !== boBefore && cursorLine(f) !== '')).toBe(true);
  // The first change was drawn at once (before the refusal came); the rest wait for the frame's end,
  // and only the latest is drawn.
  expect(await ana.until(() => drawn().length > 0)).toBe(true);
  expect(drawn()).toEqual(['The terminal is 60×20']);
  clock.advance(RESIZE_FRAME_MS);
  expect(await ana.until((f) => f.includes('The terminal is 79×23'))).toBe(true);
  clock.advance(RESIZE_FRAME_MS);
  expect(drawn()).toEqual(['The terminal is 60×20', 'The terminal is 79×23']);
  // Each drawn size clears the screen once or twice (the too-small screen is a screen of its own).
  expect(redraws()).toBeLessThanOrEqual(4);
  // A change after the frame is drawn at once.
  ana.resize(100, 30);
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
});

test('a dropped connection frees the seat: it comes back with its code, or with the key it offered the first time', async () => {
  const h = await host();
  // A checked key: 1 in 256 of ssh2's own cannot sign, and the login by key failed so in CI.
  const key = newEd25519Key();
  const first = await h.connect('seat2', { privateKey: key });
  expect(await first.until((f) => f.includes('Bo – hand'))).toBe(true);
  first.client.destroy();
  await first.closed;
  await h.eventsReach(2);
  expect(h.events).toEqual(['join 2', 'leave 2']);

  const byKey = await connectSsh({ port: h.server.port, user: 'seat2', privateKey: key, codes: [], tries: 0 });
  sessions.push(byKey);
  expect(await byKey.until((f) => f.includes('Bo – hand'))).toBe(true);
  byKey.client.destroy();
  await byKey.closed;

  const byCode = await h.connect('seat2');
  expect(await byCode.until((f) => f.includes('Bo – hand'))).toBe(true);
  // A key remembered for seat 2 does not open seat 1.
  const other = await refusedSsh({ port: h.server.port, user: 'seat1', privateKey: key, tries: 0 });
  expect(other.error).toMatch(/authentication methods failed/);
});

test('the turn bell rings as at junta join when a decision becomes the seat\'s; JUNTA_QUIET from the client silences it', async () => {
  const h = await host();
  const BEL = '\x07';
  const ana = await h.connect('seat1');
  expect(await ana.until((f) => f.includes('Name the first President'))).toBe(true);
  expect(ana.output().split(BEL).length - 1).toBe(1);
  // Rung inside the alternate screen, which is the first thing written.
  expect(ana.output().startsWith(ENTER_ALT)).toBe(true);
  // Still her turn after a redraw: no second ring.
  ana.resize(100, 30);
  expect(await ana.until((f) => f.split('\n').some((l) => [...l].length > 80))).toBe(true);
  expect(ana.output().split(BEL).length - 1).toBe(1);
  const bo = await h.connect('seat2', { env: { LANG: 'C.UTF-8', NO_COLOR: '1', JUNTA_QUIET: '1' } });
  expect(await bo.until((f) => f.includes('Name the first President'))).toBe(true);
  expect(bo.output()).not.toContain(BEL);
});

test('a second connection to a seat takes it over; the first is told and closed', async () => {
  const h = await host();
  const first = await h.connect('seat1');
  expect(await first.until((f) => f.includes('Ana – hand'))).toBe(true);
  const second = await h.connect('seat1');
  expect(await second.until((f) => f.includes('Ana – hand'))).toBe(true);
  await first.closed;
  expect(first.output()).toContain('Seat 1 was opened from another connection.');
  expect(h.events).toEqual(['join 1', 'join 1']);
});

test('keepalive: a frozen client is closed and its seat shows as disconnected (manual clock)', async () => {
  const clock = new ManualClock();
  const h = await host({ clock });
  const ana = await h.connect('seat1');
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
  // An answering client survives many intervals.
  for (let i = 0; i < 5; i++) {
    clock.advance(15_000);
    await tick(30);
  }
  expect(h.events).toEqual(['join 1']);
  // Frozen: the client stops reading, so no answer comes back.
  (ana.client as unknown as { _sock: { pause(): void } })._sock.pause();
  // Three unanswered pings (a reply already on its way may count for one more interval). The
  // intervals are counted on the manual clock alone: the server drops the connection inside an
  // advance, and then no keepalive is pending any more; the leave that follows is awaited.
  const pendingWhileAlive = clock.pending();
  let intervals = 0;
  while (clock.pending() === pendingWhileAlive && intervals < 8) {
    clock.advance(15_000);
    intervals += 1;
  }
  await h.eventsReach(2);
  expect(h.events).toEqual(['join 1', 'leave 1']);
  expect(intervals).toBeGreaterThanOrEqual(3);
  expect(intervals).toBeLessThanOrEqual(5);
});

test('login grace: a connection that has not identified itself within 20 s is closed (manual clock)', async () => {
  const clock = new ManualClock();
  const h = await host({ clock });
  const { connect } = await import('node:net');
  const silent = connect(h.server.port, '127.0.0.1');
  const closed = new Promise((resolve) => silent.on('close', resolve));
  silent.on('error', () => {});
  silent.resume();
  await new Promise((resolve) => silent.on('connect', resolve));
  await tick(50);
  clock.advance(19_000);
  await tick(50);
  expect(silent.destroyed).toBe(false);
  clock.advance(1_000);
  await closed;
});

test("a client's Ctrl+Z does not stop the host, and its Ctrl+C ends only its own connection", async () => {
  const h = await host();
  // process.kill watched: every call the host makes is kept (none is expected), and passed on.
  const kills: unknown[][] = [];
  const realKill = process.kill;
  process.kill = ((...args: Parameters<typeof process.kill>) => {
    kills.push(args);
    return realKill.apply(process, args);
  }) as typeof process.kill;
  try {
    const [ana, bo] = [await h.connect('seat1'), await h.connect('seat2')];
    expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
    expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
    ana.press(CTRL_Z);
    await tick(100);
    expect(kills).toEqual([]);
    ana.press(DOWN);
    const before = cursorLine(ana.lastFrame());
    ana.press(DOWN);
    expect(await ana.until((f) => cursorLine(f) !== before)).toBe(true);
    ana.press(CTRL_C);
    await ana.closed;
    expect(ana.output()).toContain('You left seat 1.');
    bo.press(DOWN);
    const boBefore = cursorLine(bo.lastFrame());
    bo.press(DOWN);
    expect(await bo.until((f) => cursorLine(f) !== boBefore)).toBe(true);
    expect(kills).toEqual([]);
  } finally {
    process.kill = realKill;
  }
});

test('spectators: watch is refused unless the host allows it, and then sees the public table with no hand', async () => {
  const closed = await host();
  expect((await refusedSsh({ port: closed.server.port, user: 'watch', tries: 3 })).closed).toBe(true);
  const open = await host({ spectators: true });
  const watcher = await open.connect('watch');
  expect(await watcher.until((f) => f.includes('Ana') && f.includes('Bo') && f.includes('Cy'))).toBe(true);
  expect(watcher.frames().some((f) => f.includes('– hand'))).toBe(false);
  expect(open.events).toEqual([]);
});

test('colour per connection: on for a colour terminal, off for TERM=dumb, NO_COLOR from the client, or the C key', async () => {
  const h = await host();
  const colour = /\x1b\[(3\d|9\d)m/;
  const ana = await h.connect('seat1', { env: { LANG: 'C.UTF-8' } });
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
  expect(ana.output()).toMatch(colour);
  const mark = ana.output().length;
  ana.press('C');
  ana.press(DOWN);
  await ana.until(() => ana.output().length > mark + 200);
  await tick(100);
  const lastFrameRaw = ana.output().slice(ana.output().lastIndexOf('\x1b[?2026h'));
  expect(lastFrameRaw).not.toMatch(colour);
  const bo = await h.connect('seat2', { term: 'dumb', env: {} });
  expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
  expect(bo.output()).not.toMatch(colour);
});

test('names reach a client only through the sanitizer', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'ssh-names', 'vote');
  // A name as a hostile record or host could carry it (the engine does not care what a name holds).
  session.record.players[1].name = 'B\x1b]0;pwned\x07o';
  const table = new LocalTable(session);
  const stand = tableGate(table);
  cleanups.push(() => stand.stopBots());
  const server = await startSshServer({ gate: stand.gate, screens, hostKey: testHostKey(), port: 0, bind: '127.0.0.1' });
  servers.push(server);
  const ana = await connectSsh({ port: server.port, user: 'seat1', codes: [stand.codes.get(1)!] });
  sessions.push(ana);
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
  expect(ana.output()).not.toContain('\x1b]0;pwned');
  expect(ana.output()).toContain('B\\x1b]0;pwned\\x07o');
});

test('no process-wide listener per connection: five clients add none beyond the first', async () => {
  const h = await host({ spectators: true });
  const counts = () => ['exit', 'beforeExit', 'SIGTERM', 'SIGINT', 'uncaughtException'].map((e) => process.listenerCount(e)).join(',');
  const one = await h.connect('seat1');
  expect(await one.until((f) => f.includes('Ana – hand'))).toBe(true);
  const baseline = counts();
  const more = [await h.connect('seat2'), await h.connect('watch'), await h.connect('watch'), await h.connect('watch')];
  for (const ssh of more) expect(await ssh.until((f) => f.includes('Player  Hand'))).toBe(true);
  expect(counts()).toBe(baseline);
  for (const ssh of more) ssh.end();
  await Promise.all(more.map((ssh) => ssh.closed));
  await tick(50);
  expect(counts()).toBe(baseline);
});

test('the host stopping (SIGTERM) leaves every client\'s alternate screen and tells them, then exits 143', async () => {
  const h = await host();
  const exits: number[] = [];
  const hostProcess = prepareHostProcess({ env: {}, exit: (code) => void exits.push(code) });
  cleanups.push(() => hostProcess.dispose());
  hostProcess.onShutdown(() => h.server.close('The host stopped the table.'));
  const [ana, bo] = [await h.connect('seat1'), await h.connect('seat2')];
  expect(await ana.until((f) => f.includes('Ana – hand'))).toBe(true);
  expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
  process.emit('SIGTERM', 'SIGTERM');
  await Promise.all([ana.closed, bo.closed]);
  for (const ssh of [ana, bo]) {
    const tail = ssh.output().slice(ssh.output().lastIndexOf(LEAVE_ALT));
    expect(tail).toContain(LEAVE_ALT);
    expect(tail).toContain('The host stopped the table.');
  }
  for (let i = 0; i < 100 && exits.length === 0; i++) await tick(10);
  expect(exits).toEqual([143]);
});

test('prepareScreensEnv clears CI, asks for React\'s production build and sets a colour level the user has not', () => {
  const env: NodeJS.ProcessEnv = { CI: 'true', CONTINUOUS_INTEGRATION: '1', NODE_ENV: 'test' };
  prepareScreensEnv(env);
  expect(env).toEqual({ NODE_ENV: 'production', FORCE_COLOR: '1' });
  const chosen: NodeJS.ProcessEnv = { FORCE_COLOR: '0' };
  prepareScreensEnv(chosen);
  expect(chosen.FORCE_COLOR).toBe('0');
});

describe('the host key', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'junta-hostkey-'));

  test('is made once, 0600 in a 0700 folder, and read back the same; its fingerprint is in OpenSSH form', () => {
    const state = join(dir(), 'junta');
    const made = loadHostKey(state);
    expect(made.created).toBe(true);
    expect(made.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(lstatSync(made.path).mode & 0o777).toBe(0o600);
    expect(lstatSync(state).mode & 0o777).toBe(0o700);
    const again = loadHostKey(state);
    expect(again.created).toBe(false);
    expect(again.fingerprint).toBe(made.fingerprint);
    expect(again.privateKey.equals(made.privateKey)).toBe(true);
  });

  test('every key made is one SSH can read (ssh2 alone makes about 1 in 256 with a byte missing)', () => {
    const root = dir();
    for (let i = 0; i < 400; i++) {
      const made = loadHostKey(join(root, String(i)));
      const parsed = ssh2.utils.parseKey(made.privateKey);
      expect(parsed).not.toBeInstanceOf(Error);
      // string "ssh-ed25519" (4 + 11) and the 32-byte key (4 + 32)
      expect((parsed as ssh2.ParsedKey).getPublicSSH().length).toBe(51);
    }
  });

  test('is never replaced silently: a damaged, shared or non-ed25519 key is refused and left as it was', () => {
    const state = dir();
    const path = join(state, HOST_KEY_FILE);
    writeFileSync(path, 'not a key', { mode: 0o600 });
    expect(() => loadHostKey(state)).toThrow(HostKeyError);
    expect(() => loadHostKey(state)).toThrow(/Move it away to make a new one/);
    expect(readFileSync(path, 'utf8')).toBe('not a key');

    const shared = dir();
    loadHostKey(shared);
    chmodSync(join(shared, HOST_KEY_FILE), 0o644);
    expect(() => loadHostKey(shared)).toThrow(/chmod 600/);

    const rsa = dir();
    writeFileSync(join(rsa, HOST_KEY_FILE), ssh2.utils.generateKeyPairSync('ecdsa', { bits: 256 }).private, { mode: 0o600 });
    expect(() => loadHostKey(rsa)).toThrow(/not an ed25519 private key/);
  });

  test('ssh2 serves it: the client sees the fingerprint the host prints', async () => {
    const h = await host();
    const seen = await new Promise<string>((resolve, reject) => {
      const client = new ssh2.Client();
      client.on('error', reject);
      client.connect({
        sock: interactiveSocket(h.server.port), username: 'seat1', readyTimeout: 60_000,
        hostVerifier: (key: Buffer) => {
          resolve(fingerprintOf(key));
          return false;
        },
      });
    });
    expect(seen).toBe(h.server.fingerprint);
  });
});

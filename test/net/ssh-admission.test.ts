// Strangers over SSH: half-open connections cannot keep a seat's login out (they have their own
// budget, the oldest evicted), the wrong-code lockout never refuses a seat's whole token or a
// remembered key, and a seat gets only a shell on a pty (exec, subsystems, forwarding, X11, agent and
// unsafe environment refused). ssh2's client over loopback, attackers bound to 127.0.0.2 and up,
// limits lowered; the same attacks at a table of each game.
import { connect as tcp, type Socket } from 'node:net';
import ssh2 from 'ssh2';
import { startSshServer, type SshServer, type SshServerOptions } from '../../src/net/ssh/server.js';
import { newEd25519Key } from '../../src/net/ssh/hostkey.js';
import { until } from '../support/net.js';
import { bareSession, connectSsh, identified, interactiveSocket, ManualClock, quickScreens, refusedSsh, screenOf, tableGate, testHostKey, type SshSession } from './ssh-support.js';

const screens: Record<string, Awaited<ReturnType<typeof quickScreens>>> = { 'las-cartas': await quickScreens(), viva: await quickScreens('viva') };
const { NET_GAMES } = await import('../support/net-games.js');
type NetGame = (typeof NET_GAMES)[number][1];
const NAMES = ['Ana', 'Bo', 'Cy'];
const { LocalTable } = await import('../../src/session/local-table.js');


const servers: SshServer[] = [];
const sessions: SshSession[] = [];
const sockets: Socket[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const session of sessions.splice(0)) session.end();
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A 3-player table of `game` (Ana and Bo human, Cy a bot) over SSH on a free port, on the manual clock. */
async function host(game: NetGame, options: Partial<SshServerOptions> = {}) {
  const session = game.open([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'ssh-admission', { firstPresident: 'vote' });
  const stand = tableGate(new LocalTable(session));
  cleanups.push(() => stand.stopBots());
  const server = await startSshServer({ gate: stand.gate, screens: screens[game.id], hostKey: testHostKey(), port: 0, bind: '127.0.0.1', clock: new ManualClock(), ...options });
  servers.push(server);
  const play = async (seat: number, extra: Partial<Parameters<typeof connectSsh>[0]> = {}) => {
    const ssh = await connectSsh({ port: server.port, user: `seat${seat}`, codes: [stand.codes.get(seat)!], ...extra });
    sessions.push(ssh);
    return ssh;
  };
  return { server, play, ...stand };
}

/** A TCP connection from `localAddress` that never sends a byte (a half-open login). */
async function silent(port: number, localAddress: string): Promise<{ closed: () => boolean }> {
  const socket = tcp({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  // It reads (and drops) what the server says, so the server's close reaches it.
  socket.resume();
  await new Promise((resolve) => socket.once('connect', resolve));
  return { closed: () => closed };
}

describe.each(NET_GAMES)('%s tables', (_id, game) => {
  test('a seat logs in while attackers hold more half-open connections than the server takes; the oldest are evicted', async () => {
    const h = await host(game, { maxConnections: 4, maxUnauthenticated: 4, maxUnauthenticatedPerAddress: 2 });
    const held: { closed: () => boolean }[] = [];
    for (const address of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.4', '127.0.0.4']) held.push(await silent(h.server.port, address));
    expect(await until(() => held.filter((s) => s.closed()).length === 2)).toBe(true);
    expect(held.map((s) => s.closed())).toEqual([true, true, false, false, false, false]);
    expect(h.server.connections()).toBe(4);
    const ana = await h.play(1);
    expect(await ana.until((f) => f.includes(game.ownScreen(0, NAMES)))).toBe(true);
    // Logged in, Ana no longer counts against the half-open budget: newcomers evict attackers, never her.
    expect(await until(() => held.filter((s) => s.closed()).length === 3)).toBe(true);
    for (let i = 0; i < 2; i++) held.push(await silent(h.server.port, '127.0.0.5'));
    expect(await until(() => held.filter((s) => s.closed()).length === 4)).toBe(true);
    expect(held.map((s) => s.closed())).toEqual([true, true, true, true, false, false, false, false]);
    expect(await until(() => h.server.connections() === 5)).toBe(true);
    expect(h.events).toEqual(['join 1']);
  });

  test('the lockout slows only short codes, per address and seat: a whole token, a remembered key, another address and another seat still get in', async () => {
    const h = await host(game, { addressLimit: 3 });
    const key = newEd25519Key();
    // Bo logs in once from 127.0.0.2 with his key and code: the key is remembered.
    const first = await h.play(2, { privateKey: key, localAddress: '127.0.0.2' });
    expect(await first.until((f) => f.includes(game.ownScreen(1, NAMES)))).toBe(true);
    first.end();
    await first.closed;
    // Someone at 127.0.0.1 guesses seat 2's code three times: seat 2's short code is now refused there.
    expect((await refusedSsh({ port: h.server.port, user: 'seat2', codes: ['nope'], tries: 3 })).error).not.toBe('accepted');
    expect((await refusedSsh({ port: h.server.port, user: 'seat2', codes: [h.codes.get(2)!], tries: 3 })).error).not.toBe('accepted');
    // But from 127.0.0.1: Bo's remembered key, Bo's whole token, and Ana's code all get in; from 127.0.0.3 so does Bo's code.
    expect((await refusedSsh({ port: h.server.port, user: 'seat2', privateKey: key, tries: 0 })).error).toBe('accepted');
    expect((await refusedSsh({ port: h.server.port, user: 'seat2', codes: [h.tokens.get(2)!], tries: 1 })).error).toBe('accepted');
    expect((await refusedSsh({ port: h.server.port, user: 'seat1', codes: [h.codes.get(1)!], tries: 1 })).error).toBe('accepted');
    expect((await refusedSsh({ port: h.server.port, user: 'seat2', codes: [h.codes.get(2)!], tries: 1, localAddress: '127.0.0.3' })).error).toBe('accepted');
  });

  test('behind one address (a NAT, a tunnel): a login waiting at its code prompt outlives any number of silent connections from that address', async () => {
    const h = await host(game, { maxUnauthenticated: 4, maxUnauthenticatedPerAddress: 2 });
    let answer: ((answers: string[]) => void) | null = null;
    const client = new ssh2.Client();
    client.on('error', () => {});
    const ready = new Promise<boolean>((resolve) => {
      client.on('ready', () => resolve(true));
      client.on('close', () => resolve(false));
    });
    client.on('keyboard-interactive', (_n, _i, _l, _prompts, finish) => void (answer = finish));
    client.connect({ sock: interactiveSocket(h.server.port), username: 'seat1', tryKeyboard: true, readyTimeout: 60_000 });
    cleanups.push(() => client.end());
    expect(await until(() => answer !== null)).toBe(true);
    const held: { closed: () => boolean }[] = [];
    for (let i = 0; i < 6; i++) held.push(await silent(h.server.port, '127.0.0.1'));
    // The address holds 2: the waiting login and the newest silent one; each silent newcomer evicted the one before.
    expect(await until(() => held.filter((s) => s.closed()).length === 5)).toBe(true);
    answer!([h.codes.get(1)!]);
    expect(await ready).toBe(true);
  });

  test('behind one address: a client that has spoken outlives the silent connections from that address, which evict each other', async () => {
    const h = await host(game, { maxUnauthenticated: 4, maxUnauthenticatedPerAddress: 2 });
    // Through the key exchange, then it holds before naming any seat.
    const client = new ssh2.Client();
    let closed = false;
    client.on('error', () => {});
    client.on('close', () => (closed = true));
    const handshake = new Promise((resolve) => client.once('handshake', resolve));
    client.connect({ sock: interactiveSocket(h.server.port), username: 'seat1', readyTimeout: 60_000, authHandler: () => {} });
    cleanups.push(() => client.end());
    await handshake;
    const held: { closed: () => boolean }[] = [];
    for (let i = 0; i < 5; i++) held.push(await silent(h.server.port, '127.0.0.1'));
    expect(await until(() => held.filter((s) => s.closed()).length === 4)).toBe(true);
    expect(held.map((s) => s.closed())).toEqual([true, true, true, true, false]);
    expect(closed).toBe(false);
  });

  test('only a shell on a pty: exec, sftp, port forwarding, X11 and a shell without a pty are refused', async () => {
    const h = await host(game);
    const code = h.codes.get(1)!;
    const exec = await identified(h.server.port, 'seat1', code);
    cleanups.push(() => exec.end());
    const execError = await new Promise<Error | undefined>((resolve) => exec.exec('cat /etc/passwd', (error) => resolve(error)));
    expect(execError?.message).toMatch(/Unable to exec|failure/i);

    const sftp = await identified(h.server.port, 'seat1', code);
    cleanups.push(() => sftp.end());
    expect(await new Promise<Error | undefined>((resolve) => sftp.sftp((error) => resolve(error)))).toBeInstanceOf(Error);
    expect(await new Promise<Error | undefined>((resolve) => sftp.forwardOut('127.0.0.1', 1, '127.0.0.1', 22, (error) => resolve(error)))).toBeInstanceOf(Error);
    expect(await new Promise<Error | undefined>((resolve) => sftp.forwardIn('127.0.0.1', 0, (error) => resolve(error)))).toBeInstanceOf(Error);

    const x11 = await identified(h.server.port, 'seat1', code);
    cleanups.push(() => x11.end());
    const x11Error = await new Promise<Error | undefined>((resolve) => x11.shell({ term: 'xterm', cols: 80, rows: 24 }, { x11: true }, (error) => resolve(error)));
    expect(x11Error?.message).toMatch(/X11/);

    const bare = await identified(h.server.port, 'seat1', code);
    cleanups.push(() => bare.end());
    const said = await new Promise<string>((resolve, reject) => bare.shell(false, (error, channel) => {
      if (error) return reject(error);
      let text = '';
      channel.on('data', (d: Buffer) => void (text += d.toString()));
      channel.on('close', () => resolve(text));
    }));
    expect(said).toContain('Junta needs a terminal: connect with ssh -t.');
    expect(h.events).toEqual([]);
  });

  test('requests sent without want_reply (agent forwarding as ssh -A sends it, X11, exec, sftp) leave the session playable; wanting a reply, each is refused', async () => {
    const h = await host(game);
    const client = await identified(h.server.port, 'seat1', h.codes.get(1)!);
    const bare = await bareSession(client);
    const refusable = ['agent', 'x11', 'exec', 'sftp', 'subsystem', 'bad-env'] as const;
    for (const request of refusable) bare.tell(request);
    bare.tell('signal');
    // Replies come in order: an answer to any request above would arrive here first.
    const answers: boolean[] = [];
    for (const request of [...refusable, 'env'] as const) answers.push(await bare.ask(request));
    expect(answers).toEqual([false, false, false, false, false, false, true]);
    bare.tell('pty');
    expect(await bare.ask('shell')).toBe(true);
    const ana = screenOf(client, bare.channel);
    sessions.push(ana);
    expect(await ana.until((f) => f.includes(game.ownScreen(0, NAMES)))).toBe(true);
    // Once the shell runs: the same again, and a second shell on the channel; keys still reach the screen.
    for (const request of [...refusable, 'signal', 'pty', 'shell'] as const) bare.tell(request);
    ana.press('q');
    expect(await ana.until((f) => f.includes('Quit?'))).toBe(true);
    expect(h.events).toEqual(['join 1']);
  });
});

// A player's screens at a network table (issue 13): the same screens on a seat port fed by a host,
// their private information always in view (no hand-offs), a banner saying who is at the table,
// talk with t, the President's bribe window (R11) and its countdown, and a whole game played by keys.
import seedrandom from 'seedrandom';
import { legalActions, pending, pickUniformly } from '../../src/engine/index.js';
import { HostedTable } from '../../src/net/host.js';
import { newToken } from '../../src/net/tokens.js';
import { seatInvites } from '../../src/net/invite.js';
import { bannerLines, invitePanel } from '../../src/ui/live.js';
import { runNetworkTui } from '../../src/ui/network.js';
import { makeTheme } from '../../src/ui/theme.js';
import type { RemoteTable } from '../../src/net/client.js';
import { join, ManualClock, openSession, startHost, until as settle } from '../support/net.js';
import { ENTER, tick } from './harness.js';
import { fakeTerminal } from './tty.js';
import { columnsOf } from '../../src/ui/width.js';

test('a remote seat plays a whole game by keys alone: its hand always in view, no hand-offs, talk sent with t', async () => {
  const session = openSession([{ name: 'Ana' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'random' }], 'net-ui', 'Ana');
  const host = await startHost(session, { bribeWindowMs: 60_000 });
  const ana = await join(host.invite(0));
  const fake = fakeTerminal(80, 24);
  const done = runNetworkTui(ana, {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), resumeHint: 'Leave the table?', endNotes: ['The host keeps the record.'],
    game: () => ana.gameNumber, debug: true, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  });
  try {
    const until = async (test: (frame: string) => boolean, press: string | null, max: number) => {
      for (let i = 0; i < max && !test(fake.lastFrame()); i++) {
        if (press) {
          await fake.ready();
          fake.stdin.write(press);
        }
        await tick(4);
      }
      return test(fake.lastFrame());
    };
    expect(await until((f) => f.includes('Form the budget'), null, 500)).toBe(true);
    expect(fake.lastFrame()).toContain('Table: Ana (you) · Bo (bot) · Cy (bot)');
    expect(fake.lastFrame()).toMatch(/Ana – hand/);
    await fake.press('t');
    for (const ch of 'deal?') fake.stdin.write(ch);
    await fake.press('\x1b[2J');
    expect(fake.lastFrame()).toContain('> deal?');
    fake.stdin.write(ENTER);
    await tick(10);
    // The escape byte of the pasted sequence never reaches the table: only printable characters are typed.
    expect(host.hosted.client().live.talk().map((t) => t.text)).toEqual(['deal?[2J']);
    expect(await until((f) => f.includes('You: “deal?[2J”'), null, 500)).toBe(true);
    const over = await until((f) => f.includes('The game is over'), ENTER, 20000);
    expect(over).toBe(true);
    expect(session.finished).toBe(true);
    const frames = fake.frames.filter((f) => f.includes('Table:'));
    expect(frames.some((f) => f.includes('Pass to'))).toBe(false);
    // From the first view on (before it, the public table shows while the screens start).
    const shown = frames.slice(frames.findIndex((f) => f.includes('Ana – hand')));
    // The private screen throughout: the hand line, or the coup picker, which lists the hand itself.
    expect(shown.filter((f) => !/The game is over|Coup!|Say to everyone|Coup: choose the cards/.test(f) && !f.includes('Ana – hand'))).toEqual([]);
    // Ana was President with Money to give: before the others' turns she had her bribe window.
    expect(frames.some((f) => /(Bo|Cy)'s turn in \d+ s – b: bribe · Enter: pass/.test(f))).toBe(true);
    expect(Math.max(...fake.frames.map((f) => f.split('\n').length))).toBeLessThanOrEqual(24);
  } finally {
    fake.stdin.write('\x03');
    await done;
    ana.close();
    await host.close();
  }
}, 120000);

test('the host\'s invites overlay (i) shows a resumed save\'s hostile names escaped, never raw', async () => {
  // Names in saves are outside text: the record format lets a hand-edited one hold control characters.
  const session = openSession([{ name: 'Ana' }, { name: 'B\x1b]0;Xo' }, { name: 'Cy', bot: 'random' }], 'net-invites', 'Ana');
  const hosted = new HostedTable({
    session, tokens: ['a', 'b', null], bribeWindowMs: 0, botDelayMs: 0, hostSeat: 0,
    invites: seatInvites({ players: session.record.players, tokens: ['a', 'b', null], hostSeat: 0, address: '10.0.0.1', port: 7310, secure: false, fingerprint: null }),
  });
  const fake = fakeTerminal(100, 24);
  const done = runNetworkTui(hosted.client(), {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), resumeHint: 'End the table?', endNotes: [],
    game: () => hosted.gameNumber, debug: true, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  });
  try {
    for (let i = 0; i < 500 && !fake.lastFrame().includes('Table:'); i++) await tick(4);
    await fake.ready();
    fake.stdin.write('i');
    for (let i = 0; i < 500 && !fake.lastFrame().includes('Invites:'); i++) await tick(4);
    expect(fake.lastFrame()).toContain('B\\x1b]0;Xo (seat 2): junta join ws://10.0.0.1:7310/t/2#b');
    expect(fake.frames.some((f) => f.includes('\x1b]0;'))).toBe(false);
  } finally {
    fake.stdin.write('\x03');
    await done;
    hosted.end('done');
  }
}, 60000);

test('the bribe window counts down on the President\'s screen and a waiting player\'s, over the network too, each on its own clock; the banner is not cut at 80 columns', async () => {
  const session = openSession([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'net-countdown', 'Ana');
  const hostClock = new ManualClock();
  const host = await startHost(session, { bribeWindowMs: 5000, clock: hostClock, hostSeat: 0 });
  const clientClock = new ManualClock();
  const bo = await join(host.invite(1), { clock: clientClock });
  const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
  const timings = { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 };
  const anaScreen = fakeTerminal(80, 24);
  const boScreen = fakeTerminal(80, 24);
  const screens = [
    runNetworkTui(host.hosted.client(), { terminal: anaScreen.terminal, theme, resumeHint: 'End?', endNotes: [], game: () => host.hosted.gameNumber, debug: true, timings }),
    runNetworkTui(bo, { terminal: boScreen.terminal, theme, resumeHint: 'Leave?', endNotes: [], game: () => bo.gameNumber, debug: true, timings }),
  ];
  try {
    // A referee plays every seat until Ana, the President, gets her window before someone's turn.
    for (let i = 0; i < 300 && host.hosted.status().bribeWindow === null; i++) {
      const seat = pending(session.state).required[0].seat;
      const action = pickUniformly(legalActions(session.state, seat), seedrandom(`c${i}`))!;
      expect(host.hosted.submitFrom(seat, action.type === 'bribe' ? { type: 'draw-card', seat: action.seat } : action, session.state.actionCount).ok).toBe(true);
    }
    expect(host.hosted.status().bribeWindow).toBe(0);
    const next = session.record.players[pending(session.state).required[0].seat].name;
    const wait = 'waiting for Ana, the President, to bribe or pass';
    expect(await settle(() => anaScreen.lastFrame().includes(`${next}'s turn in 5 s – b: bribe · Enter: pass`))).toBe(true);
    expect(await settle(() => boScreen.lastFrame().includes(`${wait} (5 s left)`))).toBe(true);
    // The host's clock moves: the President's screen counts; Bo's follows his own clock, not the host's.
    hostClock.advance(1000);
    expect(await settle(() => anaScreen.lastFrame().includes(`${next}'s turn in 4 s`))).toBe(true);
    expect(boScreen.lastFrame()).toContain(`${wait} (5 s left)`);
    clientClock.advance(2000);
    expect(await settle(() => boScreen.lastFrame().includes(`${wait} (3 s left)`))).toBe(true);
    // Nothing on either screen is wider than the terminal, and the wait is never cut.
    for (const frame of [...anaScreen.frames, ...boScreen.frames]) expect(Math.max(...frame.split('\n').map((l) => columnsOf(l)))).toBeLessThanOrEqual(80);
    expect(boScreen.frames.some((f) => f.includes('to br…'))).toBe(false);
    // The window ends: the countdown goes with it.
    hostClock.advance(4000);
    expect(await settle(() => !boScreen.lastFrame().includes(wait) && !anaScreen.lastFrame().includes(`${next}'s turn in`))).toBe(true);
  } finally {
    anaScreen.stdin.write('\x03');
    boScreen.stdin.write('\x03');
    await Promise.all(screens);
    bo.close();
    await host.close();
  }
}, 60000);

test('the banner puts what does not fit beside the seats on a line of its own, never cutting the wait for the President', () => {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const seat = (connected: boolean, bot = false, host = false) => ({ connected, bot, host });
  const status = { seats: [seat(true, false, true), seat(true), seat(true, true), seat(false)], paused: false, bribeWindow: 0, bribeWindowLeftMs: 4200, link: 'connected' as const, closed: null };
  const wait = 'waiting for Ana, the President, to bribe or pass (5 s left)';
  // The client at 80 columns: the seats, then the wait beside its one key.
  expect(bannerLines(status, names, [1], false, 80)).toEqual(['Table: Ana (host) · Bo (you) · Cy (bot) · Di (away)', `${wait} · t talk`]);
  // The host's keys do not fit beside it: a line each.
  expect(bannerLines(status, names, [], true, 80)).toEqual(['Table: Ana (host) · Bo · Cy (bot) · Di (away)', wait, 't talk · p pause · h hand a seat to a bot or back · i invites']);
  // Wide enough, one line as before; the President is not told to wait for herself.
  expect(bannerLines(status, names, [1], false, 120)).toEqual([`Table: Ana (host) · Bo (you) · Cy (bot) · Di (away) – ${wait}`, 't talk']);
  expect(bannerLines({ ...status, seats: status.seats.map((s, i) => (i === 0 ? seat(true) : s)) }, names, [0], false, 80)).toEqual(['Table: Ana (you) · Bo · Cy (bot) · Di (away)', 't talk']);
});

test('the host\'s screen shows the invites of the seats not yet joined, each going as its player joins, until every seat has', async () => {
  const session = openSession([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di', bot: 'random' }], 'net-invite-panel', 'Ana');
  const tokens = [newToken(), newToken(), newToken(), null];
  const lines = seatInvites({ players: session.record.players, tokens, hostSeat: 0, address: '127.0.0.1', port: 7310, secure: false, fingerprint: null });
  expect(lines.map((l) => l.seat)).toEqual([1, 2]);
  const host = await startHost(session, { tokens, invites: lines, hostSeat: 0, clock: new ManualClock() });
  const hosted = host.hosted;
  const screen = fakeTerminal(80, 24);
  const done = runNetworkTui(hosted.client(), {
    terminal: screen.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), resumeHint: 'End?', endNotes: [], game: () => hosted.gameNumber, debug: true,
    timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  });
  const clients: RemoteTable[] = [];
  try {
    const [bo, cy] = lines.map((l) => l.text);
    expect(await settle(() => screen.lastFrame().includes(bo) && screen.lastFrame().includes(cy))).toBe(true);
    expect(screen.lastFrame()).toContain('Waiting for players to join – send each their line');
    clients.push(await join(host.invite(1, tokens[1]!)));
    expect(await settle(() => !screen.lastFrame().includes(bo))).toBe(true);
    expect(screen.lastFrame()).toContain(cy);
    clients.push(await join(host.invite(2, tokens[2]!)));
    expect(await settle(() => !screen.lastFrame().includes('Waiting for players to join'))).toBe(true);
    // Joined once is enough: a player who drops out does not bring the panel back.
    clients.pop()!.close();
    expect(await settle(() => screen.lastFrame().includes('Cy (away)'))).toBe(true);
    expect(screen.lastFrame()).not.toContain(cy);
    expect(Math.max(...screen.frames.map((f) => f.split('\n').length))).toBeLessThanOrEqual(24);
  } finally {
    screen.stdin.write('\x03');
    await done;
    for (const c of clients) c.close();
    await host.close();
  }
}, 60000);

test('the invites panel wraps a long invite rather than cut it, and keeps to its rows, naming what is left for i', () => {
  const fingerprint = 'ab'.repeat(32);
  const players = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'].map((name) => ({ name }));
  const lines = seatInvites({ players, tokens: players.map((_, i) => `token-of-seat-${i + 1}-xxxxxxx`), hostSeat: 0, address: '192.168.100.200', port: 7310, secure: true, fingerprint });
  const panel = invitePanel([...lines, { seat: null, text: 'Spectators: junta join wss://192.168.100.200:7310/watch --watch' }], new Set([0]), 80, 12);
  expect(panel.length).toBeLessThanOrEqual(12);
  expect(panel.every((l) => columnsOf(l) <= 80)).toBe(true);
  expect(panel.at(-1)).toMatch(/^ {2}… \d more: press i$/);
  // Every invite shown is there whole once its rows are joined again.
  const bare = (t: string) => t.replace(/\s+/g, '');
  const text = bare(panel.slice(1, -1).join(''));
  const whole = lines.filter((l) => text.includes(bare(l.text)));
  expect(whole.length).toBeGreaterThan(0);
  expect(whole.length + Number(/… (\d)/.exec(panel.at(-1)!)![1])).toBe(lines.length + 1);
  // Every seat joined: no panel; the table's own lines alone do not keep it.
  expect(invitePanel(lines, new Set([0, 1, 2, 3, 4, 5]), 80, 12)).toEqual([]);
});

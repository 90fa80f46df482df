// The host's screen and the President's window at a network table, as a group finds them: the invites stay in
// view until every invited seat has joined, the bribe window counts down on the President's screen
// and the waiting players' – over the network too, each terminal on its own injected clock – and
// the banner moves what does not fit beside the seats to a line of its own instead of cutting it.
import seedrandom from 'seedrandom';
import { legalActions, pending, pickUniformly } from '../../src/games/las-cartas/rules/index.js';
import type { RemoteTable } from '../../src/net/client.js';
import { seatInvites } from '../../src/net/invite.js';
import { newToken } from '../../src/net/tokens.js';
import { bannerLines, invitePanel, invitePrintout } from '../../src/ui/network-banner.js';
import { runNetworkTui } from '../../src/ui/network.js';
import { makeTheme } from '../../src/ui/theme.js';
import { columnsOf } from '../../src/ui/width.js';
import { join, ManualClock, startHost, until as eventually } from '../support/net.js';
import { fakeTerminal } from './tty.js';
import { openGame } from '../support/session.js';

test('the bribe window counts down on the President\'s screen and a waiting player\'s, over the network too, each on its own clock; the banner is not cut at 80 columns', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'net-countdown', 'Ana');
  const hostClock = new ManualClock();
  const host = await startHost(session, { holdMs: 5000, clock: hostClock, hostSeat: 0 });
  const clientClock = new ManualClock();
  const bo = await join(host.invite(1), { clock: clientClock });
  const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
  const timings = { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 };
  const anaScreen = fakeTerminal(80, 24);
  const boScreen = fakeTerminal(80, 24);
  const screens = [
    runNetworkTui(host.hosted.client(), { module: session.game, terminal: anaScreen.terminal, theme, resumeHint: 'End?', endNotes: [], game: () => host.hosted.gameNumber, debug: true, timings }),
    runNetworkTui(bo, { module: session.game, terminal: boScreen.terminal, theme, resumeHint: 'Leave?', endNotes: [], game: () => bo.gameNumber, debug: true, timings }),
  ];
  try {
    // A referee plays every seat until Ana, the President, gets her window before someone's turn.
    for (let i = 0; i < 300 && host.hosted.status().hold === null; i++) {
      const seat = pending(session.state).required[0].seat;
      const action = pickUniformly(legalActions(session.state, seat), seedrandom(`c${i}`))!;
      expect(host.hosted.submitFrom(seat, action.type === 'bribe' ? { type: 'draw-card', seat: action.seat } : action, session.state.actionCount).ok).toBe(true);
    }
    expect(host.hosted.status().hold?.seat ?? null).toBe(0);
    const next = session.record.players[pending(session.state).required[0].seat].name;
    const wait = 'waiting for Ana, the President, to bribe or pass';
    expect(await eventually(() => anaScreen.lastFrame().includes(`${next}'s turn in 5 s – b: bribe · Enter: pass`))).toBe(true);
    expect(await eventually(() => boScreen.lastFrame().includes(`${wait} (5 s left)`))).toBe(true);
    // The host's clock moves: the President's screen counts; Bo's follows his own clock, not the host's.
    hostClock.advance(1000);
    expect(await eventually(() => anaScreen.lastFrame().includes(`${next}'s turn in 4 s`))).toBe(true);
    expect(boScreen.lastFrame()).toContain(`${wait} (5 s left)`);
    clientClock.advance(2000);
    expect(await eventually(() => boScreen.lastFrame().includes(`${wait} (3 s left)`))).toBe(true);
    // Nothing on either screen is wider than the terminal, and the wait is never cut.
    for (const frame of [...anaScreen.frames, ...boScreen.frames]) expect(Math.max(...frame.split('\n').map((l) => columnsOf(l)))).toBeLessThanOrEqual(80);
    expect(boScreen.frames.some((f) => f.includes('to br…'))).toBe(false);
    // The window ends: the countdown goes with it.
    hostClock.advance(4000);
    expect(await eventually(() => !boScreen.lastFrame().includes(wait) && !anaScreen.lastFrame().includes(`${next}'s turn in`))).toBe(true);
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
  const status = { seats: [seat(true, false, true), seat(true), seat(true, true), seat(false)], paused: false, hold: { seat: 0, key: 'b', label: 'bribe', role: 'the President' }, holdLeftMs: 4200, link: 'connected' as const, closed: null };
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
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di', bot: 'random' }], 'net-invite-panel', 'Ana');
  const tokens = [newToken(), newToken(), newToken(), null];
  const lines = seatInvites({ title: 'Las Cartas', players: session.record.players, tokens, hostSeat: 0, address: '127.0.0.1', port: 7310, secure: false, fingerprint: null });
  expect(lines.map((l) => l.seat)).toEqual([1, 2]);
  const host = await startHost(session, { tokens, invites: lines, hostSeat: 0, clock: new ManualClock() });
  const hosted = host.hosted;
  // At 80 columns each command is whole on a row of its own, under the line naming its seat and game.
  const screen = fakeTerminal(80, 24);
  const done = runNetworkTui(hosted.client(), {
    module: session.game, terminal: screen.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), resumeHint: 'End?', endNotes: [], game: () => hosted.gameNumber, debug: true,
    timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  });
  const clients: RemoteTable[] = [];
  try {
    const [bo, cy] = lines.map((l) => l.command!);
    expect(await eventually(() => screen.lastFrame().includes(bo) && screen.lastFrame().includes(cy))).toBe(true);
    expect(screen.lastFrame()).toContain('Waiting for players to join – send each their line');
    clients.push(await join(host.invite(1, tokens[1]!)));
    expect(await eventually(() => !screen.lastFrame().includes(bo))).toBe(true);
    expect(screen.lastFrame()).toContain(cy);
    clients.push(await join(host.invite(2, tokens[2]!)));
    expect(await eventually(() => !screen.lastFrame().includes('Waiting for players to join'))).toBe(true);
    // Joined once is enough: a player who drops out does not bring the panel back.
    clients.pop()!.close();
    expect(await eventually(() => screen.lastFrame().includes('Cy (away)'))).toBe(true);
    expect(screen.lastFrame()).not.toContain(cy);
    expect(Math.max(...screen.frames.map((f) => f.split('\n').length))).toBeLessThanOrEqual(24);
  } finally {
    screen.stdin.write('\x03');
    await done;
    for (const c of clients) c.close();
    await host.close();
  }
}, 60000);

test('the invites panel never breaks a `junta join` command across rows: whole on a row of its own, or, wider than the screen, left to w; it keeps to its rows, naming what is left for i', () => {
  const fingerprint = 'ab'.repeat(32);
  const players = ['Anastasia-Maximilia', 'Bartholomew-Fitzger', 'Cleopatra-Philadelp', 'Di', 'Eva', 'Fe'].map((name) => ({ name }));
  const tokens = players.map(() => newToken());
  const spec = { title: 'Viva el Presidente!', players, tokens, hostSeat: 0, address: '192.168.100.200', port: 7310 };
  // Without TLS the command fits in 80 columns: each is whole on one row, as it would be pasted.
  const plain = seatInvites({ ...spec, secure: false, fingerprint: null });
  const rows = invitePanel(plain, new Set([0]), 80, 24);
  expect(rows.every((l) => columnsOf(l) <= 80)).toBe(true);
  for (const line of plain) expect(rows.filter((row) => row.trim() === line.command)).toHaveLength(1);
  expect(rows.some((row) => /junta join\s*$/.test(row))).toBe(false);
  // With a self-signed certificate its fingerprint makes it wider than the screen: no row holds a piece of it; each says w prints it whole.
  const secure = seatInvites({ ...spec, secure: true, fingerprint });
  expect(secure.every((line) => columnsOf(line.command!) > 80)).toBe(true);
  const panel = invitePanel([...secure, { seat: null, text: 'Spectators: junta join wss://192.168.100.200:7310/watch --watch', command: 'junta join wss://192.168.100.200:7310/watch --watch' }], new Set([0]), 80, 12);
  expect(panel.length).toBeLessThanOrEqual(12);
  expect(panel.every((l) => columnsOf(l) <= 80)).toBe(true);
  expect(panel.at(-1)).toMatch(/^ {2}… \d more: press i$/);
  expect(panel.some((row) => row.includes('wss://') || row.includes(fingerprint.slice(0, 20)) || row.includes('junta join'))).toBe(false);
  const told = panel.filter((row) => row.includes('w shows it whole, to copy'));
  expect(told.length).toBeGreaterThan(0);
  expect(told.length + Number(/… (\d)/.exec(panel.at(-1)!)![1])).toBe(secure.length + 1);
  // What w prints: each command whole on a line of its own, under its heading.
  const printed = invitePrintout(secure);
  for (const line of secure) expect(printed.filter((l) => l.trim() === line.command)).toHaveLength(1);
  // Every seat joined: no panel; the table's own lines alone do not keep it.
  expect(invitePanel(plain, new Set([0, 1, 2, 3, 4, 5]), 80, 12)).toEqual([]);
});

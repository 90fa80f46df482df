// Viva's windows over the wire (V30): every eligible seat is asked at its own terminal,
// and a window nobody answers within the host's window time passes for that seat – the same time
// for every seat and every window whatever it holds; the status tells every seat alike who is
// asked and the time left. No wall clock: the table runs on a hand-moved clock.
import { sentOf, vivaTable } from '../support/viva-host.js';

/** The last action applied, by whom. */
const lastAction = (t: Awaited<ReturnType<typeof vivaTable>>) => t.session.record.actions.at(-1) as { type: string; seat: string };

test('a window nobody answers passes for its seat after exactly the window time, whether or not the seat holds a card to play', async () => {
  const t = await vivaTable({ seed: 'windows-time', variant: 'expert' });
  const peers = t.names.map((_, seat) => t.seated(seat));
  // The welcome names the game, by its record format and its title, and the window time.
  expect(sentOf(peers[1].peer, 'welcome')[0]).toMatchObject({ rules: 'junta-viva/1', title: 'Junta: Viva el Presidente!', windowMs: 10_000 });
  const kinds = { playable: 0, passOnly: 0 };
  for (let n = 0; n < 24; n++) {
    if (!await t.playUntil(() => t.windowSeats().length > 0)) break;
    const [seat] = t.windowSeats();
    const step = t.session.actionCount;
    const choices = t.session.game.rules.legalActions(t.session.state, seat);
    if (choices.actions.length + choices.samplers.length > 1) kinds.playable += 1;
    else kinds.passOnly += 1;
    // Asked now, with the whole window time, and every seat told alike.
    expect(t.hosted.status()).toMatchObject({ window: { seats: [seat] }, windowLeftMs: 10_000 });
    const told = peers.map((p) => JSON.stringify(sentOf(p.peer, 'status').at(-1)));
    expect(new Set(told).size).toBe(1);
    expect(JSON.parse(told[0])).toMatchObject({ window: [seat], windowLeftMs: 10_000 });
    t.clock.advance(9_999);
    expect(t.session.actionCount).toBe(step);
    expect(t.hosted.status().windowLeftMs).toBe(1);
    t.clock.advance(1);
    expect(t.session.actionCount).toBe(step + 1);
    expect(lastAction(t)).toEqual({ type: 'pass', seat: t.names[seat] });
  }
  // Both kinds of seat were asked, and each waited the same time.
  expect(kinds.playable).toBeGreaterThan(0);
  expect(kinds.passOnly).toBeGreaterThan(0);
}, 60000);

test('an answer in time is the seat\'s own; the next window is timed from the start again', async () => {
  const t = await vivaTable({ seed: 'windows-answer' });
  expect(await t.playUntil(() => t.windowSeats().length > 0)).toBe(true);
  const [seat] = t.windowSeats();
  t.clock.advance(6_000);
  const pass = t.session.pending().required[0].window!.pass;
  expect(t.hosted.submitFrom(seat, pass, t.session.actionCount).ok).toBe(true);
  expect(await t.playUntil(() => t.windowSeats().length > 0)).toBe(true);
  expect(t.hosted.status().windowLeftMs).toBe(10_000);
  t.clock.advance(4_000);
  expect(t.hosted.status().windowLeftMs).toBe(6_000);
});

test('no window time runs for a seat a bot plays, while the table is paused, or with a window time of 0', async () => {
  const t = await vivaTable({ seed: 'windows-held' });
  expect(await t.playUntil(() => t.windowSeats().length > 0)).toBe(true);
  const step = t.session.actionCount;
  t.hosted.togglePause();
  expect(t.hosted.status()).toMatchObject({ window: null, windowLeftMs: null });
  t.clock.advance(60_000);
  expect(t.session.actionCount).toBe(step);
  // Resumed, the window is asked with its whole time again.
  t.hosted.togglePause();
  expect(t.hosted.status().windowLeftMs).toBe(10_000);
  t.clock.advance(10_000);
  expect(t.session.actionCount).toBe(step + 1);

  const off = await vivaTable({ seed: 'windows-held', windowMs: 0 });
  expect(await off.playUntil(() => off.windowSeats().length > 0)).toBe(true);
  const at = off.session.actionCount;
  off.clock.advance(600_000);
  expect(off.session.actionCount).toBe(at);
  expect(off.hosted.status()).toMatchObject({ window: null, windowLeftMs: null });

  // A seat handed to a bot while asked: the bot answers, nothing is timed; handed back, it is asked with the whole time.
  const handed = await vivaTable({ seed: 'windows-bots' });
  expect(await handed.playUntil(() => handed.windowSeats().length > 0)).toBe(true);
  const [seat] = handed.windowSeats();
  handed.clock.advance(3_000);
  handed.hosted.toggleBot(seat);
  expect(handed.hosted.status()).toMatchObject({ window: null, windowLeftMs: null });
  handed.hosted.toggleBot(seat);
  expect(handed.hosted.status()).toMatchObject({ window: { seats: [seat] }, windowLeftMs: 10_000 });
});

test('the banner tells the seats asked their time left before they pass, and the others whom the table waits for', async () => {
  const { bannerLines } = await import('../../src/ui/network-banner.js');
  const names = ['Ana', 'Bo', 'Cy'];
  const status = {
    seats: names.map(() => ({ connected: true, bot: false, host: false })), paused: false, hold: null, holdLeftMs: null,
    window: { seats: [1], label: 'a before-combat card' }, windowLeftMs: 12_300, link: 'connected' as const, closed: null,
  };
  expect(bannerLines(status, names, [1], false, 200)[0]).toBe('Table: Ana · Bo (you) · Cy – a before-combat card or pass (13 s left): unanswered, it passes');
  expect(bannerLines(status, names, [0], false, 200)[0]).toBe('Table: Ana (you) · Bo · Cy – waiting for Bo: a before-combat card or pass (13 s left)');
  expect(bannerLines({ ...status, window: null, windowLeftMs: null }, names, [0], false, 200)[0]).toBe('Table: Ana (you) · Bo · Cy');
});

test('a client shows the window the host times, in the game\'s words from its own view, counted down on its own clock', async () => {
  const { TableServer } = await import('../../src/net/server.js');
  const { join, ManualClock, until } = await import('../support/net.js');
  const t = await vivaTable({ seed: 'windows-client' });
  const server = await TableServer.listen({ port: 0, bind: '127.0.0.1' });
  server.add(t.hosted, '');
  const clock = new ManualClock();
  expect(await t.playUntil(() => t.windowSeats().length > 0)).toBe(true);
  const [seat] = t.windowSeats();
  const label = t.session.pending().required[0].window!.label;
  const client = await join<unknown, unknown, unknown, unknown>(`ws://127.0.0.1:${server.port}/t/${seat + 1}#${t.tokens[seat]}`, { clock });
  try {
    expect(client.windowMs).toBe(10_000);
    expect(client.title).toBe('Junta: Viva el Presidente!');
    expect(await until(() => client.live.status().window !== null && client.live.status().window !== undefined)).toBe(true);
    expect(client.live.status()).toMatchObject({ window: { seats: [seat], label }, windowLeftMs: 10_000 });
    clock.advance(3_000);
    expect(client.live.status().windowLeftMs).toBe(7_000);
    // Answered, the window is the next one's (or none) on the client too.
    expect(t.hosted.submitFrom(seat, t.session.pending().required[0].window!.pass, t.session.actionCount).ok).toBe(true);
    expect(await until(() => client.step === t.session.actionCount)).toBe(true);
    const next = t.hosted.status().window ?? null;
    expect(await until(() => JSON.stringify(client.live.status().window ?? null) === JSON.stringify(next))).toBe(true);
  } finally {
    client.close();
    t.hosted.end('over');
    await server.close();
  }
});

// The host's rules for connections, without sockets: fake peers and a clock moved by
// hand, so every timeout and rate is exact. Identification, tokens, floods, caps, requests that
// name another seat, resent actions, pause, a seat handed to a bot, and R11's bribe window.
import seedrandom from 'seedrandom';
import { randomBot } from '../../src/games/las-cartas/bots/random.js';
import type { Bot } from '../support/las-cartas.js';
import { legalActions, pending, pickUniformly, RECORD_FORMAT, type Action } from '../../src/games/las-cartas/rules/index.js';
import { HostedTable, LIMITS } from '../../src/net/host.js';
import { limitKey } from '../../src/net/address.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import { newToken } from '../../src/net/tokens.js';
import { Session } from '../../src/session/runner.js';
import { table, tableOf } from '../support/host.js';
import { NET_GAMES, VIVA_NET } from '../support/net-games.js';
import type { Choices } from '../../src/core/game.js';
import { randomChoice } from '../../src/core/random-bot.js';
import type { VivaState } from '../../src/games/viva/rules/types.js';
import { ManualClock } from '../support/net.js';
import { game as LAS_CARTAS, type Session as LasCartasSession } from '../support/las-cartas.js';

/** One legal action for whoever must act (a referee, not a player). */
function someAction(session: LasCartasSession, seed: string): { seat: number; action: Action } {
  const seat = pending(session.state).required[0].seat;
  return { seat, action: pickUniformly(legalActions(session.state, seat), seedrandom(seed))! };
}

// The hardening holds for every game's tables alike (strangers cannot stall or read any of them): the same checks on a Las
// Cartas table and on a Viva one.
describe.each(NET_GAMES)('%s tables', (_id, game) => {
  describe('identification', () => {
    test('a connection receives nothing but the answer to its identification until it has identified itself', async () => {
      const t = await tableOf(game);
      const c = t.open(1);
      c.say({ type: 'sync', since: -1 });
      c.say({ type: 'action', id: 1, step: 0, action: { type: 'draw-card', seat: 'Bo' } });
      c.say('{"type":"hello"');
      expect(c.peer.types()).toEqual(['error', 'error', 'error']);
      c.say({ type: 'hello', protocol: PROTOCOL, token: t.tokens[1], since: -1 });
      expect(c.peer.types()).toEqual(['error', 'error', 'error', 'welcome', 'update', 'status']);
      expect(JSON.parse(c.peer.sent.find((s) => s.includes('"update"'))!).view.seat).toBe(1);
    });

    test('a connection that does not identify itself within 2 s is closed', async () => {
      const t = await tableOf(game);
      const c = t.open(0);
      expect(LIMITS.identifyMs).toBe(2_000);
      t.clock.advance(LIMITS.identifyMs - 1);
      expect(c.peer.closedWith).toBeNull();
      t.clock.advance(1);
      expect(c.peer.codes()).toEqual(['identify']);
      expect(c.peer.closedWith).toBe(1008);
    });

    test('a client of another protocol version – the one before the bribe countdown, the one before games were named, the one before windows were timed, the one before a step could be marked as timed out, or one from elsewhere – is told so in one line and closed', async () => {
      expect(PROTOCOL).toBe('junta-table/5');
      for (const version of ['junta-table/1', 'junta-table/2', 'junta-table/3', 'junta-table/4', 'junta-table/9']) {
        const t = await tableOf(game);
        const c = t.open(0);
        c.say({ type: 'hello', protocol: version, token: t.tokens[0], since: -1 });
        expect(c.peer.codes()).toEqual(['version']);
        expect(c.peer.last().message).toBe(`this host speaks ${PROTOCOL}, not ${version}: use the same version of junta as the host`);
        expect(c.peer.closedWith).toBe(1002);
      }
    });

    test('wrong tokens are refused and, past the limit, not even checked (per address and seat); the right token always gets in; the lock ends after its window', async () => {
      const t = await tableOf(game);
      const c = t.open(2, '10.0.0.66');
      for (let i = 0; i < LIMITS.failures + 1; i++) c.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
      expect(c.peer.codes()).toEqual([...Array(LIMITS.failures).fill('bad-token'), 'locked']);
      // Locked for seat 3 from that address, yet its right token is admitted there, and seat 1 is not locked.
      const right = t.seated(2, '10.0.0.66');
      expect(right.peer.types()).toContain('welcome');
      const other = t.open(0, '10.0.0.66');
      other.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
      expect(other.peer.codes()).toEqual(['bad-token']);
      // Throughout, the wrong-token connection received no view, status or talk.
      expect(c.peer.types().every((type) => type === 'error')).toBe(true);
      t.clock.advance(LIMITS.failureWindowMs + 1);
      const later = t.open(2, '10.0.0.66');
      later.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
      expect(later.peer.codes()).toEqual(['bad-token']);
    });

    test('per-address limits count an IPv6 address by its /64 and an IPv4-mapped one as its IPv4 address', async () => {
      const t = await tableOf(game);
      // Wrong tokens from ever-new addresses of one /64 are one address's.
      const guesses = Array.from({ length: LIMITS.failures + 1 }, (_, i) => {
        const c = t.open(1, `2001:db8:5:6::${(i + 1).toString(16)}`);
        c.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
        return c.peer.codes()[0];
      });
      expect(guesses).toEqual([...Array(LIMITS.failures).fill('bad-token'), 'locked']);
      const elsewhere = t.open(1, '2001:db8:5:7::1');
      elsewhere.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
      expect(elsewhere.peer.codes()).toEqual(['bad-token']);
      // Waiting connections too: a /64 holds as many as one address, and ::ffff:10.9.9.9 is 10.9.9.9.
      const waiting = Array.from({ length: LIMITS.unidentifiedPerAddress + 1 }, (_, i) => t.open(0, i % 2 ? '10.9.9.9' : '::ffff:10.9.9.9').peer);
      expect(waiting.map((p) => p.closedWith)).toEqual([1013, ...Array(LIMITS.unidentifiedPerAddress).fill(null)]);
      expect(limitKey('2001:0db8:0005:0006:ffff:1:2:3')).toBe('2001:db8:5:6::/64');
      expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
      expect(limitKey('192.168.1.20')).toBe('192.168.1.20');
    });

    test('a seat of another table, a bot seat or an empty token is refused like a wrong token', async () => {
      const t = await tableOf(game);
      const c = t.open(0);
      c.say({ type: 'hello', protocol: PROTOCOL, since: -1 });
      c.say({ type: 'hello', protocol: PROTOCOL, token: '', since: -1 });
      expect(c.peer.codes()).toEqual(['bad-token', 'bad-token']);
    });

  });

  describe('requests are answered for the proven seat only', () => {
    test('a resync or a view request naming another seat is malformed; an action for another seat is refused', async () => {
      const t = await tableOf(game);
      const bo = t.seated(1);
      const before = bo.peer.sent.length;
      bo.say({ type: 'sync', since: -1, seat: 0 });
      bo.say({ type: 'view', seat: 0 });
      bo.say({ type: 'hello', protocol: PROTOCOL, token: t.tokens[0], since: -1 });
      const { action } = game.someAction(t.session, 'x');
      bo.say({ type: 'action', id: 7, step: t.session.actionCount, action: { ...(action as object), seat: 'Ana' } });
      const answers = bo.peer.sent.slice(before).map((s) => JSON.parse(s));
      expect(answers.map((m) => m.type)).toEqual(['error', 'error', 'error', 'result']);
      expect(answers[3].error.code).toBe('not-your-turn');
      expect(t.session.actionCount).toBe(0);
      // Its plain resync is answered with its own seat's view.
      bo.say({ type: 'sync', since: -1 });
      expect(bo.peer.last().view.seat).toBe(1);
    });

    test('malformed JSON, unknown types, binary frames and oversized messages change nothing', async () => {
      const t = await tableOf(game);
      const ana = t.seated(0);
      const state = JSON.stringify(t.session.state);
      ana.say('not json');
      ana.say('{"type":"teleport"}');
      ana.conn.receive(Buffer.from([0, 1, 2, 255]), true);
      ana.say({ type: 'talk', to: null, text: 'x'.repeat(70_000) });
      expect(ana.peer.codes()).toEqual(['malformed', 'malformed', 'malformed', 'too-large']);
      expect(ana.peer.closedWith).toBe(1009);
      expect(JSON.stringify(t.session.state)).toBe(state);
    });

    test('more than 20 messages a second sustained is a flood: error, closed; 20 a second is fine', async () => {
      const t = await tableOf(game);
      const steady = t.seated(0);
      for (let i = 0; i < 200; i++) {
        t.clock.advance(50);
        steady.say({ type: 'sync', since: 999 });
      }
      expect(steady.peer.codes()).toEqual([]);
      const flood = t.seated(1);
      for (let i = 0; i < LIMITS.messageBurst + 5; i++) flood.say({ type: 'sync', since: 999 });
      expect(flood.peer.codes()).toEqual(['flood']);
      expect(flood.peer.closedWith).toBe(1008);
      expect(t.hosted.status().seats[1].connected).toBe(false);
    });

    test('connections that have not identified have their own budget, in all and per address: a newcomer evicts the oldest, never the reverse', async () => {
      const t = await tableOf(game);
      const one = Array.from({ length: LIMITS.unidentifiedPerAddress + 2 }, () => t.open(0, '10.0.0.1').peer);
      // One address: its two oldest made room for its newest.
      expect(one.map((p) => p.closedWith)).toEqual([1013, 1013, ...Array(LIMITS.unidentifiedPerAddress).fill(null)]);
      expect(one[0].codes()).toEqual(['busy']);
      const many = Array.from({ length: LIMITS.unidentified }, (_, i) => t.open(1, `10.1.0.${i}`).peer);
      // In all: the oldest of all went first (10.0.0.1's, then the first of the many).
      expect(one.every((p) => p.closedWith === 1013)).toBe(true);
      expect(many.filter((p) => p.closedWith !== null)).toEqual([]);
      const seat = t.seated(2, '10.2.0.1');
      expect(seat.peer.types()).toContain('welcome');
      expect(many[0].closedWith).toBe(1013);
      expect(many.slice(1).every((p) => p.closedWith === null)).toBe(true);
    });

    test('at most 32 identified connections: spectators beyond are refused as full; a seat proving its token always gets in', async () => {
      const t = await tableOf(game, 3, { spectators: true });
      const watchers = Array.from({ length: LIMITS.connections + 1 }, (_, i) => {
        const c = t.open('watch', `10.3.0.${i}`);
        c.say({ type: 'hello', protocol: PROTOCOL, since: -1 });
        return c.peer;
      });
      expect(watchers.slice(0, -1).every((p) => p.closedWith === null && p.types().includes('welcome'))).toBe(true);
      expect(watchers.at(-1)!.codes()).toEqual(['full']);
      expect(watchers.at(-1)!.closedWith).toBe(1013);
      expect(t.seated(0).peer.types()).toContain('welcome');
    });

    test('a second terminal opening a seat replaces the first, which is told so', async () => {
      const t = await tableOf(game);
      const first = t.seated(0);
      const second = t.seated(0);
      expect(first.peer.codes()).toEqual(['replaced']);
      expect(second.peer.types()).toContain('update');
    });
  });
});

describe('spectators', () => {
  test('spectators only when the host allows them, and they get the public view', async () => {
    const closed = await table();
    const refused = closed.open('watch');
    refused.say({ type: 'hello', protocol: PROTOCOL, since: -1 });
    expect(refused.peer.codes()).toEqual(['no-spectators']);
    const open = await table(3, { spectators: true });
    const watcher = open.open('watch');
    watcher.say({ type: 'hello', protocol: PROTOCOL, since: -1 });
    const update = JSON.parse(watcher.peer.sent.find((s) => s.includes('"update"'))!);
    expect(update.view.seat).toBe(-1);
    expect(update.view.hand).toEqual([]);
    expect(update.log.flatMap((s: { events: { to?: number[] }[] }) => s.events).every((e: { to?: number[] }) => !e.to)).toBe(true);
    watcher.say({ type: 'action', id: 1, step: 0, action: { type: 'draw-card', seat: 'Ana' } });
    expect(watcher.peer.last().error.code).toBe('not-your-turn');
  });
});

describe('actions', () => {
  test('a resent action (same step, its answer lost) is applied at most once', async () => {
    const t = await table();
    const { seat, action } = someAction(t.session, 'resend');
    const first = t.seated(seat);
    const step = t.session.state.actionCount;
    first.say({ type: 'action', id: 1, step, action });
    expect(t.session.state.actionCount).toBe(step + 1);
    // The connection drops before the answer is read; the client reconnects and resends.
    first.conn.closed();
    const again = t.seated(seat);
    again.say({ type: 'action', id: 1, step, action });
    expect(again.peer.last()).toEqual({ type: 'result', id: 1, step: step + 1 });
    expect(t.session.state.actionCount).toBe(step + 1);
    expect(t.session.record.actions).toHaveLength(step + 1);
    // Another action at that old step is stale.
    again.say({ type: 'action', id: 2, step, action: { type: 'end-turn', seat: action.seat } });
    expect(again.peer.last().error.code).toBe('stale');
  });

  test('Viva: a resent secret order is applied once, also when another seat\'s order came in before the resend', async () => {
    const t = await tableOf(VIVA_NET, 4);
    const phase = () => (t.session.state as VivaState).phase;
    // A referee plays the table up to the orders, where every Golpista orders at once (V9).
    for (let i = 0; phase() !== 'orders' || t.session.pending().required.length < 2; i++) {
      expect(i).toBeLessThan(500);
      const { seat, action } = VIVA_NET.someAction(t.session, `to-orders-${i}`);
      expect(t.hosted.submitFrom(seat, action, t.session.actionCount).ok).toBe(true);
    }
    const [first, second] = t.session.pending().required.map((d) => d.seat);
    const order = (seat: number, seed: string) => randomChoice(VIVA_NET.module.botChoices(t.session.state, seat, null) as Choices<unknown>, seedrandom(seed), 0);
    const step = t.session.actionCount;
    const mine = order(first, 'first');
    const ana = t.seated(first);
    ana.say({ type: 'action', id: 1, step, action: mine });
    expect(ana.peer.last()).toEqual({ type: 'result', id: 1, step: step + 1 });
    // Its answer is lost with the connection; meanwhile another Golpista orders.
    ana.conn.closed();
    const other = t.seated(second);
    other.say({ type: 'action', id: 1, step: step + 1, action: order(second, 'second') });
    expect(t.session.actionCount).toBe(step + 2);
    const again = t.seated(first);
    again.say({ type: 'action', id: 1, step, action: mine });
    expect(again.peer.last()).toEqual({ type: 'result', id: 1, step: step + 1 });
    expect(t.session.actionCount).toBe(step + 2);
    const name = t.session.record.players[first].name;
    expect(t.session.record.actions.filter((a) => (a as { seat: string }).seat === name && (a as { type: string }).type === 'orders')).toHaveLength(1);
  });

  test('Las Cartas: the first President\'s vote, every seat at once before any action (R1), counts when decided at step 0 after another\'s vote; resent, it applies once', async () => {
    const t = await table(3, { firstPresident: 'vote' });
    expect(t.session.state.actionCount).toBe(0);
    expect(pending(t.session.state).required.map((d) => d.seat)).toEqual([0, 1, 2]);
    const vote = (seat: number, seed: string) => pickUniformly(legalActions(t.session.state, seat), seedrandom(seed))!;
    // Ana and Bo both decide at step 0; Bo's vote comes in first.
    const ana = vote(0, 'ana');
    const bo = t.seated(1);
    bo.say({ type: 'action', id: 1, step: 0, action: vote(1, 'bo') });
    expect(bo.peer.last()).toEqual({ type: 'result', id: 1, step: 1 });
    const first = t.seated(0);
    first.say({ type: 'action', id: 1, step: 0, action: ana });
    expect(first.peer.last()).toEqual({ type: 'result', id: 1, step: 2 });
    // Its answer is lost with the connection; meanwhile Cy votes; the resend applies nothing.
    first.conn.closed();
    const cy = t.seated(2);
    cy.say({ type: 'action', id: 1, step: 2, action: vote(2, 'cy') });
    expect(cy.peer.last()).toEqual({ type: 'result', id: 1, step: 3 });
    const again = t.seated(0);
    again.say({ type: 'action', id: 1, step: 0, action: ana });
    expect(again.peer.last()).toEqual({ type: 'result', id: 1, step: 2 });
    expect(t.session.record.actions.filter((a) => (a as { seat: string }).seat === 'Ana')).toHaveLength(1);
    // Another vote of Ana's at step 0 is stale: she has voted since.
    again.say({ type: 'action', id: 2, step: 0, action: vote(0, 'ana-again') });
    expect(again.peer.last().error.code).toBe('stale');
  });

  test('a paused table refuses actions and runs no bots; a seat handed to a bot is played by it, then given back', async () => {
    const t = await table();
    const { seat, action } = someAction(t.session, 'pause');
    const c = t.seated(seat);
    t.hosted.togglePause();
    c.say({ type: 'action', id: 1, step: 0, action });
    expect(c.peer.last().error.code).toBe('paused');
    t.hosted.toggleBot(seat);
    expect(t.hosted.status().seats[seat].bot).toBe(true);
    t.clock.advance(10_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.session.state.actionCount).toBe(0);
    c.say({ type: 'action', id: 2, step: 0, action });
    expect(c.peer.last().error.code).toBe('paused');
    t.hosted.togglePause();
    c.say({ type: 'action', id: 3, step: 0, action });
    expect(c.peer.last().error.code).toBe('not-your-turn');
    t.clock.advance(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(t.session.state.actionCount).toBe(1);
    expect(t.session.record.players[seat].bot).toBeUndefined();
    t.hosted.toggleBot(seat);
    expect(t.hosted.status().seats[seat].bot).toBe(false);
  });
});

describe('a bot that is still thinking when the table changes', () => {
  /** A random bot whose every decision waits until the test lets it go. */
  function slowBot() {
    const waiting: (() => void)[] = [];
    const bot: Bot = {
      kind: 'slow',
      decide: (view, legal, random) => new Promise((resolve) => waiting.push(() => resolve(randomBot.decide(view, legal, random) as Action | null))),
    };
    return { bot, release: async () => {
      for (const go of waiting.splice(0)) go();
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    }, waiting };
  }
  /** Moves the clock, then lets the bot's turn reach its decision (a few promise steps). */
  const advance = async (clock: ManualClock, ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  async function slowTable(slow: ReturnType<typeof slowBot>) {
    const clock = new ManualClock();
    const session = Session.open(LAS_CARTAS, { format: RECORD_FORMAT, seed: 'slow-bot', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'slow' }], options: { firstPresident: 'vote' }, actions: [] },
      { autosave: null, bots: { slow: slow.bot } });
    const hosted = await HostedTable.open({ session, tokens: [newToken(), newToken(), null], clock, botDelayMs: 0, holdMs: 0 });
    return { clock, session, hosted };
  }

  test('a decision that comes back after the host ended the table is dropped: nothing is applied (so nothing more is saved)', async () => {
    const slow = slowBot();
    const t = await slowTable(slow);
    await advance(t.clock, 1);
    expect(slow.waiting.length).toBe(1);
    const before = t.session.state.actionCount;
    t.hosted.end('The host ended the table.');
    await slow.release();
    expect(t.session.state.actionCount).toBe(before);
  });

  test('paused mid-thought: the decision is dropped, and the bot decides afresh once the table goes on', async () => {
    const slow = slowBot();
    const t = await slowTable(slow);
    await advance(t.clock, 1);
    t.hosted.togglePause();
    await slow.release();
    expect(t.session.state.actionCount).toBe(0);
    await advance(t.clock, 10_000);
    expect(slow.waiting.length).toBe(0);
    t.hosted.togglePause();
    await advance(t.clock, 1);
    expect(slow.waiting.length).toBe(1);
    await slow.release();
    expect(t.session.state.actionCount).toBe(1);
  });

  test('a decision for a state that another seat has moved on from is dropped, not applied to the new one', async () => {
    const slow = slowBot();
    const t = await slowTable(slow);
    await advance(t.clock, 1);
    // Everyone names a President at once (R1): Ana names hers while Cy's bot still thinks.
    const ana = pickUniformly(legalActions(t.session.state, 0), seedrandom('ana'))!;
    expect(t.session.submit(ana).ok).toBe(true);
    await slow.release();
    // Cy's decision was for the state before Ana's: dropped, then made again for the new one.
    expect(t.session.state.actionCount).toBe(1);
    await advance(t.clock, 1);
    expect(slow.waiting.length).toBe(1);
    await slow.release();
    expect(t.session.state.actionCount).toBe(2);
  });
});

describe("R11 over a network: the President's bribe window", () => {
  /** Plays referee actions until a window opens (or `max` actions). */
  function toWindow(t: Awaited<ReturnType<typeof table>>, max = 200): void {
    for (let i = 0; i < max && t.hosted.status().hold === null; i++) {
      const { seat, action } = someAction(t.session, `w${i}`);
      const result = t.hosted.submitFrom(seat, action.type === 'bribe' ? { type: 'draw-card', seat: action.seat } : action, t.session.state.actionCount);
      if (!result.ok) throw new Error(result.error.message);
    }
  }

  test('before a voting turn the next player waits for a human President, who passes with Enter', async () => {
    const t = await table(3, { holdMs: 5000 });
    toWindow(t);
    const president = t.hosted.status().hold!.seat;
    expect(president).toBe(t.session.state.president);
    const { seat, action } = someAction(t.session, 'next');
    expect(seat).not.toBe(president);
    const next = t.seated(seat);
    expect(JSON.parse(next.peer.sent.find((s) => s.includes('"status"'))!).hold).toBe(president);
    next.say({ type: 'action', id: 1, step: t.session.state.actionCount, action });
    expect(next.peer.last().error.code).toBe('waiting');
    t.hosted.passOffer(president, false);
    expect(t.hosted.status().hold?.seat ?? null).toBeNull();
    next.say({ type: 'action', id: 2, step: t.session.state.actionCount, action });
    expect(next.peer.last().step).toBeGreaterThan(0);
  });

  test('the window closes by itself after --bribe-window ms; passing for the round stops it until the next round', async () => {
    const t = await table(3, { holdMs: 5000 });
    toWindow(t);
    t.clock.advance(4999);
    expect(t.hosted.status().hold?.seat ?? null).not.toBeNull();
    t.clock.advance(1);
    expect(t.hosted.status().hold?.seat ?? null).toBeNull();
    const round = t.session.state.round;
    toWindow(t);
    t.hosted.passOffer(t.hosted.status().hold!.seat, true);
    for (let i = 0; i < 400 && t.session.state.round === round && !t.session.finished; i++) {
      expect(t.hosted.status().hold?.seat ?? null).toBeNull();
      const { seat, action } = someAction(t.session, `r${i}`);
      t.hosted.submitFrom(seat, action.type === 'bribe' ? { type: 'draw-card', seat: action.seat } : action, t.session.state.actionCount);
    }
  });

  test('the window counts down on the table\'s clock: its time left in every status sent, the screens here told at each whole second, nothing more on the wire', async () => {
    const t = await table(3, { holdMs: 5000 });
    toWindow(t);
    const president = t.hosted.status().hold!.seat;
    const other = t.seated((president + 1) % 3);
    const statuses = () => other.peer.sent.map((s) => JSON.parse(s)).filter((m) => m.type === 'status');
    expect(t.hosted.status().holdLeftMs).toBe(5000);
    expect(statuses().at(-1)).toMatchObject({ hold: president, holdLeftMs: 5000 });
    let told = 0;
    t.hosted.subscribe(() => (told += 1));
    const sent = other.peer.sent.length;
    t.clock.advance(999);
    expect([told, t.hosted.status().holdLeftMs]).toEqual([0, 4001]);
    t.clock.advance(1);
    expect([told, t.hosted.status().holdLeftMs]).toEqual([1, 4000]);
    t.clock.advance(2500);
    expect([told, t.hosted.status().holdLeftMs]).toEqual([3, 1500]);
    expect(other.peer.sent.length).toBe(sent);
    // One who connects now learns the time left, not the whole window.
    const late = t.seated((president + 2) % 3);
    expect(late.peer.sent.map((s) => JSON.parse(s)).find((m) => m.type === 'status')).toMatchObject({ hold: president, holdLeftMs: 1500 });
    t.clock.advance(1500);
    expect(t.hosted.status()).toMatchObject({ hold: null, holdLeftMs: null });
    expect(statuses().at(-1)).toMatchObject({ hold: null, holdLeftMs: null });
  });

  test('a bribe during the window restarts it, and its countdown everywhere; a window of 0 is off', async () => {
    const t = await table(3, { holdMs: 5000 });
    toWindow(t);
    const president = t.hosted.status().hold!.seat;
    const bribe = legalActions(t.session.state, president).samplers.bribe?.(seedrandom('bribe'));
    if (bribe) {
      const other = t.seated((president + 1) % 3);
      t.clock.advance(4000);
      expect(t.hosted.status().holdLeftMs).toBe(1000);
      expect(t.hosted.submitFrom(president, bribe, t.session.state.actionCount).ok).toBe(true);
      expect(t.hosted.status().holdLeftMs).toBe(5000);
      expect(other.peer.sent.map((s) => JSON.parse(s)).filter((m) => m.type === 'status').at(-1)).toMatchObject({ hold: president, holdLeftMs: 5000 });
      t.clock.advance(4000);
      expect(t.hosted.status().hold?.seat ?? null).toBe(president);
    }
    const off = await table(3, { holdMs: 0 });
    for (let i = 0; i < 60; i++) {
      const { seat, action } = someAction(off.session, `o${i}`);
      off.hosted.submitFrom(seat, action, off.session.state.actionCount);
      expect(off.hosted.status().hold?.seat ?? null).toBeNull();
    }
  });
});

// The table flow (architecture.md): which screen comes next, and the input guard, without Ink.
import { DEFAULT_TIMINGS, guardKey, nextRoute, openGuard, type FlowInput, type FlowState, type Screen, type SeatOffer, type Situation } from '../src/session/flow.js';

const ANA = 0;
const BO = 1;
const CY = 2;

function sit(over: Partial<Situation> = {}): Situation {
  return { step: 5, finished: false, required: [ANA], offer: null, here: [ANA, BO], bots: [CY], news: null, turn: null, ...over };
}

/** The President's bribe as the game offers it (R11). */
const offered = (seat: number): SeatOffer => ({ seat, key: 'b', label: 'bribe', role: 'the President' });
const at = (screen: Screen, told = 0): FlowState => ({ screen, told });
const go = (s: Situation, from: Screen, input: FlowInput, told = 0) => nextRoute(s, at(from, told), input, DEFAULT_TIMINGS);

describe('pass-and-play hand-offs', () => {
  test('a human at the keyboard gets a hand-off first, cleared and guarded', () => {
    const route = go(sit(), { kind: 'table' }, { type: 'update' });
    expect(route.state.screen).toEqual({ kind: 'handoff', seat: ANA, purpose: 'decide' });
    expect(route.clear).toBe(true);
    expect(route.quietMs).toBe(DEFAULT_TIMINGS.handoffQuietMs);
  });

  test('Enter on the hand-off shows the private screen, which ignores keys until a shorter quiet', () => {
    const route = go(sit(), { kind: 'handoff', seat: ANA, purpose: 'decide' }, { type: 'enter' });
    expect(route.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
    expect(route.clear).toBe(true);
    expect(route.quietMs).toBe(DEFAULT_TIMINGS.privateQuietMs);
  });

  test('after a decision another player must act: "Done – press Enter to hide", then their hand-off', () => {
    const done = go(sit({ required: [BO] }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' });
    expect(done.state.screen).toEqual({ kind: 'hide', seat: ANA });
    expect(done.quietMs).toBe(DEFAULT_TIMINGS.handoffQuietMs);
    const next = go(sit({ required: [BO] }), done.state.screen, { type: 'enter' });
    expect(next.state.screen).toEqual({ kind: 'handoff', seat: BO, purpose: 'decide' });
  });

  test('a player who must act again keeps their screen (a Building after a play)', () => {
    const route = go(sit({ required: [ANA] }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' });
    expect(route.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
    expect(route.clear).toBe(false);
  });

  test('when a bot plays next, the private screen hides first, then the table shows the bot acting', () => {
    const done = go(sit({ required: [CY], turn: CY }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' });
    expect(done.state.screen.kind).toBe('hide');
    const table = go(sit({ required: [CY] }), done.state.screen, { type: 'enter' });
    expect(table.state.screen).toEqual({ kind: 'table' });
    expect(table.botStep).toBe(true);
    expect(table.botPauseMs).toBe(DEFAULT_TIMINGS.botPauseMs);
  });

  test("a Thief on a bot (R15): the thief's screen stays while the bot answers, and their turn goes on without a hand-off", () => {
    const answering = sit({ required: [CY], turn: ANA });
    const kept = go(answering, { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' });
    expect(kept.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide', waiting: true });
    expect(kept.botStep).toBe(true);
    expect(kept.botPauseMs).toBe(DEFAULT_TIMINGS.botPauseMs);
    expect(kept.clear).toBe(false);
    // The bot is still deciding: the screen stays and the bot is stepped again.
    const still = go(answering, kept.state.screen, { type: 'update' });
    expect(still.state.screen).toEqual(kept.state.screen);
    expect(still.botStep).toBe(true);
    const back = go(sit({ required: [ANA], turn: ANA }), kept.state.screen, { type: 'update' });
    expect(back.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
    expect(back.state.screen).not.toHaveProperty('waiting');
    expect(back.clear).toBe(false);
  });

  test('a screen kept while a bot answers hides before anyone else goes on, the turn passes, news or the end', () => {
    const waiting: Screen = { kind: 'private', seat: ANA, purpose: 'decide', waiting: true };
    const hide = { kind: 'hide', seat: ANA };
    expect(go(sit({ required: [BO], turn: ANA }), waiting, { type: 'update' }).state.screen).toEqual(hide);
    expect(go(sit({ required: [CY, BO], turn: ANA }), waiting, { type: 'update' }).state.screen).toEqual(hide);
    expect(go(sit({ required: [CY], turn: CY }), waiting, { type: 'update' }).state.screen).toEqual(hide);
    expect(go(sit({ required: [ANA], turn: ANA, news: 7 }), waiting, { type: 'update' }, 3).state.screen).toEqual(hide);
    expect(go(sit({ here: [ANA, BO], bots: [], required: [CY], turn: ANA }), waiting, { type: 'update' }).state.screen).toEqual(hide);
    expect(go(sit({ finished: true, required: [] }), waiting, { type: 'update' }).state.screen).toEqual({ kind: 'end' });
    // A bot and another player here at once: hidden at once.
    expect(go(sit({ required: [CY, BO], turn: ANA }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' }).state.screen).toEqual(hide);
  });

  test('a group private screen stays while the game changes underneath (it leaves only by its decision)', () => {
    const route = go(sit({ required: [BO] }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'update' });
    expect(route.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
  });

  test('hand-off, hide and news screens wait for their key whatever changes', () => {
    for (const screen of [{ kind: 'handoff', seat: BO, purpose: 'decide' }, { kind: 'hide', seat: ANA }, { kind: 'news', step: 4 }] as Screen[]) {
      expect(go(sit({ required: [CY] }), screen, { type: 'update' }).state.screen).toEqual(screen);
    }
  });

  test('resuming a saved game at a hand-off starts with the hand-off, never a private screen', () => {
    const route = go(sit({ required: [BO] }), { kind: 'table' }, { type: 'update' });
    expect(route.state.screen).toEqual({ kind: 'handoff', seat: BO, purpose: 'decide' });
  });
});

describe("the President's bribes at hand-offs (R11)", () => {
  test('b at another player\'s hand-off hands the keyboard to the President first', () => {
    const route = go(sit({ required: [BO], offer: offered(ANA) }), { kind: 'handoff', seat: BO, purpose: 'decide' }, { type: 'offer' });
    expect(route.state.screen).toEqual({ kind: 'handoff', seat: ANA, purpose: 'optional' });
    expect(route.clear).toBe(true);
  });

  test('b does nothing when the President is a bot, is not allowed to bribe now, or is the one handed to', () => {
    const handoff: Screen = { kind: 'handoff', seat: BO, purpose: 'decide' };
    expect(go(sit({ required: [BO], offer: offered(CY) }), handoff, { type: 'offer' }).state.screen).toEqual(handoff);
    expect(go(sit({ required: [BO], offer: null }), handoff, { type: 'offer' }).state.screen).toEqual(handoff);
    const own: Screen = { kind: 'handoff', seat: ANA, purpose: 'decide' };
    expect(go(sit({ required: [ANA], offer: offered(ANA) }), own, { type: 'offer' }).state.screen).toEqual(own);
  });

  test('on their own turn the President opens the bribe builder in place', () => {
    const route = go(sit({ offer: offered(ANA) }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'offer' });
    expect(route.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'optional' });
  });

  test('a President who came to bribe at a hand-off and declines is hidden before the next player looks', () => {
    const route = go(sit({ required: [BO], offer: offered(ANA) }), { kind: 'private', seat: ANA, purpose: 'optional' }, { type: 'cancel-offer' });
    expect(route.state.screen).toEqual({ kind: 'hide', seat: ANA });
  });

  test('a President who declines on their own turn goes back to their decision', () => {
    const route = go(sit({ required: [ANA], offer: offered(ANA) }), { kind: 'private', seat: ANA, purpose: 'optional' }, { type: 'cancel-offer' });
    expect(route.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
  });
});

describe('one human, spectators, news and the end', () => {
  test('one human: no hand-offs, their own screen throughout, bots acting meanwhile', () => {
    const alone = sit({ here: [ANA], required: [CY] });
    const start = go(alone, { kind: 'table' }, { type: 'update' });
    expect(start.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
    expect(start.botStep).toBe(true);
    expect(start.clear).toBe(false);
    const after = go(sit({ here: [ANA], required: [BO], bots: [BO, CY] }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' });
    expect(after.state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
    expect(after.botStep).toBe(true);
  });

  test('spectators watch the table; the bots are stepped', () => {
    const route = go(sit({ here: [], required: [CY] }), { kind: 'table' }, { type: 'update' });
    expect(route.state.screen).toEqual({ kind: 'table' });
    expect(route.botStep).toBe(true);
  });

  test('a player elsewhere (over a network) is waited for on the table, no bot stepped', () => {
    const route = go(sit({ here: [ANA, BO], bots: [], required: [CY] }), { kind: 'table' }, { type: 'update' });
    expect(route.state.screen).toEqual({ kind: 'table' });
    expect(route.botStep).toBe(false);
  });

  test("a coup's news comes before anything else and waits for Enter; then it counts as told", () => {
    const s = sit({ news: 7, required: [BO] });
    const news = go(s, { kind: 'table' }, { type: 'update' }, 3);
    expect(news.state.screen).toEqual({ kind: 'news', step: 7 });
    expect(news.autoContinueMs).toBeNull();
    const on = go(s, news.state.screen, { type: 'enter' }, 3);
    expect(on.state.told).toBe(7);
    expect(on.state.screen).toEqual({ kind: 'handoff', seat: BO, purpose: 'decide' });
  });

  test('with nobody at the keyboard the news moves on by itself', () => {
    const route = go(sit({ here: [], news: 7 }), { kind: 'table' }, { type: 'update' });
    expect(route.autoContinueMs).toBe(DEFAULT_TIMINGS.newsMs);
    expect(route.quietMs).toBe(0);
  });

  test('the end screen comes when the game is over, after its last news', () => {
    expect(go(sit({ finished: true, required: [] }), { kind: 'table' }, { type: 'update' }).state.screen).toEqual({ kind: 'end' });
    const last = go(sit({ finished: true, required: [], news: 9 }), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' });
    expect(last.state.screen).toEqual({ kind: 'hide', seat: ANA });
  });
});

describe('a public window (V30): the passes of players here on one prompt', () => {
  const DI = 3;
  /** Ana is asked a before-combat card, then Bo, then the bot Cy, then Di. */
  const window = (over: Partial<Situation> = {}) => sit({ here: [ANA, BO, DI], window: { seat: ANA, label: 'a before-combat card', then: [BO, CY, DI] }, ...over });

  test('the prompt lists the seats here the window asks in a row, stopping at the first seat decided elsewhere, guarded like a hand-off', () => {
    const route = go(window(), { kind: 'table' }, { type: 'update' });
    expect(route.state.screen).toEqual({ kind: 'window', seats: [ANA, BO], label: 'a before-combat card' });
    expect(route.clear).toBe(true);
    expect(route.quietMs).toBe(DEFAULT_TIMINGS.handoffQuietMs);
    expect(route.passes).toEqual([]);
  });

  test('Enter passes for every listed seat, in order, with no hand-off', () => {
    const route = go(window(), { kind: 'window', seats: [ANA, BO], label: 'a before-combat card' }, { type: 'enter' });
    expect(route.passes).toEqual([ANA, BO]);
    expect(route.state.screen).toEqual({ kind: 'table' });
  });

  test("a listed seat's digit: the seats before it pass, and a hand-off leads that player alone to a private screen", () => {
    const route = go(window(), { kind: 'window', seats: [ANA, BO], label: 'a before-combat card' }, { type: 'play', seat: BO });
    expect(route.passes).toEqual([ANA]);
    expect(route.state.screen).toEqual({ kind: 'handoff', seat: BO, purpose: 'decide' });
    expect(route.clear).toBe(true);
    // A seat not on the prompt plays nothing, and nobody passes.
    const stray = go(window(), { kind: 'window', seats: [ANA, BO], label: 'a before-combat card' }, { type: 'play', seat: CY });
    expect(stray.passes).toEqual([]);
    expect(stray.state.screen.kind).toBe('window');
  });

  test('the prompt stays while its window asks its first seat, and follows the game once it does not', () => {
    const up: Screen = { kind: 'window', seats: [ANA, BO], label: 'a before-combat card' };
    expect(go(window(), up, { type: 'update' }).state.screen).toEqual(up);
    const moved = go(window({ required: [CY], window: { seat: CY, label: 'a before-combat card', then: [DI] } }), up, { type: 'update' });
    expect(moved.state.screen).toEqual({ kind: 'table' });
    expect(moved.botStep).toBe(true);
  });

  test('a seat asked twice in a row is listed once (two destructions, V18)', () => {
    const twice = window({ window: { seat: ANA, label: 'a destruction', then: [ANA, BO] } });
    expect(go(twice, { kind: 'table' }, { type: 'update' }).state.screen).toEqual({ kind: 'window', seats: [ANA, BO], label: 'a destruction' });
  });

  test('a private window (R15), a lone player, or the player whose screen is up are asked on their own screen as before', () => {
    expect(go(sit({ here: [ANA, BO] }), { kind: 'table' }, { type: 'update' }).state.screen.kind).toBe('handoff');
    expect(go(window({ here: [ANA], bots: [BO, CY, DI] }), { kind: 'table' }, { type: 'update' }).state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
    expect(go(window(), { kind: 'private', seat: ANA, purpose: 'decide' }, { type: 'submitted' }).state.screen).toEqual({ kind: 'private', seat: ANA, purpose: 'decide' });
  });
});

describe('the input guard', () => {
  test('a key counts only after the quiet period, counted from the screen and from the last key', () => {
    let guard = openGuard(1000, 500);
    let result = guardKey(guard, 1400);
    expect(result.accepted).toBe(false);
    guard = result.guard;
    result = guardKey(guard, 1800);
    expect(result.accepted).toBe(false);
    result = guardKey(result.guard, 2300);
    expect(result.accepted).toBe(true);
  });

  test('Enter held at 30 keys a second for 3 seconds never gets through', () => {
    let guard = openGuard(0, 500);
    for (let t = 33; t <= 3000; t += 33) {
      const result = guardKey(guard, t);
      expect(result.accepted).toBe(false);
      guard = result.guard;
    }
  });
});

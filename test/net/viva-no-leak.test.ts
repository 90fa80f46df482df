// No leak over the wire for Viva (V4, V5): the host's messages to a seat are a function
// of what that seat was shown – re-sampling everything else with the module's determinize gives
// that seat byte-identical messages, and the window it is timed the same – and no message before
// the end holds the seed, the deck's order or the pinned dice.
import seedrandom from 'seedrandom';
import { ALL_CARDS } from '../../src/games/viva/content/cards.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import type { FakePeer } from '../support/host.js';
import { viva, vivaTable, type VivaGame } from '../support/viva-host.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/** Which state the swapping module gives for which action applied (set before each session it opens). */
interface Swap { at: number; replacement: unknown; applied: number }

/**
 * Viva, except that the `at`-th action applied gives `replacement` as its state: a session opened
 * on a record of `at` actions has the true history, its events and its log, over another state.
 * One module for every swap (`swap` names the next): a table builds its protocol's schemas once per
 * module (net/protocol.ts), not once per table.
 */
function swapping(): { game: VivaGame; swap(at: number, replacement: unknown): VivaGame } {
  let next: Swap = { at: 0, replacement: null, applied: 0 };
  const game: VivaGame = {
    ...viva,
    rules: {
      ...viva.rules,
      apply: (state, action) => {
        const result = viva.rules.apply(state, action);
        next.applied += 1;
        return result.ok && next.applied === next.at ? { ...result, state: next.replacement } : result;
      },
    },
  };
  return { game, swap: (at, replacement) => ((next = { at, replacement, applied: 0 }), game) };
}

/** Everything a seat's connection is sent on arriving: its welcome, its update (view and log) and the status. */
async function arrival(seat: number | 'watch', game: VivaGame, actions: unknown[], tokens: string[]) {
  const t = await vivaTable({ game, seed: 'no-leak', variant: 'expert', tokens, spectators: true, record: { actions } });
  const c = seat === 'watch' ? t.open('watch') : t.open(seat);
  c.say({ type: 'hello', protocol: PROTOCOL, ...(seat === 'watch' ? {} : { token: tokens[seat] }), since: -1 });
  return { t, sent: [...c.peer.sent] };
}

test('non-interference over the wire: a state re-sampled from a seat\'s view sends that seat the same bytes, and times its windows alike', async () => {
  const tokens = NAMES.map((_, i) => `token-${i}-xxxxxxxxxxxxxxxxx`);
  // A whole game, by the referee, to sample its moments from.
  const played = await vivaTable({ seed: 'no-leak', variant: 'expert', tokens });
  expect(await played.playUntil(() => played.session.finished, true)).toBe(true);
  const actions = played.session.record.actions;
  const random = seedrandom('no-leak-resample');
  let compared = 0;
  let windows = 0;
  const { swap } = swapping();
  // Moments spread over the game (each opens two sessions on its record: a replay each).
  for (let at = 1; at < actions.length; at += 6 + Math.floor(random() * Math.max(1, actions.length / 8))) {
    const state = played.session.steps[at - 1].state;
    for (const seat of [0, 1, 2, 3, 'watch'] as const) {
      const view = seat === 'watch' ? viva.rules.publicView(state) : viva.rules.viewFor(state, seat);
      const other = viva.rules.determinize(view, random);
      const real = await arrival(seat, viva, actions.slice(0, at), tokens);
      const resampled = await arrival(seat, swap(at, other), actions.slice(0, at), tokens);
      expect(resampled.sent).toEqual(real.sent);
      // The window time runs out alike in both: the same pass, at the same moment.
      if (real.t.windowSeats().length > 0) {
        windows += 1;
        for (const t of [real.t, resampled.t]) t.clock.advance(9_999);
        expect(resampled.t.session.actionCount).toBe(real.t.session.actionCount);
        for (const t of [real.t, resampled.t]) t.clock.advance(1);
        expect(resampled.t.session.record.actions.at(-1)).toEqual(real.t.session.record.actions.at(-1));
        expect(resampled.t.session.actionCount).toBe(at + 1);
      }
      for (const t of [real.t, resampled.t]) t.hosted.end('over');
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(50);
  expect(windows).toBeGreaterThan(5);
}, 240000);

test('no message before the end holds the seed, the order of the deck or the pinned dice; the reveal after it does', async () => {
  const seed = 'viva-leak-seed-5f3c9a';
  // A pinned deck (another order than the seed's) and pinned dice (V4).
  const shuffle = seedrandom('pinned deck');
  const deck = [...ALL_CARDS].map((card) => ({ card, at: shuffle() })).sort((a, b) => a.at - b.at).map((c) => c.card);
  const roll = seedrandom('pinned dice');
  const dice = Array.from({ length: 60 }, () => 1 + Math.floor(roll() * 6));
  const t = await vivaTable({ seed, variant: 'expert', spectators: true, record: { deck, dice } });
  const frames: { text: string; deck: string[]; queue: number[]; finished: boolean }[] = [];
  const watch = (peer: FakePeer) => {
    const send = peer.send;
    peer.send = (text: string) => {
      const state = t.session.state as { deck: string[]; queue: number[] };
      frames.push({ text, deck: [...state.deck], queue: [...state.queue], finished: t.session.finished });
      send(text);
    };
  };
  for (const claim of [0, 1, 2, 3, 'watch'] as const) {
    const c = t.open(claim);
    watch(c.peer);
    c.say({ type: 'hello', protocol: PROTOCOL, ...(claim === 'watch' ? {} : { token: t.tokens[claim] }), since: -1 });
  }
  expect(await t.playUntil(() => t.session.finished, true)).toBe(true);
  const before = frames.filter((f) => !f.finished);
  expect(before.length).toBeGreaterThan(500);
  const pair = (list: readonly unknown[]) => JSON.stringify(list.slice(0, 2)).slice(1, -1);
  // Each message's checks (thousands of messages) are gathered, and the failures asserted once.
  const leaks: string[] = [];
  for (const [i, frame] of before.entries()) {
    const leak = (what: string) => leaks.push(`message ${i} holds ${what}: ${frame.text.slice(0, 120)}`);
    if (frame.text.includes(seed)) leak('the seed');
    // Neither the deck nor the generator is a field of any message (a view has the deck's size).
    if (/"(deck|rng)":/.test(frame.text)) leak('a deck or rng field');
    // The top of the deck (its next two cards) is in no message: what is still to be drawn is nobody's.
    if (frame.deck.length >= 2 && frame.text.includes(pair(frame.deck))) leak(`the top of the deck (${pair(frame.deck)})`);
    // Nor the pinned dice still to come (their next eight).
    if (frame.queue.length >= 8 && frame.text.includes(JSON.stringify(frame.queue.slice(0, 8)).slice(1, -1))) leak('the next eight pinned dice');
  }
  expect(leaks).toEqual([]);
  // The end's reveal is the record: the seed and the pinned parts, to every seat.
  const reveals = frames.filter((f) => f.text.startsWith('{"type":"reveal"'));
  expect(reveals.length).toBe(5);
  for (const r of reveals) expect(JSON.parse(r.text).record).toMatchObject({ seed, deck, dice });
}, 120000);

// Viva's private decision screen at 80×24 with five 24-column names (some CJK), through Ink on a
// fake terminal (V5, V7–V10, V14–V18, V24–V27, V30): a seeded game of heuristic bots played to its
// end with decisions keyed in on the screen alone, the bot's choice from the seat's view turned into
// presses, and each submitted action the very one the bot chose, accepted by the engine. Every frame
// fits, keeps every footer key whole, cuts no line without a mark; a drawn or plundered card is told
// on the owner's next screen. The games are decision.test.ts's.
import seedrandom from 'seedrandom';
import { KeyRouter } from '../../../../src/ui/keys.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, Variant, VivaEvent, VivaState } from '../../../../src/games/viva/rules/types.js';
import { openPrompt } from '../../../../src/games/viva/ui/plain/prompts.js';
import { VivaDecision } from '../../../../src/games/viva/ui/screens/Decision.js';
import { seatNames } from '../../../../src/session/seat-names.js';
import { frameProblems } from '../../../ui/frames.js';
import { renderTty } from '../../../ui/tty.js';
import { NAMES, logSeen, type Logged } from './bot-game.js';
import { keysFor } from './decision-keys.js';

const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });

/** A state up to the order of its lists of cards (a Promise's cards are laid in the hand's order on the board). */
const canonical = (state: VivaState): string => JSON.stringify(state, (_key, v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? [...v].sort() : v));


/** One decision on the screen: the frame drawn first, the keys pressed, the action submitted (or null). */
async function decideOnScreen(state: VivaState, seat: number, log: readonly Logged[], step: number, names: readonly string[], action: Action): Promise<{ first: string; frames: string[]; submitted: Action | null }> {
  let submitted: Action | null = null;
  const view = viva.rules.viewFor(state, seat);
  const app = renderTty(
    <KeyRouter before={() => false} after={() => {}}>
      <VivaDecision view={view} step={step} log={logSeen(log, seat, step)} names={names} purpose="decide" offer={null} error={null} notice={null}
        rows={23} width={80} theme={theme} onSubmit={(a) => { submitted ??= a; }} onCancelOffer={() => {}} onOffer={() => {}} onSkip={() => {}} onFocusCard={() => {}} />
    </KeyRouter>,
  );
  try {
    const first = app.lastFrame();
    const frames: string[] = [first];
    for (const key of keysFor(view, seatNames(names), action)) {
      await app.press(key);
      frames.push(app.lastFrame());
    }
    return { first, frames, submitted };
  } finally {
    app.unmount();
  }
}

/** Footer keys of each decision: every one shown whole on a line of the frame. */
const FOOTER: Record<string, string[]> = {
  promises: ['↑↓ card', '←→ to whom', 'Enter done'],
  orders: ['↑↓ die', '←→ or 1-6 number', 'a all dice', 's Spy', 'Enter done'],
  spend: ['↑↓ row', '←→ fewer/more', 'Space pick Aid', 'Enter choose'],
  discard: ['↑↓ card', 'Space discard/keep', 'Enter done'],
  window: ['↑↓ move', 'Enter choose'],
};
const SHELL = ['c card', 'r recap', 'l log', '? rules', 'q quit'];

/**
 * A keyed seat's decisions drawn on the screen: the first of each kind in a game and every rare one,
 * then one in this many (the others are the bot's, as the seats not keyed): a game asks the same kinds of decision
 * again and again, and each one on the screen is a fresh Ink tree drawn frame by frame.
 */
const KEYED_EVERY = 3;

interface Played { kinds: Map<string, number>; problems: string[]; told: number; actions: number; spies: number; again: number; marked: number }

/** A game of heuristic bots whose every decision (or `keyed` seats' only) is made by keys on the decision screen. */
async function playByKeys(n: number, variant: Variant, seed: string, keyed: (seat: number) => boolean, maxActions = 3000): Promise<Played> {
  const names = NAMES.slice(0, n);
  const bot = (await viva.bots())().heuristic;
  const rng = seedrandom(seed);
  const created = viva.rules.create({ seed, players: [...names], options: { variant } });
  let state = created.state;
  const log: Logged[] = [{ step: 0, actor: null, events: created.events }];
  const out: Played = { kinds: new Map(), problems: [], told: 0, actions: 0, spies: 0, again: 0, marked: 0 };
  let sampled = 0;
  while (!viva.rules.isOver(state) && out.actions < maxActions) {
    const [{ seat }] = viva.rules.pending(state).required;
    const view = viva.rules.viewFor(state, seat);
    const action = (await bot.decide(view, viva.botChoices(state, seat, null), rng)) as Action;
    let made = action;
    const kind: string | null = keyed(seat) ? openPrompt(view, 'decide', seatNames(names), false)!.kind : null;
    // Spies declared and orders given again (V10) are rare: each of them is keyed in.
    const rare = action.type === 'orders' && (action.spy || state.phase === 'spy');
    if (kind !== null && (rare || !out.kinds.has(kind) || ++sampled % KEYED_EVERY === 0)) {
      const group = kind in FOOTER ? kind : 'window';
      out.kinds.set(kind, (out.kinds.get(kind) ?? 0) + 1);
      const { first, frames, submitted } = await decideOnScreen(state, seat, log, log.length - 1, names, action);
      for (const frame of frames) out.problems.push(...frameProblems(frame).map((p) => `${kind} at action ${out.actions}: ${p}`));
      const lines = first.split('\n');
      for (const hint of [...FOOTER[group], ...SHELL]) if (!lines.some((l) => l.includes(hint))) out.problems.push(`${kind}: footer key "${hint}" not whole:\n${first}`);
      if (first.includes('Since your last turn')) out.told += 1;
      if (frames.some((f) => /↓ \d+ more/.test(f))) out.marked += 1;
      if (submitted === null) throw new Error(`the keys for ${JSON.stringify(action)} submitted nothing:\n${frames.at(-1)}`);
      made = submitted;
      if (made.type === 'orders' && made.spy) out.spies += 1;
      if (made.type === 'orders' && state.phase === 'spy') out.again += 1;
    }
    const result = viva.rules.apply(state, made);
    if (!result.ok) throw new Error(`${JSON.stringify(made)} refused: ${result.error.message}`);
    const expected = viva.rules.apply(state, action);
    if (!expected.ok || canonical(expected.state) !== canonical(result.state)) throw new Error(`wanted ${JSON.stringify(action)}, made ${JSON.stringify(made)}`);
    state = result.state;
    log.push({ step: log.length, actor: seat, events: result.events as VivaEvent[] });
    out.actions += 1;
  }
  expect(viva.rules.isOver(state)).toBe(true);
  return out;
}

/** A game: its seed, players, variant, and the seats keyed in on the screen (the others the bots). */
export type DecisionGame = [seed: string, players: number, variant: Variant, keyed: (seat: number) => boolean];

/** Over games: every kind of decision keyed in, Spies declared on the orders dial, orders given again after the Spies' look (V10). */
export interface Seen { spies: number; again: number; kinds: Set<string> }

/** The test of each game in `games`, keyed in on the screen; what they saw is added to `seen`. */
export function decisionTests(games: readonly DecisionGame[], seen: Seen = { spies: 0, again: 0, kinds: new Set() }): Seen {
  describe.each(games)('%s: a heuristic game keyed in on the screen', (seed, n, variant, keyed) => {
    test('each action keyed in is the bot\'s own, accepted; every frame fits 80×24 with its footer whole', async () => {
      const played = await playByKeys(n, variant, `decide-${seed}`, keyed);
      seen.spies += played.spies;
      seen.again += played.again;
      for (const kind of played.kinds.keys()) seen.kinds.add(kind);
      expect(played.problems.slice(0, 5)).toEqual([]);
      expect([...played.kinds.keys()]).toEqual(expect.arrayContaining(['orders', 'battle-cards', 'spend']));
      // A card drawn, bought, taken or plundered is told on the owner's next private screen.
      expect(played.told).toBeGreaterThan(0);
      // Lists too long for their rows scroll behind "N more" marks (the frames' check refuses a cut item).
      if (n === 5) expect(played.marked).toBeGreaterThan(0);
    }, 600000);
  });
  return seen;
}

// Viva games by keys through the real shell (src/ui/run.tsx) at 80×24, for the layout sweep and
// keyed games: every seat at this keyboard, each decision the heuristic bot's from the seat's view
// keyed in on its screen (test/games/viva/ui/decision-keys.ts); at a public window prompt the digit of
// the first listed player whose bot plays, else Enter. The bot's choice is a function of the state
// alone (no memory, a random stream per step), so the game a seed gives is known without the shell
// (sweepPlan), and the shell plays sampled stretches of it, each opened from the record of the actions
// before it as a save is resumed (V4): a stretch where each moment (the phase, the battle's step and
// the screen that decides) first comes, and the game's last stretch to its end. A whole game draws
// thousands of frames whose screens come again and again; the stretches meet every moment and every
// screen the whole game does (the sweep asserts it) at a fraction of the frames. Every frame written
// is checked (sweep-frames.ts); the first time each decision shows, its overlays open over it – the
// rules of the phase with the legend (?), the log (l), the recap (r), the card under the cursor (c),
// the quit dialog (q) – and scroll, as they do on the first window prompt and news, and the end
// screen scrolls. Waits are on frames, never on time.
import seedrandom from 'seedrandom';
import { heuristicBot } from '../../../../src/games/viva/bots/heuristic.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, Variant, VivaRecord, VivaState } from '../../../../src/games/viva/rules/types.js';
import { openPrompt } from '../../../../src/games/viva/ui/plain/prompts.js';
import { seatNames } from '../../../../src/session/seat-names.js';
import { Session } from '../../../../src/session/runner.js';
import { runTui } from '../../../../src/ui/run.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { CTRL_C, ENTER, ESC } from '../../../ui/keys.js';
import { fakeTerminal } from '../../../ui/tty.js';
import { keysFor } from './decision-keys.js';
import { kindOf, strip, sweepProblems, type FrameKind } from './sweep-frames.js';

const PAGE_DOWN = '\x1b[6~';

export interface SweepOptions {
  names: readonly string[];
  variant: Variant;
  seed: string;
  /** Open the overlays at each kind of decision, the first window prompt and news, and scroll the end (the layout sweep). */
  overlays: boolean;
  /** Actions a stretch plays at least (its first moment and those after it). */
  span?: number;
  /** Called with every write of the shell, as it is written (a test's own checks of the frames). */
  onFrame?: (frame: string) => void;
}

/** The game a seed gives, played without the shell. */
export interface SweepPlan {
  actions: Action[];
  /** Each step's moment: the phase, the battle's step and the screen that decides ("combat/A/prompt", "spend/-/discard"). */
  moments: string[];
  /** The kinds of decision a private screen shows. */
  decisions: Set<string>;
  /** The orders given again after a Spy's look (V10). */
  spyLooks: number;
}

export interface Sweep {
  /** What was wrong with the frames (the first 20), each with the frame. */
  problems: string[];
  /** Frames drawn of each screen. */
  screens: Map<FrameKind, number>;
  /** Decisions keyed in, by the kind of their screen's widget. */
  decisions: Map<string, number>;
  /** Overlays opened, by the screen and key ("orders ?", "window l"). */
  overlays: Set<string>;
  /** Frames that showed an "N more" mark. */
  marked: number;
  finished: boolean;
  /** The stretches played, [first step, step after the last). */
  stretches: [number, number][];
  /** The actions the shell recorded, by step. */
  played: Map<number, Action>;
}

/** The heuristic bot's choice for `seat` at the game's `step`-th action: from the seat's view, the same whenever it is asked. */
export function botChoice(state: VivaState, seat: number, seed: string, step: number): Action {
  return heuristicBot().decide(viva.rules.viewFor(state, seat), viva.rules.legalActions(state, seat), seedrandom(`${seed}/${step}`)) as Action;
}

/** The game `sweepGame` plays for this seed, without the shell: its actions, each step's moment, the kinds of decision a private screen shows, the orders given again after a Spy's look (V10). */
export function sweepPlan(names: readonly string[], variant: Variant, seed: string): SweepPlan {
  let { state } = viva.rules.create({ seed, players: [...names], options: { variant } });
  const plan: SweepPlan = { actions: [], moments: [], decisions: new Set(), spyLooks: 0 };
  const shown = seatNames(names);
  for (let step = 0; !viva.rules.isOver(state); step++) {
    const [asked] = viva.rules.pending(state).required;
    const action = botChoice(state, asked.seat, seed, step);
    // A public window's pass is made on its prompt; anything else on the seat's own screen.
    const onPrompt = asked.window && !asked.window.private && action.type === (asked.window.pass as Action).type;
    const screen = onPrompt ? 'prompt' : openPrompt(viva.rules.viewFor(state, asked.seat), 'decide', shown, false)!.kind;
    if (!onPrompt) plan.decisions.add(screen);
    plan.moments.push(`${state.phase}/${state.battle?.step ?? '-'}/${screen}`);
    if (state.phase === 'spy') plan.spyLooks += 1;
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    plan.actions.push(result.action);
    state = result.state;
  }
  return plan;
}

/** The stretches of the plan the shell plays: from each moment's first step on for `span` actions, and the last `span` to the end; overlapping stretches joined. */
export function sampleStretches(plan: SweepPlan, span: number): [number, number][] {
  const stretches: [number, number][] = [];
  const met = new Set<string>();
  const add = (from: number) => {
    const last = stretches.at(-1);
    const to = Math.min(from + span, plan.actions.length);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else stretches.push([from, to]);
    for (let step = from; step < to; step++) met.add(plan.moments[step]);
  };
  plan.moments.forEach((moment, step) => {
    if (!met.has(moment)) add(step);
  });
  add(Math.max(0, plan.actions.length - span));
  return stretches;
}

const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

export async function sweepGame({ names, variant, seed, overlays, span = 8, onFrame }: SweepOptions, plan = sweepPlan(names, variant, seed)): Promise<Sweep> {
  const shown = seatNames(names);
  const out: Sweep = { problems: [], screens: new Map(), decisions: new Map(), overlays: new Set(), marked: 0, finished: false, stretches: sampleStretches(plan, span), played: new Map() };
  const peeked = new Set<string>();
  for (const [from, to] of out.stretches) await playStretch(from, to);
  return out;

  /** The plan's steps `from` to `to` (to the end if `to` is the game's length) by keys, opened from the record of the actions before them. */
  async function playStretch(from: number, to: number): Promise<void> {
    const record: VivaRecord = { format: 'junta-viva/1', seed, players: names.map((name) => ({ name })), options: { variant }, actions: plan.actions.slice(0, from) };
    const session = Session.open(viva, record, { autosave: null, bots: (await viva.bots())() });
    const fake = fakeTerminal(80, 24);
    // Every frame the shell writes, checked as it is written.
    const check = (frame: string) => {
      onFrame?.(frame);
      const text = strip(frame);
      if (text.trim() === '') return;
      const kind = kindOf(frame);
      if (kind) count(out.screens, kind);
      if (/[↑↓] \d+ more/.test(text)) out.marked += 1;
      if (out.problems.length < 20) out.problems.push(...sweepProblems(frame, shown));
    };
    fake.stdout.on('frame', check);
    const done = runTui(session, {
      terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
      resumeHint: () => 'saved', endNotes: () => ['The end.'], debug: true,
    });
    const moved = (before: string) => fake.frameWhere((f) => f !== before && f.trim() !== '');
    /** The overlays over screen `where`, the first time it shows: each opened, scrolled and closed (`c` is refused with no card under the cursor). */
    const peek = async (where: string, keys: readonly string[]) => {
      if (!overlays || peeked.has(where)) return;
      peeked.add(where);
      for (const key of keys) {
        await fake.press(key);
        const kind = kindOf(fake.lastFrame());
        if (kind !== 'overlay' && kind !== 'quit') continue;
        out.overlays.add(`${where} ${key}`);
        if (kind === 'quit') {
          await fake.press('n');
          continue;
        }
        await fake.press(PAGE_DOWN);
        await fake.press(ESC);
      }
    };
    let seat = -1;
    for (let presses = 0; ; presses++) {
      if (presses > 20_000) throw new Error('the game does not end');
      await fake.frameWhere((f) => f.trim() !== '');
      const frame = fake.lastFrame();
      const kind = kindOf(frame);
      const step = session.record.actions.length;
      if (kind === null) throw new Error(`a frame of no known screen:\n${strip(frame)}`);
      if (to < plan.actions.length && step >= to) break;
      if (kind === 'end') {
        if (overlays) await fake.press(PAGE_DOWN);
        break;
      }
      if (kind === 'table') {
        // Between two screens: it moves on by itself.
        await moved(frame);
        continue;
      }
      if (kind === 'news') {
        await peek('news', [PAGE_DOWN, 'l']);
        await fake.press(ENTER);
        continue;
      }
      if (kind === 'window') {
        await peek('window', ['?', 'l']);
        await fake.press(windowKey(session.state, step));
        continue;
      }
      if (kind !== 'private') {
        if (kind === 'handoff') seat = shown.findIndex((name) => strip(frame).replace(/\n\s*/g, ' ').includes(`Pass to ${name} –`));
        await fake.press(ENTER);
        continue;
      }
      if (!viva.rules.pending(session.state).required.some((d) => d.seat === seat)) {
        // Its decision went in; the screen has yet to move on ("Done – press Enter to hide").
        await moved(frame);
        continue;
      }
      const view = viva.rules.viewFor(session.state, seat);
      const decision = openPrompt(view, 'decide', shown, false)!.kind;
      count(out.decisions, decision);
      await peek(decision, ['?', 'l', 'r', 'c', ...(peeked.size === 0 ? ['q'] : [])]);
      for (const key of keysFor(view, shown, botChoice(session.state, seat, seed, step))) await fake.press(key);
      await fake.frameWhere(() => session.record.actions.length > step);
    }
    session.record.actions.slice(from).forEach((action, i) => out.played.set(from + i, action as Action));
    if (session.finished) out.finished = true;
    fake.stdout.off('frame', check);
    await fake.press(CTRL_C);
    const result = await done;
    if (result.error) throw result.error;
  }

  /** The key for a public window prompt: the digit of the first listed seat whose bot plays, else Enter (all pass). */
  function windowKey(state: VivaState, step: number): string {
    const [first] = viva.rules.pending(state).required;
    const listed = [first.seat];
    for (const s of first.window?.then ?? []) if (!listed.includes(s)) listed.push(s);
    let now = state;
    for (let i = 0; i < listed.length; i++) {
      const [asked] = viva.rules.pending(now).required;
      if (asked?.seat !== listed[i] || !asked.window) break;
      if (botChoice(now, asked.seat, seed, step + i).type !== (asked.window.pass as Action).type) return String(i + 1);
      const passed = viva.rules.apply(now, asked.window.pass as Action);
      if (!passed.ok) break;
      now = passed.state;
    }
    return ENTER;
  }
}

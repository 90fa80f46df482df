// What the layout sweep asks of a Viva game by keys through the shell (shell-sweep.ts), one test file
// per game so each runs on its own worker: the seed's game meets the kinds of decision expected
// (sweepPlan says so without the shell), the stretches the shell plays are that game's, keyed in on
// every decision's screen, meet every moment of it (each phase, each battle step, each screen that
// decides) and its end, and every frame fits 80×24 with every footer key whole and every list
// item whole or behind an "N more" mark – every decision with its overlays (rules and legend, log,
// recap, card, quit), the battles, the window prompts with theirs, the news and the end.
import type { Variant } from '../../../../src/games/viva/rules/types.js';
import { sweepGame, sweepPlan } from './shell-sweep.js';

/** Every kind of decision there is; Basic has no destructions (V23). */
const KINDS = ['battle-cards', 'burglars', 'destroy', 'discard', 'diversion', 'orders', 'promises', 'spend', 'take'];

/** An action as chosen: the cards it names (a discard's, a Promise's) are a set, whatever order the keys picked them in. */
const choice = (action: unknown): unknown => {
  if (Array.isArray(action)) return action.every((x) => typeof x === 'string') ? [...action].sort() : action.map(choice);
  if (action === null || typeof action !== 'object') return action;
  return Object.fromEntries(Object.entries(action).map(([key, value]) => [key, choice(value)]));
};

export async function expectSweep(names: readonly string[], variant: Variant, seed: string, overlays = true): Promise<void> {
  const plan = sweepPlan(names, variant, seed);
  expect([...plan.decisions].sort()).toEqual(KINDS.filter((k) => variant === 'expert' || k !== 'destroy'));
  // Spies look at the orders where there are Spies to declare (V10: four players or more).
  if (names.length >= 4) expect(plan.spyLooks).toBeGreaterThan(0);
  const sweep = await sweepGame({ names, variant, seed, overlays }, plan);
  expect(sweep.problems).toEqual([]);
  expect(sweep.finished).toBe(true);
  // Each stretch is keyed in whole, action for action the plan's, and the last reaches the game's end.
  const steps = sweep.stretches.flatMap(([from, to]) => Array.from({ length: to - from }, (_, i) => from + i));
  expect(steps.map((step) => choice(sweep.played.get(step)))).toEqual(steps.map((step) => choice(plan.actions[step])));
  expect(choice(sweep.played.get(plan.actions.length - 1))).toEqual(choice(plan.actions.at(-1)));
  // The stretches meet every moment the whole game does: each phase, each battle step, each screen that decides.
  expect(new Set(steps.map((step) => plan.moments[step]))).toEqual(new Set(plan.moments));
  expect(new Set(plan.moments.map((m) => m.split('/')[0]))).toEqual(new Set(['promises', 'burglars', 'orders', 'combat', 'spend', ...(names.length >= 4 ? ['spy'] : [])]));
  expect(new Set(sweep.decisions.keys())).toEqual(plan.decisions);
  expect([...sweep.screens.keys()]).toEqual(expect.arrayContaining(['end', 'handoff', 'hide', 'news', 'private', 'window', ...(overlays ? ['overlay', 'quit'] : [])]));
  expect(sweep.marked).toBeGreaterThan(0);
  if (!overlays) return;
  for (const kind of [...plan.decisions, 'window', 'news']) expect([kind, [...sweep.overlays].some((o) => o.startsWith(`${kind} `))]).toEqual([kind, true]);
  expect([...sweep.overlays]).toEqual(expect.arrayContaining(['promises ?', 'orders l', 'spend r', 'window ?', 'window l', 'news l']));
  expect([...sweep.overlays].some((o) => o.endsWith(' c'))).toBe(true);
}

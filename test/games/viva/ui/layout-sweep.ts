// What the layout sweep asks of a whole Viva game by keys through the shell (shell-sweep.ts),
// one test file per game so each runs on its own worker: the seed's game meets the kinds of decision
// expected (sweepPlan says so without the shell), the game through the shell is that game, keyed in
// on every decision's screen, and every frame fits 80×24 with every footer key whole and every list
// item whole or behind an "N more" mark – every decision with its overlays (rules and legend, log,
// recap, card, quit), the battles, the window prompts with theirs, the news and the end.
import type { Variant } from '../../../../src/games/viva/rules/types.js';
import { sweepGame, sweepPlan } from './shell-sweep.js';

/** Every kind of decision there is; Basic has no destructions (V23). */
const KINDS = ['battle-cards', 'burglars', 'destroy', 'discard', 'diversion', 'orders', 'promises', 'spend', 'take'];

export async function expectSweep(names: readonly string[], variant: Variant, seed: string, overlays = true): Promise<void> {
  const plan = sweepPlan(names, variant, seed);
  expect([...plan.decisions].sort()).toEqual(KINDS.filter((k) => variant === 'expert' || k !== 'destroy'));
  // Spies look at the orders where there are Spies to declare (V10: four players or more).
  if (names.length >= 4) expect(plan.spyLooks).toBeGreaterThan(0);
  const sweep = await sweepGame({ names, variant, seed, overlays });
  expect(sweep.problems).toEqual([]);
  expect(sweep.finished).toBe(true);
  expect(sweep.actions).toBe(plan.actions);
  expect(new Set(sweep.decisions.keys())).toEqual(plan.decisions);
  expect([...sweep.screens.keys()]).toEqual(expect.arrayContaining(['end', 'handoff', 'hide', 'news', 'private', 'window', ...(overlays ? ['overlay', 'quit'] : [])]));
  expect(sweep.marked).toBeGreaterThan(0);
  if (!overlays) return;
  for (const kind of [...plan.decisions, 'window', 'news']) expect([kind, [...sweep.overlays].some((o) => o.startsWith(`${kind} `))]).toEqual([kind, true]);
  expect([...sweep.overlays]).toEqual(expect.arrayContaining(['promises ?', 'orders l', 'spend r', 'window ?', 'window l', 'news l']));
  expect([...sweep.overlays].some((o) => o.endsWith(' c'))).toBe(true);
}

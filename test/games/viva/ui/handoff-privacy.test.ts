// Viva at one keyboard, three players, through the real shell at 80×24 (V5; the product's
// pass-and-play): a game keyed in as the heuristic bot would play each seat – every moment of it and
// its end, the sweep's stretches (shell-sweep.ts) – and nothing private on a screen between players:
// no card of any hand, no Promise's contents, no secret orders on a hand-off or "Done" screen, nor on
// the public window prompts, news and table, which show the table as everyone sees it. The terminal
// is cleared at every hand-off.
import { ALL_CARDS, cardDesign } from '../../../../src/games/viva/content/cards.js';
import { kindOf, strip, type FrameKind } from './sweep-frames.js';
import { sweepGame, sweepPlan } from './shell-sweep.js';

const NAMES = ['Ana', 'Bo', 'Cy'];
const CARD_NAMES = [...new Set(ALL_CARDS.map((id) => cardDesign(id).name))];
/** What only a seat's own screen says. */
const PRIVATE = [/Your hand/, /Your secret orders/, /Promise to /, /Promise: /, /Your Promises/];

test('three players at one keyboard play Viva to its end; hand-offs, "Done" screens, window prompts and news show nothing private', async () => {
  const plan = sweepPlan(NAMES, 'basic', 'viva-privacy');
  const leaks: string[] = [];
  let handoffs = 0;
  let clears = 0;
  let last: FrameKind | null = null;
  const onFrame = (written: string) => {
    clears += written.split('\x1b[3J').length - 1;
    const frame = strip(written);
    if (frame.trim() === '') return;
    const kind = kindOf(written);
    // A hand-off comes when its screen first shows.
    if (kind === 'handoff' && last !== 'handoff') handoffs += 1;
    last = kind;
    // A seat's own screen is its own; the end's reveal is everyone's.
    if (kind === 'private' || kind === 'end') return;
    for (const rule of PRIVATE) if (rule.test(frame)) leaks.push(`${kind}: ${rule}\n${frame}`);
    if (kind === 'handoff' || kind === 'hide') {
      // Nothing but the one line: no card name at all.
      for (const name of CARD_NAMES) if (frame.includes(name)) leaks.push(`${kind}: ${name}\n${frame}`);
      if (frame.split('\n').filter((l) => l.trim() !== '').length !== 1) leaks.push(`${kind}: more than one line\n${frame}`);
    }
  };
  const sweep = await sweepGame({ names: NAMES, variant: 'basic', seed: 'viva-privacy', overlays: false, onFrame }, plan);
  expect(sweep.problems).toEqual([]);
  expect(sweep.finished).toBe(true);
  expect(leaks).toEqual([]);
  // The stretches meet every moment of the whole game: each phase, each battle step, each screen that decides.
  const steps = sweep.stretches.flatMap(([from, to]) => Array.from({ length: to - from }, (_, i) => from + i));
  expect(new Set(steps.map((step) => plan.moments[step]))).toEqual(new Set(plan.moments));
  expect([...sweep.screens.keys()]).toEqual(expect.arrayContaining(['end', 'handoff', 'hide', 'news', 'private', 'table', 'window']));
  expect(handoffs).toBeGreaterThan(10);
  // Every hand-off cleared the terminal, its scrollback too (ESC [3J), before drawing.
  expect(clears).toBeGreaterThanOrEqual(handoffs);
}, 120_000);

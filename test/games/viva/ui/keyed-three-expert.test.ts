// A Viva game by keys through the real shell at 80×24, three players, Expert: with
// handoff-privacy.test.ts (three, Basic) and the layout sweeps (five, Basic and Expert) every
// combination of 3 and 5 players, Basic and Expert, is played by keys, each moment of it and its end
// (the sweep's stretches, layout-sweep.ts). Its seats have
// 24-column names (one CJK), each decision keyed in on its screen, every frame checked as the sweep
// checks it (layout-sweep.ts), the overlays left shut.
import { NAMES } from './bot-game.js';
import { expectSweep } from './layout-sweep.js';

test('three players, Expert: every moment of a game by keys through the shell to its end, every kind of decision keyed in, every frame within 80×24', async () => {
  await expectSweep(NAMES.slice(0, 3), 'expert', 'sweep-expert-3-27', false);
  // A bound for a hang, not for speed: a game's stretches by keys take about 5 s of CPU.
}, 900_000);

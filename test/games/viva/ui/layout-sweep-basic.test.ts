// The layout sweep of Viva's screens (layout-sweep.ts), Basic: five players with 24-column names, two of them
// CJK, its stretches by keys through the real shell at 80×24 (every moment of the game and its end), every frame checked.
import { NAMES } from './bot-game.js';
import { expectSweep } from './layout-sweep.js';

test('five 24-column names, Basic: every frame of every moment of a game by keys fits 80×24, every key whole, every list marked', async () => {
  await expectSweep(NAMES, 'basic', 'sweep-basic-5-35');
  // A bound for a hang, not for speed: a game's stretches by keys take about 8 s of CPU.
}, 900_000);

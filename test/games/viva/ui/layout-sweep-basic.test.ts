// The layout sweep of Viva's screens (layout-sweep.ts), Basic: five players with 24-column names, two of them
// CJK, a whole game by keys through the real shell at 80×24, every frame checked.
import { NAMES } from './bot-game.js';
import { expectSweep } from './layout-sweep.js';

test('five 24-column names, Basic: every frame of a whole game by keys fits 80×24, every key whole, every list marked', async () => {
  await expectSweep(NAMES, 'basic', 'sweep-basic-5-35');
  // A bound for a hang, not for speed: a whole game by keys took about 40 s of CPU and over 3 minutes at a load of 8.
}, 900_000);

// What the heuristic bot remembers: the orders it saw revealed in past rounds shape what
// it expects of each player, the rebels it saw (V20) how far the Presidente trusts them; a new game at
// the same table starts with nothing remembered.
import { Memory } from '../../../src/games/viva/bots/heuristic-memory.js';
import { viva } from '../../../src/games/viva/module.js';
import { game, passWhile, seat, toCombat } from './builder.js';
import type { VivaState } from '../../../src/games/viva/rules/types.js';

/** Round 1 with Cy's four dice revealed on Bo's Estate and Bo's on the Presidente's (Ana's). */
function revealed(): VivaState {
  const s = game({ players: ['Ana', 'Bo', 'Cy'], militia: { Bo: 1, Cy: 4 } });
  return toCombat(s, { Bo: [1], Cy: [2, 2, 2, 2] });
}

test('orders seen revealed raise the share expected on that Estate; a rebel seen is trusted less; a new game forgets', () => {
  const memory = new Memory();
  const s = revealed();
  const bo = seat(s, 'Bo');
  const cy = seat(s, 'Cy');
  expect(s.phase).toBe('combat');
  const before = new Memory().observe(viva.rules.viewFor(game({ players: ['Ana', 'Bo', 'Cy'] }), bo));
  const after = memory.observe(viva.rules.viewFor(s, bo));
  expect(after.share(cy, 2, s)).toBeGreaterThan(before.share(cy, 2, s));
  expect(after.share(cy, 3, s)).toBeLessThan(before.share(cy, 3, s));
  // Through to Spend Money: the rebels are still shown (V20).
  const spend = passWhile(s, (x) => x.phase === 'combat');
  expect(spend.phase).toBe('spend');
  const seen = memory.observe(viva.rules.viewFor(spend, bo));
  expect(seen.rebelRate(bo)).toBeGreaterThan(before.rebelRate(bo));
  expect(seen.rebelRate(cy)).toBeLessThan(before.rebelRate(cy));
  const fresh = memory.observe(viva.rules.viewFor(game({ players: ['Ana', 'Bo', 'Cy'] }), bo));
  expect(fresh.share(cy, 2, s)).toBe(before.share(cy, 2, s));
});

// The core's contract harness on Viva el Presidente (V4, V5, V30): random playouts to the end at 3–5
// players, Basic and Expert, determinism, non-interference, refusals that change nothing, JSON states,
// and the Spend Money turns of an empty hand it settles (V24, V25) only where "done" is the one action.
import type { GameModule } from '../../../src/core/game.js';
import { viva } from '../../../src/games/viva/module.js';
import { CHECKS, runContract, type ContractOptions } from '../../support/contract.js';

/** Two playouts per player count and variant (each some 800 actions, a tenth of them probed); three cost the suite 4 s more. */
const OPTIONS: ContractOptions = { games: 6, seed: 'viva-contract', probeShare: 0.1, maxActions: 5000 };

/** The module with a variant forced, so the harness (which gives no options) plays it. */
function withVariant(variant: 'basic' | 'expert'): GameModule {
  return { ...viva, rules: { ...viva.rules, create: (start) => viva.rules.create({ ...start, options: { ...start.options, variant } }) } } as GameModule;
}

test.each(['basic', 'expert'] as const)('Viva (%s) keeps the contract over seeded random playouts at 3, 4 and 5 players', async (variant) => {
  const report = await runContract(withVariant(variant), OPTIONS);
  expect(report.failures).toEqual(Object.fromEntries(CHECKS.map((c) => [c, []])));
  expect(report.counts).toMatchObject({ ended: OPTIONS.games, replayed: OPTIONS.games });
  expect(report.counts.probes).toBeGreaterThan(OPTIONS.games);
  // V24, V25: random players often spend their hand to nothing, so empty-handed Spend Money turns came and were settled.
  expect(report.counts.forced).toBeGreaterThan(0);
});

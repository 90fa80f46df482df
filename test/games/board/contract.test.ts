// The core's contract harness on Junta, the board game (B1, B5, B70, B71, B73): seeded random playouts
// to the end at 4–7 players, determinism and replay, non-interference (every view resampled by
// determinize gives the same view and choices), refusals that change nothing, JSON states, and the
// wire taking every action, event, view and record the game makes, through coups (B41–B60) as well. A whole game from setup runs ten
// rounds, so most playouts begin at a late round's start position (B71) and play its last rounds.
import seedrandom from 'seedrandom';
import type { GameModule } from '../../../src/core/game.js';
import { POSITIONS } from '../../../src/games/board/content/box.js';
import { board } from '../../../src/games/board/module.js';
import type { BoardStart } from '../../../src/games/board/rules/setup.js';
import { positionOf } from '../../../src/games/board/rules/start.js';
import type { Action, BoardState } from '../../../src/games/board/rules/types.js';
import { CHECKS, runContract, type ContractOptions } from '../../support/contract.js';
import { randomPosition } from './random-games.js';

/** Bills left in the Foreign Aid deck at the late start: one or two rounds to play. */
const LATE_AID = 16;

/** Coups started in the playouts (B41), counted as the rules apply their steps (replays and probes count again). */
let coupsStarted = 0;

/** The module with every game starting at a random late round's start position drawn from its seed. */
const late: GameModule = {
  ...board,
  rules: {
    ...board.rules,
    apply: (state, action) => {
      const result = board.rules.apply(state as BoardState, action as Action);
      if (result.ok) coupsStarted += result.events.filter((e) => e.type === 'coup' && e.started).length;
      return result;
    },
    create: (start) => {
      const position = positionOf(randomPosition(seedrandom(start.seed), 1, { seats: [...start.players], aidSize: LATE_AID }));
      // B19: an exile's Positions are frozen (the random position leaves that to us).
      position.frozen = POSITIONS.filter((p) => position.frozen.includes(p) || position.players[position.positions[p] as number]?.status === 'exiled');
      return board.rules.create({ ...start, start: position } as BoardStart);
    },
  },
} as GameModule;

const noFailures = Object.fromEntries(CHECKS.map((c) => [c, []]));

test('the board game keeps the contract over seeded random playouts of late rounds at 4 to 7 players', async () => {
  const options: ContractOptions = { games: 4, seed: 'board-contract-late', probeShare: 0.1, maxActions: 3000 };
  const report = await runContract(late, options);
  expect(report.failures).toEqual(noFailures);
  expect(report.counts).toMatchObject({ ended: options.games, replayed: options.games });
  expect(report.counts.probes).toBeGreaterThan(options.games);
  // B41–B60: the late rounds' random players start coups, so the contract holds through them too.
  expect(coupsStarted).toBeGreaterThan(0);
});

test('the board game keeps the contract over a seeded random playout from setup to the end', async () => {
  const options: ContractOptions = { games: 1, seed: 'board-contract', probeShare: 0.02, maxActions: 6000 };
  const report = await runContract(board, options);
  expect(report.failures).toEqual(noFailures);
  expect(report.counts).toMatchObject({ ended: 1, replayed: 1 });
});

// What `npm run bench -- --game board` measures of the board game beyond its random games (rulings
// B42, B47, B73): the coup's share of actions and time (every action taken while a coup's driver is
// on the flow), and legalActions of a movement turn at 7 seats with every unit on the map (≤ 1 ms);
// its bots' strength at 5 seats (B2: the product recommends 5–7), a fair share 20 %: one heuristic bot
// wins at least half its games against random bots, one ISMCTS bot at least its fair share against heuristic bots.
import type { GameBench } from '../../core/bench.js';
import { BOARD_ISMCTS_ITERATIONS } from './bots/index.js';
import { POSITIONS } from './content/box.js';
import { AREAS, isEmbassy } from './content/map.js';
import { homeOf, unitById } from './content/units.js';
import { clockwiseFromSeat } from './rules/context.js';
import { beginSegmentMovement, deployedUnits } from './rules/coup-units.js';
import { create } from './rules/setup.js';
import type { BoardState } from './rules/types.js';

const SEVEN = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];

/**
 * Coup phase 1's movement at 7 seats, the First Rebel (Bo) to move: Ana President, the six Positions
 * one each, every unit on the map (the Marines landed, the Paratroops dropped, every Coup Event's units
 * placed, a card's units commanded by the seats in turn).
 */
export function movementAtSeven(): BoardState {
  const s = create({ seed: 'bench-movement-7', players: SEVEN }).state;
  s.president = 0;
  s.chair = 0;
  POSITIONS.forEach((p, i) => { s.positions[p] = { holder: i + 1, frozen: false }; });
  const units = deployedUnits(false);
  const districts = AREAS.filter((a) => a.kind === 'district' && !isEmbassy(a.id)).map((a) => a.id);
  units.forEach((u, i) => {
    if (u.id === 'marines') u.at = 'docks';
    else if (u.id === 'paratroops') u.at = 'heights';
    else if (u.at === 'unraised') {
      u.at = homeOf(unitById(u.id)!.kind.id) ?? districts[i % districts.length];
      u.owner = i % SEVEN.length;
    }
  });
  const firstRebel = 1;
  s.coup = {
    firstRebel, rebels: [firstRebel], segment: 1, units, airstrikesUsed: 0, airstrikesOwner: null, placedAtQuestion: false, questionEvent: null,
    engagements: [], fled: [], sides: [], control: null, winner: null, executed: null, over: false,
  };
  beginSegmentMovement(s.coup);
  s.flow = [
    { kind: 'round', phase: 8, step: 4 },
    { kind: 'coup', part: 'segment', step: 1 },
    { kind: 'movement', order: clockwiseFromSeat(s, firstRebel), at: 0, gifts: 0, rebelled: false },
  ];
  return s;
}

export const boardBench: GameBench<BoardState> = {
  // B42: a coup runs from its start to its end on the coup's driver.
  parts: [{ name: 'coup', during: (s) => s.flow.some((f) => f.kind === 'coup') }],
  positions: [{ name: 'a movement turn at 7 seats, every unit on the map', targetMicros: 1000, seat: 1, state: movementAtSeven }],
  // The ISMCTS figure over 100 games (BENCH_ISMCTS_GAMES for more): a game of it is some 7 s of one core (600 took 67 min of one worker), so 100 take about 6 min on two cores and 1,000 an hour.
  strength: { players: 5, heuristicTarget: 0.5, ismctsTarget: 0.2, ismctsGames: 100 },
  // The search's own budget (a decision under a second of one core at 7 seats), not the core's default.
  ismctsIterations: BOARD_ISMCTS_ITERATIONS,
};

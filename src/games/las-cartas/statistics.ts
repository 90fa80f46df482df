// Las Cartas' statistics of simulated games (product.md, `junta simulate`; the
// simulation is generic, these are the game's, given by its module): rounds, budgets passed, coups
// and who won them (R23), and each card's plays with the share of its players who won.
import type { GameStatistics, GameTally, PlayedGame, StatisticsLine } from '../../core/statistics.js';
import { designId, type Action, type GameEvent, type State } from '../../engine/index.js';

export interface LasCartasStatistics {
  avgRounds: number;
  coupsPerGame: number;
  coupOutcomes: { president: number; rebels: number };
  budgetsPassedPerGame: number;
  cardPlays: Record<string, number>;
  /** For each card: of the players who played it in a game, the share who won that game. */
  winRateWhenPlayed: Record<string, number>;
}

export function lasCartasTally(): GameTally<State, Action, GameEvent, LasCartasStatistics> {
  const cardPlays: Record<string, number> = {};
  const playedBy: Record<string, { players: number; won: number }> = {};
  let rounds = 0;
  let passed = 0;
  const coups = { president: 0, rebels: 0 };
  return {
    add({ steps, state, standing }: PlayedGame<State, Action, GameEvent>) {
      const share = 1 / standing.winners.length;
      rounds += state.round;
      const played = new Set<string>();
      for (const step of steps) {
        for (const e of step.events) {
          if (e.type === 'budget-passed') passed += 1;
          if (e.type === 'coup-won') coups[e.side] += 1;
          if (e.type === 'card-played') {
            const id = designId(e.card);
            cardPlays[id] = (cardPlays[id] ?? 0) + 1;
            played.add(`${id}|${e.seat}`);
          }
        }
      }
      for (const key of played) {
        const [id, seat] = key.split('|');
        const entry = (playedBy[id] ??= { players: 0, won: 0 });
        entry.players += 1;
        if (standing.winners.includes(Number(seat))) entry.won += share;
      }
    },
    report: (games) => ({
      avgRounds: rounds / games,
      coupsPerGame: (coups.president + coups.rebels) / games,
      coupOutcomes: coups,
      budgetsPassedPerGame: passed / games,
      cardPlays,
      winRateWhenPlayed: Object.fromEntries(Object.entries(playedBy).map(([id, e]) => [id, e.won / e.players])),
    }),
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The report in words: rounds, budgets and coups, then the cards by plays. */
export function lasCartasLines(report: LasCartasStatistics): StatisticsLine[] {
  return [
    `Average rounds: ${report.avgRounds.toFixed(2)}; budgets passed per game: ${report.budgetsPassedPerGame.toFixed(2)}`,
    `Coups per game: ${report.coupsPerGame.toFixed(2)} (President won ${report.coupOutcomes.president}, rebels won ${report.coupOutcomes.rebels})`,
    '',
    'Cards played (win rate of the players who played them):',
    {
      header: ['Card', 'Plays', 'Win rate'],
      rows: Object.entries(report.cardPlays).sort((a, b) => b[1] - a[1]).map(([id, plays]) => [id, String(plays), pct(report.winRateWhenPlayed[id] ?? 0)]),
    },
  ];
}

export const lasCartasStatistics: GameStatistics<State, Action, GameEvent, LasCartasStatistics> = { tally: lasCartasTally, lines: lasCartasLines };

// Las Cartas' statistics of simulated games (product.md, `junta simulate`; the
// simulation is generic, these are the game's, given by its module): rounds, budgets passed, coups
// and who won them (R23), and each card's plays with the share of its players who won.
import { cardPlays, cardTally, type CardPlays, type GameStatistics, type GameTally, type PlayedGame, type StatisticsLine } from '../../core/statistics.js';
import { designId, type Action, type GameEvent, type State } from './rules/index.js';

export interface LasCartasStatistics {
  avgRounds: number;
  coupsPerGame: number;
  coupOutcomes: { president: number; rebels: number };
  budgetsPassedPerGame: number;
  cardPlays: Record<string, number>;
  /** For each card: of the players who played it in a game, the share who won that game. */
  winRateWhenPlayed: Record<string, number>;
}

/** What one game adds: its rounds, budgets passed, coups won by each side, and its cards. */
export interface LasCartasGame {
  rounds: number;
  passed: number;
  coups: { president: number; rebels: number };
  cards: CardPlays;
}

export function lasCartasSummary({ steps, state, standing }: PlayedGame<State, Action, GameEvent>): LasCartasGame {
  let passed = 0;
  const coups = { president: 0, rebels: 0 };
  const played: { card: string; seat: number }[] = [];
  for (const step of steps) {
    for (const e of step.events) {
      if (e.type === 'budget-passed') passed += 1;
      if (e.type === 'coup-won') coups[e.side] += 1;
      if (e.type === 'card-played') played.push({ card: designId(e.card), seat: e.seat });
    }
  }
  return { rounds: state.round, passed, coups, cards: cardPlays(played, standing) };
}

export function lasCartasTally(): GameTally<LasCartasGame, LasCartasStatistics> {
  const cards = cardTally();
  let rounds = 0;
  let passed = 0;
  const coups = { president: 0, rebels: 0 };
  return {
    add(game) {
      rounds += game.rounds;
      passed += game.passed;
      coups.president += game.coups.president;
      coups.rebels += game.coups.rebels;
      cards.add(game.cards);
    },
    report: (games) => ({
      avgRounds: rounds / games,
      coupsPerGame: (coups.president + coups.rebels) / games,
      coupOutcomes: coups,
      budgetsPassedPerGame: passed / games,
      cardPlays: cards.plays,
      winRateWhenPlayed: cards.winRates(),
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

export const lasCartasStatistics: GameStatistics<State, Action, GameEvent, LasCartasStatistics, LasCartasGame> = { summary: lasCartasSummary, tally: lasCartasTally, lines: lasCartasLines };

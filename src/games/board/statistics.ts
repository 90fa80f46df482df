// Junta, the board game's statistics of simulated games (rulings B13, B22, B23, B32, B36, B64): rounds
// per game and why games end, the Swiss accounts at the end (a seat's and the winners'), how often the
// Budget passes or is forced, Presidents and deaths per game, and the cards played with their
// players' win rates – all read from the games' public events.
import { cardPlays, cardTally, type CardPlays, type GameStatistics, type GameTally, type PlayedGame } from '../../core/statistics.js';
import { designOf } from './content/cards.js';
import type { Action, BoardEvent, BoardState, EndReason } from './rules/types.js';

export interface BoardStatistics {
  rounds: { mean: number };
  /** B64: the share of games ended for each reason. */
  ends: Partial<Record<EndReason, number>>;
  /** B64: a seat's mean account at the end, and the winners' (games with winners). */
  accounts: { mean: number; winners: number };
  /** B22, B23: of the Budgets voted, the share passed, and the share defeated but forced. */
  budgets: { votes: number; passed: number; forced: number };
  presidentsPerGame: number;
  deathsPerGame: number;
  cardPlays: Record<string, number>;
  winRateWhenPlayed: Record<string, number>;
}

/** What one game adds. */
export interface BoardGame {
  rounds: number;
  reason: EndReason | null;
  accounts: number[];
  winnerAccount: number | null;
  budgets: { votes: number; passed: number; forced: number };
  presidents: number;
  deaths: number;
  cards: CardPlays;
}

type Played = PlayedGame<BoardState, Action, BoardEvent>;

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

export function boardSummary({ steps, state, standing }: Played): BoardGame {
  const budgets = { votes: 0, passed: 0, forced: 0 };
  let presidents = 0;
  let deaths = 0;
  const played: { seat: number; card: string }[] = [];
  for (const e of steps.flatMap((step) => step.events)) {
    // A private event repeats a public one with what only some were told (B5).
    if (e.audience !== undefined) continue;
    if (e.type === 'settled') {
      budgets.votes += 1;
      if (e.passed) budgets.passed += 1;
      if (e.forced) budgets.forced += 1;
    }
    if (e.type === 'president' && e.why === 'elected') presidents += 1;
    if (e.type === 'death') deaths += 1;
    if (e.type === 'played') played.push({ seat: e.seat, card: designOf(e.card) });
  }
  const accounts = standing.players.map((p) => p.keys[0]);
  return {
    rounds: state.round,
    reason: state.ended?.reason ?? null,
    accounts,
    winnerAccount: standing.winners.length > 0 ? accounts[standing.winners[0]] : null,
    budgets,
    presidents,
    deaths,
    cards: cardPlays(played, standing),
  };
}

export function boardTally(): GameTally<BoardGame, BoardStatistics> {
  let rounds = 0;
  const ends: Partial<Record<EndReason, number>> = {};
  let accounts = 0;
  let seats = 0;
  let winners = 0;
  let won = 0;
  const budgets = { votes: 0, passed: 0, forced: 0 };
  let presidents = 0;
  let deaths = 0;
  const cards = cardTally();
  return {
    add(game) {
      rounds += game.rounds;
      if (game.reason) ends[game.reason] = (ends[game.reason] ?? 0) + 1;
      for (const a of game.accounts) accounts += a;
      seats += game.accounts.length;
      if (game.winnerAccount !== null) {
        winners += game.winnerAccount;
        won += 1;
      }
      budgets.votes += game.budgets.votes;
      budgets.passed += game.budgets.passed;
      budgets.forced += game.budgets.forced;
      presidents += game.presidents;
      deaths += game.deaths;
      cards.add(game.cards);
    },
    report(games) {
      return {
        rounds: { mean: rounds / games },
        ends: Object.fromEntries(Object.entries(ends).map(([reason, n]) => [reason, n / games])),
        accounts: { mean: ratio(accounts, seats), winners: ratio(winners, won) },
        budgets: { votes: budgets.votes, passed: ratio(budgets.passed, budgets.votes), forced: ratio(budgets.forced, budgets.votes) },
        presidentsPerGame: presidents / games,
        deathsPerGame: deaths / games,
        cardPlays: cards.plays,
        winRateWhenPlayed: cards.winRates(),
      };
    },
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

const REASONS: Record<EndReason, string> = { aid: 'the Foreign Aid ran out', 'first-tie': 'the first election\'s ties', 'all-dead': 'every player dead' };

/** The report in words, after a blank line: rounds and ends, accounts, Budgets, the office, then the cards by plays. */
export function boardLines(r: BoardStatistics, _width: number): string[] {
  const ends = Object.entries(r.ends).map(([reason, share]) => `${REASONS[reason as EndReason]} ${pct(share)}`).join(', ');
  const cards = Object.entries(r.cardPlays).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const nameWidth = Math.max(4, ...cards.map(([id]) => id.length));
  return [
    '',
    `Rounds per game: mean ${r.rounds.mean.toFixed(2)}; games ended by ${ends || 'nothing'}`,
    `Swiss accounts at the end: ${r.accounts.mean.toFixed(2)} M a seat, ${r.accounts.winners.toFixed(2)} M the winner`,
    `Budgets: ${r.budgets.votes} voted, ${pct(r.budgets.passed)} passed, ${pct(r.budgets.forced)} defeated and forced`,
    `Presidents elected per game: ${r.presidentsPerGame.toFixed(2)}; deaths per game: ${r.deathsPerGame.toFixed(2)}`,
    '',
    'Cards played (win rate of the players who played them):',
    `  ${'Card'.padEnd(nameWidth)}  Plays  Win rate`,
    ...cards.map(([id, plays]) => `  ${id.padEnd(nameWidth)}  ${String(plays).padStart(5)}  ${pct(r.winRateWhenPlayed[id] ?? 0).padStart(8)}`),
  ];
}

export const boardStatistics: GameStatistics<BoardState, Action, BoardEvent, BoardStatistics, BoardGame> = { summary: boardSummary, tally: boardTally, lines: boardLines };

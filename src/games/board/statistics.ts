// Junta, the board game's statistics of simulated games (rulings B10, B13, B22–B24, B26–B33, B41,
// B57–B59, B64): rounds per game and their spread, how often the Budget passes or is forced, Presidents
// per game, coups started per game and per round and who won them,
// deaths per round by cause (the Death Squad, Assassins, the firing squad), exiles per round, the
// first election's ties, the winners' Swiss accounts, the first President's win rate, how games
// ended, and the cards played with their players' win rates – all read from the games' public events.
import { cardPlays, cardTally, type CardPlays, type GameStatistics, type GameTally, type PlayedGame, type StatisticsLine } from '../../core/statistics.js';
import { designOf, isCard, typeOf } from './content/cards.js';
import { valueOf } from './rules/money.js';
import type { Action, BoardEvent, BoardState, EndReason, Seat } from './rules/types.js';

type Played = PlayedGame<BoardState, Action, BoardEvent>;

/** What one game adds. */
export interface BoardGame {
  rounds: number;
  /** B22, B23: Budgets voted, passed, and defeated but forced. */
  budgets: { votes: number; passed: number; forced: number };
  /** Presidents elected (B8, B14, B59). */
  presidents: number;
  coups: number;
  /** Coups won by the Junta and by the President (B58). */
  juntaWins: number;
  presidentWins: number;
  deaths: { squad: number; assassins: number; firingSquad: number };
  /** Players gone into exile: in phase 5 (B24) and by flight in a coup (B57). */
  exiles: number;
  /** B10: the first election's ties (each spends a bill). */
  firstTies: number;
  /** The winners' Swiss accounts in millions (B64); none when nobody wins. */
  winnerAccounts: number[];
  /** The first President's share of the win; null when he did not win or there was none. */
  firstWon: number | null;
  reason: EndReason | null;
  cards: CardPlays;
}

export interface BoardStatistics {
  rounds: { mean: number; median: number; p10: number; p90: number };
  /** Of the Budgets voted, how many, and the shares passed and forced. */
  budgets: { votes: number; passed: number; forced: number };
  presidentsPerGame: number;
  coups: { perGame: number; perRound: number; juntaShare: number; juntaWins: number; presidentWins: number };
  /** Deaths per round by cause. */
  deathsPerRound: { squad: number; assassins: number; firingSquad: number };
  exilesPerRound: number;
  firstTiesPerGame: number;
  /** Mean Swiss account of a winner, in millions. */
  winnerAccount: number;
  firstWinRate: number;
  reasons: Record<string, number>;
  cardPlays: Record<string, number>;
  winRateWhenPlayed: Record<string, number>;
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

/** The q-quantile of sorted numbers, nearest rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One game's figures from its public events (a told event repeats a public one, B5). */
export function boardSummary({ steps, state, standing }: Played): BoardGame {
  const game: BoardGame = {
    rounds: state.round, budgets: { votes: 0, passed: 0, forced: 0 }, presidents: 0, coups: 0, juntaWins: 0, presidentWins: 0, deaths: { squad: 0, assassins: 0, firingSquad: 0 },
    exiles: 0, firstTies: 0, winnerAccounts: [], firstWon: null, reason: state.ended?.reason ?? null, cards: { plays: [], players: [] },
  };
  let first: Seat | null = null;
  const played: { seat: Seat; card: string }[] = [];
  for (const e of steps.flatMap((step) => step.events)) {
    if (e.audience !== undefined) continue;
    switch (e.type) {
      case 'president':
        if (e.seat !== null && e.why === 'elected') {
          game.presidents += 1;
          if (first === null) first = e.seat;
        }
        break;
      case 'settled':
        game.budgets.votes += 1;
        if (e.passed) game.budgets.passed += 1;
        if (e.forced) game.budgets.forced += 1;
        break;
      case 'coup': if (e.started) game.coups += 1; break;
      case 'control': if (e.winner === 'junta') game.juntaWins += 1; else game.presidentWins += 1; break;
      case 'resolved': if (e.killed) { if (e.card === null) game.deaths.squad += 1; else game.deaths.assassins += 1; } break;
      case 'executed': if (e.target !== null) game.deaths.firingSquad += 1; break;
      case 'exiled': case 'fled': game.exiles += 1; break;
      case 'bill': if (e.why === 'tie') game.firstTies += 1; break;
      case 'played': played.push({ seat: e.seat, card: designOf(e.card) }); break;
      case 'attempt': if (e.card !== null) played.push({ seat: e.by, card: designOf(e.card) }); break;
      case 'cast': if (isCard(e.source) && typeOf(e.source) === 'vote') played.push({ seat: e.seat, card: designOf(e.source) }); break;
      default: break;
    }
  }
  game.winnerAccounts = standing.winners.map((seat) => valueOf(state.players[seat].account));
  game.firstWon = first !== null && standing.winners.includes(first) ? 1 / standing.winners.length : null;
  game.cards = cardPlays(played, standing);
  return game;
}

export function boardTally(): GameTally<BoardGame, BoardStatistics> {
  const rounds: number[] = [];
  const budgets = { votes: 0, passed: 0, forced: 0 };
  let presidents = 0;
  const sums = { coups: 0, junta: 0, president: 0, squad: 0, assassins: 0, firing: 0, exiles: 0, ties: 0, firstWins: 0 };
  const accounts: number[] = [];
  const reasons: Record<string, number> = {};
  const cards = cardTally();
  return {
    add(game) {
      rounds.push(game.rounds);
      budgets.votes += game.budgets.votes;
      budgets.passed += game.budgets.passed;
      budgets.forced += game.budgets.forced;
      presidents += game.presidents;
      sums.coups += game.coups;
      sums.junta += game.juntaWins;
      sums.president += game.presidentWins;
      sums.squad += game.deaths.squad;
      sums.assassins += game.deaths.assassins;
      sums.firing += game.deaths.firingSquad;
      sums.exiles += game.exiles;
      sums.ties += game.firstTies;
      if (game.firstWon !== null) sums.firstWins += game.firstWon;
      accounts.push(...game.winnerAccounts);
      const reason = game.reason ?? 'unfinished';
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      cards.add(game.cards);
    },
    report(games) {
      const sorted = [...rounds].sort((a, b) => a - b);
      const totalRounds = rounds.reduce((a, b) => a + b, 0);
      const won = sums.junta + sums.president;
      return {
        rounds: { mean: ratio(totalRounds, rounds.length), median: median(sorted), p10: quantile(sorted, 0.1), p90: quantile(sorted, 0.9) },
        budgets: { votes: budgets.votes, passed: ratio(budgets.passed, budgets.votes), forced: ratio(budgets.forced, budgets.votes) },
        presidentsPerGame: presidents / games,
        coups: { perGame: sums.coups / games, perRound: ratio(sums.coups, totalRounds), juntaShare: ratio(sums.junta, won), juntaWins: sums.junta, presidentWins: sums.president },
        deathsPerRound: { squad: ratio(sums.squad, totalRounds), assassins: ratio(sums.assassins, totalRounds), firingSquad: ratio(sums.firing, totalRounds) },
        exilesPerRound: ratio(sums.exiles, totalRounds),
        firstTiesPerGame: sums.ties / games,
        winnerAccount: ratio(accounts.reduce((a, b) => a + b, 0), accounts.length),
        firstWinRate: sums.firstWins / games,
        reasons,
        cardPlays: cards.plays,
        winRateWhenPlayed: cards.winRates(),
      };
    },
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const REASON_WORDS: Record<string, string> = { aid: 'Foreign Aid ran out', 'first-tie': 'the first election\'s ties took the last bill', 'all-dead': 'every player dead', unfinished: 'unfinished' };

/** The report in words after the win rates: rounds, coups, deaths and exiles, the end, then the cards by plays. */
export function boardLines(r: BoardStatistics): StatisticsLine[] {
  const cards = Object.entries(r.cardPlays).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const reasons = Object.entries(r.reasons).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([why, n]) => `${REASON_WORDS[why] ?? why} ${n}`);
  const d = r.deathsPerRound;
  return [
    '',
    `Rounds per game: mean ${r.rounds.mean.toFixed(2)}, median ${r.rounds.median}, 10th–90th percentile ${r.rounds.p10}–${r.rounds.p90}`,
    `Budgets: ${r.budgets.votes} voted, ${pct(r.budgets.passed)} passed, ${pct(r.budgets.forced)} defeated and forced; ${r.presidentsPerGame.toFixed(2)} Presidents elected a game`,
    `Coups: ${r.coups.perGame.toFixed(2)} a game, ${pct(r.coups.perRound)} of rounds; the Junta won ${r.coups.juntaWins}, the President held ${r.coups.presidentWins} (Junta ${pct(r.coups.juntaShare)})`,
    `Deaths per round: Death Squad ${d.squad.toFixed(3)}, Assassins ${d.assassins.toFixed(3)}, firing squad ${d.firingSquad.toFixed(3)}; exiles per round ${r.exilesPerRound.toFixed(3)}`,
    `First election: ${r.firstTiesPerGame.toFixed(2)} ties a game; the first President won ${pct(r.firstWinRate)}`,
    `Winners' Swiss accounts: ${r.winnerAccount.toFixed(1)} M on average`,
    `Games ended: ${reasons.join(', ')}`,
    '',
    'Cards played (win rate of the players who played them):',
    { header: ['Card', 'Plays', 'Win rate'], rows: cards.map(([id, plays]) => [id, String(plays), pct(r.winRateWhenPlayed[id] ?? 0)]) },
  ];
}

export const boardStatistics: GameStatistics<BoardState, Action, BoardEvent, BoardStatistics, BoardGame> = {
  summary: boardSummary, tally: boardTally, lines: boardLines,
};

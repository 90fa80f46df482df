// Viva el Presidente!'s statistics of simulated games: rounds
// per game, VP at the end (V29), battles per round, how often attacks on the Presidente and on
// Golpistas succeed (V16), how long a Presidente stays in office and how often it changes (V21),
// cards played with their players' win rates, and the first Presidente's win rate – all read from
// the games' events.
import { cardPlays, cardTally, type CardPlays, type GameStatistics, type GameTally, type PlayedGame } from '../../core/statistics.js';
import { designOf } from './content/cards.js';
import type { Action, Seat, VivaEvent, VivaState } from './rules/types.js';

export interface AttackTally {
  battles: number;
  succeeded: number;
  /** succeeded / battles (0 without battles). */
  successRate: number;
}

export interface VivaStatistics {
  rounds: { mean: number; median: number; distribution: Record<string, number> };
  /** A seat's mean VP at the end, and the winners' (V29). */
  vp: { mean: number; winners: number };
  battlesPerRound: number;
  attacks: { presidente: AttackTally; golpistas: AttackTally };
  /** Rounds a Presidente holds office in one term, and office changes (V21 coups) per game. */
  presidente: { meanTenure: number; changesPerGame: number; firstWinRate: number };
  cardPlays: Record<string, number>;
  /** For each card: of the players who played it in a game, the share who won that game. */
  winRateWhenPlayed: Record<string, number>;
}

type Played = PlayedGame<VivaState, Action, VivaEvent>;

/** What one game adds: its rounds, each seat's VP and the winner's, its battles and attacks, the office's terms, its cards. */
export interface VivaGame {
  rounds: number;
  vp: number[];
  winnerVp: number;
  battles: number;
  attacks: { presidente: { battles: number; succeeded: number }; golpistas: { battles: number; succeeded: number } };
  /** Each term's rounds, and how often the office changed. */
  terms: number[];
  changes: number;
  /** The first Presidente's share of the win; null when they lost. */
  firstWon: number | null;
  cards: CardPlays;
}

/** The card an event shows played, and by whom: a battle's or a Burglars' (V8, V15, V17), a Spy (V10), a Spend Money card (V25). */
function cardPlayed(e: VivaEvent): { seat: Seat; card: string } | null {
  if (e.type === 'card' || e.type === 'spy' || e.type === 'spend-card') return { seat: e.seat, card: e.card };
  return null;
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export function vivaSummary({ steps, state, standing }: Played): VivaGame {
  const attacks = { presidente: { battles: 0, succeeded: 0 }, golpistas: { battles: 0, succeeded: 0 } };
  const terms: number[] = [];
  let battles = 0;
  let changes = 0;
  // A played game's steps are its actions' (the setup's roll-off is not among them): the first
  // action is the first Presidente's Promise in round 1 (V7), so its state names him.
  const first: Seat = steps[0].state.presidente;
  let presidente = first;
  let round = steps[0].state.round;
  let since = round;
  const played: { seat: Seat; card: string }[] = [];
  for (const e of steps.flatMap((step) => step.events)) {
    // A private event repeats a public one with what only some were told.
    if (e.audience !== undefined) continue;
    if (e.type === 'round') round = e.round;
    if (e.type === 'presidente' && e.how === 'coup') {
      changes += 1;
      terms.push(round - since + 1);
      since = round + 1;
      presidente = e.seat;
    }
    if (e.type === 'battle') battles += 1;
    if (e.type === 'outcome') {
      const kind = e.defender === presidente ? attacks.presidente : attacks.golpistas;
      kind.battles += 1;
      if (e.success) kind.succeeded += 1;
    }
    const card = cardPlayed(e);
    if (card) played.push({ seat: card.seat, card: designOf(card.card) });
  }
  // The last term runs to the end; a coup in the last round gives the new Presidente none.
  if (state.round >= since) terms.push(state.round - since + 1);
  return {
    rounds: state.round,
    vp: standing.players.map((p) => p.keys[0]),
    winnerVp: standing.players[standing.winners[0]].keys[0],
    battles,
    attacks,
    terms,
    changes,
    firstWon: standing.winners.includes(first) ? 1 / standing.winners.length : null,
    cards: cardPlays(played, standing),
  };
}

export function vivaTally(): GameTally<VivaGame, VivaStatistics> {
  const rounds: number[] = [];
  let vpSum = 0;
  let seats = 0;
  let winnerVp = 0;
  let battles = 0;
  const attacks = { presidente: { battles: 0, succeeded: 0 }, golpistas: { battles: 0, succeeded: 0 } };
  const terms: number[] = [];
  let changes = 0;
  let firstWins = 0;
  const cards = cardTally();
  return {
    add(game) {
      rounds.push(game.rounds);
      for (const vp of game.vp) vpSum += vp;
      seats += game.vp.length;
      winnerVp += game.winnerVp;
      battles += game.battles;
      for (const side of ['presidente', 'golpistas'] as const) {
        attacks[side].battles += game.attacks[side].battles;
        attacks[side].succeeded += game.attacks[side].succeeded;
      }
      terms.push(...game.terms);
      changes += game.changes;
      if (game.firstWon !== null) firstWins += game.firstWon;
      cards.add(game.cards);
    },
    report(games) {
      const distribution: Record<string, number> = {};
      for (const r of [...rounds].sort((a, b) => a - b)) distribution[String(r)] = (distribution[String(r)] ?? 0) + 1;
      const rate = (t: { battles: number; succeeded: number }): AttackTally => ({ ...t, successRate: ratio(t.succeeded, t.battles) });
      const totalRounds = rounds.reduce((a, b) => a + b, 0);
      return {
        rounds: { mean: ratio(totalRounds, rounds.length), median: median(rounds), distribution },
        vp: { mean: ratio(vpSum, seats), winners: winnerVp / games },
        battlesPerRound: ratio(battles, totalRounds),
        attacks: { presidente: rate(attacks.presidente), golpistas: rate(attacks.golpistas) },
        presidente: { meanTenure: ratio(terms.reduce((a, b) => a + b, 0), terms.length), changesPerGame: changes / games, firstWinRate: firstWins / games },
        cardPlays: cards.plays,
        winRateWhenPlayed: cards.winRates(),
      };
    },
  };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The report in words, after a blank line: the rounds and their spread, the battles, the office, then the cards by plays. */
export function vivaLines(r: VivaStatistics, width: number): string[] {
  const spread = Object.entries(r.rounds.distribution).map(([rounds, games]) => `${rounds}: ${games}`);
  const wrapped: string[] = [];
  let line = '  games by rounds:';
  for (const part of spread) {
    if (line.length + part.length + 2 > width) { wrapped.push(line); line = '   '; }
    line += ` ${part}`;
  }
  wrapped.push(line);
  const attack = (t: AttackTally): string => `${pct(t.successRate)} of ${t.battles}`;
  const cards = Object.entries(r.cardPlays).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const nameWidth = Math.max(4, ...cards.map(([id]) => id.length));
  return [
    '',
    `Rounds per game: mean ${r.rounds.mean.toFixed(2)}, median ${r.rounds.median}`,
    ...wrapped,
    `VP at the end: ${r.vp.mean.toFixed(2)} a seat, ${r.vp.winners.toFixed(2)} the winner`,
    `Battles per round: ${r.battlesPerRound.toFixed(2)}; attacks won against the Presidente ${attack(r.attacks.presidente)}, against Golpistas ${attack(r.attacks.golpistas)}`,
    `Presidente: ${r.presidente.meanTenure.toFixed(2)} rounds a term, ${r.presidente.changesPerGame.toFixed(2)} changes a game; the first Presidente won ${pct(r.presidente.firstWinRate)}`,
    '',
    'Cards played (win rate of the players who played them):',
    `  ${'Card'.padEnd(nameWidth)}  Plays  Win rate`,
    ...cards.map(([id, plays]) => `  ${id.padEnd(nameWidth)}  ${String(plays).padStart(5)}  ${pct(r.winRateWhenPlayed[id] ?? 0).padStart(8)}`),
  ];
}

export const vivaStatistics: GameStatistics<VivaState, Action, VivaEvent, VivaStatistics, VivaGame> = { summary: vivaSummary, tally: vivaTally, lines: vivaLines };

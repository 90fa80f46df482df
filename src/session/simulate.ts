// Many headless all-bot games through the session runner, and what they tell about bots and cards.
import { designId } from '../engine/index.js';
import { RECORD_FORMAT, score, type GameRecord, type RecordPlayer } from '../engine/index.js';
import type { Bot } from '../bots/types.js';
import { Session } from './runner.js';

export interface SimulationPlan {
  games: number;
  /** One entry per seat; rotated by one seat each game so no bot keeps its seat. */
  seats: Required<RecordPlayer>[];
  seed: string;
  bots: Readonly<Record<string, Bot>>;
  onGame?: (record: GameRecord, index: number) => void | Promise<void>;
}

export interface SimulationReport {
  games: number;
  players: number;
  bots: string[];
  /** Wins per seat of that kind (a shared win counts as a fraction). */
  winRateByBot: Record<string, number>;
  /** Wins by seat position, 1 = first seat. */
  winRateBySeat: Record<string, number>;
  avgRounds: number;
  coupsPerGame: number;
  coupOutcomes: { president: number; rebels: number };
  budgetsPassedPerGame: number;
  cardPlays: Record<string, number>;
  /** For each card: of the players who played it in a game, the share who won that game. */
  winRateWhenPlayed: Record<string, number>;
}

export async function simulate(plan: SimulationPlan): Promise<SimulationReport> {
  const n = plan.seats.length;
  const wins: Record<string, number> = {};
  const seatsOfKind: Record<string, number> = {};
  const bySeat = Array<number>(n).fill(0);
  const cardPlays: Record<string, number> = {};
  const playedBy: Record<string, { players: number; won: number }> = {};
  let rounds = 0;
  let passed = 0;
  const coups = { president: 0, rebels: 0 };
  for (let g = 0; g < plan.games; g++) {
    const players = plan.seats.map((_, i) => plan.seats[(i + g) % n]);
    const record: GameRecord = { format: RECORD_FORMAT, seed: `${plan.seed}#${g + 1}`, players, options: { firstPresident: 'random' }, actions: [] };
    const session = Session.open(record, { autosave: null, bots: plan.bots });
    await session.runBots();
    const result = score(session.state);
    const share = 1 / result.winners.length;
    for (const w of result.winners) {
      wins[players[w].bot] = (wins[players[w].bot] ?? 0) + share;
      bySeat[w] += share;
    }
    for (const p of players) seatsOfKind[p.bot] = (seatsOfKind[p.bot] ?? 0) + 1;
    rounds += session.state.round;
    const played = new Set<string>();
    for (const step of session.steps) {
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
      if (result.winners.includes(Number(seat))) entry.won += share;
    }
    await plan.onGame?.(session.record, g);
  }
  const games = Math.max(1, plan.games);
  return {
    games: plan.games,
    players: n,
    bots: plan.seats.map((s) => s.bot),
    winRateByBot: Object.fromEntries(Object.entries(seatsOfKind).map(([kind, seats]) => [kind, (wins[kind] ?? 0) / seats])),
    winRateBySeat: Object.fromEntries(bySeat.map((w, i) => [String(i + 1), w / games])),
    avgRounds: rounds / games,
    coupsPerGame: (coups.president + coups.rebels) / games,
    coupOutcomes: coups,
    budgetsPassedPerGame: passed / games,
    cardPlays,
    winRateWhenPlayed: Object.fromEntries(Object.entries(playedBy).map(([id, e]) => [id, e.won / e.players])),
  };
}

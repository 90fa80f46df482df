// The game record ("seed file", format junta-las-cartas/1): setup plus every action, in order.
import { replayGame, type Replayed, type ReplayedStep } from '../../../core/replay.js';
import { apply } from './apply.js';
import { CATALOGUE, type CardRegistry } from './cards.js';
import { createGameWithEvents } from './setup.js';
import { RECORD_FORMAT, type Action, type GameEvent, type GameOptions, type PinnedDecks, type State } from './types.js';

export interface RecordPlayer {
  name: string;
  /** A bot kind ("random", "heuristic", "ismcts"); absent for a human. */
  bot?: string;
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  /** A note for people reading the file; the game ignores it. */
  comment?: string;
  seed: string;
  /** The seed was made up by the program: it stays hidden until the game ends. */
  seedGenerated?: boolean;
  players: RecordPlayer[];
  options?: Partial<GameOptions>;
  decks?: PinnedDecks;
  actions: Action[];
}

/** One applied action of a record, and a record's replay: the core's, over Las Cartas' types. */
export type ReplayStep = ReplayedStep<State, Action, GameEvent>;
export type ReplayResult = Replayed<State, Action, GameEvent>;

export function startRecord(
  record: Pick<GameRecord, 'seed' | 'players' | 'options' | 'decks'>, cards: CardRegistry = CATALOGUE,
): { state: State; events: GameEvent[] } {
  return createGameWithEvents({
    seed: record.seed,
    players: record.players.map((p) => p.name),
    options: record.options,
    decks: record.decks,
  }, cards);
}

/** Replays a record's actions (the first `upTo` of them when given) with `cards` by the core's replay; stops at the first bad one. */
export function replayRecord(record: GameRecord, upTo: number = record.actions.length, cards: CardRegistry = CATALOGUE): ReplayResult {
  // The setup is the record's own (its pinned decks included) with `cards`; the start names it for the core.
  const rules = { create: () => startRecord(record, cards), apply };
  const start = { seed: record.seed, players: record.players.map((p) => p.name), options: record.options };
  return replayGame(rules, { start, actions: record.actions.slice(0, Math.max(0, upTo)) });
}

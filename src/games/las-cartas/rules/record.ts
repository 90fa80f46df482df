// The game record ("seed file", format junta-las-cartas/1): setup plus every action, in order.
import { apply } from './apply.js';
import { CATALOGUE, type CardRegistry } from './cards.js';
import { createGameWithEvents, SetupError } from './setup.js';
import { RECORD_FORMAT, type Action, type ApplyError, type GameEvent, type GameOptions, type PinnedDecks, type State } from './types.js';

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

export interface ReplayStep {
  action: Action;
  events: GameEvent[];
  state: State;
}

export type ReplayResult =
  | { ok: true; state: State; initialEvents: GameEvent[]; steps: ReplayStep[] }
  | {
      ok: false;
      /** 1-based number of the action that failed; null when the setup itself is wrong. */
      actionNumber: number | null;
      error: ApplyError | { code: 'setup'; message: string };
    };

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

/** Replays a record's actions (the first `upTo` of them when given) with `cards`; stops at the first bad one. */
export function replayRecord(record: GameRecord, upTo: number = record.actions.length, cards: CardRegistry = CATALOGUE): ReplayResult {
  let start;
  try {
    start = startRecord(record, cards);
  } catch (error) {
    if (error instanceof SetupError) return { ok: false, actionNumber: null, error: { code: 'setup', message: error.message } };
    throw error;
  }
  let state = start.state;
  const steps: ReplayStep[] = [];
  const count = Math.min(upTo, record.actions.length);
  for (let i = 0; i < count; i++) {
    const result = apply(state, record.actions[i]);
    if (!result.ok) return { ok: false, actionNumber: i + 1, error: result.error };
    state = result.state;
    steps.push({ action: result.action, events: result.events, state });
  }
  return { ok: true, state, initialEvents: start.events, steps };
}

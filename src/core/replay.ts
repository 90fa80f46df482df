// Replaying a record of any game through its rules alone (`junta replay` takes the game
// from the file): set up with `create`, apply each action with `apply`, stop at the first refusal.
import type { GameRules, GameStart } from './rules.js';

/** One applied action of a record: the action as the game read it, the events it gave, the state after it. */
export interface ReplayedStep<S, A, E> {
  action: A;
  events: E[];
  state: S;
}

export type Replayed<S, A, E> =
  | { ok: true; state: S; initialEvents: E[]; steps: ReplayedStep<S, A, E>[] }
  | {
      ok: false;
      /** 1-based number of the action refused; null when the setup itself is refused. */
      actionNumber: number | null;
      error: { code: string; message: string };
    };

/** What a record gives a replay: its setup (seed, players by name, options, any pinned parts the game declares) and its actions. */
export interface RecordedGame {
  start: GameStart;
  actions: readonly unknown[];
}

/**
 * Sets the game up and applies the record's actions in order; the first refused one (or a refused
 * setup: `create` throws the game's own error) ends the replay with its number and reason, and
 * nothing after it is applied. Only the rules' `create` and `apply` are read.
 */
export function replayGame<S, A, E>(rules: Pick<GameRules<S, A, unknown, E>, 'create' | 'apply'>, record: RecordedGame): Replayed<S, A, E> {
  let start;
  try {
    start = rules.create(record.start);
  } catch (error) {
    return { ok: false, actionNumber: null, error: { code: 'setup', message: error instanceof Error ? error.message : String(error) } };
  }
  let state = start.state;
  const steps: ReplayedStep<S, A, E>[] = [];
  for (const [i, raw] of record.actions.entries()) {
    const result = rules.apply(state, raw);
    if (!result.ok) return { ok: false, actionNumber: i + 1, error: result.error };
    state = result.state;
    steps.push({ action: result.action, events: result.events, state });
  }
  return { ok: true, state, initialEvents: start.events, steps };
}

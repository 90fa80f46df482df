// Which finished games are deleted: beyond the newest few, or older than a few months. Nothing is
// deleted by starting a game; unfinished games, unreadable files and games open elsewhere never.

/** How many finished games are kept at most (newest first), and for at most how many days. */
export interface KeepPolicy {
  keepFinished: number;
  keepFinishedDays: number;
}

export const DEFAULT_KEEP: Readonly<KeepPolicy> = { keepFinished: 50, keepFinishedDays: 90 };

const DAY_MS = 24 * 3600 * 1000;

/** What pruning needs to know of a save. */
export interface PrunableGame {
  finished: boolean;
  /** ISO 8601: when it was last played. */
  updated: string;
  /** Another process has it open. */
  openBy: unknown;
}

/**
 * The games to delete among `games` (most recently played first): the finished ones past the
 * newest `keepFinished`, or last played more than `keepFinishedDays` before `now`, unless open.
 */
export function expiredGames<G extends PrunableGame>(games: readonly G[], policy: KeepPolicy, now: number): G[] {
  const maxAge = policy.keepFinishedDays * DAY_MS;
  const finished = games.filter((g) => g.finished);
  return finished.filter((g, i) => (i >= policy.keepFinished || now - Date.parse(g.updated) > maxAge) && !g.openBy);
}

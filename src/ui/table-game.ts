// The table's game as the generic screens hold it (architecture.md: the shell reaches a game only
// through its module): the module (its events' sentences, who must act, whose turn it is, its news,
// recaps and rules topics), its reference text (the rules and card overlays) and a table client of
// its types, all as `unknown` – the shell passes views, actions and advice between the session
// and the game's own screens without reading them.
import type { Coach, GameModule, GameText, GameTutorial } from '../core/game.js';
import type { TableClient } from '../session/local-table.js';

/** A game's module, of types the shell does not know. */
export type TableGame = GameModule;

/** A table of any game, as a terminal's screens see it: its record (revealed at the end) has a seed, shown there. */
export type Table = TableClient<unknown, unknown, unknown, { seed: string }>;

/** What the shell reads of a table's game once it is loaded: its module and its reference text. */
export interface ShellGame {
  game: TableGame;
  text: GameText;
}

/** Loads what the shell reads of a game (its text loads on first use). */
export async function loadShellGame(game: TableGame): Promise<ShellGame> {
  return { game, text: await game.text() };
}

/**
 * The tutorial's coach as the shell hands it to the game's screens: the game's coach (its
 * tutorial's), whose advice only the game's screens read, and the rules topic an advice is about,
 * which `?` opens on the advised screen.
 */
export interface TableCoach {
  advise: Coach<unknown, unknown, unknown>;
  topicOf?(advice: unknown): string;
}

/** A tutorial's coach for the shell: a new coach of the game's tutorial (its coach is a Coach of the game's own types). */
export function tableCoach(tutorial: GameTutorial): TableCoach {
  const topicOf = tutorial.topicOf;
  return { advise: tutorial.coach() as Coach<unknown, unknown, unknown>, ...(topicOf ? { topicOf: (advice: unknown) => topicOf.call(tutorial, advice) } : {}) };
}

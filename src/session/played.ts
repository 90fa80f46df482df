// When a save was last played, in words, as `junta resume --list` and the setup screen show it, so
// a player can tell one saved game from another. Apart from saves.ts so the setup screen can show
// it without loading zod first.
import { visible } from '../text/sanitize.js';

/** "2025-11-30 19:34 UTC" from a save's `updated` time; the text is untrusted, so sanitized. */
export function lastPlayed(save: { updated: string }): string {
  return `${visible(save.updated.slice(0, 16).replace('T', ' '))} UTC`;
}

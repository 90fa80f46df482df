// Who has taken a decision several seats take at once and who is still deciding (at one laptop or a network table; Viva's
// orders, V9, and its Spies' second look, V10), in one line read from the public parts of a view
// by the game's module, for a network table's banner and plain mode's wait: "Orders: Ana ✓, Bo …".
import type { GameModule } from '../core/game.js';

/** The line, or null when the view is in no such decision (or the game tells none). `names`: as shown. */
export function decidingLine(game: Pick<GameModule, 'simultaneousInView'>, view: unknown, names: readonly string[]): string | null {
  const together = game.simultaneousInView?.(view) ?? null;
  if (!together || together.seats.length === 0) return null;
  return `${together.label}: ${together.seats.map((s) => `${names[s.seat] ?? `seat ${s.seat + 1}`} ${s.done ? '✓' : '…'}`).join(', ')}`;
}

// A public play-or-pass window's prompt (V30), for the full screens and plain mode alike: the
// question in the game's words, the seats here it asks with a digit each, the keys, and the passes
// it sends. Nothing private: a window asks by role, never by hand.
import type { Seat } from '../core/types.js';
import { visible } from '../text/sanitize.js';
import type { Table, TableGame } from './table-game.js';

export interface WindowPromptText {
  question: string;
  /** One per listed seat: "1 Ana". */
  choices: string[];
  /** The keys, one hint each. */
  keys: string[];
}

/** The prompt for `seats` (at most 9: a digit each) asked whether they play `label` ("a before-combat card"); names arrive sanitized. */
export function windowPromptText(seats: readonly Seat[], label: string, names: readonly string[]): WindowPromptText {
  const one = seats.length === 1;
  return {
    question: one ? `Does ${names[seats[0]]} play ${label}?` : `Does anyone play ${label}?`,
    choices: seats.map((seat, i) => `${i + 1} ${names[seat]}`),
    keys: one ? ['1: play (a private screen for you alone)', 'Enter: pass'] : ['Your number: play (a private screen for you alone; those listed before you pass)', 'Enter: all pass'],
  };
}

/** The seat a typed digit names on the prompt, or null. */
export function windowSeatOf(seats: readonly Seat[], input: string): Seat | null {
  const n = /^[1-9]$/.test(input) ? Number(input) : 0;
  return n >= 1 && n <= seats.length ? seats[n - 1] : null;
}

/**
 * Each seat's window pass, in order – the game's own pass action, read from the seat's view while
 * its window asks it – recorded as individual passes. The refusal that stopped them, in words, or null.
 */
export async function submitPasses(game: TableGame, table: Table, seats: readonly Seat[]): Promise<string | null> {
  for (const seat of seats) {
    const port = table.port(seat);
    const { view, step } = port.snapshot();
    const asked = game.rules.pendingInView(view).required.find((d) => d.seat === seat && d.window);
    if (!asked?.window) return null;
    const result = await port.submit(asked.window.pass, step);
    if (!result.ok) return visible(result.error.message);
  }
  return null;
}

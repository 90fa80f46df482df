// A table played over a network, as the screens see it besides the seat ports: who is
// connected, whether the host paused it, whether the next turn is held for a seat's optional
// action (the game's offer: R11's bribe window), table talk, and – at the host's terminal – the host's controls. A local
// pass-and-play table has none of this (TableClient.live is absent).
import type { Decision } from '../core/game.js';
import type { Seat } from '../core/types.js';
import type { SeatOffer } from './flow.js';
import type { ConnectionStatus } from './port.js';

export interface SeatStatus {
  /** A player's terminal holds this seat now. */
  connected: boolean;
  /** A bot plays it (a bot seat, or a seat the host handed to a bot). */
  bot: boolean;
  /** The host plays it at the host's own terminal. */
  host: boolean;
}

export interface TableStatus {
  seats: SeatStatus[];
  paused: boolean;
  /** The next turn is held for this seat's offer (R11: the President may bribe or pass); null: nothing is held. */
  hold: SeatOffer | null;
  /** The hold's time left (ms) when this status was read, so a screen can count it down; null without a hold. */
  holdLeftMs: number | null;
  /**
   * The play-or-pass window (V30, R15) or other decision with a time-out action (B68) the host
   * times now: the seats asked, and what they may play in the game's words ("a Bodyguard"); null
   * when none is timed (no limit, or none asked).
   */
  window?: TimedWindow | null;
  /** The window's time left (ms) when this status was read; when it runs out, the seats asked pass (or take the time-out action). */
  windowLeftMs?: number | null;
  /** This terminal's link to the host ('local' at the host itself). */
  link: ConnectionStatus;
  /** Set once the table is over for this terminal (the host ended it): what to tell the player. */
  closed: string | null;
}

/**
 * A decision the host times: the seats asked, what they may play (a window's label, else the
 * time-out action's) and, for a decision that declares one, what the host takes for a seat whose
 * time runs out ("ready"); without it, a window passes.
 */
export interface TimedWindow {
  seats: Seat[];
  label: string;
  timeout?: string;
}

/** Whether a network host times a decision: a play-or-pass window, or one that declares a time-out action. */
export const isTimed = (decision: Decision<unknown>): boolean => decision.window !== undefined || decision.timeout !== undefined;

/** The timed decisions of `required` asked of `seats` as a status shows them (the first one's words), or null. */
export function timedWindow(required: readonly Decision<unknown>[], seats: readonly Seat[]): TimedWindow | null {
  const first = seats.length === 0 ? undefined : required.find((d) => isTimed(d) && seats.includes(d.seat));
  if (!first) return null;
  const timeout = first.timeout?.label;
  return { seats: [...seats], label: first.window?.label ?? timeout!, ...(timeout === undefined ? {} : { timeout }) };
}

/** The longest line of table talk, in characters: the editor stops there, the host refuses more. */
export const MAX_TALK = 200;

/** One line of table talk: not part of the game or its record. */
export interface TalkLine {
  /** The game step it was said at, so logs can place it. */
  step: number;
  /** null: the host's terminal without a seat. */
  from: Seat | null;
  /** null: everyone. */
  to: Seat | null;
  text: string;
}

/** One line of the host's invites: a seat's (to paste at that player's terminal), or the table's (null: spectators, addresses, the SSH host key). */
export interface InviteLine {
  seat: Seat | null;
  text: string;
  /** The command within `text` to paste whole (`junta join …`, `ssh …`): no screen breaks it across lines. */
  command?: string;
}

/** An invite line as heading and command: the command whole on a line of its own, the rest ("Bo (seat 2, …):", an SSH code) above it. */
export function inviteParts(line: InviteLine): { heading: string; command: string | null } {
  if (!line.command || !line.text.includes(line.command)) return { heading: line.text, command: null };
  return { heading: line.text.replace(line.command, ' ').replace(/\s+/g, ' ').trim(), command: line.command };
}

/** An invite as printed lines, its command whole on the line under its heading: a terminal may fold a long one, a copy still gives all of it. */
export function printedInvite(line: InviteLine, indent: string): string[] {
  const { heading, command } = inviteParts(line);
  return command === null ? [`${indent}${heading}`] : [`${indent}${heading}`, `${indent}  ${command}`];
}

/** What only the host's terminal may do. */
export interface HostControls {
  /** Hands a human seat to a bot, or back to its player. */
  toggleBot(seat: Seat): void;
  togglePause(): void;
  /** The invite lines, shown until every seat has joined and then with i. */
  invites(): InviteLine[];
}

export interface LiveTable {
  status(): TableStatus;
  /** The talk this terminal received or sent, oldest first. */
  talk(): TalkLine[];
  /** Called on every status or talk change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Says a line to everyone or one seat; the reason when it was not sent. */
  say(to: Seat | null, text: string): string | null;
  /** The held seat (at this terminal) passes on its offer now, or for the rest of the hold's span (R11: the round). */
  passOffer(rest: boolean): void;
  host: HostControls | null;
}

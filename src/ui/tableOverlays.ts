// What each overlay over a table says, as the screen on view may see it (R5): the rules topic of
// the moment (the game's, or the coach's), the card under the cursor, the recap since the seat's
// last turn, the log as that seat saw it, the quit dialog, and the host's invites; the game's words
// come from its module and its reference text.
import type { Seat } from '../core/types.js';
import type { Screen } from '../session/flow.js';
import { cardContent, helpContent, quitContent, type OverlayContent, type OverlayKind } from './models/overlay.js';
import { logLines, recapLines } from './log-lines.js';
import { inviteRows } from './network-banner.js';
import type { ShellGame, Table, TableCoach } from './table-game.js';

/** Whose eyes a screen shows the game through: a private screen's seat, everyone else's the public's. */
export const viewerOf = (screen: Screen): Seat | 'public' => (screen.kind === 'private' ? screen.seat : 'public');

/** The coach's advice on a private screen (the tutorial only), in the game's own type. */
export function coachAt(coach: TableCoach | undefined, table: Table, screen: Screen, names: readonly string[]): unknown {
  if (!coach || screen.kind !== 'private') return null;
  const port = table.port(screen.seat);
  return coach.advise(port.snapshot().view, screen.purpose, port.log(), names);
}

export interface OverlayContext {
  /** The table's game: its module and its text. */
  shell: ShellGame;
  table: Table;
  screen: Screen;
  /** The screen's names, sanitized and cut. */
  names: readonly string[];
  resumeHint(): string;
  coach?: TableCoach;
  /** The card under the cursor, if any. */
  card: string | null;
  /** The screen's width: an invite's command is drawn whole on a row of its own, or not at all (inviteRows). */
  width: number;
}

/** The rules topic `?` opens: the coach's advice's on its screen, else the one the game names for the table's view. */
function topicAt({ shell, table, screen, names, coach }: OverlayContext): string | undefined {
  const advice = coachAt(coach, table, screen, names);
  const coached = advice === null || advice === undefined ? undefined : coach?.topicOf?.(advice);
  return coached ?? shell.game.topicInView?.(table.port('public').snapshot().view);
}

export function overlayContentAt(kind: OverlayKind, context: OverlayContext): OverlayContent {
  const { shell, table, screen, names, resumeHint, card, width } = context;
  const viewer = viewerOf(screen);
  const port = table.port(viewer);
  const live = table.live;
  const talk = live?.talk() ?? [];
  const me = table.here[0] ?? null;
  switch (kind) {
    case 'quit': return quitContent(resumeHint());
    case 'help': return helpContent(shell.text, topicAt(context));
    case 'card': return cardContent(shell.text, card);
    case 'recap': return { title: 'Since your last turn', lines: viewer === 'public' ? [] : recapLines(shell.game, port.log(), viewer, names, talk), fromEnd: true };
    case 'log': return { title: viewer === 'public' ? 'Log (public)' : `Log (as ${names[viewer]} saw it)`, lines: logLines(shell.game, port.log(), names, talk, me, 0, table.recordEnds), fromEnd: true };
    // They name the players, and a resumed save's names are outside text.
    case 'invites': return { title: 'Invites: each seat\'s line, then its command to paste (w: print them whole)', lines: (live?.host?.invites() ?? []).flatMap((line) => inviteRows(line, width)) };
  }
}

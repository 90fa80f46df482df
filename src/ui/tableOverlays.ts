// What each overlay over a table says, as the screen on view may see it (R5): the rules of the
// phase (or the coach's topic), the card under the cursor, the recap since the seat's last turn,
// the log as that seat saw it, the quit dialog, and the host's invites.
import type { Coach } from '../engine/index.js';
import type { Seat } from '../core/types.js';
import type { Screen } from '../session/flow.js';
import { visible } from '../text/sanitize.js';
import type { TableClient } from '../session/las-cartas.js';
import { cardContent, helpContent, quitContent, type OverlayContent, type OverlayKind } from './models/overlay.js';
import { logLines, recapLines } from './log-lines.js';

/** Whose eyes a screen shows the game through: a private screen's seat, everyone else's the public's. */
export const viewerOf = (screen: Screen): Seat | 'public' => (screen.kind === 'private' ? screen.seat : 'public');

/** The coach's advice on a private screen (the tutorial only). */
export function coachAt(coach: Coach | undefined, table: TableClient, screen: Screen, names: readonly string[]) {
  if (!coach || screen.kind !== 'private') return null;
  const port = table.port(screen.seat);
  return coach(port.snapshot().view, screen.purpose, port.log(), names);
}

export interface OverlayContext {
  table: TableClient;
  screen: Screen;
  /** The screen's names, sanitized and cut. */
  names: readonly string[];
  resumeHint(): string;
  coach?: Coach;
  /** The card under the cursor, if any. */
  card: string | null;
}

export function overlayContentAt(kind: OverlayKind, { table, screen, names, resumeHint, coach, card }: OverlayContext): OverlayContent {
  const viewer = viewerOf(screen);
  const port = table.port(viewer);
  const live = table.live;
  const talk = live?.talk() ?? [];
  const me = table.here[0] ?? null;
  switch (kind) {
    case 'quit': return quitContent(resumeHint());
    case 'help': return helpContent(table.port('public').snapshot().view.phase, coachAt(coach, table, screen, names)?.topic);
    case 'card': return cardContent(card);
    case 'recap': return { title: 'Since your last turn', lines: viewer === 'public' ? [] : recapLines(port.log(), viewer, names, talk), fromEnd: true };
    case 'log': return { title: viewer === 'public' ? 'Log (public)' : `Log (as ${names[viewer]} saw it)`, lines: logLines(port.log(), names, talk, me, 0), fromEnd: true };
    // They name the players, and a resumed save's names are outside text.
    case 'invites': return { title: 'Invites: one line per seat, to paste at that player\'s terminal', lines: (live?.host?.invites() ?? []).map((line) => visible(line.text)) };
  }
}

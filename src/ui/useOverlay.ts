// The overlays over a table's screens (help, log, recap, a card, the invites, quitting): which one
// is open and how far it is scrolled, and what each key does to it. The quit dialog takes y and n;
// the others scroll, and close on Esc, Enter, q or their own key again.
import type { Key } from 'ink';
import { overlayBodyRows, overlayRows, type OverlayContent, type OverlayKind } from './models/overlay.js';
import { lastStart, scrollBy } from './scroll.js';
import { useShell } from './shell.js';
import { useLatest } from './useLatest.js';

export interface OverlayState {
  kind: OverlayKind;
  /** The first body row in view. */
  top: number;
}

/** An overlay just opened: at its top, or at its end (the logs) when its content says so. */
export function openedAt(kind: OverlayKind, content: OverlayContent, columns: number, rows: number): OverlayState {
  const top = content.fromEnd ? lastStart(overlayRows(content, columns).length, overlayBodyRows(rows, columns, false)) : 0;
  return { kind, top };
}

/**
 * One key on an open overlay, which takes every key: the overlay after it (null: closed) and
 * whether it asks to quit. `totalRows` counts the overlay's rows, read only when it scrolls.
 */
export function overlayKey(open: OverlayState, input: string, key: Key, totalRows: () => number, bodyRows: number): { open: OverlayState | null; quit: boolean } {
  if (open.kind === 'quit') return { open: input === 'n' || (input !== 'y' && key.escape) ? null : open, quit: input === 'y' };
  if (key.escape || key.return || input === 'q' || input === open.kind[0]) return { open: null, quit: false };
  return { open: { ...open, top: scrollBy(key, input, open.top, totalRows(), bodyRows) ?? open.top }, quit: false };
}

export interface Overlay {
  open: OverlayState | null;
  show(kind: OverlayKind): void;
  /** A key while an overlay is open: true when it took it (it takes them all); false when none is open. */
  key(input: string, key: Key): boolean;
}

/** `contentOf` says what an overlay holds now; `onQuit` is the quit dialog's y. */
export function useOverlay(contentOf: (kind: OverlayKind) => OverlayContent, onQuit: () => void): Overlay {
  const shell = useShell();
  const [state, update, latest] = useLatest<{ open: OverlayState | null }>(() => ({ open: null }));
  return {
    open: state.open,
    show: (kind) => update({ open: openedAt(kind, contentOf(kind), shell.columns, shell.rows) }),
    key(input, key) {
      const open = latest().open;
      if (!open) return false;
      const next = overlayKey(open, input, key, () => overlayRows(contentOf(open.kind), shell.columns).length, overlayBodyRows(shell.rows, shell.columns, false));
      if (next.quit) onQuit();
      update({ open: next.open });
      return true;
    },
  };
}

// The keys around a table's screens: Ctrl+C quits everywhere; keys typed while the terminal is too
// small, or before the input guard's quiet, are dropped; then the talk editor, the host's seat
// prompt and an open overlay take them; the keys no screen took are the ones every screen shares
// (q quit, ? help, l log, r recap, c the card under the cursor, t talk, and the host's p, h, i, w).
// No key is refused silently: one that does nothing says why until the next key.
import type { Key } from 'ink';
import type { Screen } from '../session/flow.js';
import type { KeyHandler } from './keys.js';
import type { OverlayKind } from './models/overlay.js';
import { useShell } from './shell.js';
import type { TableFlow } from './useTableFlow.js';
import type { LiveKeys } from './useLiveKeys.js';
import type { Overlay } from './useOverlay.js';
import { useLatest } from './useLatest.js';

/** What the keys every screen shares may do. */
export type SharedKey =
  | { do: 'open'; overlay: OverlayKind }
  | { do: 'refuse'; why: string }
  | { do: 'talk' }
  | { do: 'pause' }
  | { do: 'hand' }
  /** The host's invites printed whole on the terminal's own screen, to copy (a command wider than the screen is drawn nowhere else). */
  | { do: 'print-invites' };

export interface SharedKeyContext {
  /** A card is under the cursor (for c). */
  card: boolean;
  /** A network table: its talk and, at the host, its controls. */
  live: boolean;
  host: boolean;
  /** Players sit at this terminal (a spectator without host controls has no one to talk as). */
  seated: boolean;
}

export const NO_CARD = 'c shows the card under the cursor, and there is none here: move the cursor onto a card first.';

/** What a key no screen took does on `kind`; null: nothing. */
export function sharedKey(input: string, kind: Screen['kind'], at: SharedKeyContext): SharedKey | null {
  if (input === 'q' && kind !== 'end') return { do: 'open', overlay: 'quit' };
  // A public window's prompt is drawn under the public table, whose footer names ? and l.
  if (input === '?' && (kind === 'table' || kind === 'private' || kind === 'window')) return { do: 'open', overlay: 'help' };
  if (input === 'l' && (kind === 'table' || kind === 'private' || kind === 'news' || kind === 'window')) return { do: 'open', overlay: 'log' };
  if (input === 'r' && kind === 'private') return { do: 'open', overlay: 'recap' };
  if (input === 'c' && kind === 'private') return at.card ? { do: 'open', overlay: 'card' } : { do: 'refuse', why: NO_CARD };
  if (input === 't' && at.live && (at.seated || at.host)) return { do: 'talk' };
  if (input === 'p' && at.host) return { do: 'pause' };
  if (input === 'h' && at.host) return { do: 'hand' };
  if (input === 'i' && at.host) return { do: 'open', overlay: 'invites' };
  if (input === 'w' && at.host) return { do: 'print-invites' };
  return null;
}

export interface TableKeys {
  before: KeyHandler;
  after: KeyHandler;
  /** Why the last key did nothing, until the next key. */
  refusal: string | null;
}

export interface TableKeysOptions {
  flow: TableFlow;
  overlay: Overlay;
  liveKeys: LiveKeys;
  at(): SharedKeyContext;
  togglePause(): void;
  /** Prints the host's invites whole (w), on the table and over the invites. */
  printInvites(): void;
  onQuit(): void;
}

export function useTableKeys({ flow, overlay, liveKeys, at, togglePause, printInvites, onQuit }: TableKeysOptions): TableKeys {
  const shell = useShell();
  const [state, update, latest] = useLatest<{ refusal: string | null }>(() => ({ refusal: null }));
  const before = (input: string, key: Key): boolean => {
    if (key.ctrl && input === 'c') {
      onQuit();
      return true;
    }
    // Keys typed while the terminal is too small are dropped, not kept for later.
    if (!shell.active) return true;
    if (!flow.acceptKey()) return true;
    if (latest().refusal !== null) update({ refusal: null });
    if (liveKeys.key(input, key)) return true;
    // Over the invites, w prints them whole: a command wider than the screen is drawn there only as a note.
    if (input === 'w' && overlay.open?.kind === 'invites') {
      printInvites();
      return true;
    }
    return overlay.key(input, key);
  };
  const after = (input: string): void => {
    const shared = sharedKey(input, flow.screen.kind, at());
    switch (shared?.do) {
      case 'open': return overlay.show(shared.overlay);
      case 'refuse': return update({ refusal: shared.why });
      case 'talk': return liveKeys.startTalk();
      case 'pause': return togglePause();
      case 'hand': return liveKeys.startHanding();
      case 'print-invites': return printInvites();
    }
  };
  return { before, after, refusal: state.refusal };
}

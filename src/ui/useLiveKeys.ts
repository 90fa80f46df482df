// The two modes a network table's keys may be in: the talk editor (t: a line to everyone or one
// seat) and, at the host, handing a seat to a bot or back to its player (h, then the seat's
// number). While one is on, it takes every key.
import type { Key } from 'ink';
import type { Seat } from '../core/types.js';
import type { LiveTable } from '../session/network-table.js';
import { emptyDraft, talkKey, type TalkDraft } from './TalkEditor.js';
import { useLatest } from './useLatest.js';

/** Says a line; the reason when it was not sent. */
export type Say = (to: Seat | null, text: string) => string | null;

/** One key in the talk editor: the draft after it, or null once it is sent or cancelled (a refused line stays, with the reason). */
export function draftAfter(draft: TalkDraft, input: string, key: Key, seats: number, me: Seat | null, say: Say): TalkDraft | null {
  const next = talkKey(draft, input, key, seats, me);
  if (next === 'cancel') return null;
  if (next !== 'send') return next;
  const why = say(draft.to, draft.text);
  return why ? { ...draft, error: why } : null;
}

/** The seat a key names when handing seats over (1 for the first), or null for any other key. */
export function handedSeat(input: string, seats: number): Seat | null {
  const seat = Number(input) - 1;
  return Number.isInteger(seat) && seat >= 0 && seat < seats ? seat : null;
}

/** The banner's last line while the host picks a seat to hand over. */
export const handingPrompt = (seats: number): string => `Hand which seat to a bot, or back to its player? Press its number, 1–${seats} (any other key: cancel)`;

export interface LiveKeys {
  /** The talk being written, or null. */
  draft: TalkDraft | null;
  /** True while the host's next key names a seat to hand over. */
  handing: boolean;
  startTalk(): void;
  startHanding(): void;
  /** A key: true when a mode is on (it takes the key), false otherwise. */
  key(input: string, key: Key): boolean;
}

export function useLiveKeys(live: LiveTable | null, seats: number, me: Seat | null): LiveKeys {
  const [state, update, latest] = useLatest<{ draft: TalkDraft | null; handing: boolean }>(() => ({ draft: null, handing: false }));
  return {
    draft: state.draft,
    handing: state.handing,
    startTalk: () => update({ draft: emptyDraft() }),
    startHanding: () => update({ handing: true }),
    key(input, key) {
      const { draft, handing } = latest();
      if (draft) {
        update({ draft: draftAfter(draft, input, key, seats, me, live ? (to, text) => live.say(to, text) : () => 'no table to talk at') });
        return true;
      }
      if (!handing) return false;
      update({ handing: false });
      const seat = handedSeat(input, seats);
      if (seat !== null) live?.host?.toggleBot(seat);
      return true;
    },
  };
}

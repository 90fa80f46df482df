// The table-talk editor of a network table: a draft to everyone or to one player, built key by key
// (printable characters only, at most MAX_TALK), and the editor drawn with the recent talk.
import { Box, Text, type Key } from 'ink';
import type { Seat } from '../core/types.js';
import { MAX_TALK, type TalkLine } from '../session/network-table.js';
import { talkText } from './log-lines.js';
import type { Theme } from './theme.js';
import { cut } from './width.js';

export interface TalkDraft {
  text: string;
  /** null: everyone. */
  to: Seat | null;
  error: string | null;
}

export const emptyDraft = (): TalkDraft => ({ text: '', to: null, error: null });

/** One key in the talk editor: the draft after it, or 'send' / 'cancel'. Typed text keeps printable characters only. */
export function talkKey(draft: TalkDraft, input: string, key: Key, seats: number, me: Seat | null): TalkDraft | 'send' | 'cancel' {
  if (key.escape) return 'cancel';
  if (key.return) return 'send';
  if (key.tab) {
    const order: (Seat | null)[] = [null, ...Array.from({ length: seats }, (_, i) => i).filter((i) => i !== me)];
    return { ...draft, to: order[(order.indexOf(draft.to) + 1) % order.length], error: null };
  }
  if (key.backspace || key.delete) return { ...draft, text: [...draft.text].slice(0, -1).join(''), error: null };
  if (key.ctrl || key.meta) return draft;
  const typed = [...input].filter((ch) => !/[\p{Cc}\p{Cf}]/u.test(ch)).join('');
  if (!typed) return draft;
  return { ...draft, text: [...(draft.text + typed)].slice(0, MAX_TALK).join(''), error: null };
}

export function TalkEditor({ draft, talk, names, me, rows, width, theme }: {
  draft: TalkDraft; talk: readonly TalkLine[]; names: readonly string[]; me: Seat | null; rows: number; width: number; theme: Theme;
}) {
  const to = draft.to === null ? 'everyone' : names[draft.to];
  const recent = talk.slice(-Math.max(0, rows - 5)).map((t) => cut(talkText(t, names, me), width));
  return (
    <Box flexDirection="column">
      <Text bold color={theme.tint('cyan')}>{cut(`Say to ${to}`, width)}</Text>
      {recent.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
      <Text>{cut(`> ${draft.text}_`, width)}</Text>
      {draft.error ? <Text color={theme.tint('red')}>{cut(draft.error, width)}</Text> : null}
      <Text dimColor>{cut(`Tab: say it to ${draft.to === null ? 'one player' : 'someone else'} · Enter: send · Esc: cancel · at most ${MAX_TALK} characters`, width)}</Text>
    </Box>
  );
}

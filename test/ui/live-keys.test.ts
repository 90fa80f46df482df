// A network table's key modes and banner: the talk editor (typing, Tab for whom, Enter sends, a
// refused line keeps its reason, Esc cancels), the host's seat prompt (its number hands the seat
// over, any other key cancels), and the banner's last line while the host picks a seat.
import { useInput } from 'ink';
import type { LiveTable, TableStatus } from '../../src/session/network-table.js';
import { emptyDraft } from '../../src/ui/TalkEditor.js';
import { liveBannerLines } from '../../src/ui/useLiveBanner.js';
import { draftAfter, handedSeat, handingPrompt, useLiveKeys } from '../../src/ui/useLiveKeys.js';
import { keyOf, mountHook } from './hooks.js';
import { ENTER, ESC, TAB } from './keys.js';

const NAMES = ['Ana', 'Bo', 'Cy'];

test('the talk editor: text, Tab to one player, Enter sends, a refusal keeps the draft with its reason, Esc cancels', () => {
  const said: [number | null, string][] = [];
  const say = (to: number | null, text: string) => (said.push([to, text]), null);
  let draft = draftAfter(emptyDraft(), 'hi', keyOf(), 3, 0, say)!;
  expect(draft).toEqual({ text: 'hi', to: null, error: null });
  draft = draftAfter(draft, '', keyOf({ tab: true }), 3, 0, say)!;
  expect(draft.to).toBe(1);
  expect(draftAfter(draft, '', keyOf({ return: true }), 3, 0, say)).toBeNull();
  expect(said).toEqual([[1, 'hi']]);
  const refused = draftAfter(draft, '', keyOf({ return: true }), 3, 0, () => 'the link is down');
  expect(refused).toEqual({ ...draft, error: 'the link is down' });
  expect(draftAfter(draft, '', keyOf({ escape: true }), 3, 0, say)).toBeNull();
  expect(said).toHaveLength(1);
});

test('the seat prompt takes 1 to the number of seats, nothing else', () => {
  expect(handedSeat('1', 3)).toBe(0);
  expect(handedSeat('3', 3)).toBe(2);
  for (const input of ['0', '4', 'x', '', '1.5', ' ']) expect(handedSeat(input, 3)).toBeNull();
});

const status: TableStatus = {
  seats: NAMES.map((_, i) => ({ connected: i !== 2, bot: false, host: i === 0 })),
  paused: false, hold: null, holdLeftMs: null, link: 'local', closed: null,
};

test('the banner: none without a status; the host\'s keys, replaced by the seat prompt while handing', () => {
  expect(liveBannerLines(null, NAMES, [0], true, true, 80)).toEqual([]);
  const lines = liveBannerLines(status, NAMES, [0], true, false, 80);
  expect(lines.at(-1)).toContain('h hand a seat to a bot or back');
  const handing = liveBannerLines(status, NAMES, [0], true, true, 80);
  expect(handing).toEqual([...lines.slice(0, -1), handingPrompt(3)]);
  expect(handingPrompt(3)).toContain('1–3');
});

test('mounted: t opens the editor, typed keys and Enter say the line; h then 2 hands Bo over, h then x does not', async () => {
  const said: string[] = [];
  const toggled: number[] = [];
  const live = {
    say: (to: number | null, text: string) => (said.push(`${to}:${text}`), null),
    host: { toggleBot: (seat: number) => toggled.push(seat), togglePause() {}, invites: () => [] },
  } as unknown as LiveTable;
  const app = mountHook(() => {
    const keys = useLiveKeys(live, 3, 0);
    useInput((input, key) => {
      if (keys.key(input, key)) return;
      if (input === 't') keys.startTalk();
      if (input === 'h') keys.startHanding();
    });
    return keys;
  }, (keys) => (keys.draft ? `> ${keys.draft.text} to ${keys.draft.to ?? 'all'}` : keys.handing ? 'which seat?' : 'idle'));
  await app.press('t');
  expect(app.lastFrame()).toBe('>  to all');
  await app.press('h');
  await app.press('i');
  await app.press(TAB);
  expect(app.lastFrame()).toBe('> hi to 1');
  await app.press(ENTER);
  expect(said).toEqual(['1:hi']);
  expect(app.lastFrame()).toBe('idle');
  await app.press('h');
  expect(app.lastFrame()).toBe('which seat?');
  await app.press('2');
  expect(toggled).toEqual([1]);
  expect(app.lastFrame()).toBe('idle');
  await app.press('h');
  await app.press('x');
  expect(toggled).toEqual([1]);
  expect(app.lastFrame()).toBe('idle');
  await app.press('t');
  await app.press(ESC);
  expect(app.lastFrame()).toBe('idle');
  expect(said).toHaveLength(1);
  app.unmount();
});

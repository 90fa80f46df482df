// The keys around a table's screens: which shared key does what on which screen, and – mounted
// with a key router – Ctrl+C, the input guard, the modes and overlays before the screen, and a
// refused key's reason that stays until the next key.
import { createElement } from 'react';
import { Text } from 'ink';
import type { Screen } from '../../src/session/flow.js';
import { KeyRouter } from '../../src/ui/keys.js';
import type { TableFlow } from '../../src/ui/useTableFlow.js';
import type { LiveKeys } from '../../src/ui/useLiveKeys.js';
import type { Overlay } from '../../src/ui/useOverlay.js';
import { NO_CARD, sharedKey, useTableKeys, type SharedKeyContext } from '../../src/ui/useTableKeys.js';
import { CTRL_C } from './keys.js';
import { renderTty } from './tty.js';

const LOCAL: SharedKeyContext = { card: false, live: false, host: false, seated: true };
const HOST: SharedKeyContext = { card: false, live: true, host: true, seated: false };

test('q quits anywhere but the end; ? on the table and private screens; l also on the news; r and c only in private', () => {
  expect(sharedKey('q', 'handoff', LOCAL)).toEqual({ do: 'open', overlay: 'quit' });
  expect(sharedKey('q', 'end', LOCAL)).toBeNull();
  expect(sharedKey('?', 'table', LOCAL)).toEqual({ do: 'open', overlay: 'help' });
  expect(sharedKey('?', 'news', LOCAL)).toBeNull();
  expect(sharedKey('?', 'window', LOCAL)).toEqual({ do: 'open', overlay: 'help' });
  expect(sharedKey('l', 'window', LOCAL)).toEqual({ do: 'open', overlay: 'log' });
  expect(sharedKey('l', 'news', LOCAL)).toEqual({ do: 'open', overlay: 'log' });
  expect(sharedKey('l', 'hide', LOCAL)).toBeNull();
  expect(sharedKey('r', 'private', LOCAL)).toEqual({ do: 'open', overlay: 'recap' });
  expect(sharedKey('r', 'table', LOCAL)).toBeNull();
  expect(sharedKey('c', 'private', { ...LOCAL, card: true })).toEqual({ do: 'open', overlay: 'card' });
  expect(sharedKey('c', 'private', LOCAL)).toEqual({ do: 'refuse', why: NO_CARD });
  expect(sharedKey('c', 'table', { ...LOCAL, card: true })).toBeNull();
  expect(sharedKey('x', 'private', LOCAL)).toBeNull();
});

test('t talks at a network table from a seat or the host; p, h and i are the host\'s', () => {
  expect(sharedKey('t', 'table', LOCAL)).toBeNull();
  expect(sharedKey('t', 'table', { ...LOCAL, live: true })).toEqual({ do: 'talk' });
  expect(sharedKey('t', 'table', { ...LOCAL, live: true, seated: false })).toBeNull();
  expect(sharedKey('t', 'table', HOST)).toEqual({ do: 'talk' });
  expect(sharedKey('p', 'private', HOST)).toEqual({ do: 'pause' });
  expect(sharedKey('h', 'end', HOST)).toEqual({ do: 'hand' });
  expect(sharedKey('i', 'handoff', HOST)).toEqual({ do: 'open', overlay: 'invites' });
  for (const input of ['p', 'h', 'i']) expect(sharedKey(input, 'table', { ...LOCAL, live: true })).toBeNull();
});

test('mounted: Ctrl+C quits; a key the guard refuses reaches nothing; modes and overlays come first; a refusal lasts one key', async () => {
  const log: string[] = [];
  let guardOpen = true;
  let overlayOpen = false;
  const flow = { screen: { kind: 'private', seat: 0, purpose: 'decide' } as Screen, acceptKey: () => guardOpen } as unknown as TableFlow;
  const overlay: Overlay = {
    open: null,
    show: (kind) => log.push(`show ${kind}`),
    key: (input) => overlayOpen && (log.push(`overlay ${input}`), true),
  };
  const liveKeys = { draft: null, handing: false, startTalk() {}, startHanding() {}, key: (input: string) => input === 'T' && (log.push('mode T'), true) } as unknown as LiveKeys;
  function Probe() {
    const keys = useTableKeys({ flow, overlay, liveKeys, at: () => ({ card: false, live: false, host: false, seated: true }), togglePause() {}, printInvites() {}, onQuit: () => log.push('quit') });
    return createElement(KeyRouter, { before: keys.before, after: keys.after, children: createElement(Text, null, keys.refusal === null ? 'no refusal' : 'refused') });
  }
  const app = renderTty(createElement(Probe));
  await app.press('?');
  expect(log).toEqual(['show help']);
  await app.press('c');
  expect(app.lastFrame()).toBe('refused');
  await app.press('x');
  expect(app.lastFrame()).toBe('no refusal');
  await app.press('T');
  overlayOpen = true;
  await app.press('?');
  guardOpen = false;
  await app.press('l');
  await app.press(CTRL_C);
  expect(log).toEqual(['show help', 'mode T', 'overlay ?', 'quit']);
  app.unmount();
});

// The overlays' state machine: where an overlay opens (a log at its end), how keys scroll and
// close it, the quit dialog's y and n, and – mounted on a fake terminal – that keys written back
// to back each see the overlay the key before left.
import { useInput } from 'ink';
import { overlayBodyRows, overlayRows, type OverlayContent, type OverlayKind } from '../../src/ui/models/overlay.js';
import { openedAt, overlayKey, useOverlay, type OverlayState } from '../../src/ui/useOverlay.js';
import { DOWN, ESC } from './keys.js';
import { keyOf, mountHook } from './hooks.js';

const lines = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`);
const content = (kind: OverlayKind): OverlayContent => ({ title: kind, lines, fromEnd: kind === 'log' });
const total = overlayRows(content('help'), 80).length;
const body = overlayBodyRows(23, 80, false);

test('a log opens at its end, the rules at their top', () => {
  expect(openedAt('help', content('help'), 80, 23)).toEqual({ kind: 'help', top: 0 });
  const log = openedAt('log', content('log'), 80, 23);
  expect(log.top).toBeGreaterThan(0);
  expect(log.top + body).toBeGreaterThanOrEqual(total);
});

test('arrows and j/k scroll within the text; Esc, Enter, q and the overlay\'s own key close it', () => {
  const help: OverlayState = { kind: 'help', top: 0 };
  expect(overlayKey(help, '', keyOf({ downArrow: true }), () => total, body)).toEqual({ open: { kind: 'help', top: 1 }, quit: false });
  expect(overlayKey(help, 'k', keyOf(), () => total, body)).toEqual({ open: { kind: 'help', top: 0 }, quit: false });
  expect(overlayKey(help, 'x', keyOf(), () => total, body)).toEqual({ open: help, quit: false });
  for (const [input, key] of [['', keyOf({ escape: true })], ['', keyOf({ return: true })], ['q', keyOf()], ['h', keyOf()]] as const) {
    expect(overlayKey(help, input, key, () => total, body)).toEqual({ open: null, quit: false });
  }
  expect(overlayKey({ kind: 'log', top: 3 }, 'l', keyOf(), () => total, body).open).toBeNull();
});

test('the quit dialog: y quits (the dialog stays until the screens close), n and Esc go back, other keys wait', () => {
  const quit: OverlayState = { kind: 'quit', top: 0 };
  expect(overlayKey(quit, 'y', keyOf(), () => 1, body)).toEqual({ open: quit, quit: true });
  expect(overlayKey(quit, 'n', keyOf(), () => 1, body)).toEqual({ open: null, quit: false });
  expect(overlayKey(quit, '', keyOf({ escape: true }), () => 1, body)).toEqual({ open: null, quit: false });
  expect(overlayKey(quit, 'q', keyOf(), () => 1, body)).toEqual({ open: quit, quit: false });
});

test('mounted: ? opens, two keys written back to back scroll twice, Esc closes; y in the quit dialog calls onQuit', async () => {
  let quits = 0;
  const app = mountHook(() => {
    const overlay = useOverlay(content, () => (quits += 1));
    useInput((input, key) => {
      if (overlay.key(input, key)) return;
      if (input === '?') overlay.show('help');
      if (input === 'Q') overlay.show('quit');
    });
    return overlay;
  }, (overlay) => (overlay.open ? `${overlay.open.kind} at ${overlay.open.top}` : 'closed'));
  await app.press('?');
  expect(app.lastFrame()).toBe('help at 0');
  app.stdin.write('j');
  await app.press('j');
  expect(app.lastFrame()).toBe('help at 2');
  await app.press(DOWN);
  expect(app.lastFrame()).toBe('help at 3');
  await app.press(ESC);
  expect(app.lastFrame()).toBe('closed');
  await app.press('Q');
  await app.press('y');
  expect(quits).toBe(1);
  expect(app.value().open?.kind).toBe('quit');
  await app.press('n');
  expect(app.lastFrame()).toBe('closed');
  app.unmount();
});

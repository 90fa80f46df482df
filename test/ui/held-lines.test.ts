// Plain mode's wait for a line that may be given up (V30: a network window's time passes while the
// seat's question waits): a line that comes in the very moment the wait is over is not taken for an
// answer, but held for the next read – the acknowledgement of the window-passed line.
import { GAVE_UP, HeldLines, type LineSource } from '../../src/ui/plain/lines.js';

/** Lines already typed (a pipe, or a fast typist): each read has its line at once. */
function typed(...lines: string[]): LineSource & { read: number } {
  return {
    read: 0, interactive: false, lineNumber: 0, close() {},
    async next() {
      this.read += 1;
      return lines.shift() ?? null;
    },
  };
}

test('a line that comes as the window passes is held for the next read, not taken for the answer (V30)', async () => {
  const source = typed('2', '');
  const held = new HeldLines(source);
  let over = false;
  // The window passes in the same moment the line is there: both have settled when the wait looks.
  const passed = Promise.resolve().then(() => void (over = true));
  expect(await held.unless({ kind: 'enter' }, passed, () => over)).toBe(GAVE_UP);
  // The line is the next read's (the acknowledgement), and no line was lost or read twice.
  expect(await held.next({ kind: 'enter' })).toBe('2');
  expect(await held.next({ kind: 'enter' })).toBe('');
  expect(source.read).toBe(2);
});

test('a line that comes while the window is still open is the answer (V30)', async () => {
  const held = new HeldLines(typed('2'));
  const never = new Promise<void>(() => {});
  expect(await held.unless({ kind: 'enter' }, never, () => false)).toBe('2');
});

// Fake terminals for the screens (ink-testing-library's stdout is fixed at 100 columns): streams
// Ink accepts, a size that can change, keys to press, and every frame written.
import { EventEmitter } from 'node:events';
import { render as inkRender } from 'ink';
import type { ReactElement } from 'react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import type { Terminal } from '../../src/ui/terminal.js';

/**
 * Resolves once React has drawn everything it had to: a key's render is scheduled as a React task
 * (after a microtask), and on a loaded machine it can come after any short timer. An idle-priority
 * task runs only after every task scheduled before it, and every one of higher priority.
 */
export async function settled(): Promise<void> {
  await Promise.resolve();
  await new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve));
}

export class FakeStdout extends EventEmitter {
  readonly isTTY = true;
  frames: string[] = [];
  constructor(public columns: number, public rows: number) {
    super();
  }
  write = (frame: string) => {
    this.frames.push(frame);
    this.emit('frame', frame);
    return true;
  };
  resize(columns: number, rows: number) {
    this.columns = columns;
    this.rows = rows;
    this.emit('resize');
  }
}

export class FakeStdin extends EventEmitter {
  readonly isTTY = true;
  isRaw = false;
  private data: string | null = null;
  write = (data: string) => {
    this.data = data;
    this.emit('readable');
    this.emit('data', data);
  };
  read = () => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding() {}
  setRawMode(on: boolean) {
    this.isRaw = on;
    return this;
  }
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

export interface FakeTerminal {
  terminal: Terminal;
  stdout: FakeStdout;
  stdin: FakeStdin;
  frames: string[];
  /** The last write that drew something (Ink's debug mode writes whole frames). */
  lastFrame(): string;
  /**
   * Resolves once the screens read keys: Ink subscribes its input (and turns raw mode on) in an
   * effect after its first frame, and a loaded machine may run a test's first key before it.
   */
  ready(): Promise<void>;
  /** Presses a key once the screens read keys, and waits until they have drawn what it did. */
  press(key: string): Promise<void>;
  /** Resizes the terminal and waits until the screens have drawn the new size (not a timer: see settled). */
  resize(columns: number, rows: number): Promise<void>;
  /** Resolves once a drawn frame passes `test` (now, or at a later write): waits on the writes, not on a timer. */
  frameWhere(test: (frame: string) => boolean): Promise<void>;
}

export function fakeTerminal(columns = 80, rows = 24): FakeTerminal {
  const stdout = new FakeStdout(columns, rows);
  const stdin = new FakeStdin();
  const terminal: Terminal = {
    input: stdin as unknown as NodeJS.ReadStream,
    output: stdout as unknown as NodeJS.WriteStream,
    canSuspend: false,
    handlesSignals: false,
  };
  /** A write of control sequences alone (cursor, raw mode) draws nothing. */
  const controlOnly = (f: string) => /^(\x1b\[[?\d;]*[a-zA-Z])+$/.test(f);
  const ready = async () => {
    for (let i = 0; i < 10000 && !stdin.isRaw; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    // A key pressed after the screens have closed would go nowhere: say so, rather than wait and go on.
    if (!stdin.isRaw) throw new Error('The screens do not read keys (raw mode is off): they have closed, or never opened.');
  };
  const press = async (key: string) => {
    await ready();
    stdin.write(key);
    await settled();
  };
  const resize = async (columns: number, rows: number) => {
    stdout.resize(columns, rows);
    await settled();
  };
  // From the end: a whole game writes thousands of frames, and each write is checked against the last.
  const lastFrame = () => {
    for (let i = stdout.frames.length - 1; i >= 0; i--) if (!controlOnly(stdout.frames[i])) return stdout.frames[i];
    return '';
  };
  const frameWhere = (test: (frame: string) => boolean) => new Promise<void>((resolve) => {
    if (test(lastFrame())) return resolve();
    const check = () => {
      if (!test(lastFrame())) return;
      stdout.off('frame', check);
      resolve();
    };
    stdout.on('frame', check);
  });
  return { terminal, stdout, stdin, frames: stdout.frames, lastFrame, ready, press, resize, frameWhere };
}

export function renderTty(tree: ReactElement, columns = 80, rows = 24) {
  const fake = fakeTerminal(columns, rows);
  const instance = inkRender(tree, {
    stdout: fake.terminal.output,
    stderr: new FakeStdout(columns, rows) as unknown as NodeJS.WriteStream,
    stdin: fake.terminal.input,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  // rerender: the same terminal draws another tree (with a new `key`, a fresh mount without a new Ink instance).
  return { stdin: fake.stdin, frames: fake.frames, lastFrame: fake.lastFrame, ready: fake.ready, press: fake.press, rerender: (next: ReactElement) => instance.rerender(next), unmount: () => instance.unmount() };
}

// `junta replay --interactive` starts at the beginning (or at --to), so it does not give the ending away.
import { createElement } from 'react';
import { RECORD_FORMAT, replayRecord, startRecord } from '../../src/games/las-cartas/rules/index.js';
import { makeBots } from '../support/las-cartas.js';
import { Session } from '../../src/session/runner.js';
import { ReplayViewer } from '../../src/games/las-cartas/ui/replay.js';
import { runShell } from '../../src/ui/shell.js';
import { makeTheme } from '../../src/ui/theme.js';
import { fakeTerminal } from './tty.js';
import { game as LAS_CARTAS } from '../support/las-cartas.js';

async function viewer(at: number) {
  const session = Session.open(LAS_CARTAS, { format: RECORD_FORMAT, seed: 'replay-start', players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' })), actions: [] }, { autosave: null, bots: makeBots() });
  await session.runBots();
  const replay = replayRecord(session.record);
  if (!replay.ok) throw new Error('no replay');
  const fake = fakeTerminal();
  const done = runShell({ terminal: fake.terminal, debug: true }, createElement(ReplayViewer, {
    record: session.record, initial: startRecord(session.record), steps: replay.steps, audiences: ['public'], start: 'public', at, theme: makeTheme({ NO_COLOR: '1' }),
  }));
  await fake.ready();
  return { fake, done, total: replay.steps.length };
}

test('it opens before the first action, not at the end', async () => {
  const { fake, done, total } = await viewer(0);
  expect(fake.lastFrame()).toContain(`Action 0 of ${total}`);
  expect(fake.lastFrame()).not.toContain('game is over');
  await fake.press('\x1b[C');
  expect(fake.lastFrame()).toContain(`Action 1 of ${total}`);
  await fake.press('G');
  expect(fake.lastFrame()).toContain(`Action ${total} of ${total}`);
  fake.stdin.write('q');
  expect((await done).code).toBe(0);
});

test('with --to it opens at that action', async () => {
  const { fake, done, total } = await viewer(7);
  expect(fake.lastFrame()).toContain(`Action 7 of ${total}`);
  fake.stdin.write('q');
  await done;
});

test('q closes the screens without a timer left running, so the program ends as soon as the terminal is restored', async () => {
  const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
  const { fake, done } = await viewer(0);
  const before = timers();
  fake.stdin.write('q');
  expect((await done).code).toBe(0);
  // Ink unmounted before the shell's bound on its exit (half a second) ran out: that bound holds the process no more.
  expect(timers()).toBeLessThanOrEqual(before);
});

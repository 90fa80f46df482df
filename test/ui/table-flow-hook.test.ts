// The table flow at a terminal, mounted on a fake terminal with a real table: it goes where the
// game is on mount, moves on Enter, opens the input guard for each new screen (a hand-off waits
// for its quiet on an injected clock), runs the bots, and turns a refused decision into an error.
import { randomAction } from '../../src/games/las-cartas/rules/index.js';
import { DEFAULT_TIMINGS } from '../../src/session/flow.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { useTableFlow, type TableFlow } from '../../src/ui/useTableFlow.js';
import { mountHook } from './hooks.js';
import { settled } from './tty.js';
import { openGame } from '../support/session.js';
import { game as LAS_CARTAS } from '../support/las-cartas.js';

const describeScreen = (flow: TableFlow): string => {
  const s = flow.screen;
  return `${s.kind}${'seat' in s ? ` ${s.seat}` : ''}${flow.error ? ` error: ${flow.error}` : ''}`;
};

test('two players here: the hand-off to the President first, guarded for its quiet; Enter shows the private screen', async () => {
  let now = 1_000;
  const table = localClient(new LocalTable(openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }], 'flow-hook', 'Ana')));
  const app = mountHook(() => useTableFlow(LAS_CARTAS, table, { ...DEFAULT_TIMINGS, botPauseMs: 0 }, () => now), describeScreen);
  await settled();
  expect(app.lastFrame()).toBe('handoff 0');
  expect(app.value().acceptKey()).toBe(false);
  now += DEFAULT_TIMINGS.handoffQuietMs - 1;
  // Every key restarts the quiet, accepted or not.
  expect(app.value().acceptKey()).toBe(false);
  now += DEFAULT_TIMINGS.handoffQuietMs;
  expect(app.value().acceptKey()).toBe(true);
  app.value().dispatch({ type: 'enter' });
  await settled();
  expect(app.lastFrame()).toBe('private 0');
  expect(app.value().acceptKey()).toBe(false);
  now += DEFAULT_TIMINGS.privateQuietMs;
  expect(app.value().acceptKey()).toBe(true);
  app.unmount();
});

test('a decision the table refuses becomes the error; decisions it takes move the flow on, and a new screen has no error', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'flow-hook-submit', 'Ana');
  const table = localClient(new LocalTable(session));
  const app = mountHook(() => useTableFlow(LAS_CARTAS, table, { ...DEFAULT_TIMINGS, botPauseMs: 0 }, () => 0), describeScreen);
  await settled();
  app.value().dispatch({ type: 'enter' });
  await settled();
  expect(app.lastFrame()).toBe('private 0');
  await app.value().submit(0, { type: 'draw-card', seat: 'Ana' });
  await settled();
  expect(app.lastFrame()).toMatch(/^private 0 error: /);
  // Ana's decisions as a bot would make them (no bribe), until the turn passes to Bo.
  for (let i = 0; i < 5 && app.value().screen.kind === 'private'; i++) {
    const action = randomAction(session.state, () => 0.5, 0)!;
    expect(action.seat).toBe('Ana');
    await app.value().submit(0, action);
    await settled();
  }
  expect(session.state.actionCount).toBeGreaterThan(0);
  expect(app.lastFrame()).toBe('hide 0');
  app.unmount();
});

test('only bots at the table: the flow runs them to the end on its own', async () => {
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'flow-hook-bots', 'Ana');
  const table = localClient(new LocalTable(session));
  const app = mountHook(() => useTableFlow(LAS_CARTAS, table, { ...DEFAULT_TIMINGS, newsMs: 0, botPauseMs: 0 }, () => 0), describeScreen);
  await new Promise<void>((resolve) => {
    const check = () => (app.lastFrame() === 'end' ? resolve() : setImmediate(check));
    check();
  });
  expect(session.finished).toBe(true);
  app.unmount();
}, 60000);

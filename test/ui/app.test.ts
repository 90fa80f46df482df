// The pass-and-play screens (product.md, Pass-and-play), driven by keys.
import { POLITICAL_DESIGNS } from '../../src/content/cards.js';
import { ENTER, ESC, openGame, renderApp, tick } from './harness.js';

const CARD_NAMES = POLITICAL_DESIGNS.map((d) => d.name);
const namesIn = (frame: string) => CARD_NAMES.filter((name) => frame.includes(name));

async function untilFrame(app: ReturnType<typeof renderApp>, test: (frame: string) => boolean, presses: string[] = [], max = 200) {
  for (let i = 0; i < max; i++) {
    if (test(app.lastFrame() ?? '')) return true;
    await (presses.length ? app.press(presses[i % presses.length]) : tick(3));
  }
  return test(app.lastFrame() ?? '');
}

test('a whole 3-player game played by keys alone reaches the final scores, hand-offs showing no card', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'ui-full-game', 'vote');
  const app = renderApp(session);
  const over = await untilFrame(app, (f) => f.includes('The game is over'), [ENTER], 6000);
  expect(over).toBe(true);
  expect(session.finished).toBe(true);
  const handOffs = app.frames.filter((f) => f.includes('Pass to') || f.includes('Done – press Enter to hide'));
  expect(handOffs.length).toBeGreaterThan(10);
  for (const frame of handOffs) expect(namesIn(frame)).toEqual([]);
  app.unmount();
}, 60000);

test('a repeated Enter within the guard time does not pass a hand-off', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'ui-guard', 'Ana');
  const app = renderApp(session, { guardMs: 300 });
  await untilFrame(app, (f) => f.includes('Pass to Ana'));
  await app.press(ENTER);
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Pass to Ana');
  await tick(320);
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Form the budget');
  expect(app.clears.length).toBeGreaterThan(0);
  app.unmount();
});

test('the budget builder refuses an overstated announcement: the announcement stops at the stack value (R9)', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-budget', 'Ana');
  const app = renderApp(session);
  await untilFrame(app, (f) => f.includes('Form the budget'));
  await app.press('\t');
  await app.press('\x1b[B');
  for (let i = 0; i < 5; i++) await app.press('\x1b[C');
  expect(app.lastFrame()).toMatch(/Bo\s+0 \/ 0/);
  app.unmount();
});

test('q asks before quitting', async () => {
  let quit = false;
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-quit', 'Ana');
  const app = renderApp(session, { onQuit: () => (quit = true) });
  await untilFrame(app, (f) => f.includes('Form the budget'));
  await app.press('q');
  expect(app.lastFrame()).toContain('Quit?');
  expect(quit).toBe(false);
  await app.press('n');
  expect(app.lastFrame()).toContain('Form the budget');
  await app.press('q');
  await app.press('y');
  expect(quit).toBe(true);
  app.unmount();
});

test('? shows the rules for the current phase', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-help', 'Ana');
  const app = renderApp(session);
  await untilFrame(app, (f) => f.includes('Form the budget'));
  await app.press('?');
  expect(app.lastFrame()).toMatch(/budget/i);
  expect(app.lastFrame()).toContain('Esc: back');
  await app.press(ESC);
  expect(app.lastFrame()).toContain('Form the budget');
  app.unmount();
});

// The pass-and-play screens (product.md, Pass-and-play), driven by keys.
import { POLITICAL_DESIGNS } from '../../src/content/cards.js';
import { makeTheme } from '../../src/ui/theme.js';
import { createAppElement, ENTER, ESC, openGame, renderApp, tick } from './harness.js';
import { renderTty } from './tty.js';

const CARD_NAMES = POLITICAL_DESIGNS.flatMap((d) => [d.name, ...(d.short ? [d.short] : [])]);
const namesIn = (frame: string) => CARD_NAMES.filter((name) => frame.includes(name));

async function untilFrame(app: { lastFrame(): string | undefined; stdin: { write(s: string): void } }, test: (frame: string) => boolean, presses: string[] = [], max = 200) {
  for (let i = 0; i < max; i++) {
    if (test(app.lastFrame() ?? '')) return true;
    if (presses.length) app.stdin.write(presses[i % presses.length]);
    await tick(3);
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
  const tallest = Math.max(...app.frames.map((f) => f.split('\n').length));
  const widest = Math.max(...app.frames.flatMap((f) => f.split('\n').map((l) => [...l].length)));
  expect(tallest).toBeLessThanOrEqual(23);
  expect(widest).toBeLessThanOrEqual(80);
  app.unmount();
}, 60000);

test('a coup commitment screen shows only the counts of earlier players, never their cards (R20)', async () => {
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }, { name: 'Di' }], 'ui-coup', 'Ana');
  const app = renderApp(session);
  const reached = await untilFrame(app, (f) => f.includes('Coup: choose the cards'), [ENTER], 3000);
  expect(reached).toBe(true);
  const frame = app.lastFrame()!;
  const earlier = session.state.coup!.order.slice(0, session.state.coup!.index);
  for (const seat of earlier) {
    const count = session.state.coup!.committed[seat]!.length;
    expect(frame).toContain(`${session.state.players[seat].name} ${count}`);
    for (const card of session.state.coup!.committed[seat]!) {
      if (!card.startsWith('rebellion')) expect(frame.split('Face down so far')[1] ?? '').not.toContain(`[ ] ${card}`);
    }
  }
  const mine = session.state.players[3].hand;
  expect(frame).toContain(mine.length > 0 ? '[ ]' : 'Face down');
  app.unmount();
}, 30000);

test('NO_COLOR is honoured by the app itself; for/against fall back to ASCII without UTF-8', async () => {
  expect(makeTheme({ NO_COLOR: '1' }).tint('red')).toBeUndefined();
  expect(makeTheme({}).tint('red')).toBe('red');
  expect(makeTheme({ LANG: 'C.UTF-8' }).glyphs.for).toBe('▲ for');
  expect(makeTheme({ LANG: 'C' }).glyphs.against).toBe('- against');
  const plain = renderApp(openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-colour', 'Ana'));
  await untilFrame(plain, (f) => f.includes('Form the budget'));
  expect(plain.lastFrame()).not.toMatch(/\x1b\[/);
  plain.unmount();
});

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
  await app.press(ESC, 150);
  expect(app.lastFrame()).toContain('Form the budget');
  app.unmount();
});

test('the budget builder keeps the announcements within the drawn total, even with Middleman money added (R9)', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-cap', 'Ana');
  const app = renderApp(session);
  await untilFrame(app, (f) => f.includes('Form the budget'));
  const drawn = session.state.budget!.drawn.length;
  for (let i = 0; i < drawn; i++) await app.press('\x1b[B');
  await app.press('\x1b[C');
  await app.press('\x1b[C');
  await app.press('\t');
  for (const _seat of [0, 1, 2]) {
    for (let i = 0; i < 12; i++) await app.press('\x1b[C');
    await app.press('\x1b[B');
  }
  const match = /announced (\d+) of (\d+) drawn/.exec(app.lastFrame()!);
  expect(match).not.toBeNull();
  expect(Number(match![1])).toBe(Number(match![2]));
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('This cannot be undone');
  app.unmount();
});

test('the screens follow the terminal when it is resized', async () => {
  const { EventEmitter } = await import('node:events');
  const { createElement } = await import('react');
  const { Text } = await import('ink');
  const { Sized } = await import('../../src/ui/run.js');
  const terminal = Object.assign(new EventEmitter(), { columns: 80, rows: 24 });
  const app = renderTty(createElement(Sized, { stdout: terminal as unknown as NodeJS.WriteStream, children: (c: number, r: number) => createElement(Text, null, `${c}x${r}`) }));
  await tick(5);
  expect(app.lastFrame()).toContain('80x24');
  Object.assign(terminal, { columns: 120, rows: 40 });
  terminal.emit('resize');
  await tick(5);
  expect(app.lastFrame()).toContain('120x40');
  app.unmount();
});

test('after the game, n plays again and q quits', async () => {
  let again = 0;
  let quit = 0;
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-again', 'Ana');
  const app = renderTty(createAppElement(session, { onPlayAgain: () => (again += 1), onQuit: () => (quit += 1) }));
  await untilFrame(app, (f) => f.includes('The game is over'), [], 3000);
  app.stdin.write('n');
  await tick(5);
  expect(again).toBe(1);
  app.stdin.write('q');
  await tick(5);
  expect(quit).toBe(1);
  app.unmount();
});

test("a bribe offered at another player's hand-off, then cancelled, hides the President's screen before the hand-off", async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'ui-bribe', 'Ana');
  const app = renderApp(session);
  await untilFrame(app, (f) => f.includes('Pass to Bo'), [ENTER], 40);
  expect(app.lastFrame()).toContain('may bribe first: press b');
  await app.press('b');
  expect(app.lastFrame()).toContain('Pass to Ana');
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Bribe: move Money');
  await app.press(ESC, 150);
  expect(app.lastFrame()).toContain('Done – press Enter to hide');
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Pass to Bo');
  app.unmount();
});

test("a coup's outcome is announced on its own public screen, which waits for Enter", async () => {
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }, { name: 'Di' }], 'ui-coup', 'Ana');
  const app = renderApp(session, { guardMs: 200 });
  const reached = await untilFrame(app, (f) => f.startsWith('Coup!'), [ENTER], 3000);
  expect(reached).toBe(true);
  const frame = app.lastFrame()!;
  expect(frame).toContain('Revealed:');
  expect(frame).toMatch(/The President crushes the coup|The rebels win the coup/);
  await tick(250);
  expect(app.lastFrame()).toBe(frame);
  await app.press(ENTER);
  expect(app.lastFrame()!.startsWith('Coup!')).toBe(false);
  app.unmount();
}, 30000);

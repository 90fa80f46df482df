// The pass-and-play screens (product.md, Pass-and-play), driven by keys.
import { POLITICAL_DESIGNS } from '../../src/games/las-cartas/content/cards.js';
import { makeTheme } from '../../src/ui/theme.js';
import { ENTER, ESC, playOnScreen } from './harness.js';
import { openGame } from '../support/session.js';
import { glyphsOf } from '../../src/games/las-cartas/ui/labels.js';

const CARD_NAMES = POLITICAL_DESIGNS.flatMap((d) => [d.name, ...(d.short ? [d.short] : [])]);
const namesIn = (frame: string) => CARD_NAMES.filter((name) => frame.includes(name));

test('a whole 3-player game played by keys alone reaches the final scores, hand-offs showing no card', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'ui-full-game', 'vote');
  const app = playOnScreen(session);
  const over = await app.until((f) => f.includes('The game is over'), [ENTER], 6000);
  expect(over).toBe(true);
  expect(session.finished).toBe(true);
  const handOffs = app.frames.filter((f) => f.includes('Pass to') || f.includes('Done – press Enter to hide'));
  expect(handOffs.length).toBeGreaterThan(10);
  for (const frame of handOffs) expect(namesIn(frame)).toEqual([]);
  const tallest = Math.max(...app.frames.map((f) => f.split('\n').length));
  const widest = Math.max(...app.frames.flatMap((f) => f.split('\n').map((l) => [...l].length)));
  expect(tallest).toBeLessThanOrEqual(23);
  expect(widest).toBeLessThanOrEqual(80);
  await app.quit();
}, 60000);

test('a coup commitment screen shows only the counts of earlier players, never their cards (R20)', async () => {
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }, { name: 'Di' }], 'ui-coup', 'Ana');
  const app = playOnScreen(session);
  const reached = await app.until((f) => f.includes('Coup: choose the cards'), [ENTER], 3000);
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
  await app.quit();
}, 30000);

test('NO_COLOR is honoured by the app itself; for/against fall back to ASCII without UTF-8', async () => {
  expect(makeTheme({ NO_COLOR: '1' }).tint('red')).toBeUndefined();
  expect(makeTheme({}).tint('red')).toBe('red');
  expect(glyphsOf(makeTheme({ LANG: 'C.UTF-8' })).for).toBe('▲ for');
  expect(glyphsOf(makeTheme({ LANG: 'C' })).against).toBe('- against');
  const plain = playOnScreen(openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-colour', 'Ana'));
  await plain.until((f) => f.includes('Form the budget'));
  expect(plain.lastFrame()).not.toMatch(/\x1b\[/);
  await plain.quit();
});

test('a hand-off takes Enter only after a quiet keyboard, counted from its appearance and from the last key', async () => {
  let now = 1_000_000;
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'ui-guard', 'Ana');
  const app = playOnScreen(session, { guardMs: 500, clock: () => now });
  await app.until((f) => f.includes('Pass to Ana'));
  await app.press(ENTER);
  now += 300;
  await app.press(ENTER);
  now += 400;
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Pass to Ana');
  now += 500;
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Form the budget');
  expect(app.clears()).toBeGreaterThan(0);
  await app.quit();
});

test('the budget builder refuses an overstated announcement: the announcement stops at the stack value (R9)', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-budget', 'Ana');
  const app = playOnScreen(session);
  await app.until((f) => f.includes('Form the budget'));
  await app.press('\t');
  await app.press('\x1b[B');
  for (let i = 0; i < 5; i++) await app.press('\x1b[C');
  expect(app.lastFrame()).toMatch(/Bo\s+0 \/ 0/);
  await app.quit();
});

test('q asks before quitting', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-quit', 'Ana');
  const app = playOnScreen(session);
  let quit = false;
  void app.done.then(() => (quit = true));
  await app.until((f) => f.includes('Form the budget'));
  await app.press('q');
  expect(app.lastFrame()).toContain('Quit?');
  expect(quit).toBe(false);
  await app.press('n');
  expect(app.lastFrame()).toContain('Form the budget');
  await app.press('q');
  await app.press('y');
  expect((await app.done).code).toBe(0);
  expect(quit).toBe(true);
});

test('? shows the rules for the current phase', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-help', 'Ana');
  const app = playOnScreen(session);
  await app.until((f) => f.includes('Form the budget'));
  await app.press('?');
  expect(app.lastFrame()).toMatch(/budget/i);
  expect(app.lastFrame()).toContain('Esc: back');
  await app.press(ESC);
  // Ink takes a lone Esc (it might start a key's sequence) at the loop's next turn: the frame is waited on.
  expect(await app.until((f) => f.includes('Form the budget'))).toBe(true);
  await app.quit();
});

test('the budget builder keeps the announcements within the drawn total, even with Middleman money added (R9)', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-cap', 'Ana');
  const app = playOnScreen(session);
  await app.until((f) => f.includes('Form the budget'));
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
  await app.quit();
});

test('the screens follow the terminal when it is resized: cleared and redrawn, wider when wider, a message when too small', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-resize', 'Ana');
  const app = playOnScreen(session);
  await app.until((f) => f.includes('Form the budget'));
  const clears = app.clears();
  await app.resize(120, 40);
  expect(app.clears()).toBe(clears + 1);
  expect(app.lastFrame()).toContain('Form the budget');
  expect(Math.max(...app.lastFrame().split('\n').map((l) => l.length))).toBeGreaterThan(80);
  await app.resize(70, 20);
  expect(app.lastFrame()).toContain('The terminal is 70×20; Junta needs at least 80×24.');
  await app.press('q');
  expect(app.lastFrame()).not.toContain('Quit?');
  await app.resize(80, 24);
  expect(app.lastFrame()).toContain('Form the budget');
  await app.quit();
});

test('after the game, n plays again and q quits', async () => {
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'ui-again', 'Ana');
  const app = playOnScreen(session, { playAgain: true });
  expect(await app.until((f) => f.includes('The game is over'), [], 3000)).toBe(true);
  // The reveal scrolls, marked above and below.
  expect(app.lastFrame()).toMatch(/↓ \d+ more/);
  await app.press('\x1b[6~', 10);
  expect(app.lastFrame()).toMatch(/↑ \d+ more/);
  await app.press('n', 10);
  expect(app.playedAgain()).toBe(1);
  await app.until((f) => f.includes('The game is over'), [], 3000);
  await app.press('q');
  expect((await app.done).code).toBe(0);
});

test("a bribe offered at another player's hand-off, then cancelled, hides the President's screen before the hand-off", async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'ui-bribe', 'Ana');
  const app = playOnScreen(session);
  await app.until((f) => f.includes('Pass to Bo'), [ENTER], 40);
  expect(app.lastFrame()).toContain('may bribe first: press b');
  await app.press('b');
  expect(app.lastFrame()).toContain('Pass to Ana');
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Bribe: move Money');
  await app.press(ESC);
  expect(await app.until((f) => f.includes('Done – press Enter to hide'))).toBe(true);
  await app.press(ENTER);
  expect(app.lastFrame()).toContain('Pass to Bo');
  await app.quit();
});

test("a coup's outcome is announced on its own public screen, which waits for Enter", async () => {
  const session = openGame([{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }, { name: 'Di' }], 'ui-coup', 'Ana');
  let now = 1_000_000;
  const app = playOnScreen(session, { guardMs: 200, clock: () => now });
  const reached = await app.until((f) => f.startsWith('Coup!'), [ENTER], 3000);
  expect(reached).toBe(true);
  const frame = app.lastFrame()!;
  expect(frame).toContain('Revealed:');
  expect(frame).toMatch(/The President crushes the coup|The rebels win the coup/);
  // Nothing moves it on by itself (news that continues by itself would be drawn within the harness's pause), nor an Enter within its quiet.
  await app.drawn(frame);
  await app.press(ENTER);
  expect(app.lastFrame()).toBe(frame);
  now += 200;
  await app.press(ENTER);
  expect(app.lastFrame()!.startsWith('Coup!')).toBe(false);
  await app.quit();
}, 30000);

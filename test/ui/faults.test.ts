// The faults a real group hit at the table, each played again on the screens.
import { viewFor, type GameEvent, type PlayerView } from '../../src/games/las-cartas/rules/index.js';
import type { StepLog } from '../support/las-cartas.js';
import { notebook } from '../../src/games/las-cartas/ui/story.js';
import { randomBot } from '../../src/games/las-cartas/bots/random.js';
import { DOWN, ENTER, ESC, playOnScreen } from './harness.js';
import { playByKeys } from './play.js';
import { openGame } from '../support/session.js';
import { tick } from '../support/wait.js';

describe('a held Enter never plays for the next player (fault 1)', () => {
  test('Enter held at 30 keys a second for 3 seconds across a Done screen makes no decision for anyone', async () => {
    let now = 1_000_000;
    const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'held-enter', 'vote');
    const app = playOnScreen(session, { guardMs: 500, clock: () => now });
    await app.until((f) => f.includes('Pass to Ana'));
    now += 600;
    await app.press(ENTER);
    expect(app.lastFrame()).toContain('Name the first President');
    now += 600;
    await app.press(ENTER);
    expect(app.lastFrame()).toContain('Done – press Enter to hide');
    const decided = session.state.actionCount;
    for (let t = 0; t < 90; t++) {
      now += 33;
      await app.press(ENTER, 1);
    }
    expect(session.state.actionCount).toBe(decided);
    expect(app.lastFrame()).toContain('Done – press Enter to hide');
    expect(app.frames.some((f) => f.includes('Pass to Bo'))).toBe(false);
    now += 600;
    await app.press(ENTER);
    expect(app.lastFrame()).toContain('Pass to Bo');
    await app.quit();
  });

  test('the first private screen after a hand-off ignores keys until the keyboard is quiet', async () => {
    let now = 1_000_000;
    const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'held-private', 'vote');
    const app = playOnScreen(session, { guardMs: 500, clock: () => now });
    await app.until((f) => f.includes('Pass to Ana'));
    now += 600;
    await app.press(ENTER);
    for (let t = 0; t < 20; t++) {
      now += 33;
      await app.press(ENTER, 1);
    }
    expect(session.state.actionCount).toBe(0);
    expect(app.lastFrame()).toContain('Name the first President');
    await app.quit();
  });
});

test('the cursor is where the player left it after ?, l, r and c (fault 2)', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'cursor-kept', 'Bo');
  const app = playOnScreen(session);
  expect(await app.until((f) => f.includes('Your turn: play a card or draw one'), [], 2000)).toBe(true);
  await app.press(DOWN);
  const before = app.lastFrame().split('\n').find((l) => l.startsWith('› '));
  expect(before).toMatch(/Play /);
  for (const key of ['?', 'l', 'r', 'c']) {
    await app.press(key, 5);
    expect(app.lastFrame()).not.toContain('Your turn: play a card');
    await app.press(ESC, 30);
    expect(app.lastFrame().split('\n').find((l) => l.startsWith('› '))).toBe(before);
  }
  await app.quit();
});

test('? and l scroll with marks: ↓ N more, PgDn, End, ↑ N more (fault 3)', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'overlay-scroll', 'Ana');
  const app = playOnScreen(session);
  await app.until((f) => f.includes('Form the budget'));
  await app.press('?', 5);
  expect(app.lastFrame()).toMatch(/↓ \d+ more/);
  expect(app.lastFrame()).toContain('Reading the table:');
  const first = app.lastFrame();
  await app.press('\x1b[6~', 5);
  expect(app.lastFrame()).not.toBe(first);
  expect(app.lastFrame()).toMatch(/↑ \d+ more/);
  await app.press('\x1b[F', 5);
  expect(app.lastFrame()).not.toMatch(/↓ \d+ more/);
  await app.press('\x1b[H', 5);
  expect(app.lastFrame()).toBe(first);
  await app.press(ESC, 30);
  await app.press('l', 5);
  expect(app.lastFrame()).toContain('Log (as Ana saw it)');
  expect(app.lastFrame()).toContain('Ana draws');
  await app.press(ESC, 30);
  expect(app.lastFrame()).toContain('Form the budget');
  await app.quit();
});

test('a recap that does not fit says so, and r opens it whole (fault 4)', async () => {
  const session = openGame(['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'].map((name, i) => (i === 0 ? { name } : { name, bot: 'random' })), 'recap-long', 'Bo');
  const app = playOnScreen(session);
  expect(await app.until((f) => f.includes('earlier recap lines – r: the whole recap'), [], 2000)).toBe(true);
  const hidden = Number(/↑ (\d+) earlier recap lines/.exec(app.lastFrame())![1]);
  expect(hidden).toBeGreaterThan(0);
  await app.press('r', 5);
  expect(await app.until((f) => f.includes('Since your last turn'))).toBe(true);
  await app.press(ESC, 30);
  await app.quit();
});

describe('the notebook follows what the player saw happen (fault 5)', () => {
  const view = (seat: number): PlayerView => ({ ...viewFor(openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'notebook', 'Cy').state, seat), round: 1 });
  const names = ['Ana', 'Bo', 'Cy'];
  const at = (step: number, actor: number | null, events: GameEvent[]): StepLog => ({ step, actor, events });
  const seen: StepLog[] = [
    at(1, 2, [{ type: 'round-started', round: 1, president: 2 }]),
    at(2, 1, [{ type: 'stack-seen', seat: 1, owner: 2, cards: ['m1#1', 'm1#2'], by: 'newspaper#1', to: [1] }]),
  ];

  test('a bribe the player received updates the stack they saw', () => {
    const log = [...seen, at(3, 2, [
      { type: 'bribe', seat: 2, recipient: 1, count: 1, announced: 1, ownAnnounced: 1 },
      { type: 'stack-cards-moved', seat: 2, recipient: 1, cards: ['m1#1'], why: 'bribe', to: [2, 1] },
    ])];
    expect(notebook(view(1), log, names)).toBe("You know: Cy's stack 1M");
  });

  test('a bribe between others marks the stack as changed since', () => {
    const log = [...seen, at(3, 2, [{ type: 'bribe', seat: 2, recipient: 0, count: 1, announced: 1, ownAnnounced: 1 }])];
    expect(notebook(view(1), log, names)).toBe("You know: Cy's stack 2M when seen, changed since");
  });

  test('a re-formed budget forgets the old stacks', () => {
    const log = [...seen, at(3, 1, [{ type: 'budget-proposed', seat: 1, stacks: [], fromMiddleman: 0 }])];
    expect(notebook(view(1), log, names)).toBeNull();
  });
});

test('at six players the coup picker marks the cards out of view (fault 6)', async () => {
  const marked: boolean[] = [];
  await playByKeys(randomBot, 'picker-six', ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'], {
    async onDecision(app, view, kind) {
      if (kind !== 'commit-coup') return;
      const frame = app.lastFrame();
      const listed = frame.split('\n').filter((l) => /^[› ] \[[x ]\] /.test(l)).length;
      if (listed < view.hand.length) marked.push(/↓ \d+ more/.test(frame));
      else expect(listed).toBe(view.hand.length);
    },
  });
  expect(marked.length).toBeGreaterThan(0);
  expect(marked.every(Boolean)).toBe(true);
}, 60000);

describe('notation explained (fault 9)', () => {
  test('the legend is the first thing ? shows; the last round says so; the coup confirmation names the cards', async () => {
    const session = openGame(['Ana', 'Bo', 'Cy', 'Di'].map((name, i) => (i === 3 ? { name } : { name, bot: 'random' })), 'notation', 'Ana');
    const app = playOnScreen(session);
    await app.until((f) => f.includes('Coup: choose the cards') || f.includes('Your turn'), [ENTER], 4000);
    await app.press('?', 5);
    expect(app.lastFrame()).toContain('P President · R First Rebel');
    expect(app.lastFrame()).toContain('Stack: announced (cards)');
    await app.press(ESC, 30);
    expect(await app.until((f) => f.includes('Coup: choose the cards'), [ENTER], 4000)).toBe(true);
    await tick(5);
    await app.press(' ');
    await app.press(ENTER);
    const card = session.state.players[3].hand[0];
    expect(app.lastFrame()).toMatch(/Lay face down: [^?]+\? Enter: yes, for good/);
    expect(card).toBeDefined();
    expect(await app.until((f) => f.includes('(last round)'), [ENTER], 20000)).toBe(true);
    expect(app.frames.some((f) => f.includes('0 more rounds') || f.includes('0 rounds left'))).toBe(false);
    await app.quit();
  }, 60000);
});

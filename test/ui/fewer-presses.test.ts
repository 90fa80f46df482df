// Fewer presses, clearer refusals, played on the screens: no hand-off when a bot has
// answered and the same player goes on (R15), refused keys say why, and the lines fit.
import { RECORD_FORMAT, viewFor, type Action, type RecordPlayer } from '../../src/games/las-cartas/rules/index.js';
import { Session } from '../../src/session/runner.js';
import { pinnedDecks, THREE } from '../support/game.js';
import { keysFor } from './driver.js';
import { groupActions } from '../../src/games/las-cartas/ui/models/chooser.js';
import { actionDetail, ownersIn } from '../../src/games/las-cartas/ui/labels.js';
import { legalFromView } from '../support/las-cartas.js';
import { windowAround, windowShowing } from '../../src/ui/scroll.js';
import { DOWN, LEFT, playOnScreen, RIGHT, TAB, UP } from './harness.js';
import { theme } from './play.js';
import { FAST_BOTS, openGame } from '../support/session.js';
import { game as LAS_CARTAS, type Session as LasCartasSession } from '../support/las-cartas.js';
import { glyphsOf } from '../../src/games/las-cartas/ui/labels.js';

const HOME = '\x1b[H';
const END = '\x1b[F';
/** A frame's lines run together, so a wrapped sentence reads whole. */
const flat = (frame: string): string => frame.replace(/\n/g, ' ');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Ana (the President, first to play), Bo and Cy from pinned hands, after the first budget (3 to
 * Bo, 2 to Cy, 1 + 4 to Ana) and the `actions` given.
 */
function opened(players: RecordPlayer[], hands: Record<string, string[]>, actions: Action[] = []): LasCartasSession {
  // Draws come from Militia first: no Bodyguard or Thief arrives unasked.
  const decks = pinnedDecks({ players: THREE, hands, drawPile: ['militia', 'militia'], money: ['m3', 'm2', 'm1', 'm4'] });
  const budget: Action = {
    type: 'propose-budget', seat: 'Ana',
    stacks: [{ to: 'Bo', money: ['m3#1'], announced: 3 }, { to: 'Cy', money: ['m2#1'], announced: 2 }, { to: 'Ana', money: ['m1#4', 'm4#1'], announced: 5 }],
  };
  return Session.open(LAS_CARTAS, { format: RECORD_FORMAT, seed: 'presses', players, options: { firstPresident: 'Ana' }, decks, actions: [budget, ...actions] },
    { autosave: null, bots: FAST_BOTS });
}

test('a Thief on a bot (R15): the thief goes on with their turn at once, with no "Done" screen and no hand-off back to them', async () => {
  // Ana's second turn: her Radio Station, played on her first, is still unused this round (R13).
  const session = opened([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }], { Ana: ['radio-station', 'thief'] }, [
    { type: 'play-card', seat: 'Ana', card: 'radio-station#1', vote: 'for' }, { type: 'end-turn', seat: 'Ana' },
    { type: 'draw-card', seat: 'Bo' }, { type: 'draw-card', seat: 'Cy' },
  ]);
  const app = playOnScreen(session);
  expect(await app.until((f) => f.includes('Pass to Ana'))).toBe(true);
  await app.press('\r');
  expect(await app.until((f) => f.includes('Your turn: play a card or draw one'))).toBe(true);
  const from = app.frames.length;
  const thief: Action = { type: 'play-card', seat: 'Ana', card: session.state.players[0].hand.find((c) => c.startsWith('thief'))!, target: 'Cy' };
  for (const key of keysFor(thief, viewFor(session.state, 0), theme)) await app.press(key);
  expect(await app.until((f) => f.includes('Your turn: use a Building or end your turn'), [], 400)).toBe(true);
  // Cy was asked (R15) and answered; nobody else acted in between.
  expect(session.record.actions.slice(5).map((a) => `${a.type} ${a.seat}`)).toEqual(['play-card Ana', 'react Cy']);
  const since = app.frames.slice(from);
  expect(since.some((f) => f.includes('Done – press Enter to hide'))).toBe(false);
  expect(since.some((f) => f.includes('Pass to'))).toBe(false);
  await app.quit();
});

test('a card that shows a player a stack (R5: Students) shows it on their "Done" screen at once, and the hand-off after it hides it', async () => {
  const session = opened([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }], { Ana: ['students'] });
  const app = playOnScreen(session);
  expect(await app.until((f) => f.includes('Pass to Ana'))).toBe(true);
  await app.press('\r');
  expect(await app.until((f) => f.includes('Your turn: play a card or draw one'))).toBe(true);
  const students: Action = { type: 'play-card', seat: 'Ana', card: 'students#1', vote: 'for', target: 'Bo' };
  for (const key of keysFor(students, viewFor(session.state, 0), theme)) await app.press(key);
  expect(await app.until((f) => f.includes('Done – press Enter to hide'))).toBe(true);
  // Bo's stack holds the 3M of the budget: Ana reads it before she hides her screen.
  expect(flat(app.lastFrame())).toContain("Ana sees Bo's stack: 3 million.");
  expect(await app.until((f) => f.includes('Pass to'), ['\r'])).toBe(true);
  expect(app.lastFrame()).not.toContain('3 million');
  await app.quit();
});

test('a record played on (replay --continue) has its log marked where the record ends, after its last action', async () => {
  const session = opened([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }], {}, [{ type: 'draw-card', seat: 'Ana' }]);
  expect(session.record.actions).toHaveLength(2);
  const app = playOnScreen(session, { recordEnds: 2 });
  expect(await app.until((f) => f.includes('Pass to Bo'), ['\r'])).toBe(true);
  await app.press('\r');
  expect(await app.until((f) => f.includes('Your turn: play a card or draw one'))).toBe(true);
  await app.press('l');
  const lines = app.lastFrame().split('\n');
  const mark = lines.findIndex((l) => l.includes('The record ends here, after action 2; the game goes on from here'));
  expect(mark).toBeGreaterThan(0);
  // The record's last action, Ana's draw (with the turn it passes to Bo), is told just above the mark.
  expect(lines.slice(mark - 2, mark)).toEqual([expect.stringMatching(/^Ana draws/), 'Turn 2 (pass 1): Bo.']);
  expect(lines.filter((l) => l.includes('The record ends here'))).toHaveLength(1);
  await app.quit();
});

describe('a refused key says why in the status line (as plain mode does)', () => {
  test('← and → at an announcement\'s limit name the limit (R9); the next change clears it', async () => {
    const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'limits', 'Ana');
    const app = playOnScreen(session);
    expect(await app.until((f) => f.includes('Form the budget'))).toBe(true);
    await app.press(TAB);
    await app.press(LEFT);
    expect(flat(app.lastFrame())).toContain('Your own stack is announced as 0, and no announcement goes lower.');
    await app.press(DOWN);
    await app.press(RIGHT);
    expect(flat(app.lastFrame())).toContain("Bo's stack holds 0 million, and no stack may be announced above its true value.");
    await app.press(UP);
    await app.press(RIGHT);
    expect(flat(app.lastFrame())).not.toContain('no stack may be announced');
    expect(session.state.actionCount).toBe(0);
    await app.quit();
  });

  test('c with no card under the cursor says so, until the next key', async () => {
    const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'no-card', 'Ana');
    const app = playOnScreen(session);
    expect(await app.until((f) => f.includes('Form the budget'))).toBe(true);
    await app.press('c');
    expect(flat(app.lastFrame())).toContain('c shows the card under the cursor, and there is none here');
    await app.press(TAB);
    expect(app.lastFrame()).not.toContain('c shows the card under the cursor');
    await app.quit();
  });

  test("c on a screen with no list of cards refuses, even after another player's chooser had a card under its cursor", async () => {
    const session = opened([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }], { Bo: ['thief'] }, [{ type: 'draw-card', seat: 'Ana' }]);
    const app = playOnScreen(session);
    expect(await app.until((f) => f.includes('Pass to Bo'))).toBe(true);
    await app.press('\r');
    expect(await app.until((f) => f.includes('Your turn: play a card or draw one'))).toBe(true);
    const thief: Action = { type: 'play-card', seat: 'Bo', card: 'thief#1', target: 'Ana' };
    for (const key of keysFor(thief, viewFor(session.state, 1), theme)) await app.press(key);
    expect(await app.until((f) => f.includes('Pass to Ana'), ['\r'])).toBe(true);
    await app.press('\r');
    expect(await app.until((f) => f.includes('no Bodyguard'))).toBe(true);
    await app.press('c');
    expect(flat(app.lastFrame())).toContain('c shows the card under the cursor, and there is none here');
    expect(app.lastFrame()).not.toContain('Thief intervention');
    await app.quit();
  });

  test('End jumps to the last choice and Home back to the first', async () => {
    const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], 'cursor-kept', 'Bo');
    const app = playOnScreen(session);
    expect(await app.until((f) => f.includes('Your turn: play a card or draw one'), [], 2000)).toBe(true);
    const cursorLine = () => app.lastFrame().split('\n').find((l) => l.startsWith('› '));
    const first = cursorLine();
    const view = viewFor(session.state, 0);
    const groups = groupActions(legalFromView(view).actions.filter((a) => a.type !== 'bribe'), glyphsOf(theme), ownersIn(view, ['Ana', 'Bo', 'Cy']));
    await app.press(END);
    expect(cursorLine()).toMatch(new RegExp(`^› ${escape(groups[groups.length - 1].label)}`));
    await app.press(HOME);
    expect(cursorLine()).toBe(first);
    await app.quit();
  });
});

describe('the Bodyguard question to a player who has none (R15)', () => {
  const attacked = (hand: string[]) => opened([{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], { Ana: hand, Bo: ['thief'] }, [
    { type: 'draw-card', seat: 'Ana' }, { type: 'play-card', seat: 'Bo', card: 'thief#1', target: 'Ana' },
  ]);

  test('says they have none and that everyone attacked is asked; Enter lets it happen', async () => {
    const session = attacked([]);
    const app = playOnScreen(session);
    expect(await app.until((f) => f.includes('no Bodyguard'))).toBe(true);
    expect(flat(app.lastFrame())).toContain("Bo's Thief is aimed at you, and you have no Bodyguard to stop it. Everyone attacked is asked, Bodyguard or not, so the question reveals nothing.");
    expect(app.lastFrame()).toContain('Enter: let it happen');
    expect(app.lastFrame()).not.toContain('Answer with a Bodyguard?');
    await app.press('\r');
    expect(await app.until(() => session.state.actionCount > 3)).toBe(true);
    expect(session.record.actions[3]).toEqual({ type: 'react', seat: 'Ana', bodyguard: null });
    await app.quit();
  });

  test('with a Bodyguard the question is the chooser, as before', async () => {
    const session = attacked(['bodyguard']);
    const app = playOnScreen(session);
    expect(await app.until((f) => f.includes('Answer with a Bodyguard?'))).toBe(true);
    expect(app.lastFrame()).not.toContain('no Bodyguard');
    await app.quit();
  });
});

describe("the coach's suggestion stays in view", () => {
  test('a list window holds the cursor and the suggestion when the rows allow, else the cursor', () => {
    // 10 items in 5 rows: a window shows 3 or 4 items between its marks.
    const holds = (win: { start: number; end: number }, ...items: number[]) => items.every((i) => i >= win.start && i < win.end);
    expect(holds(windowShowing(10, 5, 0, 3), 0, 3)).toBe(true);
    expect(holds(windowShowing(10, 5, 4, 6), 4, 6)).toBe(true);
    expect(holds(windowShowing(10, 5, 9, 7), 9, 7)).toBe(true);
    expect(windowShowing(10, 5, 0, 8)).toEqual(windowAround(10, 5, 0));
    expect(windowShowing(10, 5, 2, null)).toEqual(windowAround(10, 5, 2));
  });
});

describe('a choice that names a player says what happens to them', () => {
  const g = glyphsOf(theme);
  const owners = (card: string) => (card.startsWith('students') ? 'Bo' : null);
  test.each([
    [{ type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence#1', target: 'Bo' }, 'make Bo the new President'],
    [{ type: 'play-card', seat: 'Ana', card: 'newspaper#1', vote: 'for', target: 'Bo' }, `${g.for}, show Bo's stack to everyone`],
    [{ type: 'play-card', seat: 'Ana', card: 'thief#1', target: 'Cy' }, "take a random Money card from Cy's Middleman"],
    [{ type: 'play-card', seat: 'Ana', card: 'electoral-fraud#1', target: 'Cy' }, "Cy's votes do not count this round"],
    [{ type: 'play-card', seat: 'Ana', card: 'secret-police#1', vote: 'against', target: 'Bo' }, `${g.against}, look at Bo's hand`],
    [{ type: 'play-card', seat: 'Ana', card: 'assassin#1', target: 'students#1' }, "discard Bo's Students"],
    [{ type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Cy' }, "look at Cy's stack"],
  ] as [Action, string][])('%j: %s', (action, detail) => {
    expect(actionDetail(action, g, owners)).toBe(detail);
  });
});

// Frames stay within an 80×24 terminal with six players whose names take 24 columns (some of
// them CJK): every decision's screen, the hand-offs, the news, the overlays and the end screen fit
// the rows, show every footer key whole, and cut no list item without a "more" mark.
import stringWidth from 'string-width';
import { randomBot } from '../../src/games/las-cartas/bots/random.js';
import { viewFor, type DecisionKind } from '../../src/games/las-cartas/rules/index.js';
import { headerLines } from '../../src/games/las-cartas/ui/PublicTable.js';
import { FOUR, game } from '../support/game.js';
import { frameProblems as problems } from './frames.js';
import { ESC } from './harness.js';
import { playByKeys } from './play.js';

const NAMES = ['Anastasia-Maximiliana-XY', '山田太郎山田太郎山田太郎', 'Bartholomew-Fitzgerald-Z', '김민준김민준김민준김민준', 'Cleopatra-Philadelphia-Q', 'Dorothea-Wilhelmina-XYZW'];

test('six players with 24-column names: every screen fits 80×24, keys whole, lists marked', async () => {
  expect(NAMES.every((n) => stringWidth(n) === 24)).toBe(true);
  const seen = new Map<DecisionKind, string[]>();
  const overlays: string[] = [];
  const { frames } = await playByKeys(randomBot, 'layout-six', NAMES, {
    async onDecision(app, _view, kind) {
      const frame = app.lastFrame();
      if (seen.has(kind)) return;
      seen.set(kind, problems(frame));
      expect(frame).toContain('q quit');
      expect(frame).toContain('? rules & legend');
      if (overlays.length < 12) {
        for (const key of ['?', 'l', 'r']) {
          await app.press(key, 5);
          overlays.push(app.lastFrame());
          await app.press(ESC, 30);
        }
      }
    },
  });
  for (const [kind, found] of seen) expect([kind, found]).toEqual([kind, []]);
  expect([...seen.keys()]).toEqual(expect.arrayContaining(['name-first-president', 'propose-budget', 'play-or-draw', 'finish-turn', 'react', 'declare-buildings', 'commit-coup', 'redistribute']));
  for (const overlay of overlays) expect(problems(overlay)).toEqual([]);
  expect(overlays.some((o) => /↓ \d+ more/.test(o))).toBe(true);
  const kinds = { handoff: 0, news: 0, end: 0 };
  for (const frame of frames) {
    if (frame.includes('Pass to')) kinds.handoff += 1;
    if (frame.startsWith('Coup!')) kinds.news += 1;
    if (frame.includes('The game is over')) kinds.end += 1;
    expect(problems(frame)).toEqual([]);
  }
  expect(kinds.handoff).toBeGreaterThan(0);
  expect(kinds.news).toBeGreaterThan(0);
  expect(kinds.end).toBeGreaterThan(0);
}, 180000);

describe('the header is one line at 80 columns', () => {
  const voting = (players: string[], round = 1) => ({ ...viewFor(game({}, { players }), 0), round });

  test('four players in the voting: all of it, the pass left out (the turn tells it)', () => {
    const view = { ...voting(FOUR), moneyDeckSize: 34 };
    expect(headerLines(view, FOUR, 80)).toEqual(['Round 1 · Voting · turn 1/8 · President Ana · Money deck 34 (6 more rounds)']);
    expect(headerLines(view, FOUR, 100)).toEqual(['Round 1 · Voting · pass 1 · turn 1/8 · President Ana · Money deck 34 (6 more rounds)']);
  });

  test('six 24-column names, in round 10 at turn 12/12: one line, the rounds left kept', () => {
    const view = { ...voting(NAMES, 10), moneyDeckSize: 34 };
    view.voting = { ...view.voting!, index: 11 };
    const lines = headerLines(view, NAMES, 80);
    expect(lines).toHaveLength(1);
    expect(stringWidth(lines[0])).toBeLessThanOrEqual(80);
    expect(lines[0]).toBe('Round 10 · Voting · turn 12/12 · Money deck 34 (4 more rounds)');
    for (const width of [40, 60]) {
      const narrow = headerLines(view, NAMES, width);
      expect(narrow).toHaveLength(1);
      expect(stringWidth(narrow[0])).toBeLessThanOrEqual(width);
    }
  });
});

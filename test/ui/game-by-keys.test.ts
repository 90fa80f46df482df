// Whole games played through the screens by keys alone: the test driver turns each seat's choice
// (made by a bot from that seat's view) into the key presses a player would make.
import seedrandom from 'seedrandom';
import { heuristicBot } from '../../src/bots/heuristic.js';
import { randomBot } from '../../src/bots/random.js';
import type { Bot } from '../../src/bots/types.js';
import { POLITICAL_DESIGNS } from '../../src/content/cards.js';
import { apply, viewFor, type State } from '../../src/engine/index.js';
import { legalFromView } from '../../src/session/port.js';
import { makeTheme } from '../../src/ui/theme.js';
import { keysFor } from './driver.js';
import { ENTER, openGame, playOnScreen, tick } from './harness.js';

const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
const CARD_NAMES = POLITICAL_DESIGNS.flatMap((d) => [d.name, ...(d.short ? [d.short] : [])]);

/**
 * A state up to twin cards (the chooser offers two Landowners once, and either may be played) and
 * stack versions (a bot may name a stack it leaves as it was, which the builder leaves out) and
 * the order of a face-down stack's cards.
 */
const canonical = (state: State): string => JSON.stringify(state, (key, value) => (key === 'version' ? 0 : key === 'cards' && Array.isArray(value) ? [...value].sort() : value)).replace(/#\d+/g, '');

async function playByKeys(bot: Bot, seed: string, names: string[]) {
  const session = openGame(names.map((name) => ({ name })), seed, 'vote');
  const app = playOnScreen(session);
  const random = seedrandom(seed);
  let decisions = 0;
  for (let i = 0; i < 20000 && !session.finished; i++) {
    await tick(1);
    const frame = app.lastFrame();
    if (/Pass to|Done – press Enter|^Coup!/.test(frame)) {
      if (frame.includes('Pass to') || frame.includes('Done – press')) expect(CARD_NAMES.filter((n) => frame.includes(n))).toEqual([]);
      await app.press(ENTER, 1);
      continue;
    }
    const seat = names.findIndex((name) => frame.includes(`\n${name} – hand`) || frame.split('\n').some((l) => l.startsWith(`${name} – hand`)));
    if (seat < 0 || !session.required().some((d) => d.seat === seat)) continue;
    const view = viewFor(session.state, seat);
    const action = await bot.decide(view, legalFromView(view), random);
    if (!action) throw new Error('the bot found nothing to do');
    const before = session.state.actionCount;
    // The coup picker lays the chosen cards in the order of the hand.
    const made = action.type === 'commit-coup' ? { ...action, cards: view.hand.filter((c) => action.cards.includes(c)) } : action;
    const expected = apply(session.state, made);
    if (!expected.ok) throw new Error(expected.error.message);
    for (const key of keysFor(action, view, theme)) await app.press(key, 1);
    expect(await app.until(() => session.state.actionCount > before, [], 400)).toBe(true);
    if (canonical(session.state) !== canonical(expected.state)) throw new Error(`wanted ${JSON.stringify(action)}, made ${JSON.stringify(session.record.actions[before])}`);
    decisions += 1;
  }
  expect(session.finished).toBe(true);
  expect(await app.until((f) => f.includes('The game is over'), [ENTER], 200)).toBe(true);
  const frames = app.frames.filter((f) => !f.startsWith('\x1b'));
  const tallest = frames.reduce((a, b) => (b.split('\n').length > a.split('\n').length ? b : a));
  if (tallest.split('\n').length > 23) console.log(JSON.stringify(tallest));
  expect(tallest.split('\n').length).toBeLessThanOrEqual(23);
  await app.quit();
  return decisions;
}

test('three players at one keyboard play a whole game by keys, each choosing as the heuristic bot would', async () => {
  expect(await playByKeys(heuristicBot, 'keys-heuristic', ['Ana', 'Bo', 'Cy'])).toBeGreaterThan(30);
}, 120000);

test('four players play a whole game by keys with random choices: random budgets, bribes declined, random coup cards', async () => {
  expect(await playByKeys(randomBot, 'keys-random', ['Ana', 'Bo', 'Cy', 'Di'])).toBeGreaterThan(30);
}, 120000);

// Playing a whole game on the screens by keys: each seat's choice (made by a bot from that seat's
// view) turned into key presses by the test driver, checked against the move it should make.
import seedrandom from 'seedrandom';
import type { Bot } from '../support/las-cartas.js';
import { POLITICAL_DESIGNS } from '../../src/games/las-cartas/content/cards.js';
import { apply, pending, viewFor, type DecisionKind, type PlayerView, type State } from '../../src/games/las-cartas/rules/index.js';
import { legalFromView } from '../support/las-cartas.js';
import { makeTheme } from '../../src/ui/theme.js';
import { keysFor } from './driver.js';
import { ENTER, playOnScreen, type ScreenOptions } from './harness.js';
import { openGame } from '../support/session.js';

export const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });
export const CARD_NAMES = POLITICAL_DESIGNS.flatMap((d) => [d.name, ...(d.short ? [d.short] : [])]);

/** A frame without the sentences in which a card shows a player a hand ("Ana sees Bo's hand: …."), its lines run together. */
const withoutShown = (frame: string): string => frame.replace(/\n\s*/g, ' ').replace(/\S+ sees \S+'s hand: [^.]*\./g, '');

export interface PlayHooks {
  /** Called on each private screen before its decision is keyed in. */
  onDecision?(app: ReturnType<typeof playOnScreen>, view: PlayerView, kind: DecisionKind): Promise<void>;
  screen?: ScreenOptions;
}

/**
 * A state up to twin cards in a hand (the chooser offers two Landowners once, and either may be
 * played, from a hand or the discard pile; so those are compared as sets) and
 * stack versions (a bot may name a stack it leaves as it was, which the builder leaves out) and
 * the order of a face-down stack's cards.
 */
export const canonical = (state: State): string => JSON.stringify(state, (key, value) => (key === 'version' ? 0 : (key === 'cards' || key === 'hand' || key === 'politicalDiscard') && Array.isArray(value) ? [...value].map((c: string) => c.replace(/#\d+/, '')).sort() : value)).replace(/#\d+/g, '');

export async function playByKeys(bot: Bot, seed: string, names: string[], hooks: PlayHooks = {}) {
  const session = openGame(names.map((name) => ({ name })), seed, 'vote');
  const app = playOnScreen(session, hooks.screen);
  const random = seedrandom(seed);
  let decisions = 0;
  let idle: string | null = null;
  for (let i = 0; i < 20000 && !session.finished; i++) {
    await app.drawn(idle);
    idle = null;
    const frame = app.lastFrame();
    if (/Pass to|Done – press Enter|^Coup!/.test(frame)) {
      // A hand-off names no card; a "Done" screen only in what its player's card showed them (R5: Secret Police's look at a hand).
      if (frame.includes('Pass to') || frame.includes('Done – press')) expect(CARD_NAMES.filter((n) => withoutShown(frame).includes(n))).toEqual([]);
      await app.press(ENTER, 0);
      continue;
    }
    // Whose screen: the hand line names its owner; the coup picker lists the hand instead (one seat commits at a time).
    const required = session.required();
    const named = names.findIndex((name) => frame.split('\n').some((l) => l.startsWith(`${name} – hand`)));
    const seat = named >= 0 ? named : frame.includes('Coup: choose the cards') && required.length === 1 ? required[0].seat : -1;
    if (seat < 0 || !required.some((d) => d.seat === seat)) {
      idle = frame;
      continue;
    }
    const view = viewFor(session.state, seat);
    const kind = pending(session.state).required.find((d) => d.seat === seat)!.decision;
    await hooks.onDecision?.(app, view, kind);
    const action = await bot.decide(view, legalFromView(view), random);
    if (!action) throw new Error('the bot found nothing to do');
    const before = session.state.actionCount;
    // The coup picker lays the chosen cards in the order of the hand.
    const made = action.type === 'commit-coup' ? { ...action, cards: view.hand.filter((c) => action.cards.includes(c)) } : action;
    const expected = apply(session.state, made);
    if (!expected.ok) throw new Error(expected.error.message);
    for (const key of keysFor(action, view, theme)) await app.press(key, 0);
    expect(await app.until(() => session.state.actionCount > before, [], 400)).toBe(true);
    if (canonical(session.state) !== canonical(expected.state)) throw new Error(`wanted ${JSON.stringify(action)}, made ${JSON.stringify(session.record.actions[before])}`);
    decisions += 1;
  }
  expect(session.finished).toBe(true);
  expect(await app.until((f) => f.includes('The game is over'), [ENTER], 200)).toBe(true);
  const frames = app.frames.filter((f) => !f.startsWith('\x1b'));
  await app.quit();
  return { decisions, frames, session };
}


// Fewer presses, clearer refusals (issue 24), played on the screens: no hand-off when a bot has
// answered and the same player goes on (R15), refused keys say why, and the lines fit.
import { makeBots } from '../../src/bots/index.js';
import { RECORD_FORMAT, viewFor, type Action, type RecordPlayer } from '../../src/engine/index.js';
import { Session } from '../../src/session/runner.js';
import { pinnedDecks, THREE } from '../support/game.js';
import { keysFor } from './driver.js';
import { playOnScreen } from './harness.js';
import { theme } from './play.js';

/**
 * Ana (the President, first to play), Bo and Cy from pinned hands, after the first budget (3 to
 * Bo, 2 to Cy, 1 + 4 to Ana) and the `actions` given.
 */
function opened(players: RecordPlayer[], hands: Record<string, string[]>, actions: Action[] = []): Session {
  const decks = pinnedDecks({ players: THREE, hands, money: ['m3', 'm2', 'm1', 'm4'] });
  const budget: Action = {
    type: 'propose-budget', seat: 'Ana',
    stacks: [{ to: 'Bo', money: ['m3#1'], announced: 3 }, { to: 'Cy', money: ['m2#1'], announced: 2 }, { to: 'Ana', money: ['m1#4', 'm4#1'], announced: 5 }],
  };
  return Session.open({ format: RECORD_FORMAT, seed: 'presses', players, options: { firstPresident: 'Ana' }, decks, actions: [budget, ...actions] },
    { autosave: null, bots: makeBots({ iterations: 4, rolloutDepth: 4 }) });
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

// Which finished games pruning deletes: past the newest few, or too old; never unfinished or open ones.
import { expiredGames, type KeepPolicy } from '../../../src/session/saves/pruning.js';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();
/** Games most recently played first, as the store lists them. */
const game = (name: string, daysAgo: number, finished = true, openBy: unknown = null) => ({ name, updated: ago(daysAgo), finished, openBy });
const names = (games: { name: string }[]) => games.map((g) => g.name);

test('finished games past the newest keepFinished go; unfinished ones neither go nor count', () => {
  const policy: KeepPolicy = { keepFinished: 2, keepFinishedDays: 90 };
  const games = [game('f1', 1), game('u1', 2, false), game('f2', 3), game('f3', 4), game('u2', 5, false), game('f4', 6)];
  expect(names(expiredGames(games, policy, NOW))).toEqual(['f3', 'f4']);
});

test('a finished game last played more than keepFinishedDays ago goes, one played exactly then stays', () => {
  const policy: KeepPolicy = { keepFinished: 50, keepFinishedDays: 10 };
  const games = [game('recent', 9), game('limit', 10), game('old', 11), game('old-unfinished', 400, false)];
  expect(names(expiredGames(games, policy, NOW))).toEqual(['old']);
});

test('a game open in another process is never deleted, though it still counts towards the newest kept', () => {
  const policy: KeepPolicy = { keepFinished: 1, keepFinishedDays: 90 };
  const games = [game('newest', 1), game('open', 2, true, { pid: 7 }), game('older', 3), game('ancient-open', 500, true, { pid: 8 })];
  expect(names(expiredGames(games, policy, NOW))).toEqual(['older']);
});

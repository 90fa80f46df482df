// "Play again": the next game at the same table is a new deal – a new seed, and never the pinned
// decks of the game before (the tutorial's, or a shared record's).
import { createGame } from '../../src/engine/index.js';
import { freshDeal, nextRecord } from '../../src/session/plan.js';
import { tutorialRecord } from '../../src/session/tutorial.js';

const handsOf = (record: ReturnType<typeof tutorialRecord>) =>
  createGame({ seed: record.seed, players: record.players.map((p) => p.name), options: record.options, decks: record.decks }).players.map((p) => p.hand);

test('at one keyboard: seats rotated by one, a new seed, the pinned decks dropped, so a new deal', () => {
  const pinned = { ...tutorialRecord('Ana'), actions: [] };
  expect(pinned.decks).toBeDefined();
  const next = nextRecord(pinned);
  expect(next.players.map((p) => p.name)).toEqual([...pinned.players.slice(1), pinned.players[0]].map((p) => p.name));
  expect(next.seed).not.toBe(pinned.seed);
  expect(next.seedGenerated).toBe(true);
  expect(next.decks).toBeUndefined();
  expect(next.actions).toEqual([]);
  // The same seed with the old decks would deal the old hands again; the new record does not.
  expect(handsOf({ ...pinned, players: next.players })).not.toEqual(handsOf(next));
});

test('at a network table: the same seats (their invites), a new seed, no pinned decks', () => {
  const pinned = tutorialRecord('Ana');
  const next = freshDeal(pinned);
  expect(next.players).toEqual(pinned.players);
  expect(next.seed).not.toBe(pinned.seed);
  expect(next.decks).toBeUndefined();
  expect(next.actions).toEqual([]);
});

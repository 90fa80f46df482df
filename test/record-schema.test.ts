// Every game's record is assembled by the core from the parts the game declares (R1, R4, V1, V4):
// the format, the seed's bound, the seats' range, its options, its pinned parts and its actions; a
// player's name is held to the one bound of every game, and the record reads back in its own order.
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../src/core/names.js';
import { recordSchema } from '../src/core/record-schema.js';

const toy = recordSchema({
  format: 'junta-toy/1',
  seedMaxLength: 20,
  commentMaxLength: 10,
  players: { min: 2, max: 3 },
  options: z.strictObject({ fast: z.boolean().optional() }),
  pinned: { deck: z.array(z.string()).max(4).optional() },
  action: z.strictObject({ type: z.literal('pass'), player: z.string() }),
});
const record = {
  format: 'junta-toy/1', seed: 's', players: [{ name: 'Ana' }, { name: 'Bo', bot: 'random' }],
  options: { fast: true }, deck: ['a', 'b'], actions: [{ type: 'pass', player: 'Ana' }],
};

test('a record with the fields every game has and the game\'s own parts reads back, in the order of the fields', () => {
  const read = toy.parse({ actions: record.actions, deck: record.deck, options: record.options, players: record.players, seed: 's', format: 'junta-toy/1' });
  expect(read).toEqual(record);
  expect(Object.keys(read)).toEqual(['format', 'seed', 'players', 'options', 'deck', 'actions']);
});

test.each([
  ['another format', { format: 'junta-other/1' }],
  ['a seed past the game\'s bound', { seed: 'x'.repeat(21) }],
  ['a comment past the game\'s bound', { comment: 'x'.repeat(11) }],
  ['fewer seats than the game has', { players: [{ name: 'Ana' }] }],
  ['more seats than the game has room for', { players: ['A', 'B', 'C', 'D'].map((name) => ({ name })) }],
  ['a name past every game\'s bound', { players: [{ name: 'x'.repeat(NAME_MAX_LENGTH + 1) }, { name: 'Bo' }] }],
  ['an empty bot kind', { players: [{ name: 'Ana', bot: '' }, { name: 'Bo' }] }],
  ['an option the game does not have', { options: { slow: true } }],
  ['a pinned part past its bound', { deck: ['a', 'b', 'c', 'd', 'e'] }],
  ['an action the game does not read', { actions: [{ type: 'shout', player: 'Ana' }] }],
  ['a field no game declares', { notes: 'hi' }],
])('a record with %s is refused', (_, change) => {
  expect(toy.safeParse({ ...record, ...change }).success).toBe(false);
});

test('a game that bounds no comment takes a long one', () => {
  const unbounded = recordSchema({ format: 'junta-toy/1', seedMaxLength: 20, players: { min: 2, max: 3 }, options: z.strictObject({}), pinned: {}, action: z.unknown() });
  const { deck: _, ...noDeck } = record;
  expect(unbounded.safeParse({ ...noDeck, options: {}, comment: 'x'.repeat(20_000) }).success).toBe(true);
});

// One schema per vocabulary: Las Cartas' wire schemas (games/las-cartas/wire.ts) agree with
// the engine's types – wire.ts itself fails to compile when an event, the view or a record differs by
// one field (actions are typed from the engine's one definition) – and the wire holds actions to the
// engine's own check of a well-formed action, its messages and its bounds.
import type { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../../src/core/names.js';
import { MAX_PLAYERS } from '../../../src/games/las-cartas/content/players.js';
import { RECORD_FORMAT, apply, createGame, viewFor } from '../../../src/games/las-cartas/rules/index.js';
import { RecordSchema, ViewSchema, lasCartasWire } from '../../../src/games/las-cartas/wire.js';

const reason = (schema: z.ZodType, value: unknown): string | null => {
  const checked = schema.safeParse(value);
  return checked.success ? null : checked.error.issues[0].message;
};

const game = createGame({ seed: 'wire', players: ['Ana', 'Bo', 'Cy'], options: { firstPresident: 'vote' } });
const named = (action: unknown) => apply(game, action);

test('a malformed action gets the same message from the engine, the network and a record file', () => {
  const bad = { type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m1#1'] };
  const engine = named(bad);
  expect(engine.ok ? null : engine.error).toEqual({ code: 'malformed', message: 'bribe: "announced" is missing' });
  expect(reason(lasCartasWire.action, bad)).toBe('bribe: "announced" is missing');
  const record = { format: RECORD_FORMAT, seed: 'x', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [bad] };
  expect(reason(RecordSchema, record)).toBe('bribe: "announced" is missing');
});

test('the network names cards by instance; a record file and the engine may name them by bare id', () => {
  const bare = { type: 'play-card', seat: 'Ana', card: 'thief', vote: 'for' };
  expect(reason(lasCartasWire.action, bare)).toBe('play-card: "card" must be a card instance ("thief#2")');
  expect(reason(lasCartasWire.action, { ...bare, card: 'thief#2' })).toBeNull();
  expect(reason(lasCartasWire.action, { type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m3'], announced: 3 })).toBe('bribe: "money" must be a list of Money cards');
  const record = { format: RECORD_FORMAT, seed: 'x', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [bare] };
  expect(reason(RecordSchema, record)).toBeNull();
});

test('one bound on a name: a record, an action and a view refuse a name one longer than a record holds', () => {
  const long = 'N'.repeat(NAME_MAX_LENGTH + 1);
  const players = [{ name: long }, { name: 'Bo' }, { name: 'Cy' }];
  expect(reason(RecordSchema, { format: RECORD_FORMAT, seed: 'x', players: players.slice(1).concat({ name: 'N'.repeat(NAME_MAX_LENGTH) }), actions: [] })).toBeNull();
  expect(reason(RecordSchema, { format: RECORD_FORMAT, seed: 'x', players, actions: [] })).not.toBeNull();
  const action = named({ type: 'draw-card', seat: long });
  expect(action.ok ? null : action.error.message).toBe(`draw-card: "seat" must be a player's name (1 to ${NAME_MAX_LENGTH} characters)`);
  expect(reason(lasCartasWire.action, { type: 'name-first-president', seat: 'Ana', name: long })).toMatch(/"name" must be a player's name/);
  const view = JSON.parse(JSON.stringify(viewFor(game, 0)));
  expect(reason(ViewSchema, view)).toBeNull();
  view.players[0].name = long;
  expect(reason(ViewSchema, view)).not.toBeNull();
});

test('a budget may not list more stacks than there are players', () => {
  const stacks = Array.from({ length: MAX_PLAYERS + 1 }, () => ({ to: 'Bo', money: [], announced: 0 }));
  const result = named({ type: 'propose-budget', seat: 'Ana', stacks });
  expect(result.ok ? null : result.error.message).toBe(`propose-budget: "stacks" must be a list of at most ${MAX_PLAYERS}`);
  expect(reason(lasCartasWire.action, { type: 'propose-budget', seat: 'Ana', stacks })).toBe(`propose-budget: "stacks" must be a list of at most ${MAX_PLAYERS}`);
});

// Viva el Presidente! on the wire and in record files (one schema per vocabulary;
// records junta-viva/1; V4 for the pinned deck and dice, V5 for what a view holds, V31 for the
// catalogue version a record was dealt with): its actions,
// events, views and records as strict zod schemas with their bounds – card, die and tile ids held to
// the catalogue, seats to the table, die results to 1–6. This file fails to compile (npm test
// type-checks first) when a schema and the engine's type differ by one field.
import { z } from 'zod';
import type { GameWire } from '../../core/game.js';
import { recordSchema as assembleRecordSchema } from '../../core/record-schema.js';
import type { SameType } from '../../core/types.js';
import { CATALOGUE_VERSIONS, COLOURS, CURRENT_CATALOGUE, DICE_PER_COLOUR, MAX_CARDS, TILES, catalogueCards, isCard } from './content/cards.js';
import { dealtWith } from './rules/dealt-with.js';
import { vivaInfo } from './info.js';
import { MAX_NAME, MAX_PINNED_DICE, MAX_SEED } from './rules/setup.js';
import type { Action, VivaEvent, VivaRecord } from './rules/types.js';
import type { VivaView } from './rules/view.js';

const { max: MAX_PLAYERS, min: MIN_PLAYERS } = vivaInfo.players;
const FORMAT = 'junta-viva/1';
const DICE = COLOURS.length * DICE_PER_COLOUR;
const TILE_SET = new Set(TILES);

// ---- Building blocks

const int = (min = 0, max = 100_000) => z.number().int().min(min).max(max);
const Seat = int(0, MAX_PLAYERS - 1);
/** At most one entry per seat (a queue, an order, a list of attackers). */
const Seats = z.array(Seat).max(MAX_PLAYERS);
const Name = z.string().min(1).max(MAX_NAME);
const Card = z.string().refine(isCard, { error: 'is not a Viva card' });
const Cards = z.array(Card).max(MAX_CARDS);
const Die = z.string().regex(new RegExp(`^(${COLOURS.join('|')})#[1-${DICE_PER_COLOUR}]$`), { error: 'is not a Viva die (red#1 … green#4)' });
const Dice = z.array(Die).max(DICE);
const Tile = z.string().refine((t) => TILE_SET.has(t), { error: 'is not a Building Tile' });
/** A die result or an order's number: 1–6 (V1, V4). */
const Face = int(1, 6);
const Orders = z.record(Die, Face);
const PromisedDie = z.strictObject({ die: Die, face: Face });
const PromisedDice = z.array(PromisedDie).max(DICE_PER_COLOUR);
const Side = z.enum(['attack', 'defend']);
const Amount = int(0, 1000);

// ---- Actions (rules/types.ts Action): the engine judges legality; these hold the shape and the ids.

const actionOf = <T extends string, F extends z.ZodRawShape>(type: T, fields: F) =>
  z.strictObject({ type: z.literal(type), seat: Name, ...fields });

const actionSchema = z.discriminatedUnion('type', [
  actionOf('promise', { promises: z.array(z.strictObject({ to: Name, cards: Cards, dice: PromisedDice.optional() })).max(MAX_PLAYERS) }),
  actionOf('burglars', { card: Card, from: Name }),
  actionOf('take', { card: Card }),
  actionOf('orders', { orders: Orders, spy: Card.optional() }),
  actionOf('play', { card: Card, die: Die.optional(), roll: Name.optional() }),
  actionOf('destroy', { die: Die }),
  actionOf('pass', {}),
  actionOf('pay', { buy: z.strictObject({ building: Amount.optional(), militia: Amount.optional(), card: Amount.optional() }), cards: Cards }),
  actionOf('done', {}),
  actionOf('discard', { cards: Cards }),
]);

// ---- Events (rules/types.ts VivaEvent), each with its optional audience (V5).

const event = <T extends string, F extends z.ZodRawShape>(type: T, fields: F) =>
  z.strictObject({ type: z.literal(type), audience: Seats.optional(), ...fields });
const Rolls = z.array(z.strictObject({ die: Die, seat: Seat, value: Face })).max(DICE);

const eventSchema = z.discriminatedUnion('type', [
  event('roll-off', { rolls: z.array(z.strictObject({ seat: Seat, value: Face })).max(MAX_PLAYERS), why: z.enum(['presidente', 'plunder']) }),
  event('presidente', { seat: Seat, how: z.enum(['roll', 'named', 'coup']) }),
  event('round', { round: int() }),
  event('draw', { seat: Seat, count: int(0, MAX_CARDS), cards: Cards.optional(), why: z.enum(['round', 'bought', 'donation']) }),
  event('reshuffle', { size: int(0, MAX_CARDS) }),
  event('promised', { to: Seat, count: int(0, MAX_CARDS), dice: PromisedDice, cards: Cards.optional() }),
  event('burglars', { seat: Seat, from: Seat, card: Card }),
  event('took', { seat: Seat, from: Seat, card: Card.optional() }),
  event('ordered', { seat: Seat, orders: Orders.optional(), spy: Card.nullable().optional(), again: z.boolean() }),
  event('spy', { seat: Seat, card: Card }),
  event('reveal', { orders: z.array(Orders.nullable()).max(MAX_PLAYERS) }),
  event('battle', {
    defender: Seat, attackers: Seats, supporters: Seats, dice: z.array(z.strictObject({ die: Die, seat: Seat, side: Side })).max(DICE),
  }),
  event('card', { seat: Seat, card: Card, die: Die.optional(), roll: Seat.optional() }),
  event('pass', { seat: Seat, window: z.string().max(60) }),
  event('rolled', { rolls: Rolls, again: z.boolean() }),
  event('outcome', {
    defender: Seat, attack: int(), defense: int(), success: z.boolean(), values: z.array(z.strictObject({ seat: Seat, value: int() })).max(MAX_PLAYERS),
  }),
  event('attackers-gone', { defender: Seat }),
  event('plunder', { seat: Seat, from: Seat, card: Card.optional(), got: z.boolean() }),
  event('destroyed', { seat: Seat, die: Die }),
  event('promise-settled', { seat: Seat, taken: z.boolean(), count: int(0, MAX_CARDS), cards: Cards.optional(), dice: PromisedDice }),
  event('dice-returned', { seat: Seat, dice: Dice }),
  event('free-die', { seat: Seat, die: Die }),
  event('paid', {
    seat: Seat, cards: Cards, building: Amount, militia: Amount, card: Amount, price: int(), tiles: z.array(Tile).max(TILES.length), dice: Dice,
  }),
  event('spend-card', { seat: Seat, card: Card }),
  event('done', { seat: Seat }),
  event('discards-chosen', { seat: Seat, count: int(0, MAX_CARDS), cards: Cards.optional() }),
  event('discarded', { seat: Seat, cards: Cards }),
  event('game-over', { winners: Seats, vp: z.array(int()).max(MAX_PLAYERS), aid: z.array(int()).max(MAX_PLAYERS) }),
]);

// ---- The seat's view (rules/view.ts VivaView, V5); seat null is the public view.

const battleSchema = z.strictObject({
  defender: Seat,
  presidential: z.boolean(),
  dice: z.array(z.strictObject({
    die: Die, seat: Seat, side: Side, presidential: z.boolean(), roll: Face.nullable(), destroyed: z.boolean(),
  })).max(DICE),
  played: z.array(z.strictObject({ seat: Seat, card: Card, side: Side })).max(MAX_CARDS),
  surprise: z.boolean(),
  bribery: z.boolean(),
  uprising: z.boolean(),
  step: z.enum(['A', 'B', 'diversion', 'destroy']),
  queue: Seats,
  at: int(0, MAX_PLAYERS),
  /** One entry per rolled 1 (V18). */
  destructions: z.array(Seat).max(DICE),
  success: z.boolean().nullable(),
  plunderOrder: Seats.nullable(),
});

/** V31: a catalogue version, checked against the ones this program knows where a game is set up. */
const Catalogue = int(1, 1000);

const viewSchema = z.strictObject({
  game: z.literal('viva'),
  variant: z.enum(['basic', 'expert']),
  catalogue: Catalogue.optional(),
  seat: Seat.nullable(),
  presidente: Seat,
  round: int(),
  phase: z.enum(['promises', 'burglars', 'orders', 'spy', 'combat', 'spend', 'ended']),
  deckSize: int(0, MAX_CARDS),
  discard: Cards,
  tiles: z.array(Tile).max(TILES.length),
  supplies: Dice,
  burglars: z.strictObject({ queue: Seats, looking: z.strictObject({ seat: Seat, from: Seat }).nullable() }).nullable(),
  spies: Seats,
  spyAt: int(0, MAX_PLAYERS),
  revealed: z.boolean(),
  rebels: Seats,
  battles: Seats,
  battle: battleSchema.nullable(),
  lastBattle: z.strictObject({
    round: int(), defender: Seat, attack: int().nullable(), defense: int().nullable(), success: z.boolean(),
  }).nullable(),
  successor: Seat.nullable(),
  spend: z.strictObject({
    order: Seats, at: int(0, MAX_PLAYERS), boughtCard: Seats, discounts: int(0, MAX_CARDS), discarding: z.boolean(),
  }).nullable(),
  actionCount: int(0, 1_000_000),
  players: z.array(z.strictObject({
    name: Name,
    handSize: int(0, MAX_CARDS),
    hand: Cards.nullable(),
    known: Cards,
    tiles: z.array(Tile).max(TILES.length),
    dice: Dice,
    loans: PromisedDice,
    promise: z.strictObject({ size: int(0, MAX_CARDS), cards: Cards.nullable(), dice: PromisedDice, seenBy: Seats }).nullable(),
    spy: Card.nullable(),
    ordered: z.boolean(),
    orders: Orders.nullable(),
    discardsChosen: z.boolean(),
    discards: Cards.nullable(),
  })).min(MIN_PLAYERS).max(MAX_PLAYERS),
});

// ---- The record (format junta-viva/1): a file, a save's record, the host's reveal.

/** A game record (the core's assembly): the pinned deck naming every card once and the pinned dice bounded (V4). */
const recordSchema = assembleRecordSchema({
  format: FORMAT,
  seedMaxLength: MAX_SEED,
  commentMaxLength: 10_000,
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  options: z.strictObject({ variant: z.enum(['basic', 'expert']).optional(), firstPresidente: z.string().min(1).max(MAX_NAME).optional() }),
  pinned: {
    catalogue: Catalogue.optional(),
    deck: z.array(Card).max(MAX_CARDS).optional(),
    dice: z.array(Face).max(MAX_PINNED_DICE).optional(),
  },
  action: actionSchema,
});

/** What the network and the record files use of Viva. */
export const ActionSchema: z.ZodType<Action> = actionSchema;
export const EventSchema: z.ZodType<VivaEvent> = eventSchema;
export const ViewSchema: z.ZodType<VivaView> = viewSchema;
export const RecordSchema: z.ZodType<VivaRecord> = recordSchema
  .superRefine((record, ctx) => {
    if (record.catalogue !== undefined && !catalogueCards(record.catalogue)) {
      ctx.addIssue({ code: 'custom', path: ['catalogue'], message: `names catalogue ${record.catalogue}, which this version of junta does not know (it knows ${CATALOGUE_VERSIONS.join(', ')})` });
      return;
    }
    // V4: a pinned deck names every card of its catalogue once (of some catalogue, in a record that names none).
    const { deck } = record;
    const whole = (cards: readonly string[]) => deck!.length === cards.length && new Set(deck).size === cards.length && deck!.every((c) => cards.includes(c));
    const versions = record.catalogue !== undefined ? [record.catalogue] : CATALOGUE_VERSIONS;
    if (deck && !versions.some((version) => whole(catalogueCards(version)!))) {
      ctx.addIssue({ code: 'custom', path: ['deck'], message: `names each of the ${catalogueCards(record.catalogue ?? CURRENT_CATALOGUE)!.length} cards once` });
    }
  })
  // V31: a record written before records named their catalogue gets the one its cards show.
  .transform((record): VivaRecord => {
    if (record.catalogue !== undefined) return record;
    const { actions, ...rest } = record;
    return { ...rest, catalogue: dealtWith(record), actions };
  });

/** Compiles only while each schema's type and the engine's are one type. */
const agree: {
  actions: SameType<z.infer<typeof actionSchema>, Action>;
  events: SameType<z.infer<typeof eventSchema>, VivaEvent>;
  view: SameType<z.infer<typeof viewSchema>, VivaView>;
  record: SameType<z.infer<typeof recordSchema>, VivaRecord>;
} = { actions: true, events: true, view: true, record: true };
void agree;

export const vivaWire: GameWire<Action, VivaView, VivaEvent, VivaRecord> = {
  action: ActionSchema,
  event: EventSchema,
  view: ViewSchema,
  record: RecordSchema,
  // Not `roll`: a card event's roll names a seat, a battle die's its face (the contract harness checks the list).
  seatFields: [
    'seat', 'presidente', 'defender', 'attackers', 'supporters', 'to', 'from', 'audience', 'winners', 'queue', 'destructions',
    'plunderOrder', 'spies', 'rebels', 'battles', 'successor', 'order', 'boughtCard', 'seenBy',
  ],
};

// Las Cartas on the wire and in record files (one schema per vocabulary; R5 for what a
// view holds): its actions, events, views and records as zod schemas with their bounds, which the
// protocol (net/protocol.ts) and the record reader (session/records.ts) take instead of writing
// their own. Actions are checked by the engine's own check (rules/shape.ts, the one definition of
// a well-formed action); the events, the view and the record follow the engine's types: this file
// fails to compile (npm test type-checks first) when a schema and its type differ by one field. Card and Money ids are held to their instance pattern.
import { z } from 'zod';
import type { GameWire } from '../../core/game.js';
import { recordSchema as assembleRecordSchema } from '../../core/record-schema.js';
import type { SameType } from '../../core/types.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './content/players.js';
import { NAME_MAX_LENGTH } from '../../core/names.js';
import { RECORD_FORMAT } from './content/record-format.js';
import {
  actionProblem, CARD_INSTANCE, MAX_AMOUNT, MAX_DECLARATIONS, MAX_LIST, MAX_TEXT, MONEY_INSTANCE,
  type Action, type CardNaming, type GameEvent, type GameRecord, type PlayerView,
} from './rules/index.js';

/** The record format's own limit on a seed: looser than a new game's (session/input.ts), so older records still load. */
export const RECORD_SEED_MAX_LENGTH = 500;

// ---- Building blocks

const int = (min = 0, max = 100_000) => z.number().int().min(min).max(max);
const Seat = int(0, MAX_PLAYERS - 1);
const SeatOrNone = Seat.nullable();
const Card = z.string().regex(CARD_INSTANCE);
const Money = z.string().regex(MONEY_INSTANCE);
const Cards = z.array(Card).max(MAX_LIST);
const Moneys = z.array(Money).max(MAX_LIST);
/** A list of seats: at most a voting order's 2N turns (R10), twice over. */
const Seats = z.array(Seat).max(4 * MAX_PLAYERS);
const PerSeat = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_PLAYERS);
/** A player's name: the one bound every record, action and message holds names to. */
const Name = z.string().min(1).max(NAME_MAX_LENGTH);
const Amount = int(0, MAX_AMOUNT);
const Vote = z.enum(['for', 'against']);
const ByCard = z.union([Card, z.literal('audit')]);
const ActionType = z.enum([
  'name-first-president', 'propose-budget', 'keep-budget', 'bribe', 'declare-buildings', 'play-card', 'draw-card',
  'use-building', 'end-turn', 'react', 'redistribute', 'commit-coup', 'choose-president',
]);
const Decision = z.enum([
  'name-first-president', 'propose-budget', 'reform-budget', 'declare-buildings', 'play-or-draw', 'finish-turn', 'react',
  'redistribute', 'commit-coup', 'choose-president',
]);
const ClosingReason = z.enum(['turns-over', 'martial-law', 'no-confidence']);

// ---- Actions: the engine's check (its messages name the field: "bribe: "announced" is missing").

/** An action as the engine's shape check takes it, cards named as `naming` allows. */
function actionSchema(naming: CardNaming): z.ZodType<Action> {
  return z.custom<Action>((raw) => actionProblem(raw, naming) === null, {
    error: (issue) => actionProblem(issue.input, naming) ?? 'not an action',
  });
}

// ---- Events (rules/types.ts EventBody), each with its optional audience `to` (R5).

const event = <T extends string, F extends z.ZodRawShape>(type: T, fields: F) =>
  z.strictObject({ type: z.literal(type), to: Seats.optional(), ...fields });

const EVENTS = [
  event('game-started', { players: PerSeat(Name) }),
  event('hand-dealt', { seat: Seat, cards: Cards }),
  event('first-president-vote-cast', { seat: Seat }),
  event('first-president-votes', { votes: Seats, revote: z.boolean() }),
  event('first-president-tie', { tied: Seats, revote: z.boolean() }),
  event('president-chosen', { seat: Seat, how: z.enum(['vote', 'random', 'named', 'tie-break']) }),
  event('round-started', { round: int(), president: Seat }),
  event('foreign-aid-drawn', { seat: Seat, count: int() }),
  event('foreign-aid-cards', { seat: Seat, cards: Moneys }),
  event('budget-proposed', { seat: Seat, stacks: PerSeat(z.strictObject({ count: int(), announced: Amount })), fromMiddleman: int() }),
  event('stack-received', { seat: Seat, cards: Moneys, announced: Amount }),
  event('budget-kept', { seat: Seat }),
  event('bribe', { seat: Seat, recipient: Seat, count: int(), announced: Amount, ownAnnounced: Amount }),
  event('stack-cards-moved', { seat: Seat, recipient: Seat, cards: Moneys, why: z.enum(['bribe', 'redistribution', 'returned']) }),
  event('turn-started', { seat: Seat, turn: int(), pass: z.union([z.literal(1), z.literal(2)]) }),
  event('buildings-declared', { seat: Seat, votes: z.array(z.strictObject({ card: Card, vote: Vote })).max(MAX_DECLARATIONS) }),
  event('card-played', { seat: Seat, card: Card, vote: Vote.nullable(), used: z.boolean(), target: Seat.optional(), aimedAt: Card.optional() }),
  event('card-drawn', { seat: Seat, card: Card.nullable() }),
  event('draw-pile-reshuffled', { size: int() }),
  event('building-used', { seat: Seat, card: Card, target: Seat.optional() }),
  event('stack-seen', { seat: Seat, owner: Seat, cards: Moneys, by: ByCard }),
  event('stack-value-shown', { owner: Seat, value: int(), by: ByCard }),
  event('hand-seen', { seat: Seat, owner: Seat, cards: Cards }),
  event('money-moved-to-swiss', { seat: Seat, count: int() }),
  event('money-moved-to-swiss-cards', { seat: Seat, cards: Moneys }),
  event('card-taken', { seat: Seat, from: Seat, took: z.boolean(), by: Card }),
  event('card-taken-detail', { seat: Seat, from: Seat, card: Card }),
  event('money-deck-top-seen', { seat: Seat, cards: Moneys }),
  event('smuggled', { seat: Seat }),
  event('smuggled-card', { seat: Seat, card: Money }),
  event('attack-answered', { seat: Seat, blocked: z.boolean(), bodyguard: Card.optional() }),
  event('card-discarded-from-play', { owner: Seat, card: Card, by: Card }),
  event('money-stolen', { seat: Seat, from: Seat, took: z.boolean() }),
  event('money-stolen-card', { seat: Seat, from: Seat, card: Money }),
  event('party-donation', { seat: Seat }),
  event('party-donation-card', { seat: Seat, card: Money }),
  event('electoral-fraud', { seat: Seat, target: Seat }),
  event('amnesty', { seat: Seat, card: Card }),
  event('presidency-handed-over', { from: Seat, successor: Seat }),
  event('voting-ended', { reason: ClosingReason }),
  event('votes-counted', { for: int(), against: int(), bySeat: PerSeat(z.strictObject({ for: int(), against: int() })), passed: z.boolean() }),
  event('budget-passed', {}),
  event('budget-defeated', {}),
  event('deposited', { seat: Seat, count: int() }),
  event('stack-placed', { seat: Seat, count: int() }),
  event('first-rebel', { seat: Seat, reason: z.enum(['most-against', 'no-confidence']) }),
  event('declared-rebel', { seat: Seat }),
  event('stack-returned', { seat: Seat, count: int() }),
  event('redistributed', { seat: Seat, moves: PerSeat(z.strictObject({ to: Seat, count: int(), announced: Amount })), ownAnnounced: Amount }),
  event('coup-committed', { seat: Seat, count: int() }),
  event('coup-committed-cards', { seat: Seat, cards: Cards }),
  event('coup-revealed', { committed: PerSeat(Cards), rebels: Seats, presidentStrength: int(), rebelStrength: int() }),
  event('coup-won', { side: z.enum(['president', 'rebels']) }),
  event('money-lost', { seat: Seat, cards: Moneys }),
  event('money-dealt', { seat: Seat, count: int(), by: Seat }),
  event('money-dealt-card', { seat: Seat, card: Money }),
  event('new-president', { seat: Seat }),
  event('martyrs', { seat: Seat, cards: Cards }),
  event('cards-refilled', { seat: Seat, count: int() }),
  event('game-ended', { scores: PerSeat(z.strictObject({ money: int(), cards: int() })), winners: Seats }),
] as const;

/** One event as the host sends it. */
const eventSchema = z.discriminatedUnion('type', EVENTS);
export const EventSchema: z.ZodType<GameEvent> = eventSchema;

// ---- The seat's view (rules/view.ts PlayerView, R5); seat −1 is the public view.

const Fact = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('stack'), round: int(), owner: Seat, cards: Moneys, version: int(), by: ByCard }),
  z.strictObject({ kind: z.literal('hand'), round: int(), owner: Seat, cards: Cards }),
  z.strictObject({ kind: z.literal('money-deck-top'), round: int(), cards: Moneys }),
]);

/** One seat's view (or the public view) as the host sends it. */
const viewSchema = z.strictObject({
  seat: int(-1, MAX_PLAYERS - 1),
  options: z.strictObject({ firstPresident: z.string().max(MAX_TEXT) }),
  round: int(),
  phase: z.enum(['first-president', 'budget', 'voting', 'coup', 'ended']),
  president: Seat,
  players: z.array(z.strictObject({
    name: Name,
    handSize: int(),
    inPlay: z.array(z.strictObject({ card: Card, vote: Vote.nullable() })).max(MAX_LIST),
    topCount: int(),
    swissCount: int(),
    stack: z.strictObject({ count: int(), announced: Amount, returned: z.boolean(), version: int() }).nullable(),
    committedCount: int().nullable(),
  })).min(MIN_PLAYERS).max(MAX_PLAYERS),
  hand: Cards,
  top: Moneys,
  swiss: Moneys,
  stacks: PerSeat(Moneys.nullable()),
  drawn: Moneys.nullable(),
  cap: int().nullable(),
  drawnCount: int(),
  politicalDeckSize: int(),
  politicalDiscard: z.array(Card).max(2 * MAX_LIST),
  moneyDeckSize: int(),
  moneyOut: z.array(Money).max(2 * MAX_LIST),
  firstPresident: z.strictObject({ candidates: Seats, voted: PerSeat(z.boolean()), myVote: SeatOrNone, revote: z.boolean() }).nullable(),
  voting: z.strictObject({
    order: Seats,
    index: int(),
    acted: z.boolean(),
    begun: z.boolean(),
    usedBuildings: Cards,
    usedActions: Cards,
    fraud: Seats,
    reaction: z.strictObject({ attacker: Seat, card: Card, target: Seat, aimedAt: Card.optional() }).nullable(),
    reform: SeatOrNone,
    closing: z.strictObject({ reason: ClosingReason, by: SeatOrNone }).nullable(),
  }).nullable(),
  tally: z.strictObject({ for: PerSeat(int()), against: PerSeat(int()) }).nullable(),
  coup: z.strictObject({
    firstRebel: SeatOrNone,
    declaredRebel: SeatOrNone,
    step: z.enum(['redistribute', 'commit', 'choose-president']),
    order: Seats,
    index: int(),
    myCommitted: Cards.nullable(),
    revealed: PerSeat(Cards).nullable(),
    rebels: Seats,
    tiedForPresidency: Seats,
    returnedCount: int(),
    returned: Moneys.nullable(),
  }).nullable(),
  learned: z.array(Fact).max(500),
  pending: z.strictObject({
    required: PerSeat(z.strictObject({ seat: Seat, decision: Decision, kinds: z.array(ActionType).max(ActionType.options.length) })),
    optional: PerSeat(z.strictObject({ seat: Seat, kinds: z.array(ActionType).max(ActionType.options.length) })),
  }),
  actionCount: int(0, 1_000_000),
});

// ---- The record (format junta-las-cartas/1): a file, a save's record, the host's reveal.

/** A game record (the core's assembly). Its actions may name cards by bare id, as hand-written records do. */
const recordSchema = assembleRecordSchema({
  format: RECORD_FORMAT,
  seedMaxLength: RECORD_SEED_MAX_LENGTH,
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  options: z.strictObject({ firstPresident: z.string().max(MAX_TEXT).optional() }),
  pinned: {
    decks: z.strictObject({
      political: z.array(z.string().max(MAX_TEXT)).max(200).optional(),
      money: z.array(z.string().max(MAX_TEXT)).max(200).optional(),
    }).optional(),
  },
  action: actionSchema('any'),
});

/** What the network and the record files use of Las Cartas. */
export const ViewSchema: z.ZodType<PlayerView> = viewSchema;
export const RecordSchema: z.ZodType<GameRecord> = recordSchema;

/** Compiles only while each schema's type and the engine's are one type (the exports above are typed by the engine's types). */
const agree: {
  events: SameType<z.infer<typeof eventSchema>, GameEvent>;
  view: SameType<z.infer<typeof viewSchema>, PlayerView>;
  record: SameType<z.infer<typeof recordSchema>, GameRecord>;
} = { events: true, view: true, record: true };
void agree;

export const lasCartasWire: GameWire<Action, PlayerView, GameEvent, GameRecord> = {
  action: actionSchema('instances'),
  event: EventSchema,
  view: ViewSchema,
  record: RecordSchema,
  seatFields: [
    'seat', 'owner', 'president', 'recipient', 'target', 'attacker', 'from', 'successor', 'by', 'firstRebel', 'declaredRebel',
    'reform', 'myVote', 'to', 'order', 'candidates', 'fraud', 'rebels', 'tiedForPresidency', 'tied', 'votes', 'winners',
  ],
};

// Junta, the board game on the wire and in record files (records junta-board/1; B3 for bills as
// counts, B5 for what a view holds, B71 for the pinned decks, dice and the start position): its
// actions, events, views and records as strict zod schemas with their bounds – card ids held to the
// catalogue, seats to the table, bills to the box, die results to 1–6. This file fails to compile
// when a schema and the engine's type differ by one field.
import { z } from 'zod';
import type { GameWire } from '../../core/game.js';
import { recordSchema as assembleRecordSchema } from '../../core/record-schema.js';
import { NAME_MAX_LENGTH } from '../../core/names.js';
import type { SameType } from '../../core/types.js';
import { BILL_COUNTS, EMBASSIES, LOCATIONS, POSITIONS, type Position } from './content/box.js';
import { ALL_CARDS, isCard } from './content/cards.js';
import { isArea, MAP_ORDER } from './content/map.js';
import { isUnit, UNITS } from './content/units.js';
import { boardInfo } from './info.js';
import { CATALOGUE_ID, MAP_ID, MAX_PINNED_DICE, MAX_SEED, type BoardRecord } from './rules/setup.js';
import { startProblem, type StartPosition } from './rules/start.js';
import type { Action, BoardEvent } from './rules/types.js';
import type { BoardView } from './rules/view.js';

const { max: MAX_PLAYERS, min: MIN_PLAYERS } = boardInfo.players;
const FORMAT = 'junta-board/1';
const CARDS = ALL_CARDS.length;
const BILLS = BILL_COUNTS.reduce((a, b) => a + b, 0);
/** The most millions the box holds (B3: 156 M). */
const MILLIONS = BILL_COUNTS.reduce((sum, n, i) => sum + n * (i + 1), 0);

// ---- Building blocks

const int = (min = 0, max = 100_000) => z.number().int().min(min).max(max);
const Seat = int(0, MAX_PLAYERS - 1);
const Seats = z.array(Seat).max(MAX_PLAYERS);
const Name = z.string().min(1).max(NAME_MAX_LENGTH);
const Card = z.string().refine(isCard, { error: 'is not a board card' });
const Cards = z.array(Card).max(CARDS);
/** B3: a count of 1-, 2- and 3-million bills. */
const Money = z.tuple([int(0, BILLS), int(0, BILLS), int(0, BILLS)]);
const Denomination = z.literal([1, 2, 3], { error: 'is not a bill of 1, 2 or 3 million' });
const Amount = int(0, MILLIONS);
const Position = z.enum(POSITIONS);
const Location = z.enum(LOCATIONS);
const Place = z.union([Location, z.literal('exile')]);
const Embassy = z.string().refine((e) => (EMBASSIES as readonly string[]).includes(e), { error: 'is not an Embassy' });
const Holder = z.union([Seat, z.literal('vacant'), z.literal('cousin')]);
const Option = z.union([Seat, z.literal('for'), z.literal('against')]);
/** B11: a source of votes: the family, the President's vote, the Cousin's, a Position or a card. */
const Source = z.string().refine((s) => ['family', 'president', 'cousin', ...POSITIONS].includes(s) || isCard(s), { error: 'is not a source of votes' });
const Face = int(1, 6);
const Round = int(0, 1000);
const Phase = int(0, 9);
const Index = int(0, 1000);
const Status = z.enum(['active', 'exiled', 'dead']);
const Bank = z.enum(['open', 'lunch', 'holiday']);
const Marker = z.enum(['activity', 'safe']);
const Situation = z.enum(['stable', 'unstable']);
const Question = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('budget') }),
  z.strictObject({ kind: z.literal('competence'), by: Seat }),
  z.strictObject({
    kind: z.literal('election'), why: z.enum(['first', 'murder', 'resignation', 'removal', 'vacant']), holding: int(1, 3), excluded: Seat.nullable(),
  }),
]);
/** B46: an area of the map (board-map.md's ids). */
const Area = z.string().refine(isArea, { error: 'is not an area of the map' });
/** Where a unit is during a coup: an area, the Harbor or the Airfield, destroyed, or not raised (B43, B48, B52). */
const UnitPlace = z.string().refine((p) => MAP_ORDER.includes(p) || p === 'destroyed' || p === 'unraised', { error: 'is not a place of a unit' });
const Unit = z.string().refine(isUnit, { error: 'is not a unit' });
const Units = z.array(Unit).max(UNITS.length);
/** B44, B53: a player, or the neutral side of the frozen units. */
const Party = z.union([Seat, z.literal('frozen')]);
/** A party named in an action: a player's name or 'frozen'. */
const PartyName = z.union([Name, z.literal('frozen')]);
const Side = z.enum(['president', 'junta']);
const Weapon = z.enum(['gunboat', 'airstrike']);
const byPosition = <T extends z.ZodType>(value: T) => z.strictObject(Object.fromEntries(POSITIONS.map((p) => [p, value])) as Record<Position, T>);

// ---- Actions (rules/types.ts Action): the engine judges legality; these hold the shape and the ids.

const actionOf = <T extends string, F extends z.ZodRawShape>(type: T, fields: F) => z.strictObject({ type: z.literal(type), seat: Name, ...fields });

const actionSchema = z.discriminatedUnion('type', [
  actionOf('cast', { source: Source, option: Name }),
  actionOf('play', {
    card: Card, target: Name.optional(), option: Name.optional(), location: Location.optional(), attempt: Index.optional(), pay: Money.optional(),
    area: Area.optional(), units: Units.optional(),
  }),
  actionOf('done', {}),
  actionOf('stand', {}),
  actionOf('decline', {}),
  actionOf('decide', { passed: z.boolean() }),
  actionOf('ready', {}),
  actionOf('resign', {}),
  actionOf('gift', { to: Name, cards: Cards, bills: Money }),
  actionOf('discard', { card: Card }),
  actionOf('cabinet', { positions: byPosition(Name.nullable()), cousin: Position.nullable() }),
  actionOf('stack', { to: Name, bill: Denomination }),
  actionOf('announce', { to: Name, amount: Amount }),
  actionOf('force', { force: z.boolean() }),
  actionOf('location', { location: Place, embassy: Embassy.optional() }),
  actionOf('attempt', { victim: Name, location: Location, card: Card.optional(), pay: Money.optional() }),
  actionOf('pass', {}),
  actionOf('deposit', { bill: Denomination }),
  actionOf('withdraw', { bill: Denomination }),
  actionOf('return', { from: z.enum(['pocket', 'account']).optional(), bill: Denomination.optional() }),
  actionOf('stay', { bill: Denomination.optional() }),
  actionOf('start', {}),
  actionOf('cousin', { position: Position.nullable() }),
  actionOf('move', { unit: Unit, to: Area }),
  actionOf('transfer', { to: Name, units: Units }),
  actionOf('flee', { embassy: Embassy }),
  actionOf('attack', { area: Area, target: PartyName }),
  actionOf('shell', { area: Area, target: PartyName }),
  actionOf('retreat', { area: Area, to: Area }),
  actionOf('side', { side: Side }),
  actionOf('elect', { candidate: Name }),
  actionOf('execute', { target: Name.nullable() }),
]);

// ---- Events (rules/types.ts BoardEvent), each with its optional audience (B5).

const event = <T extends string, F extends z.ZodRawShape>(type: T, fields: F) => z.strictObject({ type: z.literal(type), audience: Seats.optional(), ...fields });
const Why = z.string().min(1).max(60);

const eventSchema = z.discriminatedUnion('type', [
  event('setup', { families: z.array(z.string().max(40)).max(MAX_PLAYERS) }),
  event('round', { round: Round }),
  event('phase', { phase: Phase }),
  event('draw', { seat: Seat, count: int(0, CARDS), cards: Cards.optional() }),
  event('reshuffle', { size: int(0, CARDS) }),
  event('bill', { seat: Seat, why: z.enum(['tie', 'donation']), denomination: Denomination.optional() }),
  event('played', {
    seat: Seat, card: Card, target: Seat.optional(), option: Option.optional(), location: Location.optional(), cost: Amount.optional(), failed: z.boolean().optional(),
  }),
  event('paid', { seat: Seat, bills: Money }),
  event('discarded', { seat: Seat, cards: Cards, why: z.enum(['hand-limit', 'tie', 'death', 'character', 'vote', 'resolved']) }),
  event('vote', { question: Question }),
  event('cast', { seat: Seat, source: Source, option: Option, votes: int(0, 1000) }),
  event('stood', { seat: Seat, declined: z.boolean() }),
  event('count', {
    question: Question, tallies: z.array(z.strictObject({ option: Option, votes: int(0, 1000) })).max(MAX_PLAYERS + 2),
    result: z.union([Option, z.literal('tie')]).nullable(), decidedBy: z.enum(['president', 'lot']).optional(),
  }),
  event('president', { seat: Seat.nullable(), why: z.enum(['elected', 'removed', 'murdered', 'resigned']) }),
  event('window', { number: int(1, 7), open: z.boolean() }),
  event('ready', { seat: Seat }),
  event('resigned', { seat: Seat }),
  event('gift', { from: Seat, to: Seat, cards: int(0, CARDS), bills: Money.optional(), cardIds: Cards.optional() }),
  event('cabinet', { positions: byPosition(Holder), cousin: Position.nullable() }),
  event('aid', { seat: Seat, count: int(0, BILLS), bills: Money.optional() }),
  event('budget', { stacks: z.array(z.strictObject({ seat: Seat, announced: Amount })).max(MAX_PLAYERS) }),
  event('stack', { seat: Seat, bills: Money }),
  event('settled', { passed: z.boolean(), forced: z.boolean(), bank: Bank }),
  event('situation', { situation: Situation }),
  event('exiled', { seat: Seat, embassy: Embassy.nullable() }),
  event('located', { seat: Seat }),
  event('attempt', { by: Seat, victim: Seat, location: Location, card: Card.nullable(), cost: Amount.optional() }),
  // B29: a pass names no attempt (−1).
  event('reaction', { seat: Seat, attempt: int(-1, 1000), played: z.boolean() }),
  event('revealed', { locations: z.array(z.strictObject({ seat: Seat, location: Location })).max(MAX_PLAYERS) }),
  event('roll', { seat: Seat, value: Face, why: Why, needs: Face }),
  event('resolved', { attempt: Index, by: Seat, victim: Seat, card: Card.nullable(), killed: z.boolean(), cancelled: z.boolean() }),
  event('death', { seat: Seat, by: Seat }),
  event('money', { from: Seat, to: Seat.nullable(), bills: Money.optional() }),
  event('seen', { seat: Seat, target: Seat, location: Location.optional(), total: Amount.optional() }),
  event('banked', { seat: Seat, deposited: Money.optional(), withdrawn: Money.optional() }),
  event('bank', { bank: Bank, marker: Marker.optional() }),
  event('exile', {
    seat: Seat, returned: z.boolean(), fee: z.strictObject({ from: z.enum(['pocket', 'account']), bill: Denomination }).nullable().optional(),
  }),
  event('returned', { seat: Seat, why: z.enum(['amnesty', 'phase-9', 'alive']) }),
  event('end', { reason: z.enum(['aid', 'first-tie', 'all-dead']), winners: Seats, accounts: z.array(Money).max(MAX_PLAYERS) }),
  event('budget-revealed', { round: Round, president: Seat, stacks: z.array(z.strictObject({ seat: Seat, announced: Amount, bills: Money })).max(MAX_PLAYERS) }),
  event('gift-revealed', { round: Round, from: Seat, to: Seat, cards: int(0, CARDS), bills: Money }),
  event('coup', { seat: Seat, started: z.boolean() }),
  event('deployed', { policeInParliament: z.boolean() }),
  event('segment', { segment: int(0, 7), part: z.enum(['movement', 'battle']) }),
  event('rebel', { seat: Seat }),
  event('placed', { seat: Seat, card: z.string().max(40), area: Area, units: Units }),
  event('moved', { seat: Seat, unit: Unit, from: UnitPlace, to: Area }),
  event('transferred', { from: Seat, to: Seat, units: Units }),
  event('bribed', { seat: Seat, unit: z.union([Unit, z.literal('airstrikes')]), value: Face, needs: Face, won: z.boolean() }),
  event('fled', { seat: Seat, embassy: Embassy }),
  event('attack', { seat: Seat, area: Area, target: Party, engaged: z.boolean() }),
  event('no-attack', { seat: Seat }),
  event('shelled', { seat: Seat, weapon: Weapon, area: Area.nullable(), target: Party.nullable(), dice: z.array(Face).max(12), hits: Units }),
  event('exchange', {
    number: int(1, 3),
    dice: z.array(z.strictObject({ area: Area, by: Party, unit: Unit, against: Party, target: Unit.nullable(), value: Face, hit: z.boolean() })).max(1000),
  }),
  event('destroyed', { unit: Unit, why: z.enum(['hits', 'no-retreat', 'neutral']) }),
  event('retreated', { party: Party, area: Area, to: Area.nullable(), units: Units }),
  event('side', { seat: Seat, side: Side }),
  event('control', { areas: z.array(z.strictObject({ area: Area, by: Side.nullable() })).max(MAP_ORDER.length), winner: Side }),
  event('elect', { seat: Seat, candidate: Seat }),
  event('executed', { by: Seat, target: Seat.nullable() }),
  event('coup-over', { winner: Side.nullable() }),
  event('cousin', { seat: Seat, position: Position.nullable() }),
  event('tie-broken', { by: Seat.nullable(), tied: Seats, candidate: Seat }),
]);

// ---- The seat's view (rules/view.ts BoardView, B5); seat null is the public view.

const turns = { order: Seats, at: Index };
const frameSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('round'), phase: Phase, step: Index }),
  z.strictObject({
    kind: z.literal('vote'), question: Question, order: Seats, round: z.union([z.literal(1), z.literal(2)]),
    stage: z.enum(['round', 'declines', 'window', 'final', 'tie']), at: Index,
    casts: z.array(z.strictObject({ seat: Seat, source: Source, option: Option, votes: int(0, 1000) })).max(1000),
    nominees: Seats, declined: Seats, stood: Seats, played: Cards, gifts: Index,
  }),
  z.strictObject({
    kind: z.literal('window'), number: z.literal([1, 2, 3, 4, 5, 6, 7]),
    asked: Seats, answered: Seats, gifts: z.array(Index).max(MAX_PLAYERS), resigned: z.boolean(), moneyOnly: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('pass'), ...turns, gifts: Index }),
  z.strictObject({ kind: z.literal('announce'), ...turns, gifts: Index, squad: z.boolean() }),
  z.strictObject({ kind: z.literal('hand-limit'), ...turns }),
  z.strictObject({ kind: z.literal('react'), ...turns }),
  z.strictObject({ kind: z.literal('banking'), ...turns, deposited: Money.nullable(), withdrawn: Money.nullable() }),
  z.strictObject({ kind: z.literal('exiles'), ...turns }),
  z.strictObject({ kind: z.literal('cabinet'), decided: z.boolean(), gifts: Index }),
  z.strictObject({ kind: z.literal('budget'), done: z.boolean(), gifts: Index, shown: Seat.nullable() }),
  z.strictObject({ kind: z.literal('force'), seat: Seat, decided: z.boolean() }),
  z.strictObject({ kind: z.literal('locations'), waiting: Seats }),
  z.strictObject({ kind: z.literal('coup-question'), ...turns, ground: z.boolean() }),
  z.strictObject({ kind: z.literal('coup'), part: z.enum(['start', 'segment', 'aftermath']), step: Index }),
  z.strictObject({ kind: z.literal('cousin'), decided: z.boolean() }),
  z.strictObject({ kind: z.literal('movement'), ...turns, gifts: Index, rebelled: z.boolean() }),
  z.strictObject({ kind: z.literal('attacks'), ...turns, named: z.array(z.strictObject({ area: Area, target: Party })).max(1000) }),
  z.strictObject({ kind: z.literal('shelling'), weapon: Weapon, seat: Seat, decided: z.boolean() }),
  z.strictObject({ kind: z.literal('retreats'), queue: z.array(z.strictObject({ area: Area, party: Party })).max(1000) }),
  z.strictObject({ kind: z.literal('sides'), ...turns }),
  z.strictObject({ kind: z.literal('junta-vote'), ...turns, voters: Seats, votes: z.array(z.strictObject({ seat: Seat, for: Seat })).max(MAX_PLAYERS) }),
  z.strictObject({ kind: z.literal('execution'), decided: z.boolean() }),
]);

/** The coup board (B5: public whole). */
const CoupSchema = z.strictObject({
  firstRebel: Seat,
  rebels: Seats,
  segment: int(0, 7),
  // Every one of the 50 units, each once, in unit-id order (B71; board-cards.md's conservation).
  units: z.array(z.strictObject({
    id: Unit, at: UnitPlace, strength: int(0, 10), owner: Seat.nullable(), moved: z.boolean(), held: z.boolean(),
    startedAt: Area.nullable(), retreated: z.boolean(),
  })).max(UNITS.length).refine((units) => units.length === UNITS.length && units.every((u, i) => u.id === UNITS[i].id), {
    error: `lists each of the ${UNITS.length} units once, in unit-id order`,
  }),
  airstrikesUsed: int(0, 10),
  airstrikesOwner: Seat.nullable(),
  placedAtQuestion: z.boolean(),
  questionEvent: z.strictObject({ card: Card, area: Area.nullable() }).nullable(),
  engagements: z.array(z.strictObject({ area: Area, by: Party, against: Party })).max(1000),
  fled: Seats,
  sides: z.array(z.strictObject({ seat: Seat, side: Side })).max(MAX_PLAYERS),
  control: z.array(z.strictObject({ area: Area, by: Side.nullable() })).max(MAP_ORDER.length).nullable(),
  winner: Side.nullable(),
  executed: Seat.nullable(),
  over: z.boolean(),
});

const History = z.strictObject({
  budgets: z.array(z.strictObject({
    round: Round, president: Seat, stacks: z.array(z.strictObject({ seat: Seat, bills: Money, announced: Amount })).max(MAX_PLAYERS),
  })).max(1000),
  gifts: z.array(z.strictObject({ round: Round, from: Seat, to: Seat, cards: int(0, CARDS), bills: Money })).max(100_000),
});

const Note = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('drawn'), round: Round, bills: Money }),
  z.strictObject({ kind: z.literal('stack'), round: Round, bills: Money }),
  z.strictObject({ kind: z.literal('location'), round: Round, seat: Seat, location: Location }),
  z.strictObject({ kind: z.literal('pocket-total'), round: Round, seat: Seat, total: Amount }),
  z.strictObject({ kind: z.literal('bill'), round: Round, denomination: Denomination, why: z.enum(['tie', 'donation']) }),
  z.strictObject({ kind: z.literal('received'), round: Round, from: Seat.nullable(), bills: Money, why: Why }),
]);

const Offer = z.strictObject({
  seat: Seat, label: z.string().max(60), role: z.string().max(60), key: z.string().max(4),
  hold: z.strictObject({ moment: z.string().max(60), span: z.string().max(60) }).nullable(),
});

const viewSchema = z.strictObject({
  game: z.literal('board'),
  options: z.strictObject({ map: z.string().max(40), catalogue: z.string().max(40) }),
  round: Round,
  president: Seat.nullable(),
  chair: Seat,
  positions: byPosition(z.strictObject({ holder: Holder, frozen: z.boolean() })),
  cousin: Position.nullable(),
  discard: Cards,
  situation: Situation,
  bank: Bank,
  marker: Marker,
  squadNamedBank: z.boolean(),
  aidIncrease: z.boolean(),
  stateVisit: z.boolean(),
  policeInParliament: z.boolean(),
  revealed: z.boolean(),
  attempts: z.array(z.strictObject({
    by: Seat, victim: Seat, location: Location, card: Card.nullable(), cancelled: z.boolean(), killed: z.boolean().nullable(),
  })).max(1000),
  outcome: z.strictObject({ question: z.enum(['budget', 'competence', 'election']), result: Option.nullable() }).nullable(),
  resignation: z.boolean(),
  coup: CoupSchema.nullable(),
  actionCount: int(0, 10_000_000),
  ended: z.strictObject({ reason: z.enum(['aid', 'first-tie', 'all-dead']), winners: Seats }).nullable(),
  seat: Seat.nullable(),
  players: z.array(z.strictObject({
    name: Name, family: z.string().max(40), status: Status, handSize: int(0, CARDS), hand: Cards.nullable(), influence: Cards,
    pocket: Money.nullable(), account: Money.nullable(), located: z.boolean(), location: Place.nullable(), embassy: Embassy.nullable(), resigned: z.boolean(),
  })).min(MIN_PLAYERS).max(MAX_PLAYERS),
  drawSize: int(0, CARDS),
  aidSize: int(0, BILLS),
  drawn: Money.nullable(),
  drawnHeld: z.boolean(),
  budget: z.strictObject({
    stacks: z.array(z.strictObject({ seat: Seat, announced: Amount.nullable(), bills: Money.nullable() })).max(MAX_PLAYERS),
    kept: Money.nullable(),
  }).nullable(),
  flow: z.array(frameSchema).max(100),
  notes: z.array(Note).max(100_000),
  history: History.nullable(),
  pending: z.strictObject({
    required: z.array(z.strictObject({ seat: Seat, timeout: z.strictObject({ action: actionSchema, label: z.string().max(80) }).optional() })).max(MAX_PLAYERS),
    optional: z.array(Offer).max(100),
  }),
});

// ---- The record (format junta-board/1): a file, a save's record, the host's reveal.

const StartSchema = z.strictObject({
  round: int(1, 1000),
  president: Seat,
  positions: byPosition(Holder),
  frozen: z.array(Position).max(POSITIONS.length),
  cousin: Position.nullable(),
  players: z.array(z.strictObject({ status: z.enum(['active', 'exiled']), hand: Cards, influence: Cards, pocket: Money, account: Money })).max(MAX_PLAYERS),
  drawPile: Cards,
  discard: Cards,
  aid: z.array(Denomination).max(BILLS),
  out: Money,
  marker: Marker,
  situation: z.literal('stable').optional(),
  bank: z.literal('open').optional(),
});

const recordSchema = assembleRecordSchema({
  format: FORMAT,
  seedMaxLength: MAX_SEED,
  commentMaxLength: 10_000,
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  options: z.strictObject({ map: z.literal(MAP_ID).optional(), catalogue: z.literal(CATALOGUE_ID).optional() }),
  pinned: {
    political: z.array(Card).max(CARDS).optional(),
    aid: z.array(Denomination).max(BILLS).optional(),
    dice: z.array(Face).max(MAX_PINNED_DICE).optional(),
    start: StartSchema.optional(),
  },
  action: actionSchema,
});

/** B71: the pinned decks hold the whole box; a start position pins no deck and is consistent (rules/start.ts). */
function checkRecord(record: z.infer<typeof recordSchema>, ctx: z.RefinementCtx): void {
  if (record.political && (record.political.length !== CARDS || new Set(record.political).size !== CARDS)) {
    ctx.addIssue({ code: 'custom', path: ['political'], message: `names each of the ${CARDS} Political cards once` });
  }
  const aid = record.aid;
  if (aid && BILL_COUNTS.some((n, i) => aid.filter((d) => d === i + 1).length !== n)) {
    ctx.addIssue({ code: 'custom', path: ['aid'], message: `holds ${BILL_COUNTS.join(', ')} bills of 1, 2 and 3 M` });
  }
  if (!record.start) return;
  if (record.political || record.aid) ctx.addIssue({ code: 'custom', path: ['start'], message: 'comes with a pinned deck, but a start position orders both decks itself' });
  const wrong = startProblem(record.start as StartPosition, record.players.length);
  if (wrong) ctx.addIssue({ code: 'custom', path: ['start', ...wrong.path], message: wrong.message });
}

/** What the network and the record files use of the board game. */
export const ActionSchema: z.ZodType<Action> = actionSchema;
export const EventSchema: z.ZodType<BoardEvent> = eventSchema;
export const ViewSchema: z.ZodType<BoardView> = viewSchema;
export const RecordSchema: z.ZodType<BoardRecord> = recordSchema.superRefine(checkRecord);

/** Compiles only while each schema's type and the engine's are one type. */
const agree: {
  actions: SameType<z.infer<typeof actionSchema>, Action>;
  events: SameType<z.infer<typeof eventSchema>, BoardEvent>;
  view: SameType<z.infer<typeof viewSchema>, BoardView>;
  start: SameType<z.infer<typeof StartSchema>, StartPosition>;
  record: SameType<z.infer<typeof recordSchema>, BoardRecord>;
} = { actions: true, events: true, view: true, start: true, record: true };
void agree;

export const boardWire: GameWire<Action, BoardView, BoardEvent, BoardRecord> = {
  action: ActionSchema,
  event: EventSchema,
  view: ViewSchema,
  record: RecordSchema,
  // Numbers under these keys are seats (a Position's key holds its holder's seat; an option or a result may be a candidate's).
  seatFields: [
    'seat', 'president', 'chair', 'by', 'victim', 'from', 'to', 'target', 'holder', 'option', 'result', 'excluded', 'audience', 'winners',
    'order', 'asked', 'answered', 'waiting', 'nominees', 'declined', 'stood', ...POSITIONS,
    'firstRebel', 'rebels', 'owner', 'airstrikesOwner', 'against', 'party', 'fled', 'executed', 'voters', 'for', 'candidate', 'tied',
  ],
};

// The `junta-table/2` protocol (/2 adds the bribe window's time left): every message between a host and its clients, checked
// with zod in both directions – the host trusts no client, and a client trusts its host no more.
// A client sends its identification, its actions (with the step they were decided at), resync
// requests, table talk and the President's pass (R11); the host sends what that seat may know:
// its view (R5), the events it may see, the table's status, talk addressed to it, and the record
// only once the game has ended. Free text (names, talk, messages, the seed) is sanitized by the
// client before it is drawn; card and Money ids are held to their pattern here.
import { z } from 'zod';
import type { Action, GameEvent, GameRecord, PlayerView } from '../engine/index.js';
import { MAX_TALK } from '../session/network-table.js';
import type { StepLog } from '../session/port.js';

export const PROTOCOL = 'junta-table/2';
/** The largest message a host accepts; a client's own cap is larger (a resync carries the log). */
export const MAX_CLIENT_MESSAGE = 64 * 1024;
export const MAX_HOST_MESSAGE = 4 * 1024 * 1024;
/** Talk's limit is the table's (session/network-table.ts): re-exported for the host and the client. */
export { MAX_TALK };

/** A table's URL path: `/t/N` (seat N, 1–6) or `/watch`, optionally under a table's name (`/NAME/t/N`). */
export function tablePath(path: string): { table: string; seat: number | null } | null {
  const match = /^\/(?:([A-Za-z0-9_-]{1,32})\/)?(?:t\/([1-6])|watch)$/.exec(path);
  return match ? { table: match[1] ?? '', seat: match[2] ? Number(match[2]) - 1 : null } : null;
}

// ---- Building blocks

const int = (min = 0, max = 100_000) => z.number().int().min(min).max(max);
const Seat = int(0, 5);
const SeatOrNone = Seat.nullable();
const Card = z.string().regex(/^[a-z][a-z0-9-]{0,40}#\d{1,3}$/);
const Money = z.string().regex(/^m\d{1,2}#\d{1,3}$/);
const Cards = z.array(Card).max(64);
const Moneys = z.array(Money).max(64);
const Seats = z.array(Seat).max(24);
const Text = (max: number) => z.string().max(max);
const Name = z.string().min(1).max(64);
const Vote = z.enum(['for', 'against']);
const Phase = z.enum(['first-president', 'budget', 'voting', 'coup', 'ended']);
const ActionType = z.enum([
  'name-first-president', 'propose-budget', 'keep-budget', 'bribe', 'declare-buildings', 'play-card', 'draw-card',
  'use-building', 'end-turn', 'react', 'redistribute', 'commit-coup', 'choose-president',
]);
const Decision = z.enum([
  'name-first-president', 'propose-budget', 'reform-budget', 'declare-buildings', 'play-or-draw', 'finish-turn', 'react',
  'redistribute', 'commit-coup', 'choose-president',
]);
const CoupStep = z.enum(['redistribute', 'commit', 'choose-president']);
const Reaction = z.strictObject({ attacker: Seat, card: Card, target: Seat, aimedAt: Card.optional() });
const Amount = int(0, 1000);

// ---- Actions (the game record's vocabulary, engine/types.ts); the engine checks them again with apply.

const StackSpec = z.strictObject({ to: Name, money: Moneys, announced: Amount });
const ACTIONS = [
  z.strictObject({ type: z.literal('name-first-president'), seat: Name, name: Name }),
  z.strictObject({ type: z.literal('propose-budget'), seat: Name, stacks: z.array(StackSpec).max(6) }),
  z.strictObject({ type: z.literal('keep-budget'), seat: Name }),
  z.strictObject({ type: z.literal('bribe'), seat: Name, to: Name, money: Moneys, announced: Amount, ownAnnounced: Amount.optional() }),
  z.strictObject({ type: z.literal('declare-buildings'), seat: Name, votes: z.array(z.strictObject({ card: Card, vote: Vote })).max(16) }),
  z.strictObject({
    type: z.literal('play-card'), seat: Name, card: Card, vote: Vote.optional(), target: Name.optional(), money: Moneys.optional(),
    useAction: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('draw-card'), seat: Name }),
  z.strictObject({ type: z.literal('use-building'), seat: Name, card: Card, target: Name.optional(), money: Moneys.optional() }),
  z.strictObject({ type: z.literal('end-turn'), seat: Name }),
  z.strictObject({ type: z.literal('react'), seat: Name, bodyguard: Card.nullable().optional() }),
  z.strictObject({ type: z.literal('redistribute'), seat: Name, stacks: z.array(StackSpec).max(6), ownAnnounced: Amount.optional() }),
  z.strictObject({ type: z.literal('commit-coup'), seat: Name, cards: Cards }),
  z.strictObject({ type: z.literal('choose-president'), seat: Name, name: Name }),
] as const;
export const ActionSchema = z.discriminatedUnion('type', ACTIONS);

// ---- Events (engine/types.ts EventBody), each with its optional audience `to` (R5).

const EVENT_FIELDS: Record<GameEvent['type'], z.ZodRawShape> = {
  'game-started': { players: z.array(Name).max(6) },
  'hand-dealt': { seat: Seat, cards: Cards },
  'first-president-vote-cast': { seat: Seat },
  'first-president-votes': { votes: Seats, revote: z.boolean() },
  'first-president-tie': { tied: Seats, revote: z.boolean() },
  'president-chosen': { seat: Seat, how: z.enum(['vote', 'random', 'named', 'tie-break']) },
  'round-started': { round: int(), president: Seat },
  'foreign-aid-drawn': { seat: Seat, count: int() },
  'foreign-aid-cards': { seat: Seat, cards: Moneys },
  'budget-proposed': { seat: Seat, stacks: z.array(z.strictObject({ count: int(), announced: Amount })).max(6), fromMiddleman: int() },
  'stack-received': { seat: Seat, cards: Moneys, announced: Amount },
  'budget-kept': { seat: Seat },
  bribe: { seat: Seat, recipient: Seat, count: int(), announced: Amount, ownAnnounced: Amount },
  'stack-cards-moved': { seat: Seat, recipient: Seat, cards: Moneys, why: z.enum(['bribe', 'redistribution', 'returned']) },
  'turn-started': { seat: Seat, turn: int(), pass: z.union([z.literal(1), z.literal(2)]) },
  'buildings-declared': { seat: Seat, votes: z.array(z.strictObject({ card: Card, vote: Vote })).max(16) },
  'card-played': { seat: Seat, card: Card, vote: Vote.nullable(), used: z.boolean(), target: Seat.optional(), aimedAt: Card.optional() },
  'card-drawn': { seat: Seat, card: Card.nullable() },
  'draw-pile-reshuffled': { size: int() },
  'building-used': { seat: Seat, card: Card, target: Seat.optional() },
  'stack-seen': { seat: Seat, owner: Seat, cards: Moneys, by: z.union([Card, z.literal('audit')]) },
  'stack-value-shown': { owner: Seat, value: int(), by: z.union([Card, z.literal('audit')]) },
  'hand-seen': { seat: Seat, owner: Seat, cards: Cards },
  'money-moved-to-swiss': { seat: Seat, count: int() },
  'money-moved-to-swiss-cards': { seat: Seat, cards: Moneys },
  'card-taken': { seat: Seat, from: Seat, took: z.boolean(), by: Card },
  'card-taken-detail': { seat: Seat, from: Seat, card: Card },
  'money-deck-top-seen': { seat: Seat, cards: Moneys },
  smuggled: { seat: Seat },
  'smuggled-card': { seat: Seat, card: Money },
  'attack-answered': { seat: Seat, blocked: z.boolean(), bodyguard: Card.optional() },
  'card-discarded-from-play': { owner: Seat, card: Card, by: Card },
  'money-stolen': { seat: Seat, from: Seat, took: z.boolean() },
  'money-stolen-card': { seat: Seat, from: Seat, card: Money },
  'party-donation': { seat: Seat },
  'party-donation-card': { seat: Seat, card: Money },
  'electoral-fraud': { seat: Seat, target: Seat },
  amnesty: { seat: Seat, card: Card },
  'presidency-handed-over': { from: Seat, successor: Seat },
  'voting-ended': { reason: z.enum(['turns-over', 'martial-law', 'no-confidence']) },
  'votes-counted': {
    for: int(), against: int(), bySeat: z.array(z.strictObject({ for: int(), against: int() })).max(6), passed: z.boolean(),
  },
  'budget-passed': {},
  'budget-defeated': {},
  deposited: { seat: Seat, count: int() },
  'stack-placed': { seat: Seat, count: int() },
  'first-rebel': { seat: Seat, reason: z.enum(['most-against', 'no-confidence']) },
  'declared-rebel': { seat: Seat },
  'stack-returned': { seat: Seat, count: int() },
  redistributed: {
    seat: Seat, moves: z.array(z.strictObject({ to: Seat, count: int(), announced: Amount })).max(6), ownAnnounced: Amount,
  },
  'coup-committed': { seat: Seat, count: int() },
  'coup-committed-cards': { seat: Seat, cards: Cards },
  'coup-revealed': { committed: z.array(Cards).max(6), rebels: Seats, president: int(), rebelStrength: int() },
  'coup-won': { side: z.enum(['president', 'rebels']) },
  'money-lost': { seat: Seat, cards: Moneys },
  'money-dealt': { seat: Seat, count: int(), by: Seat },
  'money-dealt-card': { seat: Seat, card: Money },
  'new-president': { seat: Seat },
  martyrs: { seat: Seat, cards: Cards },
  'cards-refilled': { seat: Seat, count: int() },
  'game-ended': { scores: z.array(z.strictObject({ money: int(), cards: int() })).max(6), winners: Seats },
};

const EVENTS = Object.entries(EVENT_FIELDS).map(([type, fields]) =>
  z.strictObject({ type: z.literal(type), to: Seats.optional(), ...fields }));
const EventSchema = z.discriminatedUnion('type', EVENTS as unknown as [typeof EVENTS[0], ...typeof EVENTS]);
const StepLogSchema = z.strictObject({ step: int(), actor: Seat.nullable(), events: z.array(EventSchema).max(200) });

// ---- The seat's view (engine/view.ts PlayerView, R5); seat −1 is the public view.

const Fact = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('stack'), round: int(), owner: Seat, cards: Moneys, version: int(), by: z.union([Card, z.literal('audit')]) }),
  z.strictObject({ kind: z.literal('hand'), round: int(), owner: Seat, cards: Cards }),
  z.strictObject({ kind: z.literal('money-deck-top'), round: int(), cards: Moneys }),
]);

const ViewSchema = z.strictObject({
  seat: int(-1, 5),
  options: z.strictObject({ firstPresident: Text(64) }),
  round: int(),
  phase: Phase,
  president: Seat,
  players: z.array(z.strictObject({
    name: Name,
    handSize: int(),
    inPlay: z.array(z.strictObject({ card: Card, vote: Vote.nullable() })).max(64),
    topCount: int(),
    swissCount: int(),
    stack: z.strictObject({ count: int(), announced: Amount, returned: z.boolean(), version: int() }).nullable(),
    committedCount: int().nullable(),
  })).min(3).max(6),
  hand: Cards,
  top: Moneys,
  swiss: Moneys,
  stacks: z.array(Moneys.nullable()).max(6),
  drawn: Moneys.nullable(),
  cap: int().nullable(),
  drawnCount: int(),
  politicalDeckSize: int(),
  politicalDiscard: z.array(Card).max(128),
  moneyDeckSize: int(),
  moneyOut: z.array(Money).max(128),
  firstPresident: z.strictObject({ candidates: Seats, voted: z.array(z.boolean()).max(6), myVote: SeatOrNone, revote: z.boolean() }).nullable(),
  voting: z.strictObject({
    order: Seats,
    index: int(),
    acted: z.boolean(),
    begun: z.boolean(),
    usedBuildings: Cards,
    usedActions: Cards,
    fraud: Seats,
    reaction: Reaction.nullable(),
    reform: SeatOrNone,
    closing: z.strictObject({ reason: z.enum(['turns-over', 'martial-law', 'no-confidence']), by: SeatOrNone }).nullable(),
  }).nullable(),
  tally: z.strictObject({ for: z.array(int()).max(6), against: z.array(int()).max(6) }).nullable(),
  coup: z.strictObject({
    firstRebel: SeatOrNone,
    declaredRebel: SeatOrNone,
    step: CoupStep,
    order: Seats,
    index: int(),
    myCommitted: Cards.nullable(),
    revealed: z.array(Cards).max(6).nullable(),
    rebels: Seats,
    tiedForPresidency: Seats,
    returnedCount: int(),
    returned: Moneys.nullable(),
  }).nullable(),
  learned: z.array(Fact).max(500),
  pending: z.strictObject({
    required: z.array(z.strictObject({ seat: Seat, decision: Decision, kinds: z.array(ActionType).max(13) })).max(6),
    optional: z.array(z.strictObject({ seat: Seat, kinds: z.array(ActionType).max(13) })).max(6),
  }),
  actionCount: int(0, 1_000_000),
});

const RecordSchema = z.strictObject({
  format: z.literal('junta-las-cartas/1'),
  seed: Text(500),
  seedGenerated: z.boolean().optional(),
  players: z.array(z.strictObject({ name: Name, bot: z.enum(['random', 'heuristic', 'ismcts']).optional() })).min(3).max(6),
  options: z.strictObject({ firstPresident: Text(64).optional() }).optional(),
  decks: z.strictObject({ political: z.array(Text(64)).max(200).optional(), money: z.array(Text(64)).max(200).optional() }).optional(),
  actions: z.array(ActionSchema).max(100_000),
});

// ---- Client → host

const Since = int(-1, 1_000_000);
export const ClientMessageSchema = z.discriminatedUnion('type', [
  /** The first message: the seat's token (none to watch), and what this client has seen already. */
  z.strictObject({ type: z.literal('hello'), protocol: Text(64), token: Text(64).optional(), game: int().optional(), since: Since }),
  /** An action decided at `step`: the host refuses a stale step, so a resent action applies once. */
  z.strictObject({ type: z.literal('action'), id: int(0, 2 ** 31), step: int(0, 1_000_000), action: ActionSchema }),
  /** Everything since `since` again, for this connection's own seat. */
  z.strictObject({ type: z.literal('sync'), since: Since }),
  /** Table talk, to everyone (null) or one seat. */
  z.strictObject({ type: z.literal('talk'), to: SeatOrNone, text: Text(MAX_TALK * 2) }),
  /** R11 over a network: the President passes on bribing before this turn, or for the rest of the round. */
  z.strictObject({ type: z.literal('pass-bribe'), rest: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

// ---- Host → client

const SeatStatus = z.strictObject({ connected: z.boolean(), bot: z.boolean(), host: z.boolean() });
export const HostMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('welcome'), protocol: z.literal(PROTOCOL), seat: SeatOrNone, names: z.array(Name).min(3).max(6), game: int(), bribeWindowMs: int(0, 600_000) }),
  z.strictObject({ type: z.literal('update'), game: int(), step: int(0, 1_000_000), finished: z.boolean(), view: ViewSchema, log: z.array(StepLogSchema).max(100_000) }),
  /** `bribeWindowLeftMs`: R11's window's time left when sent; the client counts it down on its own clock. */
  z.strictObject({
    type: z.literal('status'), seats: z.array(SeatStatus).min(3).max(6), paused: z.boolean(), bribeWindow: SeatOrNone, bribeWindowLeftMs: int(0, 600_000).nullable(),
  }),
  /** The answer to an action: `step` after it, or why it was refused. */
  z.strictObject({
    type: z.literal('result'), id: int(0, 2 ** 31), step: int(0, 1_000_000).optional(),
    error: z.strictObject({ code: Text(32), message: Text(500) }).optional(),
  }),
  z.strictObject({ type: z.literal('talk'), step: int(0, 1_000_000), from: SeatOrNone, to: SeatOrNone, text: Text(MAX_TALK * 2) }),
  z.strictObject({ type: z.literal('reveal'), game: int(), record: RecordSchema }),
  z.strictObject({ type: z.literal('error'), code: Text(32), message: Text(500) }),
  /** The host closed the table (saved); `message` says how to come back. */
  z.strictObject({ type: z.literal('ended'), message: Text(500) }),
]);

/** The host's messages as the program uses them (the schemas mirror the engine's types). */
export type HostMessage =
  | { type: 'welcome'; protocol: typeof PROTOCOL; seat: number | null; names: string[]; game: number; bribeWindowMs: number }
  | { type: 'update'; game: number; step: number; finished: boolean; view: PlayerView; log: StepLog[] }
  | { type: 'status'; seats: { connected: boolean; bot: boolean; host: boolean }[]; paused: boolean; bribeWindow: number | null; bribeWindowLeftMs: number | null }
  | { type: 'result'; id: number; step?: number; error?: { code: string; message: string } }
  | { type: 'talk'; step: number; from: number | null; to: number | null; text: string }
  | { type: 'reveal'; game: number; record: GameRecord }
  | { type: 'error'; code: string; message: string }
  | { type: 'ended'; message: string };

export type ClientAction = Action;

/** Parses one frame as JSON and checks it against a schema; the reason when it is not one. */
export function decode<T>(schema: z.ZodType<unknown>, data: string): { ok: true; value: T } | { ok: false; reason: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const checked = schema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, reason: `${issue.path.join('.') || 'message'}: ${issue.message}` };
  }
  return { ok: true, value: checked.data as T };
}

/** Whether a hello speaks this protocol at all (checked before the rest, to say "wrong version"). */
export function helloVersion(data: string): string | null {
  try {
    const parsed = JSON.parse(data) as { type?: unknown; protocol?: unknown };
    return parsed && parsed.type === 'hello' && typeof parsed.protocol === 'string' ? parsed.protocol : null;
  } catch {
    return null;
  }
}

// The `junta-table/5` protocol (/2 added the hold's time left; /3 names the game, a hold and a pass
// in words of every game, and a coup's strength for what it is; /4 names the game by its title in
// the welcome and times play-or-pass windows, V30; /5 marks a step the host took for a seat whose
// time ran out, B68): every message between a host and its clients, checked
// with zod in both directions – the host trusts no client, and a client trusts its host no more.
// A client sends its identification, its actions (with the step they were decided at), resync
// requests, table talk and a held seat's pass (R11's bribe window); the host sends what that seat may know:
// its view (R5), the events it may see, the table's status, talk addressed to it, and the record
// only once the game has ended. Free text (names, talk, messages, the seed) is sanitized by the
// client before it is drawn. The game's actions, events, views and record are checked by the
// game's own wire schemas (core/game.ts GameWire; Las Cartas' in games/las-cartas/wire.ts), card
// and Money ids held to their pattern there: a table builds them from its game's module when it is
// set up (the host from its session's game, the client from the game its welcome names).
import { z } from 'zod';
import type { GameInfo, GameWire } from '../core/game.js';
import { NAME_MAX_LENGTH } from '../core/names.js';
import { MAX_TALK } from '../session/network-table.js';
import type { StepLog } from '../session/port.js';
import { nameFormProblem } from '../session/input.js';

export const PROTOCOL = 'junta-table/5';
/** The largest message a host accepts; a client's own cap is larger (a resync carries the log). */
export const MAX_CLIENT_MESSAGE = 64 * 1024;
export const MAX_HOST_MESSAGE = 4 * 1024 * 1024;
/**
 * The most events one step may tell, as many as a log's steps: a game's end may reveal the whole game's
 * secrets in its last step (the board game's every Budget and gift, hundreds of events); what a host
 * may send is bounded by MAX_HOST_MESSAGE, not by this count.
 */
const MAX_STEP_EVENTS = 100_000;
/** Talk's limit is the table's (session/network-table.ts): re-exported for the host and the client. */
export { MAX_TALK };

/**
 * The most seats the protocol carries where the table's game is not known yet (a URL's `/t/N`, the
 * welcome): its own ceiling, for any game; a table's count is its game's (GameInfo.players), which
 * its schemas hold it to (loadTableSchemas), and the server holds a seat's path to its table.
 */
export const MAX_TABLE_SEATS = 99;

/** A table's URL path: `/t/N` (seat N, 1 to MAX_TABLE_SEATS) or `/watch`, optionally under a table's name (`/NAME/t/N`). */
export function tablePath(path: string): { table: string; seat: number | null } | null {
  const match = /^\/(?:([A-Za-z0-9_-]{1,32})\/)?(?:t\/([1-9]\d?)|watch)$/.exec(path);
  if (!match || Number(match[2] ?? 1) > MAX_TABLE_SEATS) return null;
  return { table: match[1] ?? '', seat: match[2] ? Number(match[2]) - 1 : null };
}

// ---- Building blocks: the protocol's own fields; the game's vocabulary comes from its wire schemas.

const int = (min = 0, max = 100_000) => z.number().int().min(min).max(max);
const Seat = int(0, MAX_TABLE_SEATS - 1);
const SeatOrNone = Seat.nullable();
const Text = (max: number) => z.string().max(max);
/** A player's name: the one bound of records, actions and messages, and what a name is made of wherever it enters (session/input.ts). */
const Name = z.string().min(1).max(NAME_MAX_LENGTH).refine((name) => nameFormProblem(name) === null, { error: 'is not a name a player may have (a control or invisible character, not NFC, or blank)' });
/** How many seats a table of one game has (GameInfo.players); any count the protocol carries before the game is known. */
type SeatCount = Pick<GameInfo['players'], 'min' | 'max'>;
const ANY_TABLE: SeatCount = { min: 1, max: MAX_TABLE_SEATS };
/** A table's seats: one entry each. */
const PerSeat = <T extends z.ZodType>(item: T, seats: SeatCount = ANY_TABLE) => z.array(item).min(seats.min).max(seats.max);

// ---- Client → host

const Since = int(-1, 1_000_000);

/** What a client may send, its actions checked by the game's own schema. */
export function clientMessageSchema<A>(game: Pick<GameWire<A>, 'action'>) {
  return z.discriminatedUnion('type', [
    /** The first message: the seat's token (none to watch), and what this client has seen already. */
    z.strictObject({ type: z.literal('hello'), protocol: Text(64), token: Text(64).optional(), game: int().optional(), since: Since }),
    /** An action decided at `step`: the host refuses a stale step, so a resent action applies once. */
    z.strictObject({ type: z.literal('action'), id: int(0, 2 ** 31), step: int(0, 1_000_000), action: game.action }),
    /** Everything since `since` again, for this connection's own seat. */
    z.strictObject({ type: z.literal('sync'), since: Since }),
    /** Table talk, to everyone (null) or one seat. */
    z.strictObject({ type: z.literal('talk'), to: SeatOrNone, text: Text(MAX_TALK * 2) }),
    /** A held seat passes on its offer (R11: the President's bribe) at this moment, or for the rest of the offer's span (the round). */
    z.strictObject({ type: z.literal('pass-offer'), rest: z.boolean() }),
  ]);
}

/** A client's message as the host reads it, `A` the game's action. */
export type ClientMessage<A = unknown> = z.infer<ReturnType<typeof clientMessageSchema<A>>>;

// ---- Host → client

const SeatStatus = z.strictObject({ connected: z.boolean(), bot: z.boolean(), host: z.boolean() });

/** The longest word for an action a host takes for a seat whose time ran out (TimeoutAction's label). */
export const MAX_TIMEOUT_LABEL = 80;

/** The longest a window time or a hold may be, ms (what the host's flags accept is less). */
const WaitMs = int(0, 600_000);

/**
 * The host's first message, read before the client knows the game: `rules` is the game's record
 * format and `title` its name, so a client that cannot play it names it (`game` is the n-th game at
 * this table); `holdMs`: how long the table holds a moment for an offer; `windowMs`: how long a seat
 * has to answer a play-or-pass window before it passes (0: no limit).
 */
const welcomeSchema = (seats: SeatCount) => z.strictObject({
  type: z.literal('welcome'), protocol: z.literal(PROTOCOL), rules: Text(64), title: z.string().min(1).max(80), seat: SeatOrNone, names: PerSeat(Name, seats), game: int(),
  holdMs: WaitMs, windowMs: WaitMs,
});
export const WelcomeSchema = welcomeSchema(ANY_TABLE);

const ErrorSchema = z.strictObject({ type: z.literal('error'), code: Text(32), message: Text(500) });
/** The host closed the table (saved); `message` says how to come back. */
const EndedSchema = z.strictObject({ type: z.literal('ended'), message: Text(500) });

/** What a host may send: the game's views, events and record by its own schemas, a table of as many seats as the game has. */
export function hostMessageSchema<V, E, R>(game: Pick<GameWire<unknown, V, E, R>, 'view' | 'event' | 'record'>, seats: SeatCount = ANY_TABLE) {
  /** `timedOut`: the host took the step's action for its actor, whose time ran out; what the game calls it ("ready"). */
  const StepLogSchema = z.strictObject({ step: int(), actor: SeatOrNone, events: z.array(game.event).max(MAX_STEP_EVENTS), timedOut: z.string().min(1).max(MAX_TIMEOUT_LABEL).optional() });
  return z.discriminatedUnion('type', [
    welcomeSchema(seats),
    z.strictObject({ type: z.literal('update'), game: int(), step: int(0, 1_000_000), finished: z.boolean(), view: game.view, log: z.array(StepLogSchema).max(100_000) }),
    /**
     * `hold`: the seat the table waits for (R11's window), `holdLeftMs` its time left when sent;
     * `window`: the seats whose play-or-pass window is timed now (V30), `windowLeftMs` its time left.
     * The client counts both down on its own clock.
     */
    z.strictObject({
      type: z.literal('status'), seats: PerSeat(SeatStatus, seats), paused: z.boolean(), hold: SeatOrNone, holdLeftMs: WaitMs.nullable(),
      window: z.array(Seat).max(seats.max), windowLeftMs: WaitMs.nullable(),
    }),
    /** The answer to an action: `step` after it, or why it was refused. */
    z.strictObject({
      type: z.literal('result'), id: int(0, 2 ** 31), step: int(0, 1_000_000).optional(),
      error: z.strictObject({ code: Text(32), message: Text(500) }).optional(),
    }),
    z.strictObject({ type: z.literal('talk'), step: int(0, 1_000_000), from: SeatOrNone, to: SeatOrNone, text: Text(MAX_TALK * 2) }),
    z.strictObject({ type: z.literal('reveal'), game: int(), record: game.record }),
    ErrorSchema,
    EndedSchema,
  ]);
}

/** What a client reads before it knows the game: the welcome that names it, or why the host will not seat it. */
export const OpeningSchema = z.discriminatedUnion('type', [WelcomeSchema, ErrorSchema, EndedSchema]);

/** The host's messages as the program uses them, `V`, `E`, `R` the game's view, event and record. */
export type HostMessage<V = unknown, E = unknown, R = unknown> =
  | { type: 'welcome'; protocol: typeof PROTOCOL; rules: string; title: string; seat: number | null; names: string[]; game: number; holdMs: number; windowMs: number }
  | { type: 'update'; game: number; step: number; finished: boolean; view: V; log: StepLog<E>[] }
  | {
    type: 'status'; seats: { connected: boolean; bot: boolean; host: boolean }[]; paused: boolean; hold: number | null; holdLeftMs: number | null;
    window: number[]; windowLeftMs: number | null;
  }
  | { type: 'result'; id: number; step?: number; error?: { code: string; message: string } }
  | { type: 'talk'; step: number; from: number | null; to: number | null; text: string }
  | { type: 'reveal'; game: number; record: R }
  | { type: 'error'; code: string; message: string }
  | { type: 'ended'; message: string };

/** One game's protocol: what its clients may send a host, and what its host may send them. */
export interface TableSchemas {
  client: z.ZodType<ClientMessage>;
  host: z.ZodType<HostMessage<unknown, unknown, unknown>>;
}

/** A game's module as far as the protocol reads it: its seat count and its wire schemas, loaded on demand. */
export interface WiredGame {
  readonly title: string;
  readonly players: SeatCount;
  wire(): Promise<GameWire<unknown, unknown, unknown, unknown>>;
}

const built = new WeakMap<WiredGame, TableSchemas>();

/** Builds a game's protocol schemas from its wire (once per module): where a table is set up (HostedTable.open) or its game is named (the client's welcome). */
export async function loadTableSchemas(game: WiredGame): Promise<TableSchemas> {
  const known = built.get(game);
  if (known) return known;
  const wire = await game.wire();
  // Compiled (zod's ahead-of-time validator: the same schema, the same answers and issues): a client
  // checks every update of its table, and the runtime walk of a Viva update cost it twice as much.
  const schemas: TableSchemas = {
    client: z.compile(clientMessageSchema(wire)),
    host: z.compile(hostMessageSchema(wire, game.players) as z.ZodType<HostMessage<unknown, unknown, unknown>>),
  };
  built.set(game, schemas);
  return schemas;
}

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

// The contract every game module keeps (core/game.ts; R4/V4 determinism, R5/V5 what a seat may
// see), checked over seeded random playouts as OpenSpiel's RandomSimTest and ResampleInfostateTest
// do: each check collects its own failures, so a test can tell which one a fault breaks. The game's
// wire schemas must take everything it makes: its actions, events, views and records.
import seedrandom from 'seedrandom';
import type { ZodType } from 'zod';
import type { GameModule, GameStart, GameWire } from '../../src/core/game.js';
import { seatKeysOf, seatsInRange } from '../../src/net/host-checks.js';
import { MAX_TIMEOUT_LABEL } from '../../src/net/protocol.js';
import type { Random, Seat } from '../../src/core/types.js';

export const CHECKS = ['playouts', 'determinism', 'non-interference', 'illegal', 'json', 'wire', 'forced', 'shared-view', 'timeout'] as const;
export type Check = (typeof CHECKS)[number];
export interface ContractReport {
  /** Each check's first failures (none: it held). */
  failures: Record<Check, string[]>;
  /** What was checked: games played to the end and replayed, actions applied, states probed, decisions the game settled (forcedInView), time-out actions declared. */
  counts: { games: number; ended: number; replayed: number; actions: number; probes: number; forced: number; timeouts: number };
}

export interface ContractOptions {
  /** Random games played (their player counts cycle through the game's range). */
  games: number;
  /**
   * No new game starts once this many actions were played in all (absent: no bound): a game of many
   * actions a game (the board game's coups) plays fewer playouts in the same time as a short one.
   */
  actionBudget?: number;
  seed: string;
  /** Share of states at which every seat's view is re-sampled and bad actions are offered. */
  probeShare: number;
  /** Where a game that does not end is cut off (and counted as a failure). */
  maxActions: number;
  /** The game's options of every game played (a record's `options`); absent: none given. */
  gameOptions?: Readonly<Record<string, unknown>>;
}

/** How often a random player takes an open optional action: rarely, so games still end. */
const OPTIONAL_CHANCE = 0.1;
/** How often a random player passes a play-or-pass window with its declared pass (the rest: any legal action). */
const WINDOW_PASS_CHANCE = 0.5;
/** Failures kept per check: the first few say what is wrong. */
const KEPT = 3;
/** What no game accepts as an action. */
const GARBAGE: unknown[] = [null, 42, 'pass', [], {}, { seat: 99 }];

const json = (value: unknown): string => JSON.stringify(value);

/**
 * Why a wire schema refuses `value` after a JSON round trip (as a message would carry it), or null
 * when it takes it (or when JSON would not keep the value, which the json check reports).
 */
function refusal(schema: ZodType, value: unknown): string | null {
  if (jsonUnsafeAt(value) !== null) return null;
  const checked = schema.safeParse(JSON.parse(json(value)));
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  return `${issue.path.join('.') || 'it'}: ${issue.message}`;
}
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/**
 * Where JSON would not keep `value` as it is (undefined, NaN, Infinity, a Map, a Set, a class
 * instance, a function, a hole), as a path such as "$.players[2].hand"; null when it would.
 */
function jsonUnsafeAt(value: unknown): string | null {
  const at: (string | number)[] = [];
  return unsafeIn(value, at) ? `$${at.reverse().map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}` : null;
}

/**
 * Whether JSON would not keep `value`; if so `at` ends with the keys that lead to it, innermost
 * first. The path is put together only for what fails (every step's whole state is walked).
 */
function unsafeIn(value: unknown, at: (string | number)[]): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return false;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || unsafeIn(value[i], at)) {
        at.push(i);
        return true;
      }
    }
    return false;
  }
  // A plain object of any realm (structuredClone's copies come from Node's own).
  if (typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return true;
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== null && Object.getPrototypeOf(proto) !== null) return true;
  for (const key of Object.keys(value)) {
    if (unsafeIn((value as Record<string, unknown>)[key], at)) {
      at.push(key);
      return true;
    }
  }
  return false;
}

/** One random legal action of a required seat (now and then an optional one), or null when none is found. */
export function randomAction<S, A>(game: GameModule<S, A>, state: S, random: Random): A | null {
  const pending = game.rules.pending(state);
  if (pending.optional.length > 0 && random() < OPTIONAL_CHANCE) {
    const optional = game.rules.legalActions(state, pick(random, pending.optional).seat).optional;
    const action = optional.length > 0 ? pick(random, optional)(random) : null;
    if (action !== null) return action;
  }
  if (pending.required.length === 0) return null;
  const decision = pick(random, pending.required);
  if (decision.window && random() < WINDOW_PASS_CHANCE) return decision.window.pass;
  const choices = game.rules.legalActions(state, decision.seat);
  const total = choices.actions.length + choices.samplers.length;
  if (total === 0) return null;
  const i = Math.floor(random() * total);
  return i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](random);
}

/** What a seat may do now, as comparable text: whether it is asked, and its listed actions. */
function offered<S>(game: GameModule<S>, state: S, seat: Seat): string {
  const pending = game.rules.pending(state);
  const choices = game.rules.legalActions(state, seat);
  return json({
    required: pending.required.filter((d) => d.seat === seat), optional: pending.optional.filter((o) => o.seat === seat),
    actions: choices.actions, samplers: choices.samplers.length, optionals: choices.optional.length,
  });
}

export async function runContract<S, A, V, E>(game: GameModule<S, A, V, E>, options: ContractOptions): Promise<ContractReport> {
  const wire = await game.wire();
  const seatKeys = seatKeysOf(wire);
  const failures = Object.fromEntries(CHECKS.map((c) => [c, [] as string[]])) as Record<Check, string[]>;
  const counts = { games: 0, ended: 0, replayed: 0, actions: 0, probes: 0, forced: 0, timeouts: 0 };
  const fail = (check: Check, message: string): void => {
    if (failures[check].length < KEPT) failures[check].push(`${game.id}: ${message}`);
  };
  const { min, max } = game.players;
  for (let g = 0; g < options.games && counts.actions < (options.actionBudget ?? Infinity); g++) {
    counts.games += 1;
    const names = Array.from({ length: min + (g % (max - min + 1)) }, (_, i) => `Player ${i + 1}`);
    const start = { seed: `${options.seed}-${g}`, players: names, ...(options.gameOptions ? { options: options.gameOptions } : {}) };
    const random = seedrandom(`${options.seed}-play-${g}`);
    const where = (step: number) => `game ${g} (${names.length} players), step ${step}`;
    const onWire = (step: number, what: string, schema: ZodType, value: unknown) => {
      const problem = refusal(schema, value);
      if (problem) fail('wire', `${where(step)}: the wire refuses ${what} ${json(value)} (${problem})`);
      // A client refuses a message whose declared seat fields point past its table: the game's own never do.
      else if (!seatsInRange(value, names.length, seatKeys)) fail('wire', `${where(step)}: ${what} ${json(value)} holds a number past the table in a field the wire declares a seat`);
    };
    try {
      const created = game.rules.create(start);
      let state = created.state;
      const actions: A[] = [];
      const events: E[] = [...created.events];
      for (let step = 0; !game.rules.isOver(state); step++) {
        if (step >= options.maxActions) {
          fail('playouts', `${where(step)}: not over after ${options.maxActions} actions`);
          break;
        }
        const unsafe = jsonUnsafeAt(state);
        if (unsafe) fail('json', `${where(step)}: the state does not survive a JSON round trip at ${unsafe}`);
        if (random() < options.probeShare) {
          counts.probes += 1;
          probe(game, state, names.length, actions.at(-1), random, (check, message) => fail(check, `${where(step)}: ${message}`));
          checkViews(game, wire, state, names.length, (what, schema, value) => onWire(step, what, schema, value));
        }
        counts.forced += checkForced(game, state, names.length, (message) => fail('forced', `${where(step)}: ${message}`));
        counts.timeouts += checkTimeouts(game, state, names, (message) => fail('timeout', `${where(step)}: ${message}`));
        const action = randomAction(game, state, random);
        if (action === null) {
          fail('playouts', `${where(step)}: the game is not over, but no seat has a legal action`);
          break;
        }
        const result = game.rules.apply(state, action);
        if (!result.ok) {
          fail('playouts', `${where(step)}: a legal action was refused: ${json(action)}: ${result.error.message}`);
          break;
        }
        state = result.state;
        actions.push(result.action);
        events.push(...result.events);
        counts.actions += 1;
        onWire(step, 'an action', wire.action, result.action);
      }
      if (!game.rules.isOver(state)) continue;
      counts.ended += 1;
      if (game.rules.pending(state).required.length > 0) fail('playouts', `${where(actions.length)}: over, yet a seat must still act`);
      checkStanding(game, state, names.length, (message) => fail('playouts', `${where(actions.length)}: ${message}`));
      onWire(actions.length, 'the record', wire.record, { format: game.recordFormat, seed: start.seed, players: names.map((name) => ({ name })), ...(start.options ? { options: start.options } : {}), actions });
      for (const event of events) {
        onWire(actions.length, 'an event', wire.event, event);
        if (game.rules.describeEvent(event, names).trim() === '') fail('playouts', `${where(actions.length)}: no words for ${json(event)}`);
        if (!game.rules.visibleTo(event, 'all')) fail('playouts', `${where(actions.length)}: the whole record does not show ${json(event)}`);
      }
      if (replay(game, start, actions, state, (message) => fail('determinism', `game ${g}: ${message}`))) counts.replayed += 1;
    } catch (error) {
      fail('playouts', `game ${g}: threw ${String(error)}`);
    }
  }
  return { failures, counts };
}

/**
 * A decision the game settles from the public view (forcedInView) must be a seat's required one
 * whose only legal action it is, or the session would take for a player what he might not choose.
 * Returns how many it settled here.
 */
function checkForced<S, A, V>(game: GameModule<S, A, V>, state: S, seats: number, fail: (message: string) => void): number {
  if (!game.forcedInView) return 0;
  // The views read here are read and dropped: a game's shared views (the very views, not copied; the
  // shared-view check holds them equal to the copies) where it declares them, as a host reads them.
  const { sharedView } = game.rules;
  const viewOf = (seat: Seat | null): V => (sharedView ? sharedView(state, seat) : seat === null ? game.rules.publicView(state) : game.rules.viewFor(state, seat));
  const shown = viewOf(null);
  let settled = 0;
  for (let seat = 0; seat < seats; seat++) {
    const forced = game.forcedInView(shown, seat);
    // Read from what every view shows: a seat's own view (a network client holds no other) settles the same.
    const own = game.forcedInView(viewOf(seat), seat);
    if (json(own) !== json(forced)) fail(`seat ${seat}'s own view settles ${json(own)}, the public view ${json(forced)}`);
    if (forced === null) continue;
    settled += 1;
    const legal = game.rules.legalActions(state, seat);
    const required = game.rules.pending(state).required.some((d) => d.seat === seat);
    if (!required || legal.samplers.length > 0 || legal.actions.length !== 1 || json(legal.actions[0]) !== json(forced)) {
      fail(`seat ${seat} is settled with ${json(forced)}, but ${required ? `its legal actions are ${json(legal.actions)}${legal.samplers.length > 0 ? ' and sampled ones' : ''}` : 'it is not asked'}`);
    }
  }
  return settled;
}

/**
 * A decision's declared time-out action (B68's "ready") is one the game takes from that seat now,
 * named in a word or two: a network host records it for the seat when its time runs out. Returns
 * how many it checked here.
 */
function checkTimeouts<S, A>(game: GameModule<S, A>, state: S, names: readonly string[], fail: (message: string) => void): number {
  let declared = 0;
  for (const { seat, timeout } of game.rules.pending(state).required) {
    if (!timeout) continue;
    declared += 1;
    // On the state itself: apply changes nothing it is given (each game's own tests hold it to that: the
    // board's and Viva's draft tests, Las Cartas' properties on frozen states).
    const result = game.rules.apply(state, timeout.action);
    if (!result.ok) fail(`seat ${seat}'s time-out action ${json(timeout.action)} is refused: ${result.error.message}`);
    else if (game.rules.actorOf(result.action, names) !== seat) fail(`seat ${seat}'s time-out action ${json(timeout.action)} is another seat's`);
    if (timeout.label.trim() === '' || [...timeout.label].length > MAX_TIMEOUT_LABEL) fail(`seat ${seat}'s time-out action is called ${json(timeout.label)}`);
  }
  return declared;
}

/** Every seat's view and the public view, as the host would send them. */
function checkViews<S, V>(game: GameModule<S, unknown, V>, wire: GameWire<unknown, V>, state: S, seats: number, check: (what: string, schema: ZodType, value: unknown) => void): void {
  for (let seat = 0; seat < seats; seat++) check(`seat ${seat}'s view`, wire.view, game.rules.viewFor(state, seat));
  check('the public view', wire.view, game.rules.publicView(state));
}

/**
 * The final standing: every seat once, finite keys of one length, the winners those tied best on
 * every key (several share the win), or none (nobody wins, as the board game's B10 and B64 allow).
 */
function checkStanding<S>(game: GameModule<S>, state: S, seats: number, fail: (message: string) => void): void {
  const standing = game.rules.score(state);
  if (json(standing.players.map((p) => p.seat)) !== json([...Array(seats).keys()])) return fail('the standing does not list every seat once, in order');
  const width = standing.players[0].keys.length;
  if (standing.players.some((p) => p.keys.length !== width || !p.keys.every(Number.isFinite))) return fail('score keys of different lengths, or not finite');
  const better = (a: number[], b: number[]) => { const i = a.findIndex((k, j) => k !== b[j]); return i >= 0 && a[i] > b[i]; };
  const best = standing.players.reduce((a, b) => (better(b.keys, a.keys) ? b : a)).keys;
  const winners = standing.players.filter((p) => json(p.keys) === json(best)).map((p) => p.seat);
  if (standing.winners.length > 0 && json(winners) !== json(standing.winners)) fail(`winners ${json(standing.winners)}, but the best keys are those of ${json(winners)}`);
}

/** Setting up twice, or with the options' defaults given, and replaying the record (the setup and the applied actions) give the same state, byte for byte. */
function replay<S, A>(game: GameModule<S, A>, start: GameStart, actions: A[], end: S, fail: (message: string) => void): boolean {
  const again = game.rules.create(start);
  if (json(game.rules.create(start)) !== json(again)) fail('two set-ups from one seed differ');
  const defaults = Object.fromEntries(game.options.map((o) => [o.key, o.default]));
  if (json(game.rules.create({ ...start, options: { ...defaults, ...start.options } })) !== json(again)) fail('its options\' defaults, given, set the game up otherwise than leaving them out');
  let state = again.state;
  for (const [i, action] of actions.entries()) {
    const result = game.rules.apply(state, action);
    if (!result.ok) {
      fail(`action ${i + 1} of the record is refused on replay: ${result.error.message}`);
      return false;
    }
    state = result.state;
  }
  if (json(state) !== json(end)) fail(`the replayed record ends in another state (${actions.length} actions)`);
  return true;
}

/**
 * At one state: every window's declared pass is accepted; every seat's view and the public view
 * show the state's pending decisions; every seat's view, re-sampled, gives a state in which that
 * seat sees and may do exactly what it saw and could, and the public (which knows less than any
 * seat) sees the same; views survive JSON; bad actions are refused, and refusing one (or the last
 * action, offered again) changes nothing.
 */
function probe<S, A, V, E>(game: GameModule<S, A, V, E>, state: S, seats: number, stale: A | undefined, random: Random, fail: (check: Check, message: string) => void): void {
  for (let seat = 0; seat < seats; seat++) {
    const view = game.rules.viewFor(state, seat);
    const unsafe = jsonUnsafeAt(view);
    if (unsafe) fail('json', `seat ${seat}'s view does not survive a JSON round trip at ${unsafe}`);
    if (json(game.rules.pendingInView(view)) !== json(game.rules.pending(state))) fail('non-interference', `seat ${seat}'s view shows other decisions than the state`);
    const other = game.rules.determinize(view, random);
    if (json(game.rules.viewFor(other, seat)) !== json(view)) fail('non-interference', `seat ${seat}'s view changes when what it was not shown is re-sampled`);
    else if (offered(game, other, seat) !== offered(game, state, seat)) fail('non-interference', `seat ${seat}'s choices change when what it was not shown is re-sampled`);
    else if (json(game.rules.publicView(other)) !== json(game.rules.publicView(state))) fail('non-interference', `the public view changes when what seat ${seat} was not shown is re-sampled`);
  }
  const { sharedView } = game.rules;
  if (sharedView) {
    for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
      const copied = seat === null ? game.rules.publicView(state) : game.rules.viewFor(state, seat);
      if (json(sharedView(state, seat)) !== json(copied)) fail('shared-view', `${seat === null ? 'the public' : `seat ${seat}'s`} shared view is not its view`);
    }
  }
  const unsafe = jsonUnsafeAt(game.rules.publicView(state));
  if (json(game.rules.pendingInView(game.rules.publicView(state))) !== json(game.rules.pending(state))) fail('non-interference', 'the public view shows other decisions than the state');
  if (unsafe) fail('json', `the public view does not survive a JSON round trip at ${unsafe}`);
  for (const decision of game.rules.pending(state).required) {
    const pass = decision.window?.pass;
    if (pass !== undefined && !game.rules.apply(structuredClone(state), pass).ok) fail('playouts', `seat ${decision.seat}'s window declares a pass the game refuses: ${json(pass)}`);
  }
  const copy = structuredClone(state);
  const before = json(copy);
  for (const bad of GARBAGE) {
    const result = game.rules.apply(copy, bad);
    if (result.ok) fail('illegal', `accepted ${json(bad)}`);
    if (json(copy) !== before) return fail('illegal', `refusing ${json(bad)} changed the state`);
  }
  if (stale !== undefined && !game.rules.apply(copy, stale).ok && json(copy) !== before) fail('illegal', `refusing the last action again, ${json(stale)}, changed the state`);
}

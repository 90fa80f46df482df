// A tiny game module for testing the contract harness (core/game.ts): 2 to 4 players (or as many
// as a test seats: 2 to 9 for the generic layers' bounds) hold 3 cards of 1–12 (1–3N for N seats at most) each; every round all of them choose a card at once, in secret (as Viva's orders, V9);
// the highest card wins a die roll of points, drawn from the generator kept in the state (V4); then
// the lowest card's player may protest (a public play-or-pass window, V30: a protest takes one
// point from the leader; unanswered at a network table in the host's window time, it lets the
// round stand: the window's declared time-out action, as B68's "ready"). The most points win,
// shared on a tie (as B64); with a record's `target`, the best must reach it or nobody wins (as B10).
// With a record's `ready`, the game opens with every player saying "ready" at once (as B68's trade
// window: one simultaneous decision whose time-out action is "ready").
// Each planted fault breaks one rule of the contract, so the harness's test can see that check fail.
import { z } from 'zod';
import type { Choices, GameModule, GameStart, GameText, GameWire, Standing } from '../../src/core/game.js';
import type { Random, Seat } from '../../src/core/types.js';
import { toyBots } from './toy-bots.js';

export type ToyFault =
  | 'leaked-card' | 'leaked-public-card' | 'math-random' | 'mutating-refusal' | 'json-unsafe' | 'narrow-wire' | 'refused-pass' | 'hidden-window'
  | 'forced-choice' | 'leaky-shared-view' | 'roll-as-seat' | 'foreign-timeout';

export interface ToyState {
  seed: string;
  /** The generator's state (a 32-bit integer). */
  rng: number;
  round: number;
  hands: number[][];
  deck: number[];
  chosen: (number | null)[];
  /** Every card revealed so far (public). */
  played: number[];
  points: number[];
  lastRoll: number | null;
  /** The seat whose protest window is open (the round's lowest card), or null. */
  protester: Seat | null;
  over: boolean;
  /** The points the best must reach to win (a record's option); absent: any. */
  target?: number;
  /** Before the first round (a record's `ready`), the seats yet to say "ready"; absent without it. */
  unready?: boolean[];
}

/** A toy game's record: its start and every action (players may name a bot kind, as a session's do). */
export interface ToyRecord {
  format: string;
  seed: string;
  players: { name: string; bot?: string }[];
  options?: Record<string, unknown>;
  actions: ToyAction[];
}

/** A card to choose, in a protest window whether to protest, or before the first round "ready". */
export type ToyAction = { seat: Seat; card: number } | { seat: Seat; protest: boolean } | { seat: Seat; ready: true };

export interface ToyView {
  seat: Seat;
  round: number;
  hand: number[];
  handSizes: number[];
  mine: number | null;
  given: boolean[];
  played: number[];
  points: number[];
  lastRoll: number | null;
  protester: Seat | null;
  over: boolean;
  deckSize: number;
  neighbour?: number[];
  target?: number;
  unready?: boolean[];
}

export type ToyEvent =
  | { type: 'dealt'; seat: Seat; cards: number[]; to: Seat[] }
  | { type: 'chose'; seat: Seat }
  | { type: 'revealed'; cards: number[]; winner: Seat; roll: number }
  | { type: 'protested'; seat: Seat; protest: boolean }
  | { type: 'ready'; seat: Seat };

const HAND = 3;
/** The deck of a game seating at most `max`: three cards a seat (1–12 for four). */
const deckFor = (max: number) => Array.from({ length: HAND * max }, (_, i) => i + 1);
const CARDS = deckFor(4);

/** How many the toy seats: 2 to 4, 3 when nobody says; a wider range makes another game ("toy-wide"). */
export interface ToySeats {
  min: number;
  max: number;
  default: number;
}
const TOY_SEATS: ToySeats = { min: 2, max: 4, default: 3 };
const ROUNDS = 3;

/** mulberry32: the next number in [0, 1) and the generator's next state. */
function next(rng: number): [number, number] {
  const state = (rng + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, state];
}

/** FNV-1a of the seed: the generator's first state. */
function seedOf(seed: string): number {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

function shuffle(items: number[], random: Random): number[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The toy game's reference text: two topics (one named as a Las Cartas topic is) and its twelve cards. */
export const TOY_TEXT: GameText = {
  topics: [
    { id: 'high-card', title: 'High card', summary: 'How a round is won', body: 'Everyone chooses a card at once; the highest wins a die roll of points.' },
    { id: 'coup', title: 'No coups', summary: 'There are none', body: 'High Card has no coups: the cards decide.' },
  ],
  cards: {
    columns: ['Card', 'Text'],
    maxWidths: [],
    cards: CARDS.map((n) => ({ id: `card-${n}`, name: `Card ${n}`, row: [`Card ${n}`, `Worth ${n}.`], heading: [`Card ${n}`], text: `Worth ${n}.`, json: { id: `card-${n}`, value: n } })),
  },
};

/** A record's target: the points the best must reach to win. */
const TARGET = z.number().int().min(1).max(100);

/** The toy's wire schemas; the narrow wire's die has five faces, the game's six. */
function toyWire(recordFormat: string, fault: ToyFault | null, seats: ToySeats): GameWire<ToyAction, ToyView, ToyEvent, ToyRecord> {
  const seat = z.number().int().min(0).max(seats.max - 1);
  const card = z.number().int().min(1).max(HAND * seats.max);
  const cards = z.array(card).max(HAND * seats.max);
  const perSeat = <T extends z.ZodType>(item: T) => z.array(item).min(seats.min).max(seats.max);
  const action = z.union([z.strictObject({ seat, card }), z.strictObject({ seat, protest: z.boolean() }), z.strictObject({ seat, ready: z.literal(true) })]);
  return {
    action,
    event: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('dealt'), seat, cards, to: z.array(seat).max(seats.max) }),
      z.strictObject({ type: z.literal('chose'), seat }),
      z.strictObject({ type: z.literal('protested'), seat, protest: z.boolean() }),
      z.strictObject({ type: z.literal('ready'), seat }),
      z.strictObject({ type: z.literal('revealed'), cards, winner: seat, roll: z.number().int().min(1).max(fault === 'narrow-wire' ? 5 : 6) }),
    ]),
    view: z.strictObject({
      seat: z.number().int().min(-1).max(seats.max - 1), round: z.number().int().min(0), hand: cards, handSizes: perSeat(z.number().int().min(0)),
      mine: card.nullable(), given: perSeat(z.boolean()), played: cards, points: perSeat(z.number().int().min(0)),
      lastRoll: z.number().int().min(1).max(6).nullable(), over: z.boolean(), deckSize: z.number().int().min(0), neighbour: cards.optional(),
      protester: seat.nullable(), target: TARGET.optional(), unready: perSeat(z.boolean()).optional(),
    }),
    record: z.strictObject({
      format: z.literal(recordFormat), seed: z.string(), players: perSeat(z.strictObject({ name: z.string(), bot: z.string().optional() })),
      options: z.strictObject({ target: TARGET.optional(), ready: z.literal(true).optional() }).optional(), actions: z.array(action),
    }),
    // The faulty wire calls the die's roll a seat, which a client would then refuse past its table.
    seatFields: ['seat', 'to', 'winner', 'protester', ...(fault === 'roll-as-seat' ? ['roll'] : [])],
  };
}

export function toyGame(fault: ToyFault | null = null, seats: ToySeats = TOY_SEATS): GameModule<ToyState, ToyAction, ToyView, ToyEvent, ToyRecord, Choices<ToyAction>> {
  const wide = seats.max !== TOY_SEATS.max || seats.min !== TOY_SEATS.min;
  const deck = deckFor(seats.max);
  const refuse = (state: ToyState, message: string) => {
    if (fault === 'mutating-refusal') (state as ToyState & { lastError?: string }).lastError = message;
    return { ok: false as const, error: { code: 'illegal', message } };
  };

  const view = (s: ToyState, seat: Seat): ToyView => ({
    seat,
    round: s.round,
    hand: seat < 0 ? [] : [...s.hands[seat]],
    handSizes: s.hands.map((h) => h.length),
    mine: seat < 0 ? null : s.chosen[seat],
    given: s.chosen.map((c) => c !== null),
    played: [...s.played],
    points: [...s.points],
    lastRoll: s.lastRoll,
    protester: s.protester,
    over: s.over,
    deckSize: s.deck.length,
    ...(s.target === undefined ? {} : { target: s.target }),
    ...(s.unready === undefined ? {} : { unready: [...s.unready] }),
    ...(fault === 'leaked-card' && seat >= 0 ? { neighbour: [...s.hands[(seat + 1) % s.hands.length]] } : {}),
  });

  const name = fault ? `toy-${fault}` : wide ? 'toy-wide' : 'toy';
  const recordFormat = `${name}/1`;

  /** Who must choose or answer: every seat not yet ready before the first round, then the protester alone while the window is open. */
  const pendingOf = (v: { over: boolean; protester: Seat | null; given: boolean[]; unready?: boolean[] }) => {
    if (v.over) return { required: [], optional: [] };
    if (v.unready?.some(Boolean)) {
      return { required: v.unready.flatMap((unready, seat) => (unready ? [{ seat, timeout: { action: { seat, ready: true as const }, label: 'ready' } }] : [])), optional: [] };
    }
    if (v.protester !== null) {
      const seat = v.protester;
      // The faulty window declares a pass the game refuses.
      const pass: ToyAction = fault === 'refused-pass' ? { seat, card: 0 } : { seat, protest: false };
      // The faulty time-out lets the round stand for the next seat, not the protester.
      const timeout = { action: { seat: fault === 'foreign-timeout' ? (seat + 1) % v.given.length : seat, protest: false }, label: 'lets it stand' };
      return { required: [{ seat, window: { label: 'a protest', pass, private: false }, timeout }], optional: [] };
    }
    return { required: v.given.flatMap((given, seat) => (given ? [] : [{ seat }])), optional: [] };
  };

  const module: GameModule<ToyState, ToyAction, ToyView, ToyEvent, ToyRecord, Choices<ToyAction>> = {
    id: name,
    title: 'High Card',
    about: 'the highest card wins',
    recordFormat,
    players: { ...seats },
    options: [],
    pinned: [],
    text: async () => TOY_TEXT,
    rules: {
      create(start: GameStart) {
        const n = start.players.length;
        if (n < seats.min || n > seats.max) throw new Error(`a toy game has ${seats.min} to ${seats.max} players`);
        const target = start.options?.target;
        if (target !== undefined && !TARGET.safeParse(target).success) throw new Error('a toy game\'s target is 1 to 100 points');
        const ready = start.options?.ready;
        if (ready !== undefined && ready !== true) throw new Error('a toy game\'s ready is true or absent');
        let rng = seedOf(start.seed);
        const random = () => {
          const [value, state] = next(rng);
          rng = state;
          return value;
        };
        const dealt = shuffle(deck, random);
        const hands = start.players.map((_, i) => dealt.slice(i * HAND, (i + 1) * HAND));
        const state: ToyState = {
          seed: start.seed, rng, round: 0, hands, deck: dealt.slice(n * HAND), chosen: hands.map(() => null),
          played: [], points: hands.map(() => 0), lastRoll: fault === 'json-unsafe' ? (undefined as unknown as null) : null, protester: null, over: false,
          ...(target === undefined ? {} : { target: target as number }),
          ...(ready ? { unready: hands.map(() => true) } : {}),
        };
        return { state, events: hands.map((cards, seat): ToyEvent => ({ type: 'dealt', seat, cards: [...cards], to: [seat] })) };
      },
      apply(state, raw) {
        const action = raw as { seat?: unknown; card?: unknown; protest?: unknown; ready?: unknown } | null;
        if (typeof action !== 'object' || action === null || !Number.isInteger(action.seat)) return refuse(state, 'not an action');
        const seat = action.seat as number;
        if (state.over) return refuse(state, 'the game is over');
        if (seat < 0 || seat >= state.hands.length) return refuse(state, 'no such seat');
        if (state.unready?.some(Boolean)) {
          if (!state.unready[seat] || action.ready !== true) return refuse(state, 'every player says ready first');
          const s = structuredClone(state);
          s.unready![seat] = false;
          return { ok: true, state: s, events: [{ type: 'ready', seat }], action: { seat, ready: true } };
        }
        if (state.protester !== null) {
          if (seat !== state.protester || typeof action.protest !== 'boolean') return refuse(state, 'the lowest card protests or passes first');
          const s = structuredClone(state);
          const winner = s.points.indexOf(Math.max(...s.points));
          if (action.protest && s.points[winner] > 0) {
            s.points[winner] -= 1;
            s.points[seat] += 1;
          }
          s.protester = null;
          s.over = s.round === ROUNDS;
          return { ok: true, state: s, events: [{ type: 'protested', seat, protest: action.protest }], action: { seat, protest: action.protest } };
        }
        if (!Number.isInteger(action.card)) return refuse(state, 'not an action');
        const card = action.card as number;
        if (state.chosen[seat] !== null) return refuse(state, 'already chosen');
        if (!state.hands[seat].includes(card)) return refuse(state, 'not in hand');
        const s = structuredClone(state);
        s.chosen[seat] = card;
        s.hands[seat] = s.hands[seat].filter((c) => c !== card);
        const events: ToyEvent[] = [{ type: 'chose', seat }];
        if (s.chosen.every((c) => c !== null)) {
          const cards = s.chosen as number[];
          const winner = cards.indexOf(Math.max(...cards));
          let value: number;
          if (fault === 'math-random') value = Math.random();
          else [value, s.rng] = next(s.rng);
          const roll = 1 + Math.floor(value * 6);
          s.points[winner] += roll;
          s.lastRoll = roll;
          s.played.push(...cards);
          s.chosen = s.chosen.map(() => null);
          s.round += 1;
          s.protester = cards.indexOf(Math.min(...cards));
          events.push({ type: 'revealed', cards: [...cards], winner, roll });
        }
        return { ok: true, state: s, events, action: { seat, card } };
      },
      pending: (s) => pendingOf({ over: s.over, protester: s.protester, given: s.chosen.map((c) => c !== null), unready: s.unready }),
      // The faulty view shows the protester as one more seat to choose a card, not as a window.
      pendingInView: (v) => (fault === 'hidden-window' && v.protester !== null ? { required: [{ seat: v.protester }], optional: [] } : pendingOf(v)),
      legalActions: (s, seat): Choices<ToyAction> => ({
        actions: s.over ? []
          : s.unready?.some(Boolean) ? (s.unready[seat] ? [{ seat, ready: true }] : [])
          : s.protester !== null ? (seat === s.protester ? [{ seat, protest: true }, { seat, protest: false }] : [])
            : s.chosen[seat] !== null ? [] : s.hands[seat].map((card) => ({ seat, card })),
        samplers: [],
        optional: [],
      }),
      viewFor: view,
      // The leaky public view shows seat 0's hand to everyone.
      publicView: (s) => (fault === 'leaked-public-card' ? { ...view(s, -1), hand: [...s.hands[0]] } : view(s, -1)),
      // The leaky shared view (a host's, for the wire) shows seat 0's hand where the public view does not.
      ...(fault === 'leaky-shared-view' ? { sharedView: (s: ToyState, seat: Seat | null) => (seat === null ? { ...view(s, -1), hand: [...s.hands[0]] } : view(s, seat)) } : {}),
      determinize(v, random) {
        const known = new Set([...v.hand, ...(v.mine === null ? [] : [v.mine]), ...v.played]);
        const pool = shuffle(deck.filter((c) => !known.has(c)), random);
        const hands = v.handSizes.map((size, i) => (i === v.seat ? [...v.hand] : pool.splice(0, size)));
        const chosen = v.given.map((given, i) => (i === v.seat ? v.mine : given ? pool.pop()! : null));
        return {
          seed: 'determinized', rng: Math.floor(random() * 4294967296), round: v.round, hands, deck: pool.splice(0, v.deckSize),
          chosen, played: [...v.played], points: [...v.points], lastRoll: v.lastRoll, protester: v.protester, over: v.over,
          ...(v.target === undefined ? {} : { target: v.target }),
          ...(v.unready === undefined ? {} : { unready: [...v.unready] }),
        };
      },
      isOver: (s) => s.over,
      score(s): Standing {
        const best = Math.max(...s.points);
        const won = best >= (s.target ?? 0);
        return { players: s.points.map((p, seat) => ({ seat, keys: [p] })), winners: won ? s.points.flatMap((p, seat) => (p === best ? [seat] : [])) : [] };
      },
      describeEvent(e, names) {
        switch (e.type) {
          case 'dealt': return `${names[e.seat]} is dealt ${e.cards.join(', ')}.`;
          case 'chose': return `${names[e.seat]} chooses a card.`;
          case 'revealed': return `The cards are ${e.cards.join(', ')}: ${names[e.winner]} wins and rolls ${e.roll}.`;
          case 'protested': return e.protest ? `${names[e.seat]} protests.` : `${names[e.seat]} lets it stand.`;
          case 'ready': return `${names[e.seat]} is ready.`;
        }
      },
      visibleTo: (e, seat) => !('to' in e) || seat === 'all' || (seat !== 'public' && e.to.includes(seat)),
      actorOf: (action, names) => (action.seat >= 0 && action.seat < names.length ? action.seat : null),
    },
    // The faulty game settles a protest window by letting it stand, though the protester may protest.
    ...(fault === 'forced-choice' ? { forcedInView: (v: ToyView, seat: Seat): ToyAction | null => (v.protester === seat ? { seat, protest: false } : null) } : {}),
    wire: async () => toyWire(recordFormat, fault, seats),
    bots: async () => (search) => toyBots(module.rules, search),
    // The toy offers nothing optional: a bot is handed the seat's choices.
    botChoices: (s, seat, offer) => (offer ? { actions: [], samplers: [], optional: [] } : module.rules.legalActions(s, seat)),
  };
  return module;
}

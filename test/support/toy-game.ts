// A tiny game module for testing the contract harness (core/game.ts): 2 to 4 players hold 3 cards
// of 1–12 each; every round all of them choose a card at once, in secret (as Viva's orders, V9);
// the highest card wins a die roll of points, drawn from the generator kept in the state (V4).
// Each planted fault breaks one rule of the contract, so the harness's test can see that check fail.
import type { Choices, GameModule, GameStart, Standing } from '../../src/core/game.js';
import type { Random, Seat } from '../../src/core/types.js';
import { toyBots } from './toy-bots.js';

export type ToyFault = 'leaked-card' | 'leaked-public-card' | 'math-random' | 'mutating-refusal' | 'json-unsafe';

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
  over: boolean;
}

export interface ToyAction {
  seat: Seat;
  card: number;
}

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
  over: boolean;
  deckSize: number;
  neighbour?: number[];
}

export type ToyEvent =
  | { type: 'dealt'; seat: Seat; cards: number[]; to: Seat[] }
  | { type: 'chose'; seat: Seat }
  | { type: 'revealed'; cards: number[]; winner: Seat; roll: number };

const CARDS = Array.from({ length: 12 }, (_, i) => i + 1);
const HAND = 3;
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

export function toyGame(fault: ToyFault | null = null): GameModule<ToyState, ToyAction, ToyView, ToyEvent, Choices<ToyAction>> {
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
    over: s.over,
    deckSize: s.deck.length,
    ...(fault === 'leaked-card' && seat >= 0 ? { neighbour: [...s.hands[(seat + 1) % s.hands.length]] } : {}),
  });

  const module: GameModule<ToyState, ToyAction, ToyView, ToyEvent, Choices<ToyAction>> = {
    id: fault ? `toy-${fault}` : 'toy',
    title: 'High Card',
    recordFormat: fault ? `toy-${fault}/1` : 'toy/1',
    players: { min: 2, max: 4 },
    options: [],
    rules: {
      create(start: GameStart) {
        const n = start.players.length;
        if (n < 2 || n > 4) throw new Error('a toy game has 2 to 4 players');
        let rng = seedOf(start.seed);
        const random = () => {
          const [value, state] = next(rng);
          rng = state;
          return value;
        };
        const deck = shuffle(CARDS, random);
        const hands = start.players.map((_, i) => deck.slice(i * HAND, (i + 1) * HAND));
        const state: ToyState = {
          seed: start.seed, rng, round: 0, hands, deck: deck.slice(n * HAND), chosen: hands.map(() => null),
          played: [], points: hands.map(() => 0), lastRoll: fault === 'json-unsafe' ? (undefined as unknown as null) : null, over: false,
        };
        return { state, events: hands.map((cards, seat): ToyEvent => ({ type: 'dealt', seat, cards: [...cards], to: [seat] })) };
      },
      apply(state, raw) {
        const action = raw as Partial<ToyAction> | null;
        if (typeof action !== 'object' || action === null || !Number.isInteger(action.seat) || !Number.isInteger(action.card)) return refuse(state, 'not an action');
        const seat = action.seat!;
        const card = action.card!;
        if (state.over) return refuse(state, 'the game is over');
        if (seat < 0 || seat >= state.hands.length) return refuse(state, 'no such seat');
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
          s.over = s.round === ROUNDS;
          events.push({ type: 'revealed', cards: [...cards], winner, roll });
        }
        return { ok: true, state: s, events, action: { seat, card } };
      },
      pending: (s) => ({ required: s.over ? [] : s.chosen.flatMap((c, seat) => (c === null ? [{ seat }] : [])), optional: [] }),
      legalActions: (s, seat) => ({
        actions: s.over || s.chosen[seat] !== null ? [] : s.hands[seat].map((card) => ({ seat, card })),
        samplers: [],
        optional: [],
      }),
      viewFor: view,
      // The leaky public view shows seat 0's hand to everyone.
      publicView: (s) => (fault === 'leaked-public-card' ? { ...view(s, -1), hand: [...s.hands[0]] } : view(s, -1)),
      determinize(v, random) {
        const known = new Set([...v.hand, ...(v.mine === null ? [] : [v.mine]), ...v.played]);
        const pool = shuffle(CARDS.filter((c) => !known.has(c)), random);
        const hands = v.handSizes.map((size, i) => (i === v.seat ? [...v.hand] : pool.splice(0, size)));
        const chosen = v.given.map((given, i) => (i === v.seat ? v.mine : given ? pool.pop()! : null));
        return {
          seed: 'determinized', rng: Math.floor(random() * 4294967296), round: v.round, hands, deck: pool.splice(0, v.deckSize),
          chosen, played: [...v.played], points: [...v.points], lastRoll: v.lastRoll, over: v.over,
        };
      },
      isOver: (s) => s.over,
      score(s): Standing {
        const best = Math.max(...s.points);
        return { players: s.points.map((p, seat) => ({ seat, keys: [p] })), winners: s.points.flatMap((p, seat) => (p === best ? [seat] : [])) };
      },
      describeEvent(e, names) {
        switch (e.type) {
          case 'dealt': return `${names[e.seat]} is dealt ${e.cards.join(', ')}.`;
          case 'chose': return `${names[e.seat]} chooses a card.`;
          case 'revealed': return `The cards are ${e.cards.join(', ')}: ${names[e.winner]} wins and rolls ${e.roll}.`;
        }
      },
      visibleTo: (e, seat) => !('to' in e) || seat === 'all' || e.to.includes(seat),
    },
    bots: async () => (search) => toyBots(module.rules, search),
  };
  return module;
}

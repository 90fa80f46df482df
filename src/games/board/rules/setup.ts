// Setting up a game (rulings B1, B3, B4, B7, B71): 4–7 seats with their families, the Political deck
// shuffled (or pinned) and five cards each from seat 0, the 96 bills shuffled into the Foreign Aid
// deck (or pinned), the markers at their start, then the first election.
import type { GameStart, Step } from '../../../core/rules.js';
import { shuffleFrom } from '../../../core/generator.js';
import { BILL_COUNTS, DENOMINATIONS, FAMILIES, NUMBERS, POSITIONS, type Denomination, type Position } from '../content/box.js';
import { ALL_CARDS, byCardId, isCard } from '../content/cards.js';
import { BoardError, drawInto, fail, makeCtx, seedRng, shuffleCards, type Ctx } from './context.js';
import { settle } from './flow.js';
import { startAt, startProblem, type StartPosition } from './start.js';
import type { Action, BoardEvent, BoardState, PositionState } from './types.js';

/** What a board game starts from (B71): a record without its actions, with its optional pinned parts or a start position. */
export interface BoardStart extends GameStart {
  /** The initial Political deck, top first: each of the 64 cards once. */
  political?: readonly string[];
  /** The Foreign Aid deck, top first: 51 ones, 30 twos, 15 threes. */
  aid?: readonly Denomination[];
  /** Die results (1–6) used by every roll before the generator. */
  dice?: readonly number[];
  /** A position at phase 1 of a round (its shape checked by the record schema, wire.ts). */
  start?: StartPosition;
}

/** A game record of format junta-board/1 (B71): the setup, its optional pinned parts or start position, the actions. */
export interface BoardRecord {
  format: 'junta-board/1';
  comment?: string;
  seed: string;
  seedGenerated?: boolean;
  players: { name: string; bot?: string }[];
  options?: { map?: 'city-1'; catalogue?: 'board-1' };
  political?: string[];
  aid?: Denomination[];
  dice?: number[];
  start?: StartPosition;
  actions: Action[];
}

/** B71: the longest seed a record holds, and the longest queue of pinned dice. */
export const MAX_SEED = 500;
export const MAX_PINNED_DICE = 10_000;

export const MIN_SEATS = 4;
export const MAX_SEATS = 7;
export const MAP_ID = 'city-1';
export const CATALOGUE_ID = 'board-1';

/** B71: the bills in canonical order: 51 ones, then 30 twos, then 15 threes. */
export const canonicalBills = (): Denomination[] => DENOMINATIONS.flatMap((d, i) => Array.from({ length: BILL_COUNTS[i] }, () => d));

const shuffleBills = (ctx: Ctx): Denomination[] => shuffleFrom(canonicalBills(), ctx.random);

/** B71: a pinned Political deck holds each of the 64 cards once. */
function pinnedDeck(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every(isCard) || new Set(value).size !== ALL_CARDS.length || value.length !== ALL_CARDS.length) {
    fail('B71', 'a pinned Political deck lists each of the 64 cards once');
  }
  return [...value];
}

/** B71: a pinned Foreign Aid deck lists 96 denominations: 51 ones, 30 twos, 15 threes. */
function pinnedAid(value: unknown): Denomination[] {
  if (!Array.isArray(value) || !value.every((d) => DENOMINATIONS.includes(d as Denomination))) fail('B71', 'a pinned Foreign Aid deck lists bills of 1, 2 or 3 million');
  const counts = DENOMINATIONS.map((d) => value.filter((v) => v === d).length);
  if (counts.some((n, i) => n !== BILL_COUNTS[i])) fail('B71', 'a pinned Foreign Aid deck holds 51 ones, 30 twos and 15 threes');
  return [...(value as Denomination[])];
}

function pinnedDice(value: unknown): number[] {
  if (!Array.isArray(value) || value.length > MAX_PINNED_DICE || !value.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    fail('B71', `pinned dice are at most ${MAX_PINNED_DICE} results from 1 to 6`);
  }
  return [...value];
}

const freshPositions = (): Record<Position, PositionState> =>
  Object.fromEntries(POSITIONS.map((p) => [p, { holder: 'vacant', frozen: false } satisfies PositionState])) as Record<Position, PositionState>;

/** A state with every seat's place and nothing dealt (the builder of positions starts here too). */
export function emptyState(seed: string, names: readonly string[], options: Readonly<Record<string, unknown>> = {}): BoardState {
  return {
    game: 'board',
    options: { map: MAP_ID, catalogue: CATALOGUE_ID },
    seed,
    rng: seedRng(seed),
    dice: options.dice === undefined ? [] : pinnedDice(options.dice),
    players: names.map((name, seat) => ({
      name, family: FAMILIES[seat], status: 'active', hand: [], influence: [], pocket: [0, 0, 0], account: [0, 0, 0],
      location: null, embassy: null, resigned: false,
    })),
    round: 0,
    president: null,
    chair: 0,
    positions: freshPositions(),
    cousin: null,
    drawPile: [],
    discard: [],
    aid: [],
    out: [0, 0, 0],
    drawn: null,
    budget: null,
    situation: 'stable',
    bank: 'open',
    marker: 'activity',
    squadNamedBank: false,
    aidIncrease: false,
    stateVisit: false,
    policeInParliament: false,
    revealed: false,
    attempts: [],
    flow: [{ kind: 'round', phase: 0, step: 0 }],
    notes: names.map(() => []),
    history: { budgets: [], gifts: [] },
    outcome: null,
    resignation: false,
    coup: null,
    actionCount: 0,
    ended: null,
  };
}

function checkOptions(options: Readonly<Record<string, unknown>>): void {
  if (options.map !== undefined && options.map !== MAP_ID) fail('B71', `the map is ${MAP_ID}`);
  if (options.catalogue !== undefined && options.catalogue !== CATALOGUE_ID) fail('B71', `the catalogue is ${CATALOGUE_ID}`);
}

/**
 * Sets up a game; throws a BoardError on a bad setup (B1: 4–7 seats; B71: pinned parts, or a start
 * position, which pins no deck: it orders both).
 */
export function create(start: BoardStart): Step<BoardState, BoardEvent> {
  const names = start.players;
  if (names.length < MIN_SEATS || names.length > MAX_SEATS) throw new BoardError('B1', `the board game seats ${MIN_SEATS} to ${MAX_SEATS} players`);
  if (new Set(names).size !== names.length) throw new BoardError('B1', 'two players have the same name');
  const options = start.options ?? {};
  checkOptions(options);
  const s = emptyState(start.seed, names, start.dice === undefined ? {} : { dice: start.dice });
  const ctx = makeCtx(s);
  if (start.start !== undefined) {
    if (start.political !== undefined || start.aid !== undefined) fail('B71', 'a record with a start position pins no deck: the position orders both');
    const wrong = startProblem(start.start, names.length);
    if (wrong) fail('B71', `start${wrong.path.map((k) => `.${k}`).join('')}: ${wrong.message}`);
    ctx.emit({ type: 'setup', families: s.players.map((p) => p.family) });
    startAt(ctx, start.start);
  } else {
    s.drawPile = start.political === undefined ? shuffleCards(ctx, [...ALL_CARDS].sort(byCardId)) : pinnedDeck(start.political);
    s.aid = start.aid === undefined ? shuffleBills(ctx) : pinnedAid(start.aid);
    ctx.emit({ type: 'setup', families: s.players.map((p) => p.family) });
    for (let seat = 0; seat < names.length; seat++) drawInto(ctx, seat, NUMBERS.startingHand);
  }
  settle(ctx);
  return { state: s, events: ctx.events };
}

// The maker of the three golden coup records (rulings B41–B60, B64, B71, B76): each from a late
// round's start position (B71: 8 bills of Foreign Aid left, so the game ends in the next round) played
// with a plan — the Budget defeated so the republic is Unstable, the first player asked starts a coup
// (B41), then each style's wishes (where Rebels move, whom they attack, the sides, whom the President
// shoots) and otherwise the plainest or a seeded random legal answer. A seed is searched once per
// style (`findCoupSeed`) until its game holds the style's outcome; `coup-goldens.test.ts` remakes them.
import seedrandom from 'seedrandom';
import { randomChoice } from '../../../src/core/random-bot.js';
import { shuffled } from '../../../src/core/sampling.js';
import type { Random } from '../../../src/core/types.js';
import { ALL_CARDS, typeOf } from '../../../src/games/board/content/cards.js';
import { isEmbassy, POWER_CENTERS } from '../../../src/games/board/content/map.js';
import { apply } from '../../../src/games/board/rules/apply.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import { pending } from '../../../src/games/board/rules/index.js';
import { create, type BoardRecord } from '../../../src/games/board/rules/setup.js';
import { positionOf } from '../../../src/games/board/rules/start.js';
import type { Action, BoardEvent, BoardState, Seat } from '../../../src/games/board/rules/types.js';
import { FIVE, game } from './builder.js';
import { plainAnswer } from './golden-maker.js';

/** The three coups: a Junta win with an execution; the President holds and shoots the First Rebel; a flight into an Embassy and a frozen unit destroyed on retreat. */
export type CoupStyle = 'junta' | 'president' | 'flight';
const MAX_ACTIONS = 3000;

const top = (s: BoardState) => s.flow[s.flow.length - 1];
const nameOf = (s: BoardState, seat: Seat) => s.players[seat].name;
const pick = <T>(items: readonly T[], random: Random): T | undefined => items[Math.floor(random() * items.length)];
const isPowerCenter = (area: string) => POWER_CENTERS.includes(area);

/** A late round's start position (B71): five seats, Ana President, random hands and money from `seed`; 8 bills of Foreign Aid left. */
function startPosition(seed: string) {
  const random = seedrandom(`${seed}-position`);
  const cards = shuffled(ALL_CARDS, random);
  const influence = cards.filter((c) => typeOf(c) === 'influence');
  const others = cards.filter((c) => typeOf(c) !== 'influence');
  const int = (n: number) => Math.floor(random() * n);
  return positionOf(game({
    seats: FIVE, president: 'Ana', round: 8, aidSize: 8, seed,
    hands: Object.fromEntries(FIVE.map((name) => [name, others.splice(0, 3 + int(5))])),
    influence: Object.fromEntries(FIVE.map((name) => [name, influence.splice(0, int(3))])),
    pockets: Object.fromEntries(FIVE.map((name) => [name, [int(4), int(3), int(2)]])),
    accounts: Object.fromEntries(FIVE.map((name) => [name, [int(4), int(3), int(2)]])),
  }));
}

/** The style's wish in a coup's decision, or undefined where the plainest answer will do. */
function coupWish(s: BoardState, seat: Seat, actions: readonly Action[], random: Random, style: CoupStyle): Action | undefined {
  const samplers = choicesOf(s, seat).samplers;
  const f = top(s);
  const coup = s.coup!;
  const president = seat === s.president;
  const firstRebel = seat === coup.firstRebel;
  // The flight's fugitive: the first player after the First Rebel who is not the President.
  const fugitive = [1, 2, 3, 4].map((k) => (coup.firstRebel + k) % s.players.length).find((x) => x !== s.president);
  const of = (type: Action['type']) => actions.filter((a) => a.type === type);
  const done = actions.find((a) => a.type === 'done');
  switch (f.kind) {
    case 'movement': {
      const moves = of('move') as Extract<Action, { type: 'move' }>[];
      if (style === 'flight' && seat === fugitive) {
        const flee = actions.find((a) => a.type === 'flee');
        if (flee) return flee;
        return pick(moves.filter((m) => isEmbassy(m.to)), random) ?? pick(moves, random) ?? done;
      }
      const attacking = style === 'junta' ? !president : style === 'president' ? president || firstRebel : !president;
      if (!attacking) return done;
      // B50: now and then a unit bribe, its dice in unit-id order.
      if (random() < 0.5) {
        const isBribe = (a: Action | null | undefined) => a?.type === 'play' && typeOf(a.card) === 'bribe';
        const bribe = actions.find(isBribe) ?? samplers.map((sample) => sample(random)).find(isBribe);
        if (bribe) return bribe;
      }
      const toCenters = moves.filter((m) => isPowerCenter(m.to));
      if (toCenters.length > 0 && random() < 0.9) return pick(toCenters, random);
      if (moves.length > 0 && random() < 0.6) return pick(moves, random);
      return done;
    }
    case 'attacks': {
      const attacks = of('attack') as Extract<Action, { type: 'attack' }>[];
      const frozen = attacks.filter((a) => a.target === 'frozen');
      if (style === 'flight' && frozen.length > 0) return pick(frozen, random);
      return attacks.length > 0 && random() < 0.8 ? pick(attacks, random) : done;
    }
    // B54: the Gunboat and the Airstrikes are used wherever they may be.
    case 'shelling': return pick(of('shell'), random);
    case 'sides': {
      const side = style === 'junta' || coup.rebels.includes(seat) ? 'junta' : 'president';
      return actions.find((a) => a.type === 'side' && a.side === side);
    }
    case 'execution': {
      const shots = of('execute') as Extract<Action, { type: 'execute' }>[];
      if (style === 'president') return shots.find((a) => a.target === nameOf(s, coup.firstRebel)) ?? shots.find((a) => a.target === null);
      return pick(shots.filter((a) => a.target !== null), random) ?? shots[0];
    }
    default: return undefined;
  }
}

/** The plan's wish at this decision, or undefined where the plainest answer will do. */
function wish(s: BoardState, seat: Seat, actions: readonly Action[], random: Random, style: CoupStyle): Action | undefined {
  const f = top(s);
  if (s.coup !== null && !s.coup.over) {
    const coupish = coupWish(s, seat, actions, random, style);
    if (coupish) return coupish;
  }
  switch (f.kind) {
    case 'vote': {
      const q = f.question;
      const option = q.kind === 'budget' ? 'against' : q.kind === 'competence' ? 'against' : undefined;
      if (option) return actions.find((a) => a.type === 'cast' && a.option === option);
      const first = actions.find((a) => a.type === 'cast');
      return first;
    }
    case 'force': return actions.find((a) => a.type === 'force' && !a.force);
    case 'locations': return pick(actions.filter((a) => a.type === 'location' && a.location !== 'exile'), random);
    case 'coup-question': return actions.find((a) => a.type === 'start') ?? actions.find((a) => a.type === 'pass');
    case 'exiles': return actions.find((a) => a.type === 'return');
    default: return undefined;
  }
}

/** The plainest answer: ready, done, pass or stay where legal, a cabinet or Budget of the President's, else a seeded random legal choice. */
function plain(s: BoardState, seat: Seat, random: Random): Action | null {
  const choices = choicesOf(s, seat);
  const f = top(s);
  return plainAnswer(choices, f, random, () => randomChoice({ ...choices, samplers: [] }, random, 0) ?? randomChoice(choices, random, 0));
}

export interface CoupGolden { record: BoardRecord; events: BoardEvent[][]; state: BoardState }

/** Plays the planned game of `style` from `seed`: its record, the events of each action and the final state. */
export function makeCoupGolden(style: CoupStyle, seed: string): CoupGolden {
  const random = seedrandom(seed);
  const start = { seed, players: FIVE, start: startPosition(seed) };
  let state = create(start).state;
  const actions: Action[] = [];
  const events: BoardEvent[][] = [];
  while (state.ended === null && actions.length < MAX_ACTIONS) {
    const seat = pending(state).required[0].seat;
    const listed = choicesOf(state, seat).actions;
    const action = wish(state, seat, listed, random, style) ?? plain(state, seat, random);
    if (action === null) throw new Error(`${nameOf(state, seat)} has no legal answer`);
    const result = apply(state, action);
    if (!result.ok) throw new Error(`the plan's ${action.type} was refused: ${result.error.code} ${result.error.message}`);
    actions.push(result.action);
    events.push(result.events);
    state = result.state;
  }
  const record: BoardRecord = { format: 'junta-board/1', seed, players: FIVE.map((name) => ({ name })), start: start.start, actions };
  return { record, events, state };
}

/** What a coup record's events hold: the coup's winner, whom the President shot, and the style's marks. */
export function coupOutcome(steps: readonly BoardEvent[][]) {
  const all = steps.flat().filter((e) => e.audience === undefined);
  const firstRebel = all.find((e) => e.type === 'coup' && e.started);
  const control = all.find((e) => e.type === 'control');
  const executed = all.find((e) => e.type === 'executed');
  return {
    coups: all.filter((e) => e.type === 'coup' && e.started).length,
    firstRebel: firstRebel?.type === 'coup' ? firstRebel.seat : null,
    winner: control?.type === 'control' ? control.winner : null,
    executed: executed?.type === 'executed' ? executed.target : null,
    fled: all.flatMap((e) => (e.type === 'fled' ? [e.seat] : [])),
    frozenDestroyedOnRetreat: all.filter((e) => e.type === 'destroyed' && e.why === 'neutral').length,
    bribes: all.filter((e) => e.type === 'bribed').length,
    shellings: all.filter((e) => e.type === 'shelled' && e.target !== null).length,
    ended: all.some((e) => e.type === 'end'),
  };
}

/** Whether a game's outcome is its style's. */
export function holdsStyle(style: CoupStyle, o: ReturnType<typeof coupOutcome>): boolean {
  // Each coup holds a bribe and a shelling too, so its narration shows their dice (B50, B54).
  if (o.coups !== 1 || !o.ended || o.bribes === 0 || o.shellings === 0) return false;
  if (style === 'junta') return o.winner === 'junta' && o.executed !== null;
  if (style === 'president') return o.winner === 'president' && o.executed !== null && o.executed === o.firstRebel;
  return o.fled.length > 0 && o.frozenDestroyedOnRetreat > 0;
}

/** Tries seeds until one's planned game holds the style's outcome: for remaking a record by hand. */
export function findCoupSeed(style: CoupStyle, from = 0, tries = 200): string | null {
  for (let i = from; i < from + tries; i++) {
    const seed = `junta-coup-${style}-${i}`;
    try {
      if (holdsStyle(style, coupOutcome(makeCoupGolden(style, seed).events))) return seed;
    } catch { /* a seed whose plan gets stuck is skipped */ }
  }
  return null;
}

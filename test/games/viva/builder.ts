// A small builder for Viva scenarios read like the rulebook (rulings V1–V31): a game with named
// players, pinned dice, hands, buildings and Militias; actions by player name; every action checked
// for conservation (viva-cards.md) and every refusal for leaving the state as it was.
import { ALL_CARDS, byCardId, designOf, diceOfColour } from '../../../src/games/viva/content/cards.js';
import { conservationProblems } from '../../../src/games/viva/rules/conservation.js';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaEvent, VivaState } from '../../../src/games/viva/rules/types.js';

export interface Scenario {
  players: string[];
  /** The first Presidente (default: the first player). */
  presidente?: string;
  variant?: 'basic' | 'expert';
  /** The pinned queue of die results (V4). */
  dice?: number[];
  /** Exact hands after round 1's draw, by design id ("gunboat") or instance ("aid3#2"). */
  hands?: Record<string, string[]>;
  /** Building Tiles each player owns. */
  buildings?: Record<string, number>;
  /** Dice each player owns (1–4). */
  militia?: Record<string, number>;
  /** Designs or instances put on top of the deck, top first. */
  deck?: string[];
  seed?: string;
}

type Move = Action extends infer A ? (A extends { seat: string } ? Omit<A, 'seat'> : never) : never;

/** Finds a free instance of a design (or the instance itself) among `pool`. */
function instance(pool: string[], wanted: string): string {
  const found = wanted.includes('#') ? pool.find((c) => c === wanted) : [...pool].sort(byCardId).find((c) => designOf(c) === wanted);
  if (!found) throw new Error(`no free ${wanted} left for the scenario`);
  pool.splice(pool.indexOf(found), 1);
  return found;
}

/** A game set up for a scenario; the event log starts afresh. */
export function game(sc: Scenario): VivaState {
  clearLog();
  const { state } = viva.rules.create({
    seed: sc.seed ?? 'scenario', players: sc.players,
    options: { variant: sc.variant ?? 'basic', firstPresidente: sc.presidente ?? sc.players[0] },
  });
  const s = structuredClone(state);
  const seatOf = (name: string) => s.players.findIndex((p) => p.name === name);
  if (sc.hands || sc.deck) {
    const named = new Set(Object.keys(sc.hands ?? {}));
    const pool = [...ALL_CARDS];
    const hands = Object.fromEntries(Object.entries(sc.hands ?? {}).map(([name, cards]) => [name, cards.map((c) => instance(pool, c))]));
    const top = (sc.deck ?? []).map((c) => instance(pool, c));
    const others = s.players.filter((p) => !named.has(p.name)).map((p) => p.hand.length);
    s.players.forEach((p) => { if (!named.has(p.name)) p.hand = []; });
    const rest = pool.filter((c) => !s.discard.includes(c));
    s.players.forEach((p) => { if (named.has(p.name)) p.hand = hands[p.name]; else p.hand = rest.splice(0, others.shift()!); });
    s.deck = [...top, ...rest];
  }
  for (const [name, n] of Object.entries(sc.buildings ?? {})) s.players[seatOf(name)].tiles = s.tiles.splice(0, n);
  for (const [name, n] of Object.entries(sc.militia ?? {})) {
    const seat = seatOf(name);
    const dice = diceOfColour(seat);
    s.players[seat].dice = dice.slice(0, n);
    s.supplies = s.supplies.filter((d) => !dice.includes(d)).concat(dice.slice(n));
  }
  s.queue = [...(sc.dice ?? [])];
  check(s);
  return s;
}

function check(s: VivaState): void {
  const problems = conservationProblems(s);
  if (problems.length > 0) throw new Error(`conservation broken: ${problems.join('; ')}`);
}

export const seat = (s: VivaState, name: string): number => s.players.findIndex((p) => p.name === name);
export const player = (s: VivaState, name: string) => s.players[seat(s, name)];

/** The lowest-numbered instance of a design in a player's hand (or the instance named). */
export function cardOf(s: VivaState, name: string, design: string): string {
  if (design.includes('#')) return design;
  const found = [...player(s, name).hand].sort(byCardId).find((c) => designOf(c) === design);
  if (!found) throw new Error(`${name} holds no ${design}`);
  return found;
}

let lastEvents: VivaEvent[] = [];
let log: VivaEvent[] = [];
/** The events of the last `act`. */
export const events = (): VivaEvent[] => lastEvents;
/** Every event since the log was last cleared (public and private). */
export const logged = (): VivaEvent[] => log;
export const clearLog = (): void => { log = []; };

export function act(s: VivaState, name: string, move: Move): VivaState {
  const result = viva.rules.apply(s, { ...move, seat: name });
  if (!result.ok) throw new Error(`${name} ${JSON.stringify(move)} refused: ${result.error.message}`);
  check(result.state);
  lastEvents = result.events;
  log.push(...result.events);
  return result.state;
}

/** The refusal of an action (its ruling code and message); fails if accepted or if the state changed. */
export function refused(s: VivaState, name: string, move: unknown): { code: string; message: string } {
  const before = JSON.stringify(s);
  const result = viva.rules.apply(s, { ...(move as object), seat: name });
  if (JSON.stringify(s) !== before) throw new Error('a refusal changed the state');
  if (result.ok) throw new Error(`${name} ${JSON.stringify(move)} was accepted`);
  return result.error;
}

export const whoMustAct = (s: VivaState): string[] => viva.rules.pending(s).required.map((d) => s.players[d.seat].name);

/** The Presidente's Promises by design ids: { Bo: ['aid1'], Cy: ['gunboat', 'aid2'] }. */
export function promise(s: VivaState, given: Record<string, (string | { die: string; face: number })[]>): VivaState {
  const pres = s.players[s.presidente];
  const pool = [...pres.hand];
  const promises = Object.entries(given).map(([to, items]) => ({
    to,
    cards: items.filter((i): i is string => typeof i === 'string').map((c) => instance(pool, c)),
    dice: items.filter((i): i is { die: string; face: number } => typeof i !== 'string'),
  }));
  return act(s, pres.name, { type: 'promise', promises });
}

/** One card for each Golpista (the first of the Presidente's hand in turn). */
export function promiseAny(s: VivaState): VivaState {
  const golpistas = s.players.filter((_, i) => i !== s.presidente).map((p) => p.name);
  const hand = s.players[s.presidente].hand;
  return promise(s, Object.fromEntries(golpistas.map((g, i) => [g, [hand[i]]])));
}

/** Every Burglars window passed. */
export function passBurglars(s: VivaState): VivaState {
  while (s.phase === 'burglars') s = act(s, whoMustAct(s)[0], { type: 'pass' });
  return s;
}

/** Orders as numbers for each Golpista's dice in id order: { Bo: [1, 6] }. */
export function order(s: VivaState, given: Record<string, number[]>): VivaState {
  for (const [name, numbers] of Object.entries(given)) {
    const dice = player(s, name).dice;
    s = act(s, name, { type: 'orders', orders: Object.fromEntries(dice.map((d, i) => [d, numbers[i]])) });
  }
  return s;
}

/** Promises (one card each by default), Burglars passed and the orders given: the reveal and the combat start. */
export function toCombat(s: VivaState, orders: Record<string, number[]>, promises?: Record<string, string[]>): VivaState {
  return order(passBurglars(promises ? promise(s, promises) : promiseAny(s)), orders);
}

/** Passes every window while `until` is false (or while a window is open). */
export function passWhile(s: VivaState, more: (s: VivaState) => boolean = () => true): VivaState {
  for (;;) {
    const required = viva.rules.pending(s).required;
    if (required.length !== 1 || !required[0].window || !more(s)) return s;
    s = act(s, s.players[required[0].seat].name, { type: 'pass' });
  }
}

/** The four seats of the battle scenarios: Ana red 1 (the Presidente), Bo blue 2, Cy yellow 3, Di black 4. */
export const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];
/** The Presidente's hand in the battle scenarios: three Foreign Aid and the three cards never played (V28). */
export const ANA_HAND = ['aid1', 'aid2', 'aid3', 'students-petition', 'yacht', 'supercar'];
/** The number that defends the Presidente (V1, V9). */
export const PRES = 6;

/** Ana is Presidente; the Promises made (Bo aid1, Cy aid2, Di aid3), Burglars passed, the log cleared; then these orders. */
export function battle(orders: Record<string, number[]>, extra: Partial<Scenario> = {}): VivaState {
  let s = game({ players: FOUR, ...extra, hands: { Ana: ANA_HAND, ...extra.hands } });
  s = passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid2'], Di: ['aid3'] }));
  clearLog();
  return order(s, orders);
}

/** A game of random legal choices from `start`, played to its end: the actions of its record. */
export function randomActions(start: Parameters<typeof viva.rules.create>[0], random: () => number): Action[] {
  let { state } = viva.rules.create(start);
  const actions: Action[] = [];
  while (!viva.rules.isOver(state)) {
    const step = randomStep(state, random);
    state = step.state;
    actions.push(step.action);
  }
  return actions;
}

/** One random legal action of a seat that must act (a listed one, or one drawn from a sampler), applied; a refusal throws. */
export function randomStep(s: VivaState, random: () => number): { action: Action; state: VivaState } {
  const pending = viva.rules.pending(s).required;
  const choices = viva.rules.legalActions(s, pending[Math.floor(random() * pending.length)].seat);
  const i = Math.floor(random() * (choices.actions.length + choices.samplers.length));
  const action = i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](random);
  const result = viva.rules.apply(s, action);
  if (!result.ok) throw new Error(result.error.message);
  return { action: result.action, state: result.state };
}

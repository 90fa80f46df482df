// Helpers for the R15–R25 tests (test/rulings-coup-*.test.ts): short pinned games, voting turns
// played by whoever's turn it is, coup commitments in the coup's order, and event look-ups.
import {
  checkConservation, pending, type Action, type ActionOf, type GameEvent, type State,
} from '../../src/engine/index.js';
import { actWithEvents, scenario, type Acted, type ScenarioSetup } from './game.js';

export const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];
export const THREE = ['Ana', 'Bo', 'Cy'];

/** Four players draw m3#1, m3#2, m2#1, m1#5, m1#6: 10 million (m1#1…m1#4 are on the Middlemen). */
export const MONEY4 = ['m3', 'm3', 'm2', 'm1', 'm1'];
/** Three players draw m3#1, m2#1, m2#2, m1#4: 8 million (m1#1…m1#3 are on the Middlemen). */
export const MONEY3 = ['m3', 'm2', 'm2', 'm1'];

/** A game at its first budget, with the Money deck pinned to MONEY4 or MONEY3. */
export function game(setup: Omit<ScenarioSetup, 'players'> & { players?: string[] }): State {
  const players = setup.players ?? FOUR;
  return scenario({ money: players.length === 3 ? MONEY3 : MONEY4, ...setup, players });
}

export const nameAt = (s: State, seat: number): string => s.players[seat].name;
export const seat = (s: State, name: string): number => s.players.findIndex((p) => p.name === name);
export const player = (s: State, name: string) => s.players[seat(s, name)];

/**
 * The first budget, every stack announced at its true value. Going clockwise from the President:
 * 4 players: [m2#1] (2), [m3#1] (3), [m3#2] (3), [m1#5, m1#6] (2);
 * 3 players: [m1#4] (1), [m3#1] (3), [m2#1, m2#2] (4).
 */
export function proposeDefault(s: State): State {
  const n = s.players.length;
  const split = n === 3 ? [['m1#4'], ['m3#1'], ['m2#1', 'm2#2']] : [['m2#1'], ['m3#1'], ['m3#2'], ['m1#5', 'm1#6']];
  const value = (m: string) => Number(m[1]);
  const president = nameAt(s, s.president);
  const stacks = split.map((money, i) => ({
    to: nameAt(s, (s.president + i) % n), money, announced: money.reduce((sum, m) => sum + value(m), 0),
  }));
  return actWithEvents(s, { type: 'propose-budget', seat: president, stacks }).state;
}

export type Move = 'draw' | Omit<ActionOf<'play-card'>, 'type' | 'seat'>;

/** Whose decision it is now (the one required decision). */
export function current(s: State): string {
  const [d] = pending(s).required;
  return nameAt(s, d.seat);
}

/** Plays the next voting turns: each move is made by whoever's turn it is. */
export function turns(s: State, ...moves: Move[]): Acted {
  const events: GameEvent[] = [];
  for (const move of moves) {
    const who = current(s);
    const action: Action = move === 'draw' ? { type: 'draw-card', seat: who } : { type: 'play-card', seat: who, ...move };
    const out = actWithEvents(s, action);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** Every remaining turn is a draw, until the voting has ended; the events are kept. */
export function drawOut(s: State): Acted {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 100 && s.phase === 'voting'; guard++) {
    const [d] = pending(s).required;
    const who = nameAt(s, d.seat);
    let action: Action;
    if (d.decision === 'play-or-draw') action = { type: 'draw-card', seat: who };
    else if (d.decision === 'finish-turn') action = { type: 'end-turn', seat: who };
    else throw new Error(`drawOut cannot answer ${d.decision}`);
    const out = actWithEvents(s, action);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** The President's redistribution, when the coup has one (R18), moving nothing. */
export function redistributeNothing(s: State): State {
  if (s.coup?.step !== 'redistribute') return s;
  return actWithEvents(s, { type: 'redistribute', seat: nameAt(s, s.president), stacks: [] }).state;
}

/** Everyone commits in the coup's order (R20): the cards named for them, or nothing. */
export function commitAll(s: State, cards: Record<string, string[]>): Acted {
  const events: GameEvent[] = [];
  while (s.phase === 'coup' && s.coup?.step === 'commit') {
    const who = current(s);
    const out = actWithEvents(s, { type: 'commit-coup', seat: who, cards: cards[who] ?? [] });
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** Like `actWithEvents`, for a list, checking that every card is where it should be after each action. */
export function steps(s: State, actions: Action[]): Acted {
  const events: GameEvent[] = [];
  for (const action of actions) {
    const out = actWithEvents(s, action);
    const problems = checkConservation(out.state);
    if (problems.length > 0) throw new Error(`after ${JSON.stringify(action)}: ${problems.join('; ')}`);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export function eventOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }> {
  const found = eventsOf(events, type);
  if (found.length !== 1) throw new Error(`expected one ${type} event, got ${found.length}`);
  return found[0];
}

/** Money by value, sorted, for comparing piles without caring about instance order. */
export const sorted = (cards: readonly string[]): string[] => [...cards].sort();

// Test helpers: games from pinned decks (R2), acting with assertions, and a test-only state patcher.
import seedrandom from 'seedrandom';
import {
  apply, createGame, pending, type Action, type ApplyError, type GameEvent, type State,
} from '../../src/engine/index.js';
import { ALL_POLITICAL, ALL_MONEY, designId, byCardId } from '../../src/engine/catalogue.js';

export interface ScenarioSetup {
  players: string[];
  /** Who is President from the start (default: the first player). */
  president?: string | 'vote' | 'random';
  /** Political cards each player is dealt (bare ids or instances, up to 4); the rest is filled in. */
  hands?: Record<string, string[]>;
  /** The Political draw pile's top cards, in order. */
  drawPile?: string[];
  /** The Money deck's top cards, in order (excluding the Middlemen's m1#1…m1#N). */
  money?: string[];
  seed?: string;
}

function takeInstance(left: string[], wanted: string): string {
  const found = wanted.includes('#')
    ? left.find((c) => c === wanted)
    : left.filter((c) => designId(c) === wanted).sort(byCardId)[0];
  if (!found) throw new Error(`scenario asks for ${wanted}, which is not left`);
  left.splice(left.indexOf(found), 1);
  return found;
}

/** A game whose decks are pinned so each hand, the draw pile and the Money deck begin as written. */
export function scenario(setup: ScenarioSetup): State {
  const left = [...ALL_POLITICAL].sort(byCardId);
  const fillers = () => left.find((c) => ['militia', 'army-officers', 'labor-unions', 'peasants', 'dock-workers'].includes(designId(c)))!;
  const hands = setup.players.map((name) => (setup.hands?.[name] ?? []).map((c) => takeInstance(left, c)));
  const pile = (setup.drawPile ?? []).map((c) => takeInstance(left, c));
  for (const hand of hands) {
    while (hand.length < 4) {
      const filler = fillers() ?? left[0];
      left.splice(left.indexOf(filler), 1);
      hand.push(filler);
    }
  }
  const n = setup.players.length;
  const moneyLeft = ALL_MONEY.filter((m) => !setup.players.some((_, i) => m === `m1#${i + 1}`)).sort(byCardId);
  const money = (setup.money ?? []).map((m) => takeInstance(moneyLeft, m));
  return createGame({
    seed: setup.seed ?? 'scenario',
    players: setup.players,
    options: { firstPresident: setup.president ?? setup.players[0] },
    decks: { political: [...hands.flat(), ...pile, ...left], money: [...money, ...moneyLeft.slice(0, 43 - n - money.length)] },
  });
}

export interface Acted {
  state: State;
  events: GameEvent[];
}

/** Applies an action that must be legal. */
export function act(state: State, action: Action): State {
  return actWithEvents(state, action).state;
}

export function actWithEvents(state: State, action: Action): Acted {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.error.code}: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

export function actAll(state: State, actions: Action[]): Acted {
  const events: GameEvent[] = [];
  for (const action of actions) {
    const out = actWithEvents(state, action);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** Applies an action that must be refused; checks the state is returned untouched. */
export function rejected(state: State, action: unknown): ApplyError {
  const before = JSON.stringify(state);
  const result = apply(state, action);
  if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return result.error;
}

/** Test-only: change a state directly, to reach a situation quickly. */
export function patch(state: State, change: (draft: State) => void): State {
  const copy = structuredClone(state);
  change(copy);
  return copy;
}

export function seatOf(state: State, name: string): number {
  return state.players.findIndex((p) => p.name === name);
}

export function whoMustAct(state: State): string[] {
  return pending(state).required.map((d) => `${state.players[d.seat].name}:${d.decision}`);
}

export function rng(seed: string): () => number {
  return seedrandom(seed);
}

/** Everyone draws on their turns (and ends them) until the voting is over. */
export function drawOutVoting(state: State): State {
  for (let guard = 0; guard < 100 && state.phase === 'voting'; guard++) {
    const [d] = pending(state).required;
    const seat = state.players[d.seat].name;
    if (d.decision === 'play-or-draw') state = act(state, { type: 'draw-card', seat });
    else if (d.decision === 'finish-turn') state = act(state, { type: 'end-turn', seat });
    else break;
  }
  return state;
}

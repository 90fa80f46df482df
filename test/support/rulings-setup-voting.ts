// Small helpers shared by the ruling tests for setup, budget, voting and refill (R1–R14, R26–R28).
import { pending, type EventBody, type EventType, type GameEvent, type State } from '../../src/engine/index.js';
import { act, actWithEvents, patch } from './game.js';

export const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];
export const THREE = ['Ana', 'Bo', 'Cy'];

/** The President proposes the given stacks (unnamed players get an empty stack announced 0). */
export function propose(state: State, stacks: Record<string, { money: string[]; announced: number }>): State {
  return act(state, {
    type: 'propose-budget',
    seat: state.players[state.president].name,
    stacks: Object.entries(stacks).map(([to, st]) => ({ to, money: st.money, announced: st.announced })),
  });
}

/** The simplest budget: every drawn card into the President's own stack, announced 0. */
export function proposeAllToPresident(state: State): State {
  const name = state.players[state.president].name;
  return propose(state, { [name]: { money: [...state.budget!.drawn], announced: 0 } });
}

/** The name of the player whose phase-3 turn it is. */
export function turnOf(state: State): string {
  return state.players[state.voting!.order[state.voting!.index]].name;
}

/** The decision the one required seat must make now, as "Name:decision". */
export function next(state: State): string {
  const [d] = pending(state).required;
  return `${state.players[d.seat].name}:${d.decision}`;
}

export function eventsOf<T extends EventType>(events: GameEvent[], type: T): (Extract<EventBody, { type: T }> & { to?: number[] })[] {
  return events.filter((e) => e.type === type) as (Extract<EventBody, { type: T }> & { to?: number[] })[];
}

/** The player whose turn it is draws (and, when a Building keeps the turn open, ends it). */
export function drawTurn(state: State): State {
  const name = turnOf(state);
  state = act(state, { type: 'draw-card', seat: name });
  if (state.phase === 'voting' && !state.voting!.closing && turnOf(state) === name && state.voting!.acted) {
    state = act(state, { type: 'end-turn', seat: name });
  }
  return state;
}

/** Like drawOutVoting, but keeps the events. */
export function drawOutWithEvents(state: State): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 100 && state.phase === 'voting'; guard++) {
    const [d] = pending(state).required;
    const seat = state.players[d.seat].name;
    let result;
    if (d.decision === 'play-or-draw') result = actWithEvents(state, { type: 'draw-card', seat });
    else if (d.decision === 'finish-turn') result = actWithEvents(state, { type: 'end-turn', seat });
    else break;
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Test-only: moves Money cards out of the Money deck onto the top of a player's Middleman. */
export function giveTop(state: State, name: string, cards: string[]): State {
  return patch(state, (d) => {
    d.moneyDeck = d.moneyDeck.filter((m) => !cards.includes(m));
    d.players.find((p) => p.name === name)!.top.push(...cards);
  });
}

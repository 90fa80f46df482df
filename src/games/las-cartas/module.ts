// Junta: Las Cartas as a game module: the engine's public API behind the GameModule interface
// (rulings R1–R28). Pending decisions name their seats (R11's bribe is the optional one), the
// standing's keys are money then cards (R27), the public view is any seat's view with nothing
// private in it (R5).
import type { Choices, GameModule, PendingSeats } from '../../core/game.js';
import {
  apply, createGameWithEvents, describeEvent, determinize, legalActions, pending, publicView, score, viewFor, visibleTo,
  type Action, type GameEvent, type GameSetup, type PlayerView, type Seat, type State,
} from '../../engine/index.js';
import { lasCartasInfo } from './info.js';

const unique = (seats: Seat[]): Seat[] => [...new Set(seats)];

function pendingSeats(state: State): PendingSeats {
  const p = pending(state);
  return { required: unique(p.required.map((d) => d.seat)), optional: unique(p.optional.map((d) => d.seat)) };
}

function choices(state: State, seat: Seat): Choices<Action> {
  const legal = legalActions(state, seat);
  const { bribe, ...required } = legal.samplers;
  return { actions: legal.actions, samplers: Object.values(required), optional: bribe ? [bribe] : [] };
}

export const lasCartas: GameModule<State, Action, PlayerView, GameEvent> = {
  ...lasCartasInfo,
  rules: {
    // The engine checks every field (names, seed, options, a record's pinned decks, which pass along).
    create: (start) => createGameWithEvents({ ...start, players: [...start.players] } as GameSetup),
    apply,
    pending: pendingSeats,
    legalActions: choices,
    viewFor,
    publicView: (state) => publicView(viewFor(state, 0)),
    determinize,
    isOver: (state) => state.phase === 'ended',
    score: (state) => {
      const standing = score(state);
      return { players: standing.players.map((p) => ({ seat: p.seat, keys: [p.money, p.cards] })), winners: standing.winners };
    },
    describeEvent,
    visibleTo,
  },
};

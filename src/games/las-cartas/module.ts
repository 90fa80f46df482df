// Junta: Las Cartas as a game module: the engine's public API behind the GameModule interface
// (rulings R1–R28). Pending decisions name their seats: the Bodyguard reaction is a private
// play-or-pass window (R15), R11's bribe the optional offer, held for just before a voting turn;
// the standing's keys are money then cards (R27), the public view is any seat's view with nothing
// private in it (R5). Its bots (random, heuristic, ISMCTS) load on first use.
import type { Choices, Decision, GameModule, Offer, PendingSeats } from '../../core/game.js';
import {
  apply, createGameWithEvents, describeEvent, determinize, legalActions, pending, publicView, score, viewFor, visibleTo,
  type Action, type GameEvent, type GameSetup, type LegalActions, type PlayerView, type Seat, type State,
} from '../../engine/index.js';
import { choicesOf } from './choices.js';
import { lasCartasInfo } from './info.js';

function decision(state: State, seat: Seat, react: boolean): Decision<Action> {
  if (!react) return { seat };
  // R15: the target is always asked, whether or not they hold a Bodyguard; passing keeps the card.
  const pass: Action = { type: 'react', seat: state.players[seat].name, bodyguard: null };
  return { seat, window: { label: 'a Bodyguard', pass, private: true } };
}

/** R11: the bribe is held for just before a voting turn that is not the President's own (once per turn; a pass covers the round). */
function bribeOffer(state: State, seat: Seat, next: Seat | undefined): Offer {
  const before = state.phase === 'voting' && !state.voting.begun && next !== undefined && next !== seat;
  const hold = before ? { moment: `${state.round}:${state.voting.index}`, span: `${state.round}` } : null;
  return { seat, label: 'bribe', key: 'b', hold };
}

function pendingSeats(state: State): PendingSeats<Action> {
  const p = pending(state);
  const required = p.required.map((d) => decision(state, d.seat, d.decision === 'react'));
  const next = required[0]?.seat;
  return { required, optional: p.optional.map((o) => bribeOffer(state, o.seat, next)) };
}

const choices = (state: State, seat: Seat): Choices<Action> => choicesOf(legalActions(state, seat));

export const lasCartas: GameModule<State, Action, PlayerView, GameEvent, LegalActions> = {
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
  bots: async () => (await import('./bots.js')).lasCartasBots,
};

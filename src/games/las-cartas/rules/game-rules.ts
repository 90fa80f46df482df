// Las Cartas' rules behind the core's interface (GameRules; rulings R1–R28): set-up, the reducer,
// the pending decisions naming their seats – the Bodyguard reaction a private play-or-pass window
// (R15), R11's bribe the optional offer, held for just before a voting turn – read alike from a
// state and from any view (R5), the standing keyed by money then cards (R27), and the public view,
// any seat's view with nothing private in it (R5). The module (../module.ts) and its parts (the
// ISMCTS bot, the screens' story) take them from here, so no part imports the module.
import { actorBySeatName, overWhenEnded } from '../../../core/rule-parts.js';
import type { Choices, Decision, GameRules, Offer, PendingSeats } from '../../../core/game.js';
import { apply } from './apply.js';
import { choicesOf } from './choices.js';
import { determinize } from './determinize.js';
import { describeEvent, visibleTo } from './format.js';
import { legalActions } from './legal.js';
import { pending } from './pending.js';
import { score } from './score.js';
import { createGameWithEvents } from './setup.js';
import type { Action, GameEvent, GameSetup, Pending, Seat, State } from './types.js';
import { publicView, viewFor, type PlayerView } from './view.js';

/** What pending decisions read of a state, and a view shows alike (R5: who must act, and who may, is public). */
interface Shown {
  phase: State['phase'];
  round: number;
  players: readonly { name: string }[];
  voting: { begun: boolean; index: number } | null;
  pending: Pending;
}

function decision(shown: Shown, seat: Seat, react: boolean): Decision<Action> {
  if (!react) return { seat };
  // R15: the target is always asked, whether or not they hold a Bodyguard; passing keeps the card.
  const pass: Action = { type: 'react', seat: shown.players[seat].name, bodyguard: null };
  return { seat, window: { label: 'a Bodyguard', pass, private: true } };
}

/** R11: the bribe is held for just before a voting turn that is not the President's own (once per turn; a pass covers the round). */
function bribeOffer(shown: Shown, seat: Seat, next: Seat | undefined): Offer {
  const v = shown.voting;
  const before = shown.phase === 'voting' && v !== null && !v.begun && next !== undefined && next !== seat;
  const hold = before ? { moment: `${shown.round}:${v.index}`, span: `${shown.round}` } : null;
  return { seat, label: 'bribe', role: 'the President', key: 'b', hold };
}

function pendingSeats(shown: Shown): PendingSeats<Action> {
  const p = shown.pending;
  const required = p.required.map((d) => decision(shown, d.seat, d.decision === 'react'));
  const next = required[0]?.seat;
  return { required, optional: p.optional.map((o) => bribeOffer(shown, o.seat, next)) };
}

const choices = (state: State, seat: Seat): Choices<Action> => choicesOf(legalActions(state, seat));

export const lasCartasRules: GameRules<State, Action, PlayerView, GameEvent> = {
  // The engine checks every field (names, seed, options, a record's pinned decks, which pass along).
  create: (start) => createGameWithEvents({ ...start, players: [...start.players] } as GameSetup),
  apply,
  pending: (state) => pendingSeats({ phase: state.phase, round: state.round, players: state.players, voting: state.voting, pending: pending(state) }),
  pendingInView: pendingSeats,
  legalActions: choices,
  viewFor,
  publicView: (state) => publicView(viewFor(state, 0)),
  determinize,
  isOver: overWhenEnded,
  score: (state) => {
    const standing = score(state);
    return { players: standing.players.map((p) => ({ seat: p.seat, keys: [p.money, p.cards] })), winners: standing.winners };
  },
  describeEvent,
  visibleTo,
  // An action names its seat by the player's name.
  actorOf: actorBySeatName,
};

// Junta: Las Cartas as a game module: the engine's public API behind the GameModule interface
// (rulings R1–R28). Pending decisions name their seats: the Bodyguard reaction is a private
// play-or-pass window (R15), R11's bribe the optional offer, held for just before a voting turn, read
// alike from a state and from any view;
// the standing's keys are money then cards (R27), the public view is any seat's view with nothing
// private in it (R5). Its wire schemas (wire.ts) load only when the network or a record file needs them,
// its bots (random, heuristic, ISMCTS), its screens (ui/) and its statistics for `junta simulate`
// (statistics.ts) on first use; its narration's headings and score columns are narration.ts.
import { seatNamed } from '../../core/names.js';
import type { Choices, Decision, GameModule, Offer, PendingSeats } from '../../core/game.js';
import {
  apply, createGameWithEvents, describeEvent, determinize, legalActions, optionalOnly, pending, publicView, score, viewFor, visibleTo,
  type Action, type Coach, type GameEvent, type GameRecord, type GameSetup, type LegalActions, type Pending, type PlayerView, type Seat, type State,
} from './rules/index.js';
import { PHASE_TOPIC } from './content/rules-text.js';
import { choicesOf } from './choices.js';
import { lasCartasInfo } from './info.js';
import { lasCartasNarration } from './narration.js';

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

export const lasCartas: GameModule<State, Action, PlayerView, GameEvent, GameRecord, LegalActions, Coach> = {
  ...lasCartasInfo,
  rules: {
    // The engine checks every field (names, seed, options, a record's pinned decks, which pass along).
    create: (start) => createGameWithEvents({ ...start, players: [...start.players] } as GameSetup),
    apply,
    pending: (state) => pendingSeats({ phase: state.phase, round: state.round, players: state.players, voting: state.voting, pending: pending(state) }),
    pendingInView: pendingSeats,
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
    // An action names its seat by the player's name.
    actorOf: (action, names) => seatNamed(names, action.seat),
  },
  wire: async () => (await import('./wire.js')).lasCartasWire,
  bots: async () => (await import('./bots/index.js')).lasCartasBots,
  statistics: async () => (await import('./statistics.js')).lasCartasStatistics,
  // The tutorial's table, texts and coach (with the heuristic bot it explains) load only for a tutorial.
  tutorial: async () => (await import('./tutorial.js')).lasCartasTutorial,
  // Its screens, widgets and plain-mode prompts (ui/), for the front ends: they load with the screens only.
  screens: async () => (await import('./ui/index.js')).screens,
  // R5: an event's `to` lists the seats it was told to; without it, every seat sees it.
  audienceField: 'to',
  narration: lasCartasNarration,
  // R10: a voting turn is its seat's while the voting goes on (not once it is closing).
  turnInView: (view) => (view.voting && !view.voting.closing ? view.voting.order[view.voting.index] ?? null : null),
  // The `?` key opens the rules of the phase.
  topicInView: (view) => PHASE_TOPIC[view.phase] ?? 'overview',
  // R21–R25: a coup fought is the news screen's; a seat's recap starts where its turn ended (R10).
  headline: (events) => (events.some((e) => e.type === 'coup-revealed') ? 'Coup!' : null),
  recapFrom: (events) => events.findIndex((e) => e.type === 'turn-started' || e.type === 'voting-ended'),
  round: (state) => state.round,
  // An offer hands the bot the offered kinds alone (R11: the bribe), so it may decline.
  botChoices: (state, seat, offer) => {
    const legal = legalActions(state, seat);
    if (!offer) return legal;
    return optionalOnly(legal, pending(state).optional.find((o) => o.seat === seat)?.kinds ?? []);
  },
};

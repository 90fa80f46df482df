// The engine's data: State, actions, events, decisions. All plain JSON.

import type { Seat } from '../../../core/types.js';
import type { ACTION_FIELDS, FieldKind } from './shape.js';

export { RECORD_FORMAT } from '../content/record-format.js';
/** The words every game shares (core/types.ts): a seat counted from 0, a bot's or a test's source of numbers. */
export type { Random, Seat } from '../../../core/types.js';
/** A Political card instance ("thief#2") or a Rebellion card ("rebellion#3", its owner's seat + 1). */
export type CardRef = string;
/** A Money card instance ("m3#4"). */
export type MoneyRef = string;
export type Vote = 'for' | 'against';

export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export type FirstPresidentMethod = 'vote' | 'random' | string;

export interface GameOptions {
  firstPresident: FirstPresidentMethod;
}

export interface PinnedDecks {
  /** All 57 Political cards, top first (instances or bare ids). */
  political?: string[];
  /** The Money deck after the Middlemen got their 1-million cards, top first. */
  money?: string[];
}

export interface GameSetup {
  seed: string;
  players: string[];
  options?: Partial<GameOptions>;
  decks?: PinnedDecks;
}

export interface CardInPlay {
  card: CardRef;
  /** For/against on its votes; null for a Building not yet declared this round or a card with no votes. */
  vote: Vote | null;
}

export interface PlayerState {
  name: string;
  /** Political cards and, when there, the player's Rebellion card. */
  hand: CardRef[];
  inPlay: CardInPlay[];
  /** Money on top of the Middleman ("in the country", unsafe). */
  top: MoneyRef[];
  /** Money under the Middleman (the Swiss account, safe). */
  swiss: MoneyRef[];
}

export interface BudgetStack {
  cards: MoneyRef[];
  announced: number;
  /** Given back to the President by the First Rebel (R18): no longer counts toward the cap. */
  returned: boolean;
  /** Bumped on every change, so a seen value is known to still hold while it is unchanged. */
  version: number;
}

export interface Budget {
  /** What the President drew this round (R9's cap is their value). */
  cap: number;
  /** Drawn Money not yet put into stacks (phase 2 only). */
  drawn: MoneyRef[];
  /** One stack per seat; empty before phase 2 ends. */
  stacks: BudgetStack[];
}

export interface Reaction {
  attacker: Seat;
  card: CardRef;
  target: Seat;
  /** For an Assassin: the Influence card aimed at. */
  aimedAt?: CardRef;
}

export interface VotingState {
  /** The fixed 2N turns (R10). */
  order: Seat[];
  index: number;
  /** The current turn's player has played or drawn. */
  acted: boolean;
  /** Something happened in the current turn (so it has begun; R11 bribes by others wait). */
  begun: boolean;
  /** Buildings whose action was used this round (R13). */
  usedBuildings: CardRef[];
  /** Influence cards whose action was used this phase (R16 discards). */
  usedActions: CardRef[];
  /** Seats hit by Electoral Fraud this round (R12). */
  fraud: Seat[];
  reaction: Reaction | null;
  /** After the President's Vote of No Confidence (R19): the new President may re-form the stacks. */
  reform: Seat | null;
  /** Voting has ended; owners still to declare their Buildings before the count (R12, R14). */
  closing: null | { reason: 'turns-over' | 'martial-law' | 'no-confidence'; by: Seat | null };
}

export interface Tally {
  for: number[];
  against: number[];
}

export interface CoupState {
  firstRebel: Seat | null;
  /** R19's rebel in a 3-player game: a Rebel, but not a First Rebel. */
  declaredRebel: Seat | null;
  step: 'redistribute' | 'commit' | 'choose-president';
  order: Seat[];
  index: number;
  /** Face-down cards by seat; null until that seat has committed. */
  committed: (CardRef[] | null)[];
  /** Filled after the battle. */
  rebels: Seat[];
  tiedForPresidency: Seat[];
  /**
   * The First Rebel's returned stack (R18), now in the President's own stack: the only cards the
   * redistribution may move. Public only as a count (R5); the President knows which.
   */
  returned: MoneyRef[];
}

export type Fact =
  | { kind: 'stack'; round: number; owner: Seat; cards: MoneyRef[]; version: number; by: CardRef | 'audit' }
  | { kind: 'hand'; round: number; owner: Seat; cards: CardRef[] }
  | { kind: 'money-deck-top'; round: number; cards: MoneyRef[] };

export type Phase = 'first-president' | 'budget' | 'voting' | 'coup' | 'ended';

export interface FirstPresidentVote {
  /** Who may be named (all seats, or the tied ones in the revote). */
  candidates: Seat[];
  votes: (Seat | null)[];
  revote: boolean;
}

/** What every state holds, whatever the phase. */
export interface StateCommon {
  seed: string;
  options: GameOptions;
  rng: RngState;
  round: number;
  president: Seat;
  players: PlayerState[];
  politicalDeck: CardRef[];
  politicalDiscard: CardRef[];
  moneyDeck: MoneyRef[];
  /** Money discarded as lost: out of the game, values public (R5, R7). */
  moneyOut: MoneyRef[];
  /** What each seat was shown by cards (R5), kept for good. */
  learned: Fact[][];
  /** Actions applied so far. */
  actionCount: number;
}

/**
 * The parts of the state that belong to a phase, keyed by `phase`: each is there exactly in the
 * phases that use it (null otherwise), so narrowing on `phase` gives the parts without assertions.
 * The voting and the tally stay readable during the coup that follows them.
 */
export type PhaseParts =
  | { phase: 'first-president'; firstPresident: FirstPresidentVote; budget: null; voting: null; tally: null; coup: null }
  | { phase: 'budget'; firstPresident: null; budget: Budget; voting: null; tally: null; coup: null }
  | { phase: 'voting'; firstPresident: null; budget: Budget; voting: VotingState; tally: null; coup: null }
  | { phase: 'coup'; firstPresident: null; budget: Budget; voting: VotingState; tally: Tally; coup: CoupState }
  | { phase: 'ended'; firstPresident: null; budget: null; voting: null; tally: null; coup: null };

export type State = StateCommon & PhaseParts;

/** A state known to be in phase P. */
export type StateIn<P extends Phase> = Extract<State, { phase: P }>;

// ---- Actions: what players do (the game record's vocabulary). Seats are named by player name.

export interface StackSpec {
  to: string;
  money: MoneyRef[];
  announced: number;
}

/** What each field kind of shape.ts holds. */
export interface FieldTypes {
  name: string;
  target: string;
  card: CardRef;
  'card-or-null': CardRef | null;
  cards: CardRef[];
  moneys: MoneyRef[];
  amount: number;
  vote: Vote;
  flag: boolean;
  stacks: StackSpec[];
  declarations: { card: CardRef; vote: Vote }[];
}

/** Fails to compile when a field in shape.ts has a kind FieldTypes does not know. */
type KnownKinds<T extends Record<string, Record<string, FieldKind | `${FieldKind}?`>>> = T;
type Spec = KnownKinds<typeof ACTION_FIELDS>;
type RequiredFields<F> = { -readonly [K in keyof F as F[K] extends FieldKind ? K : never]: FieldTypes[F[K] & FieldKind] };
type OptionalFields<F> = { -readonly [K in keyof F as F[K] extends FieldKind ? never : K]?: F[K] extends `${infer T extends FieldKind}?` ? FieldTypes[T] : never };
type Flat<T> = { [K in keyof T]: T[K] };

/** One action of each type, derived from its fields in shape.ts (the one definition of a well-formed action). */
export type Action = { [T in keyof Spec]: Flat<{ type: T; seat: string } & RequiredFields<Spec[T]> & OptionalFields<Spec[T]>> }[keyof Spec];

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

export type ErrorCode =
  | 'malformed'
  | 'unknown-seat'
  | 'not-your-turn'
  | 'wrong-phase'
  | 'unknown-card'
  | 'ambiguous-card'
  | 'not-yours'
  | 'illegal-target'
  | 'illegal-play'
  | 'overstated'
  | 'over-cap'
  | 'game-over'
  | 'internal';

export interface ApplyError {
  code: ErrorCode;
  message: string;
}

// ---- Events: what happened, structured. `to` lists the seats that may see an event; absent means public.

export type GameEvent = { to?: Seat[] } & EventBody;

export type EventBody =
  | { type: 'game-started'; players: string[] }
  | { type: 'hand-dealt'; seat: Seat; cards: CardRef[] }
  | { type: 'first-president-vote-cast'; seat: Seat }
  | { type: 'first-president-votes'; votes: Seat[]; revote: boolean }
  | { type: 'first-president-tie'; tied: Seat[]; revote: boolean }
  | { type: 'president-chosen'; seat: Seat; how: 'vote' | 'random' | 'named' | 'tie-break' }
  | { type: 'round-started'; round: number; president: Seat }
  | { type: 'foreign-aid-drawn'; seat: Seat; count: number }
  | { type: 'foreign-aid-cards'; seat: Seat; cards: MoneyRef[] }
  | { type: 'budget-proposed'; seat: Seat; stacks: { count: number; announced: number }[]; fromMiddleman: number }
  | { type: 'stack-received'; seat: Seat; cards: MoneyRef[]; announced: number }
  | { type: 'budget-kept'; seat: Seat }
  | { type: 'bribe'; seat: Seat; recipient: Seat; count: number; announced: number; ownAnnounced: number }
  | { type: 'stack-cards-moved'; seat: Seat; recipient: Seat; cards: MoneyRef[]; why: 'bribe' | 'redistribution' | 'returned' }
  | { type: 'turn-started'; seat: Seat; turn: number; pass: 1 | 2 }
  | { type: 'buildings-declared'; seat: Seat; votes: { card: CardRef; vote: Vote }[] }
  | { type: 'card-played'; seat: Seat; card: CardRef; vote: Vote | null; used: boolean; target?: Seat; aimedAt?: CardRef }
  | { type: 'card-drawn'; seat: Seat; card: CardRef | null }
  | { type: 'draw-pile-reshuffled'; size: number }
  | { type: 'building-used'; seat: Seat; card: CardRef; target?: Seat }
  | { type: 'stack-seen'; seat: Seat; owner: Seat; cards: MoneyRef[]; by: CardRef | 'audit' }
  | { type: 'stack-value-shown'; owner: Seat; value: number; by: CardRef | 'audit' }
  | { type: 'hand-seen'; seat: Seat; owner: Seat; cards: CardRef[] }
  | { type: 'money-moved-to-swiss'; seat: Seat; count: number }
  | { type: 'money-moved-to-swiss-cards'; seat: Seat; cards: MoneyRef[] }
  | { type: 'card-taken'; seat: Seat; from: Seat; took: boolean; by: CardRef }
  | { type: 'card-taken-detail'; seat: Seat; from: Seat; card: CardRef }
  | { type: 'money-deck-top-seen'; seat: Seat; cards: MoneyRef[] }
  | { type: 'smuggled'; seat: Seat }
  | { type: 'smuggled-card'; seat: Seat; card: MoneyRef }
  | { type: 'attack-answered'; seat: Seat; blocked: boolean; bodyguard?: CardRef }
  | { type: 'card-discarded-from-play'; owner: Seat; card: CardRef; by: CardRef }
  | { type: 'money-stolen'; seat: Seat; from: Seat; took: boolean }
  | { type: 'money-stolen-card'; seat: Seat; from: Seat; card: MoneyRef }
  | { type: 'party-donation'; seat: Seat }
  | { type: 'party-donation-card'; seat: Seat; card: MoneyRef }
  | { type: 'electoral-fraud'; seat: Seat; target: Seat }
  | { type: 'amnesty'; seat: Seat; card: CardRef }
  | { type: 'presidency-handed-over'; from: Seat; successor: Seat }
  | { type: 'voting-ended'; reason: 'turns-over' | 'martial-law' | 'no-confidence' }
  | { type: 'votes-counted'; for: number; against: number; bySeat: { for: number; against: number }[]; passed: boolean }
  | { type: 'budget-passed' }
  | { type: 'budget-defeated' }
  | { type: 'deposited'; seat: Seat; count: number }
  | { type: 'stack-placed'; seat: Seat; count: number }
  | { type: 'first-rebel'; seat: Seat; reason: 'most-against' | 'no-confidence' }
  | { type: 'declared-rebel'; seat: Seat }
  | { type: 'stack-returned'; seat: Seat; count: number }
  | { type: 'redistributed'; seat: Seat; moves: { to: Seat; count: number; announced: number }[]; ownAnnounced: number }
  | { type: 'coup-committed'; seat: Seat; count: number }
  | { type: 'coup-committed-cards'; seat: Seat; cards: CardRef[] }
  | { type: 'coup-revealed'; committed: CardRef[][]; rebels: Seat[]; presidentStrength: number; rebelStrength: number }
  | { type: 'coup-won'; side: 'president' | 'rebels' }
  | { type: 'money-lost'; seat: Seat; cards: MoneyRef[] }
  | { type: 'money-dealt'; seat: Seat; count: number; by: Seat }
  | { type: 'money-dealt-card'; seat: Seat; card: MoneyRef }
  | { type: 'new-president'; seat: Seat }
  | { type: 'martyrs'; seat: Seat; cards: CardRef[] }
  | { type: 'cards-refilled'; seat: Seat; count: number }
  | { type: 'game-ended'; scores: { money: number; cards: number }[]; winners: Seat[] };

// ---- Decisions: who must or may act now.

export type DecisionKind =
  | 'name-first-president'
  | 'propose-budget'
  | 'reform-budget'
  | 'declare-buildings'
  | 'play-or-draw'
  | 'finish-turn'
  | 'react'
  | 'redistribute'
  | 'commit-coup'
  | 'choose-president';

export interface RequiredDecision {
  seat: Seat;
  decision: DecisionKind;
  kinds: ActionType[];
}

export interface OptionalDecision {
  seat: Seat;
  kinds: ActionType[];
}

export interface Pending {
  required: RequiredDecision[];
  optional: OptionalDecision[];
}

export type ApplyResult =
  | { ok: true; state: State; events: GameEvent[]; action: Action }
  | { ok: false; error: ApplyError };

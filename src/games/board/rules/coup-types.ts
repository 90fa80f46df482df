// The coup's state and frames (rulings B34, B41–B60, B76; board-cards.md's units): the coup board
// (units, Rebels, engagements, sides, control), public whole (B5), and each decision point of a coup
// as a frame on the flow's stack. Part of the board game's state (types.ts), which re-exports them.
import type { Seat } from '../../../core/types.js';
import type { Turns } from './turns.js';

/** A party of a coup (B44, B53): a player, or the neutral side of the frozen units. */
export type Party = Seat | 'frozen';
/** B58: a declared side. */
export type Side = 'president' | 'junta';

/** One of the 50 units during a coup (B43–B57; board-cards.md's unit table). */
export interface UnitState {
  /** Its id (`army1#3`, `marines`), as content/units.ts names it. */
  id: string;
  /** An area id of the map, `harbor` or `airfield` (waiting off-map, B48), `destroyed`, or `unraised` (a Coup Event unit not placed in this coup, B52). */
  at: string;
  /** Strength left (B55): hits it can still take and dice it fires. */
  strength: number;
  /** The player commanding it by its card (B52), a bribe (B50) or a transfer (B49); null: its Position's holder or the President (B44). */
  owner: Seat | null;
  /** It moved in this segment's movement (B47: at most once; it then has no cover, B55). */
  moved: boolean;
  /** It was placed, bribed or transferred in this segment: it does not move in it (B49, B50, B52). */
  held: boolean;
  /** Where it stood at the start of this segment's movement (B55's cover), or null (off-map then, or placed during it). */
  startedAt: string | null;
  /** It retreated in this battle segment: it neither fires nor is fired upon for the rest of it (B56). */
  retreated: boolean;
}

/** An engagement of this battle segment (B53): the pair in that area, in the order declared. */
export interface Engagement { area: string; by: Party; against: Party }

/** The coup of this round (B41–B60, B76); public in every view (B5: "the whole coup board"). */
export interface CoupState {
  firstRebel: Seat;
  /** B45: every player who became a Rebel in this coup, in the order they did (the First Rebel first). */
  rebels: Seat[];
  /** B42: the space of the coup track: 0 the rebellion phase, 1–6 the coup phases; 7 after the last battle. */
  segment: number;
  /** The 50 units in unit-id order (B71), each in one place (board-cards.md's conservation). */
  units: UnitState[];
  /** B54: Airstrikes used in this coup (at most 3). */
  airstrikesUsed: number;
  /** B50: who holds the unused Airstrikes by Bribe the Air Force; null: the Air Force Commander's Position (the President for the Cousin's). */
  airstrikesOwner: Seat | null;
  /** B41, B45, B52: the Coup Event played at the question placed units (the First Rebel's rebellion turn then needs no act of rebellion). */
  placedAtQuestion: boolean;
  /** B41, B52: the Coup Event played at the question, its units placed after deployment (the Helicopter's area named in the play). */
  questionEvent: { card: string; area: string | null } | null;
  /** B53: this battle segment's engagements, in the order declared. */
  engagements: Engagement[];
  /** B57: players who fled into exile during this coup, in order. */
  fled: Seat[];
  /** B58: the sides declared, in order (the President's is 'president' without a declaration). */
  sides: { seat: Seat; side: Side }[];
  /** B58: who controls each Power Center (map order): the Junta, the President, or nobody (only frozen units). */
  control: { area: string; by: Side | null }[] | null;
  /** B58: who won the coup, once control is counted. */
  winner: Side | null;
  /** B59: the President's execution, once decided (null: nobody, or not yet). */
  executed: Seat | null;
  /** B76: the coup is over (the board stays visible until phase 9 step 5). */
  over: boolean;
}

/** B41: each active non-President, clockwise from the President's left, is asked; the first to start ends the question. */
export interface CoupQuestionFrame extends Turns {
  kind: 'coup-question';
  /** A ground for a coup given by a card played in the current answer (Unrest, Coup Rumours, a Coup Event whose requirement holds). */
  ground: boolean;
}

/** The coup's driver (B41–B43, B58–B60, B76): the start, the seven segments' steps, then the aftermath. */
export interface CoupFrame {
  kind: 'coup';
  part: 'start' | 'segment' | 'aftermath';
  /** The step within the part the driver resumes at. */
  step: number;
}

/** B34: the President names one frozen Position as his Cousin's, or none, at a coup's start. */
export interface CousinFrame { kind: 'cousin'; decided: boolean }

/** B47: one movement turn each, clockwise from the First Rebel (not the President in the rebellion phase, B45). */
export interface MovementFrame extends Turns {
  kind: 'movement';
  /** Gifts made in the current turn (B72). */
  gifts: number;
  /** B45: the current turn holds an act of rebellion (the First Rebel's rebellion turn needs one). */
  rebelled: boolean;
}

/** B53: each player who commands units in a contested non-Embassy area declares his attacks, in order. */
export interface AttacksFrame extends Turns {
  kind: 'attacks';
  /** What the player declaring now has named so far (an opponent named twice is refused; none named: `no-attack`). */
  named: { area: string; target: Party }[];
}

/** B54: the Gunboat's or an Airstrike's holder names a target or none. */
export interface ShellingFrame { kind: 'shelling'; weapon: 'gunboat' | 'airstrike'; seat: Seat; decided: boolean }

/** B56: the retreats after one exchange, area by area in map order, players in turn order; asked only with a choice of areas. */
export interface RetreatsFrame {
  kind: 'retreats';
  /** The retreats still to make, in order. */
  queue: { area: string; party: Party }[];
}

/** B58: each active non-President declares a side, clockwise from the First Rebel. */
export interface SidesFrame extends Turns { kind: 'sides' }

/** B59: the Junta's voters, one vote each, clockwise from the First Rebel. */
export interface JuntaVoteFrame extends Turns {
  kind: 'junta-vote';
  voters: Seat[];
  votes: { seat: Seat; for: Seat }[];
}

/** B59: the President (new or old) executes one player or nobody. */
export interface ExecutionFrame { kind: 'execution'; decided: boolean }

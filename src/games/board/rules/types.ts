// The state, flow, actions and events of Junta, the board game (rulings B1–B40, B61–B77): one JSON
// value per game, the generator and the pinned parts inside it (B71), every hidden part in its own
// field (B5), money as counts of 1-, 2- and 3-million bills (B3), and the flow as a stack of frames
// (a vote inside a phase-1 turn, a window inside an election) so every decision point is data.
import type { Seat } from '../../../core/types.js';
import type { Denomination, Location, Position } from '../content/box.js';
import type {
  AttacksFrame, CoupFrame, CoupQuestionFrame, CoupState, CousinFrame, ExecutionFrame, JuntaVoteFrame, MovementFrame, Party, RetreatsFrame,
  ShellingFrame, Side, SidesFrame,
} from './coup-types.js';

import type { Turns } from './turns.js';

export type * from './coup-types.js';
export type { Turns };

export type { Seat, Denomination, Location, Position };

/** B3: a count of 1-, 2- and 3-million bills (a pocket, an account, a stack, a payment, a gift). */
export type Money = [number, number, number];

/** seedrandom's alea state (B71). */
export interface RngState { c: number; s0: number; s1: number; s2: number }

/** "active": alive and not in exile (the words of the rulings). */
export type Status = 'active' | 'exiled' | 'dead';

export interface PlayerState {
  name: string;
  /** B1: the family's name. */
  family: string;
  status: Status;
  hand: string[];
  /** Influence cards face up in front of him (B11). */
  influence: string[];
  /** Hidden in value and in number of bills (B5). */
  pocket: Money;
  /** His Swiss account (B37, B64). */
  account: Money;
  /** B24: his Location this round (null before he chooses, or when not asked); 'exile' when he chose Exile. */
  location: Location | 'exile' | null;
  /** B24: the Embassy he named going into exile (display only). */
  embassy: string | null;
  /** B61: he resigned this round. */
  resigned: boolean;
}

/** Who holds a Position (B17–B19, B34, B35): a seat, nobody (vacant), or a dead President's Cousin. */
export type Holder = Seat | 'vacant' | 'cousin';

export interface PositionState {
  holder: Holder;
  /** Frozen until the next phase 2 (B18, B19): no vote, no units. */
  frozen: boolean;
}

/** B21: one Budget stack, to one player, announced at most its value. */
export interface Stack {
  seat: Seat;
  bills: Money;
  /** Announced amount in millions, or null while the President is still filling it. */
  announced: number | null;
}

export interface Budget {
  stacks: Stack[];
  /** Drawn bills in no stack (B21), the President's once the Budget is settled. */
  kept: Money;
}

/** B26: one assassination attempt. */
export interface Attempt {
  by: Seat;
  victim: Seat;
  location: Location;
  /** The Assassin card, or null for the Death Squad. */
  card: string | null;
  cancelled: boolean;
  /** After resolution: whether it killed (null before it resolves). */
  killed: boolean | null;
}

/** B8–B14, B67: what a vote or election is about. */
export type Question =
  | { kind: 'budget' }
  | { kind: 'competence'; by: Seat }
  | { kind: 'election'; why: 'first' | 'murder' | 'resignation' | 'removal' | 'vacant'; holding: number; excluded: Seat | null };

/** A vote's option: a candidate's seat (an election) or for/against (the Budget, Presidential Competence). */
export type Option = Seat | 'for' | 'against';

/**
 * A source of votes (B11): 'family', 'president', 'cousin' (the Cousin's Position, cast by the President,
 * B34), a Position id, or a card (Influence in front, or a Vote card played now).
 */
export type Source = string;

export interface Cast { seat: Seat; source: Source; option: Option; votes: number }

/** A roll call or an election (B8–B14): two rounds in one voting order, a trade window between. */
export interface VoteFrame {
  kind: 'vote';
  question: Question;
  /** The voting order, fixed when the vote starts (B11). */
  order: Seat[];
  round: 1 | 2;
  stage: 'round' | 'declines' | 'window' | 'final' | 'tie';
  at: number;
  casts: Cast[];
  /** Nominees (first election, B8) in order of nomination; candidates who declined (B9); who stood. */
  nominees: Seat[];
  declined: Seat[];
  stood: Seat[];
  /** Vote cards played in this vote (discarded at its count, B13). */
  played: string[];
  /** Gifts made in the current voting turn (B72). */
  gifts: number;
}

/** B68: a trade window, numbered as B68 lists them. */
export interface WindowFrame {
  kind: 'window';
  number: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Seats asked, in seat order (every active player at the window's start). */
  asked: Seat[];
  /** Seats that answered ready or resign. */
  answered: Seat[];
  /** Gifts made in this window per seat (index by seat). */
  gifts: number[];
  /** The President answered "resign" (B61). */
  resigned: boolean;
  /** B68 window 7: money only. */
  moneyOnly: boolean;
}


/** B15's play pass: one phase-1 turn each (B72). */
export interface PlayPassFrame extends Turns {
  kind: 'pass';
  /** Gifts made in the current turn (B72). */
  gifts: number;
}

/** B26: one announcement turn each. */
export interface AnnounceFrame extends Turns {
  kind: 'announce';
  gifts: number;
  /** The Death Squad was announced in this pass (at most one, B26). */
  squad: boolean;
}

/** B15: the hand limit, one player after another. */
export interface HandLimitFrame extends Turns { kind: 'hand-limit' }

/** B29: the targets' reactions, in the order of the first announcement against each. */
export interface ReactFrame extends Turns { kind: 'react' }

/** B37, B38: banking, one player after another; what he moved so far is one-way. */
export interface BankingFrame extends Turns {
  kind: 'banking';
  deposited: Money;
  withdrawn: Money;
}

/** B36 step 2: each exile returns or stays away. */
export interface ExilesFrame extends Turns { kind: 'exiles' }

/** One player's decision: the cabinet (B17), the Budget (B21), forcing (B23); the President's is whoever is President when asked. */
export interface CabinetFrame {
  kind: 'cabinet';
  /** The cabinet was named (the frame then closes). */
  decided: boolean;
  /** Gifts made in this decision, a turn of the President (B72). */
  gifts: number;
}
export interface BudgetFrame {
  kind: 'budget';
  /** The proposal is done (the frame then closes). */
  done: boolean;
  /** Gifts made in this decision, a turn of the President (B72). */
  gifts: number;
  /** The President who was shown the drawn bills (B5, B61: a successor is shown them when he takes the decision). */
  shown: Seat | null;
}
export interface ForceFrame {
  kind: 'force';
  seat: Seat;
  /** The Minister answered (the frame then closes). */
  decided: boolean;
}

/** B24: every active player chooses a Location at once. */
export interface LocationsFrame {
  kind: 'locations';
  waiting: Seat[];
}

/** The round's driver: which phase and step comes next (B15–B40, B36). */
export interface RoundFrame {
  kind: 'round';
  /** 0: the first election (B8); 1–9: the phases. */
  phase: number;
  /** The step within the phase the driver resumes at. */
  step: number;
}

export type Frame =
  | RoundFrame | VoteFrame | WindowFrame | PlayPassFrame | AnnounceFrame | HandLimitFrame | ReactFrame | BankingFrame
  | ExilesFrame | CabinetFrame | BudgetFrame | ForceFrame | LocationsFrame
  | CoupQuestionFrame | CoupFrame | CousinFrame | MovementFrame | AttacksFrame | ShellingFrame | RetreatsFrame | SidesFrame | JuntaVoteFrame | ExecutionFrame;
export type FrameKind = Frame['kind'];

/** B64: why the game ended. */
export type EndReason = 'aid' | 'first-tie' | 'all-dead';

/** What the end reveal shows (B64): every Budget's true stacks, every gift's bills. */
export interface History {
  budgets: { round: number; president: Seat; stacks: { seat: Seat; bills: Money; announced: number }[] }[];
  gifts: { round: number; from: Seat; to: Seat; cards: number; bills: Money }[];
}

/** A fact a seat was shown and keeps (B5: "a view keeps what it was shown"). */
export type Note =
  | { kind: 'drawn'; round: number; bills: Money }
  | { kind: 'stack'; round: number; bills: Money }
  | { kind: 'location'; round: number; seat: Seat; location: Location }
  | { kind: 'pocket-total'; round: number; seat: Seat; total: number }
  | { kind: 'bill'; round: number; denomination: Denomination; why: 'tie' | 'donation' }
  | { kind: 'received'; round: number; from: Seat | null; bills: Money; why: string };

export interface BoardState {
  game: 'board';
  options: { map: string; catalogue: string };
  seed: string;
  rng: RngState;
  /** Pinned die results still to use (B71); no view shows it. */
  dice: number[];
  players: PlayerState[];
  round: number;
  /** The President's seat, or null while the office is vacant (B35, B67, B75) or before the first election. */
  president: Seat | null;
  /**
   * Where "clockwise from the President" starts: the President's seat, or while the office is vacant
   * the dead or removed President's (words of the rulings); seat 0 before the first election.
   */
  chair: Seat;
  positions: Record<Position, PositionState>;
  /** B34: the Position the President designated as his Cousin's, or null. */
  cousin: Position | null;
  drawPile: string[];
  discard: string[];
  /** B3: the Foreign Aid deck, top first. */
  aid: Denomination[];
  /** Bills out of the game (B3). */
  out: Money;
  /** B20: the bills the President drew and has not yet stacked, or null outside phases 3–4. */
  drawn: Money | null;
  budget: Budget | null;
  situation: 'stable' | 'unstable';
  bank: 'open' | 'lunch' | 'holiday';
  /** B28: the Assassination marker. */
  marker: 'activity' | 'safe';
  /** B28: a Death Squad announcement named the Central Bank this round. */
  squadNamedBank: boolean;
  aidIncrease: boolean;
  stateVisit: boolean;
  /** B23: the Police start a coup of this round in `parliament`. */
  policeInParliament: boolean;
  /** B31: Locations are face up. */
  revealed: boolean;
  attempts: Attempt[];
  /** The flow, bottom first: the round's driver, then the frames it opened (the top one is asked). */
  flow: Frame[];
  /** Per seat, what it was shown (B5). */
  notes: Note[][];
  history: History;
  /**
   * The result of the last vote counted (B13, B22, B23, B67), read by the step after it; null before
   * any. `question` is the vote's kind.
   */
  outcome: { question: Question['kind']; result: Option | null } | null;
  /** B61: the President resigned in a window; the election follows when the window closes. */
  resignation: boolean;
  /** This round's coup (B41–B60), from its start until phase 9 step 5 (B76); null otherwise. */
  coup: CoupState | null;
  actionCount: number;
  ended: { reason: EndReason; winners: Seat[] } | null;
}

/** Every action names its seat by the player's name, as the other games' records do. */
export type Action =
  | { type: 'cast'; seat: string; source: Source; option: string }
  | { type: 'play'; seat: string; card: string; target?: string; option?: string; location?: Location; attempt?: number; pay?: Money; area?: string; units?: string[] }
  | { type: 'done'; seat: string }
  | { type: 'stand'; seat: string }
  | { type: 'decline'; seat: string }
  | { type: 'decide'; seat: string; passed: boolean }
  | { type: 'ready'; seat: string }
  | { type: 'resign'; seat: string }
  | { type: 'gift'; seat: string; to: string; cards: string[]; bills: Money }
  | { type: 'discard'; seat: string; card: string }
  | { type: 'cabinet'; seat: string; positions: Record<Position, string | null>; cousin: Position | null }
  | { type: 'stack'; seat: string; to: string; bill: Denomination }
  | { type: 'announce'; seat: string; to: string; amount: number }
  | { type: 'force'; seat: string; force: boolean }
  | { type: 'location'; seat: string; location: Location | 'exile'; embassy?: string }
  | { type: 'attempt'; seat: string; victim: string; location: Location; card?: string; pay?: Money }
  | { type: 'pass'; seat: string }
  | { type: 'deposit'; seat: string; bill: Denomination }
  | { type: 'withdraw'; seat: string; bill: Denomination }
  | { type: 'return'; seat: string; from?: 'pocket' | 'account'; bill?: Denomination }
  | { type: 'stay'; seat: string; bill?: Denomination }
  /** B41: the answer "start" to the coup question ("no" is `pass`). */
  | { type: 'start'; seat: string }
  /** B34: the Cousin at a coup's start: a frozen Position, or null for none. */
  | { type: 'cousin'; seat: string; position: Position | null }
  /** B47, B48: one unit moves to an area within its allowance (its entry for the Marines and Paratroops). */
  | { type: 'move'; seat: string; unit: string; to: string }
  /** B49: command of some of his units to another active player. */
  | { type: 'transfer'; seat: string; to: string; units: string[] }
  /** B57: flight into exile from the Embassy where he commands a unit. */
  | { type: 'flee'; seat: string; embassy: string }
  /** B53: one attack in an area, on a player there or the neutral side ('frozen'); `done` ends the declaration. */
  | { type: 'attack'; seat: string; area: string; target: string }
  /** B54: the Gunboat or an Airstrike on one area and one party there ('frozen' for the neutral side); none is `pass`. */
  | { type: 'shell'; seat: string; area: string; target: string }
  /** B56: the area a player's units retreat to. */
  | { type: 'retreat'; seat: string; area: string; to: string }
  /** B58: a side. */
  | { type: 'side'; seat: string; side: Side }
  /** B59: a Junta vote for a voter. */
  | { type: 'elect'; seat: string; candidate: string }
  /** B59: the execution of one player, or of nobody (null). */
  | { type: 'execute'; seat: string; target: string | null };

/** `audience`: the seats an event is told to (absent: public, B5). */
type Audience = { audience?: Seat[] };

export type BoardEvent = Audience & (
  | { type: 'setup'; families: string[] }
  | { type: 'round'; round: number }
  | { type: 'phase'; phase: number }
  | { type: 'draw'; seat: Seat; count: number; cards?: string[] }
  | { type: 'reshuffle'; size: number }
  | { type: 'bill'; seat: Seat; why: 'tie' | 'donation'; denomination?: Denomination }
  | { type: 'played'; seat: Seat; card: string; target?: Seat; option?: Option; location?: Location; cost?: number; failed?: boolean }
  | { type: 'paid'; seat: Seat; bills: Money }
  | { type: 'discarded'; seat: Seat; cards: string[]; why: 'hand-limit' | 'tie' | 'death' | 'character' | 'vote' | 'resolved' }
  | { type: 'vote'; question: Question }
  | { type: 'cast'; seat: Seat; source: Source; option: Option; votes: number }
  | { type: 'stood'; seat: Seat; declined: boolean }
  | { type: 'count'; question: Question; tallies: { option: Option; votes: number }[]; result: Option | 'tie' | null; decidedBy?: 'president' | 'lot' }
  | { type: 'president'; seat: Seat | null; why: 'elected' | 'removed' | 'murdered' | 'resigned' }
  | { type: 'window'; number: number; open: boolean }
  | { type: 'ready'; seat: Seat }
  | { type: 'resigned'; seat: Seat }
  | { type: 'gift'; from: Seat; to: Seat; cards: number; bills?: Money; cardIds?: string[] }
  | { type: 'cabinet'; positions: Record<Position, Holder>; cousin: Position | null }
  | { type: 'aid'; seat: Seat; count: number; bills?: Money }
  | { type: 'budget'; stacks: { seat: Seat; announced: number }[] }
  | { type: 'stack'; seat: Seat; bills: Money }
  | { type: 'settled'; passed: boolean; forced: boolean; bank: BoardState['bank'] }
  | { type: 'situation'; situation: 'stable' | 'unstable' }
  | { type: 'exiled'; seat: Seat; embassy: string | null }
  | { type: 'located'; seat: Seat }
  | { type: 'attempt'; by: Seat; victim: Seat; location: Location; card: string | null; cost?: number }
  | { type: 'reaction'; seat: Seat; attempt: number; played: boolean }
  | { type: 'revealed'; locations: { seat: Seat; location: Location }[] }
  | { type: 'roll'; seat: Seat; value: number; why: string; needs: number }
  | { type: 'resolved'; attempt: number; by: Seat; victim: Seat; card: string | null; killed: boolean; cancelled: boolean }
  | { type: 'death'; seat: Seat; by: Seat }
  | { type: 'money'; from: Seat; to: Seat | null; bills?: Money }
  | { type: 'seen'; seat: Seat; target: Seat; location?: Location; total?: number }
  | { type: 'banked'; seat: Seat; deposited?: Money; withdrawn?: Money }
  | { type: 'bank'; bank: BoardState['bank']; marker?: BoardState['marker'] }
  | { type: 'exile'; seat: Seat; returned: boolean; fee?: { from: 'pocket' | 'account'; bill: Denomination } | null }
  | { type: 'returned'; seat: Seat; why: 'amnesty' | 'phase-9' | 'alive' }
  | { type: 'end'; reason: EndReason; winners: Seat[]; accounts: Money[] }
  /** B64: the end reveal, after the end: one Budget's true stacks against their announcements. */
  | { type: 'budget-revealed'; round: number; president: Seat; stacks: { seat: Seat; announced: number; bills: Money }[] }
  /** B64: the end reveal, after the end: one gift's bills. */
  | { type: 'gift-revealed'; round: number; from: Seat; to: Seat; cards: number; bills: Money }
  /** B41: a player answered the coup question (started: the First Rebel). */
  | { type: 'coup'; seat: Seat; started: boolean }
  /** B43: the units deployed (the Police in Parliament after a forced Budget). */
  | { type: 'deployed'; policeInParliament: boolean }
  /** B42: a segment of the coup track begins (0: the rebellion phase), or its battle. */
  | { type: 'segment'; segment: number; part: 'movement' | 'battle' }
  /** B45: a player became a Rebel. */
  | { type: 'rebel'; seat: Seat }
  /** B52: a Coup Event's units placed. */
  | { type: 'placed'; seat: Seat; card: string; area: string; units: string[] }
  /** B47, B48: one unit moved. */
  | { type: 'moved'; seat: Seat; unit: string; from: string; to: string }
  /** B49: command given. */
  | { type: 'transferred'; from: Seat; to: Seat; units: string[] }
  /** B50: one unit bribe's die (in unit-id order) and its result; the Air Force's Airstrikes as unit 'airstrikes'. */
  | { type: 'bribed'; seat: Seat; unit: string; value: number; needs: number; won: boolean }
  /** B57: a player fled into exile. */
  | { type: 'fled'; seat: Seat; embassy: string }
  /** B53: an attack declared (engaged: false when the pair was already engaged). */
  | { type: 'attack'; seat: Seat; area: string; target: Party; engaged: boolean }
  /** B53: a player asked to declare attacks declared none. */
  | { type: 'no-attack'; seat: Seat }
  /** B54: the Gunboat or an Airstrike: its target (null: none) and its dice, applied in roll order. */
  | { type: 'shelled'; seat: Seat; weapon: 'gunboat' | 'airstrike'; area: string | null; target: Party | null; dice: number[]; hits: string[] }
  /** B55: one exchange's dice, in the order of B71: who fired, at whom, which unit each die aimed at, its value and whether it hit. */
  | { type: 'exchange'; number: number; dice: { area: string; by: Party; unit: string; against: Party; target: string | null; value: number; hit: boolean }[] }
  /** B55, B56: a unit destroyed (by hits, or where it could not retreat). */
  | { type: 'destroyed'; unit: string; why: 'hits' | 'no-retreat' | 'neutral' }
  /** B56: a party's units in an area retreated (to null: destroyed, no free area). */
  | { type: 'retreated'; party: Party; area: string; to: string | null; units: string[] }
  /** B58: a side declared. */
  | { type: 'side'; seat: Seat; side: Side }
  /** B58: control of the Power Centers and the coup's winner. */
  | { type: 'control'; areas: { area: string; by: Side | null }[]; winner: Side }
  /** B59: a Junta vote. */
  | { type: 'elect'; seat: Seat; candidate: Seat }
  /** B59: the execution (target null: nobody). */
  | { type: 'executed'; by: Seat; target: Seat | null }
  /** B76: the coup is over (the First Rebel card returned). */
  | { type: 'coup-over'; winner: Side | null }
  /** B34: the President named his Cousin's Position at a coup's start (null: none). */
  | { type: 'cousin'; seat: Seat; position: Position | null }
  /** B59: the Junta's vote tied: the First Rebel named one of the tied (by null: he is not active, the tied voter nearest him clockwise wins). */
  | { type: 'tie-broken'; by: Seat | null; tied: Seat[]; candidate: Seat }
);

// The state, actions and events of Viva el Presidente (rulings V1–V29): one JSON value per game,
// the generator and the pinned parts inside it (V4), every hidden part in its own field (V5).
import type { Seat } from '../../../core/types.js';

export type { Seat };
export type Variant = 'basic' | 'expert';
/** Phase 6 (V27) takes no decision of its own: the discards are chosen in Spend Money and applied as it ends. */
export type Phase = 'promises' | 'burglars' | 'orders' | 'spy' | 'combat' | 'spend' | 'ended';
export type Side = 'attack' | 'defend';

/** seedrandom's alea state (V4). */
export interface RngState { c: number; s0: number; s1: number; s2: number }

/** An Expert promised die (V23): it shows a seat number, its order once taken. */
export interface PromisedDie { die: string; face: number }

export interface VivaPromise {
  cards: string[];
  dice: PromisedDie[];
  /** Burglars who looked at it (V8); the Presidente and the recipient always see it. */
  seenBy: Seat[];
}

export interface PlayerState {
  name: string;
  hand: string[];
  /** Building Tiles on his Estate (the Main House is not one, V26). */
  tiles: string[];
  /** Dice of his colour on his Estate, not promised (V23). */
  dice: string[];
  promise: VivaPromise | null;
  /** A Spy declared with his orders, hidden until all orders are in (V10). */
  spy: string | null;
  /** Die id → number, this round (V9); loaned dice are in `loans`. */
  orders: Record<string, number> | null;
  /** Expert: Presidential dice he took with his Promise, each ordered by its face (V23). */
  loans: PromisedDie[];
  /**
   * V27: the cards he chose at the end of his Spend Money turn to discard in phase 6, hidden until
   * then (V5); they stay in his hand meanwhile (V29's end check counts them). Null when none.
   */
  discards: string[] | null;
}

export interface BattleDie {
  die: string;
  /** Who rolls it and whose values it counts in (the recipient of a loaned die, V23). */
  seat: Seat;
  side: Side;
  /** The Presidente's home die in his battle or a loaned die (V15 Bribery, Peasant Uprising). */
  presidential: boolean;
  /** Its roll; null while unrolled (V16: then it counts by rule). */
  roll: number | null;
  destroyed: boolean;
}

export interface PlayedCard { seat: Seat; card: string; side: Side }

export type BattleStep = 'A' | 'B' | 'diversion' | 'destroy';

export interface Battle {
  defender: Seat;
  presidential: boolean;
  dice: BattleDie[];
  played: PlayedCard[];
  surprise: boolean;
  bribery: boolean;
  uprising: boolean;
  step: BattleStep;
  /** Who is asked in this step, in V14's order; `at` the one asked now. */
  queue: Seat[];
  at: number;
  /** V18: destructions still to choose, in V14's order of their rollers. */
  destructions: Seat[];
  /** The outcome once resolved (V16); null before. */
  success: boolean | null;
  /** V19: the plunder order, once the attack succeeded. */
  plunderOrder: Seat[] | null;
}

/** A battle's result as the table saw it (V16): the values, or null when no attacker was left to roll (V13). */
export interface BattleResult {
  round: number;
  defender: Seat;
  attack: number | null;
  defense: number | null;
  success: boolean;
}

export interface SpendState {
  /** The players in turn order (V24), `at` the one whose turn it is. */
  order: Seat[];
  at: number;
  /** Who bought his one card this round (V24). */
  boughtCard: Seat[];
  /** PR Campaigns played and not yet used this turn (V25). */
  discounts: number;
  /** V27: the player whose turn it is has ended it and is asked for his discards down to 4. */
  discarding: boolean;
}

export interface VivaState {
  game: 'viva';
  variant: Variant;
  /** The catalogue version the game was dealt with (content/cards.ts), when not the current one (V31). */
  catalogue?: number;
  players: PlayerState[];
  presidente: Seat;
  round: number;
  phase: Phase;
  /** deck[0] is the top card (V2). */
  deck: string[];
  discard: string[];
  /** Tiles still in the supply, in give-out order (V26). */
  tiles: string[];
  /** Dice in the Supplies, by die id (V4). */
  supplies: string[];
  rng: RngState;
  /** Pinned die results still to come (V4). */
  queue: number[];
  /** Burglars (V8): the Golpistas still to ask, and one who has chosen a Promise to look into. */
  burglars: { queue: Seat[]; looking: { seat: Seat; from: Seat } | null } | null;
  /** Spy players of this round, clockwise (V10); `spyAt` the one ordering again now. */
  spies: Seat[];
  spyAt: number;
  /** The orders are public (V9, V10). */
  revealed: boolean;
  /** Golpistas with a die on the Presidente's number at the reveal (V20). */
  rebels: Seat[];
  /** Golpista battles still to fight, by defender (V12). */
  battles: Seat[];
  battle: Battle | null;
  /** The last battle fought in the game, for the public table (V5: every roll is public). */
  lastBattle: BattleResult | null;
  /** V21: who takes the Sunglasses after the last battle. */
  successor: Seat | null;
  spend: SpendState | null;
  /** V5: cards a seat knows to be in another player's hand (knowledge.ts). */
  known: { seat: Seat; holder: Seat; card: string }[];
  actionCount: number;
}

export interface PromiseGiven { to: string; cards: string[]; dice?: PromisedDie[] }

export type Action =
  | { type: 'promise'; seat: string; promises: PromiseGiven[] }
  | { type: 'burglars'; seat: string; card: string; from: string }
  | { type: 'take'; seat: string; card: string }
  | { type: 'orders'; seat: string; orders: Record<string, number>; spy?: string }
  | { type: 'play'; seat: string; card: string; die?: string; roll?: string }
  | { type: 'destroy'; seat: string; die: string }
  | { type: 'pass'; seat: string }
  | { type: 'pay'; seat: string; buy: { building?: number; militia?: number; card?: number }; cards: string[] }
  | { type: 'done'; seat: string }
  | { type: 'discard'; seat: string; cards: string[] };

/** Seats that may see an event (absent: everyone, V5). */
type Audience = { audience?: Seat[] };

export type VivaEvent = Audience & (
  | { type: 'roll-off'; rolls: { seat: Seat; value: number }[]; why: 'presidente' | 'plunder' }
  | { type: 'presidente'; seat: Seat; how: 'roll' | 'named' | 'coup' }
  | { type: 'round'; round: number }
  | { type: 'draw'; seat: Seat; count: number; cards?: string[]; why: 'round' | 'bought' | 'donation' }
  | { type: 'reshuffle'; size: number }
  | { type: 'promised'; to: Seat; count: number; dice: PromisedDie[]; cards?: string[] }
  | { type: 'burglars'; seat: Seat; from: Seat; card: string }
  | { type: 'took'; seat: Seat; from: Seat; card?: string }
  | { type: 'ordered'; seat: Seat; orders?: Record<string, number>; spy?: string | null; again: boolean }
  | { type: 'spy'; seat: Seat; card: string }
  | { type: 'reveal'; orders: (Record<string, number> | null)[] }
  | { type: 'battle'; defender: Seat; attackers: Seat[]; supporters: Seat[]; dice: { die: string; seat: Seat; side: Side }[] }
  | { type: 'card'; seat: Seat; card: string; die?: string; roll?: Seat }
  | { type: 'pass'; seat: Seat; window: string }
  | { type: 'rolled'; rolls: { die: string; seat: Seat; value: number }[]; again: boolean }
  | { type: 'outcome'; defender: Seat; attack: number; defense: number; success: boolean; values: { seat: Seat; value: number }[] }
  /** V13: every attacker has left the battle against `defender` (his dice all destroyed): it ends unsuccessful, with no roll and no plunder. */
  | { type: 'attackers-gone'; defender: Seat }
  | { type: 'plunder'; seat: Seat; from: Seat; card?: string; got: boolean }
  | { type: 'destroyed'; seat: Seat; die: string }
  | { type: 'promise-settled'; seat: Seat; taken: boolean; count: number; cards?: string[]; dice: PromisedDie[] }
  | { type: 'dice-returned'; seat: Seat; dice: string[] }
  | { type: 'free-die'; seat: Seat; die: string }
  | { type: 'paid'; seat: Seat; cards: string[]; building: number; militia: number; card: number; price: number; tiles: string[]; dice: string[] }
  | { type: 'spend-card'; seat: Seat; card: string }
  | { type: 'done'; seat: Seat }
  /** V27: discards chosen for phase 6, their count public, the cards told to their owner. */
  | { type: 'discards-chosen'; seat: Seat; count: number; cards?: string[] }
  | { type: 'discarded'; seat: Seat; cards: string[] }
  | { type: 'game-over'; winners: Seat[]; vp: number[]; /** Foreign Aid in hand, in millions (V29's tie-break). */ aid: number[] }
);

export type Applied =
  | { ok: true; state: VivaState; events: VivaEvent[]; action: Action }
  | { ok: false; error: { code: string; message: string } };

/** A game record of format junta-viva/1 (V4): the setup, its optional pinned parts, the actions. */
export interface VivaRecord {
  format: 'junta-viva/1';
  comment?: string;
  seed: string;
  seedGenerated?: boolean;
  players: { name: string; bot?: string }[];
  options?: { variant?: Variant; firstPresidente?: string };
  /** The catalogue version the game was dealt with (content/cards.ts, V31); a record read without one gets the version its actions show. */
  catalogue?: number;
  /** The initial deck order, top first: every card once (V4). */
  deck?: string[];
  /** Die results (1–6) used by every roll before the generator (V4). */
  dice?: number[];
  actions: Action[];
}

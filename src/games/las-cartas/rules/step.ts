// What a reducer step works with and what a card's rules are (R13–R15), as types only: the step's
// context (Ctx), a card's action and hooks (CardRules), and the card registry as the rules read it
// (CardBook, which cards.ts's CardRegistry is). The context, the registry and the card effects name
// one another's types; here, in one file that imports none of them, they form no import circle.
import type { PoliticalDesign, Side } from '../content/cards.js';
import type { Rng } from './rng.js';
import type { CardRef, GameEvent, MoneyRef, Phase, Reaction, Seat, State, StateIn } from './types.js';

/** The Political cards a game is played with, as the rules read them (cards.ts: CardRegistry). */
export interface CardBook {
  /** Every Political card instance, design by design in the order given ("thief#1", "thief#2", …). */
  readonly political: readonly CardRef[];
  /** A new registry: these cards and one more, checked as the registry's constructor checks. */
  with(design: PoliticalDesign, rules?: CardRules): CardBook;
  designOf(card: CardRef): PoliticalDesign;
  /** Whether an instance id ("thief#2") is one of these Political cards. */
  isPolitical(instance: string): boolean;
  /** Whether a design id ("thief") is one of these Political cards. */
  isDesign(id: string): boolean;
  /** The rules of a Political card (none for a card that is data only); a Rebellion card has none. */
  rulesOf(card: CardRef): CardRules;
  /** R21: the side a card counts for when its holder fights for `holderSide`, and its battle value there. */
  battleValue(card: CardRef, holderSide: Side): { side: Side; value: number };
  /** R15: whether `reaction` cancels an attack made with `attack`. */
  cancels(reaction: CardRef, attack: CardRef): boolean;
}

export interface Ctx {
  readonly s: State;
  /** The cards the game is played with (registry.ts's cardsOf of the state). */
  readonly cards: CardBook;
  readonly events: GameEvent[];
  rng(): Rng;
}

/** A step's context whose state is known to be in phase P. */
export type CtxIn<P extends Phase> = Ctx & { readonly s: StateIn<P> };


/** The choice a player makes when using an action: a player's name, a card, or Money cards. */
export interface EffectChoice {
  target?: string;
  money?: MoneyRef[];
}

/** A card's action (R13): every legal choice now (none means no legal target) and what it does. */
export interface CardAction {
  choices(s: StateIn<'voting'>, seat: Seat, cards: CardBook): EffectChoice[];
  resolve(ctx: CtxIn<'voting'>, seat: Seat, card: CardRef, choice: EffectChoice): void;
}

/** What a card does beyond its data: its action, and hooks the rules call at their moment. */
export interface CardRules {
  /** For cards whose timing has an action (on-play, immediate, once-per-round). */
  action?: CardAction;
  /** R15: an attack (its action aimed it with `aimAttack`) that its target did not cancel takes effect. */
  onHit?(ctx: CtxIn<'voting'>, attack: Reaction): void;
  /** This card, in play in front of `owner`, is destroyed by a card `by.seat` played. */
  onDestroyed?(ctx: CtxIn<'voting'>, owner: Seat, card: CardRef, by: { seat: Seat; card: CardRef }): void;
}

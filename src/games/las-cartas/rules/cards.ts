// The card registry (a value given to createGame, not module-level state): the Political
// cards a game is played with, each its catalogue entry (data: content/cards.ts) plus its rules entry
// (functions: effects/index.ts), checked against each other; the phases read only these (R13–R15,
// R21, R24, R25). A registry never changes: `with` gives a new one with one more card (an
// expansion, or a test's own card). CATALOGUE is the catalogue's, which every game is played with
// unless it was created with another: a state and the views made from it carry a registry of
// their own under a symbol, which JSON leaves out (records, saves and the network hold only games
// of the catalogue).
// effects/index.ts and what it imports (context, moves, rng, catalogue, phases/transitions) are
// read to build CATALOGUE, so they import only the registry's type (step.ts: CardBook) and take it from their
// caller (ctx.cards, a parameter).
import { MONEY_DESIGNS, POLITICAL_DESIGNS, REBELLION_ID, type PoliticalDesign, type Side } from '../content/cards.js';
import { designId, instancesOf, isNumberedWithin, isRebellion } from './catalogue.js';
import { BUILT_IN_RULES } from './effects/index.js';
import type { CardBook, CardRules } from './step.js';
import type { CardRef } from './types.js';

/** Timings whose card has an action a player uses (R13). */
const ACTION_TIMINGS: readonly string[] = ['on-play', 'immediate', 'once-per-round'];

/** What does not fit together in a card's data and rules, or null when nothing. */
export function cardProblem(design: PoliticalDesign, rules: CardRules): string | null {
  const hasAction = ACTION_TIMINGS.includes(design.timing);
  if (hasAction && !rules.action) return `its timing "${design.timing}" needs an action in its rules`;
  if (!hasAction && rules.action) return `it has an action, so its timing must be one of ${ACTION_TIMINGS.join(', ')}`;
  const reacts = (design.cancels ?? []).length > 0;
  if ((design.timing === 'reaction') !== reacts) return 'a card cancels attacks, as a Bodyguard does, exactly when its timing is "reaction"';
  if (design.fightsFor === 'president' && design.rebelBattle !== undefined) return 'a card that always fights for the President has no Rebel battle value';
  return null;
}

const MONEY_IDS = new Set(MONEY_DESIGNS.map((d) => d.id));
const NO_RULES: CardRules = {};

export class CardRegistry implements CardBook {
  /** Every Political card instance, design by design in the order given ("thief#1", "thief#2", …). */
  readonly political: readonly CardRef[];
  private readonly designs = new Map<string, PoliticalDesign>();
  private readonly rules = new Map<string, CardRules>();
  /** Designs by instance id, filled as they are asked for: the rules ask at every step. */
  private readonly byInstance = new Map<string, PoliticalDesign>();

  /** Every design with its rules (none for a card that is data only); throws on a card that does not fit. */
  constructor(designs: readonly PoliticalDesign[], rules: Readonly<Record<string, CardRules>>) {
    for (const design of designs) {
      if (this.designs.has(design.id) || MONEY_IDS.has(design.id) || design.id === REBELLION_ID) {
        throw new Error(`a card with id "${design.id}" already exists`);
      }
      if (!/^[a-z][a-z0-9-]*$/.test(design.id) || !Number.isInteger(design.count) || design.count < 1) {
        throw new Error(`"${design.id}": an id is lower-case words joined by "-", and a design has at least one card`);
      }
      const own = rules[design.id] ?? NO_RULES;
      const problem = cardProblem(design, own);
      if (problem) throw new Error(`card "${design.id}": ${problem}`);
      this.designs.set(design.id, design);
      this.rules.set(design.id, own);
    }
    const stray = Object.keys(rules).find((id) => !this.designs.has(id));
    if (stray !== undefined) throw new Error(`rules for "${stray}", which is not a card`);
    this.political = instancesOf(designs);
  }

  /** A new registry: these cards and one more, checked as the constructor checks. */
  with(design: PoliticalDesign, rules: CardRules = NO_RULES): CardRegistry {
    return new CardRegistry([...this.designs.values(), design], { [design.id]: rules, ...Object.fromEntries(this.rules) });
  }

  designOf(card: CardRef): PoliticalDesign {
    const known = this.byInstance.get(card);
    if (known) return known;
    const design = this.designs.get(designId(card));
    if (!design) throw new Error(`not a Political card: ${card}`);
    this.byInstance.set(card, design);
    return design;
  }

  /** Whether an instance id ("thief#2") is one of these Political cards. */
  isPolitical(instance: string): boolean {
    const design = this.designs.get(designId(instance));
    return !!design && isNumberedWithin(instance, design.count);
  }

  /** Whether a design id ("thief") is one of these Political cards. */
  isDesign(id: string): boolean {
    return this.designs.has(id);
  }

  /** The rules of a Political card (none for a card that is data only); a Rebellion card has none. */
  rulesOf(card: CardRef): CardRules {
    return isRebellion(card) ? NO_RULES : this.rules.get(designId(card)) ?? NO_RULES;
  }

  /** R21: the side a card counts for when its holder fights for `holderSide`, and its battle value there. */
  battleValue(card: CardRef, holderSide: Side): { side: Side; value: number } {
    const design = this.designOf(card);
    const side = design.fightsFor ?? holderSide;
    return { side, value: side === 'rebels' ? design.rebelBattle ?? design.battle : design.battle };
  }

  /** R15: whether `reaction` cancels an attack made with `attack`. */
  cancels(reaction: CardRef, attack: CardRef): boolean {
    return !isRebellion(reaction) && (this.designOf(reaction).cancels ?? []).includes(designId(attack));
  }
}

/** The catalogue's cards: what every game is played with unless it was created with another registry. */
export const CATALOGUE: CardRegistry = new CardRegistry(POLITICAL_DESIGNS, BUILT_IN_RULES);

/** A catalogue card's data: for the screens, the coach and the bots, which show and play only games of the catalogue. */
export const designOf = (card: CardRef): PoliticalDesign => CATALOGUE.designOf(card);

/** R21 for a catalogue card: the side it counts for when its holder fights for `holderSide`, and its value there. */
export const battleValue = (card: CardRef, holderSide: Side): { side: Side; value: number } => CATALOGUE.battleValue(card, holderSide);

const CARDS = Symbol('cards');

type Carrier = { [CARDS]?: CardRegistry };

/** The registry a state (or a view of it) is played with. */
export function cardsOf(carrier: object): CardRegistry {
  return (carrier as Carrier)[CARDS] ?? CATALOGUE;
}

/** Marks a new state or view as played with `cards`; the catalogue leaves it unmarked. Returns it. */
export function withCards<T extends object>(carrier: T, cards: CardRegistry): T {
  if (cards !== CATALOGUE) (carrier as Carrier)[CARDS] = cards;
  return carrier;
}

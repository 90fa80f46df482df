// A participant's before-combat window as a pure model (V13–V15, V30): which of his cards may be
// played now and on what – Assassination on a die of the other side still in the battle, the others
// on the battle itself – and, for each card he holds that may not, the ruling that says why; or pass.
import { assassinationTargets, playable } from '../../rules/combat-cards.js';
import { sideOf } from '../../rules/battle.js';
import { byCardId, cardDesign, designOf } from '../../content/cards.js';
import type { Action, Battle, Side } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

/** One card that may be played now: on the battle, or on one of `dice` (Assassination). */
export interface CardPlay { card: string; dice: string[] | null }

export interface BattleCardsModel {
  seatName: string;
  side: Side;
  plays: CardPlay[];
  /** Before-combat cards held that may not be played now, with the ruling in words. */
  held: { card: string; reason: string }[];
}

/** V15: why a before-combat design may not be played now by a participant on `side`. */
function reasonNot(b: Battle, design: string, side: Side): string {
  switch (design) {
    case 'assassination': return 'Assassination needs a die of the other side still in this battle';
    case 'surprise-attack': return side !== 'attack' ? 'only an attacker plays Surprise Attack' : 'a second Surprise Attack in one battle is refused';
    case 'bribery': return b.bribery ? 'a second Bribery in one battle is refused' : 'Bribery needs a Presidential die in the battle';
    case 'peasant-uprising': return 'a second Peasant Uprising in one battle is refused';
    default: return 'it is not a before-combat card';
  }
}

export function createBattleCardsModel(view: VivaView): BattleCardsModel {
  const seat = view.seat!;
  const b = view.battle!;
  const side = sideOf(b, seat)!;
  const seen = new Set<string>();
  const plays: CardPlay[] = [];
  const held: BattleCardsModel['held'] = [];
  for (const card of [...(view.players[seat].hand ?? [])].sort(byCardId)) {
    const design = designOf(card);
    if (seen.has(design) || cardDesign(card).timing !== 'before-combat') continue;
    seen.add(design);
    if (!playable(b, design, side)) held.push({ card, reason: reasonNot(b, design, side) });
    else plays.push({ card, dice: design === 'assassination' ? assassinationTargets(b, side) : null });
  }
  return { seatName: view.players[seat].name, side, plays, held };
}

/** The play of `plays[index]`, on `die` for an Assassination. */
export function playAction(model: BattleCardsModel, index: number, die?: string): { action: Action } | { problem: string } {
  const play = model.plays[index];
  if (!play) return { problem: 'That card may not be played now.' };
  if (play.dice !== null && (die === undefined || !play.dice.includes(die))) return { problem: 'Assassination names a die of the other side still in this battle.' };
  return { action: { type: 'play', seat: model.seatName, card: play.card, ...(play.dice !== null ? { die } : {}) } };
}

export const passAction = (seatName: string): Action => ({ type: 'pass', seat: seatName });

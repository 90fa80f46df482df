// Plain-English labels for actions and cards on the screens, from a player's view.
import { cardName, designOf, isRebellion, moneyList, plural, type Action, type PlayerView } from '../rules/index.js';
import { shown } from '../../../text/width.js';
import type { Theme } from '../../../ui/theme.js';

/** A sentence's first word, capitalised (the engine's formatter, here beside the other labels). */
export { capital } from '../rules/index.js';

/** The vote glyphs the screens draw: arrows where the theme draws Unicode, else ASCII. */
export interface Glyphs {
  for: string;
  against: string;
}

export const glyphsOf = (theme: Pick<Theme, 'unicode'>): Glyphs => (theme.unicode ? { for: '▲ for', against: '▼ against' } : { for: '+ for', against: '- against' });

const voteWord = (vote: 'for' | 'against' | undefined, g: Glyphs): string => (vote ? ` (${g[vote]})` : '');

/** Whose card in play this is (a name already fit for the screen), when the chooser can tell. */
export type OwnerOf = (card: string) => string | null;

/** What a card's action does to the player it names (cards.md), in a few words for the chooser. */
const ON_PLAYER: Readonly<Record<string, (name: string) => string>> = {
  students: (name) => `look at ${name}'s stack`,
  'radio-station': (name) => `look at ${name}'s stack`,
  newspaper: (name) => `show ${name}'s stack to everyone`,
  'secret-police': (name) => `look at ${name}'s hand`,
  mafia: (name) => `take a random card from ${name}'s hand`,
  thief: (name) => `take a random Money card from ${name}'s Middleman`,
  'electoral-fraud': (name) => `${name}'s votes do not count this round`,
  'vote-of-no-confidence': (name) => `make ${name} the new President`,
  'un-condemns-torture': (name) => `make ${name} the new President`,
};

/** What a card's action does to the card it names; `whose`: its owner's name and "'s ", or nothing. */
const ON_CARD: Readonly<Record<string, (card: string, whose: string) => string>> = {
  assassin: (card, whose) => `discard ${whose}${card}`,
  explosion: (card, whose) => `blow up ${whose}${card}`,
  amnesty: (card) => `take ${card} back from the discard pile`,
};

/**
 * A target, as what happens to it when `card`'s action names it ("on Bo" alone would not say):
 * a player, whose name comes from outside and is shown sanitized, or a card – with its owner,
 * since twin cards (two Students) may lie before different players. A card without words of its
 * own says "on Bo" or "at Students (Bo's)".
 */
function targetName(card: string, target: string | undefined, ownerOf?: OwnerOf): string {
  if (!target) return '';
  const id = designOf(card).id;
  if (!target.includes('#')) {
    const name = shown(target);
    return ON_PLAYER[id]?.(name) ?? `on ${name}`;
  }
  const owner = ownerOf?.(target);
  const onCard = ON_CARD[id];
  if (onCard) return onCard(cardName(target), owner ? `${owner}'s ` : '');
  return `at ${cardName(target)}${owner ? ` (${owner}'s)` : ''}`;
}

/** The first-level choice an action belongs to ("Play Thief", "Draw a card"), and its detail. */
export function actionGroup(action: Action): string {
  switch (action.type) {
    case 'play-card': return `Play ${shortName(action.card)}`;
    case 'use-building': return `Use ${cardName(action.card)}`;
    case 'draw-card': return 'Draw a card';
    case 'end-turn': return 'End your turn';
    case 'react': return action.bodyguard ? `Stop it with your ${cardName(action.bodyguard)}` : 'Let it happen';
    case 'declare-buildings': return 'Declare your Buildings';
    case 'name-first-president': return `Name ${shown(action.name)}`;
    case 'choose-president': return `Make ${shown(action.name)} President`;
    case 'keep-budget': return 'Keep the budget as it is';
    default: return action.type;
  }
}

export function actionDetail(action: Action, g: Glyphs, ownerOf?: OwnerOf): string {
  switch (action.type) {
    case 'play-card': {
      const parts = [action.vote ? g[action.vote] : ''];
      if (action.target) parts.push(targetName(action.card, action.target, ownerOf));
      if (action.money) parts.push(`moving ${moneyList(action.money, 'short')}`);
      if (action.useAction && !action.target && !action.money) parts.push('using its action');
      if (!action.useAction && !action.target && !action.money && designOf(action.card).timing === 'on-play') parts.push('without its action');
      return parts.filter(Boolean).join(', ') || 'play it';
    }
    case 'use-building':
      return action.target ? targetName(action.card, action.target, ownerOf) : action.money ? `move ${moneyList(action.money, 'short')}` : 'use it';
    case 'declare-buildings':
      return action.votes.map((v) => `${cardName(v.card)} ${g[v.vote]}`).join(', ');
    default:
      return actionGroup(action);
  }
}

/** A card's name as crowded screens show it. */
export const shortName = (card: string): string => cardName(card, 'short');

export function cardLabel(card: string): string {
  if (isRebellion(card)) return shortName(card);
  const d = designOf(card);
  const battle = d.kind === 'intervention' ? '' : `/${d.battle}`;
  return `${shortName(card)} ${d.votes}${battle}`;
}

export function inPlayLabel(card: string, vote: 'for' | 'against' | null, g: Glyphs): string {
  return `${shortName(card)}${voteWord(vote ?? undefined, g)}`;
}

export const moneyLabel = (cards: readonly string[]): string => moneyList(cards, 'short');

/**
 * How a phase is worded: 'label' for the screens' header ("Voting · pass 1 · turn 3/8"); 'brief'
 * the same without what another part of the header says (the voting turn tells the pass, R10);
 * 'sentence' for plain mode, read out ("voting, first pass, turn 3 of 8").
 */
export type PhaseStyle = 'label' | 'brief' | 'sentence';

/** The one phase wording, for the screens and plain mode alike. */
export function phaseWords(view: PlayerView, style: PhaseStyle = 'label'): string {
  const sentence = style === 'sentence';
  switch (view.phase) {
    case 'first-president': {
      const revote = view.firstPresident?.revote;
      if (sentence) return revote ? 'the players name the first President again (a revote)' : 'the players name the first President';
      return revote ? 'Choosing the first President (revote)' : 'Choosing the first President';
    }
    case 'budget': return sentence ? 'the President forms the budget' : 'Budget';
    case 'voting': {
      const v = view.voting!;
      const n = view.players.length;
      if (v.closing) return sentence ? 'the voting has ended' : 'Voting ended';
      if (sentence) return `voting, ${v.index < n ? 'first' : 'second'} pass, turn ${v.index + 1} of ${2 * n}`;
      return style === 'brief' ? `Voting · turn ${v.index + 1}/${2 * n}` : `Voting · pass ${v.index < n ? 1 : 2} · turn ${v.index + 1}/${2 * n}`;
    }
    case 'coup': return sentence ? 'a coup' : 'Coup';
    case 'ended': return sentence ? 'the game is over' : 'Game over';
  }
}

/** Who owns each card in play, from a view, with the screen's names. */
export function ownersIn(view: PlayerView, names: readonly string[]): OwnerOf {
  return (card) => {
    const owner = view.players.findIndex((p) => p.inPlay.some((c) => c.card === card));
    return owner < 0 ? null : names[owner];
  };
}

/** Rounds the Money deck can still pay for after this one (R7). */
export function roundsLeft(view: PlayerView): number {
  return Math.floor(view.moneyDeckSize / (view.players.length + 1));
}

/** The game's clock in words: "last round" rather than "0 rounds left" (R7). */
export function roundsLabel(view: PlayerView): string {
  const n = roundsLeft(view);
  if (view.round === 0) return `money for ${n} rounds`;
  return n === 0 ? 'last round' : plural(n, 'more round');
}

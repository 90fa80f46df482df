// Plain mode's sentences: the table, a hand, a player's Money and stack, a card and
// the final scores, in words a screen reader reads well – no columns, glyphs or abbreviations.
// Only what the view shows (R5); names arrive already sanitized and cut (text/width `shown`).
import { cardName, designOf, isRebellion, listWords, moneyList, plural, votesCounted, votesInPlay, type CardRef, type PlayerView } from '../../rules/index.js';
import { capital, phaseWords, roundsLabel, shortName, type Glyphs } from '../labels.js';
import type { FinalScore } from '../../../../ui/game-screens.js';

/** Votes in words only: "for", "against" (no ▲▼ for a screen reader to spell out). */
export const PLAIN_GLYPHS: Glyphs = { for: 'for', against: 'against' };

/** A Political card with what it is worth: "Thief (1 vote, battle 2)", "a Rebellion card". */
export function cardWords(card: CardRef): string {
  if (isRebellion(card)) return cardName(card);
  const d = designOf(card);
  const battle = d.kind === 'intervention' ? `, ${d.kind}` : `, battle ${d.battle}`;
  return `${shortName(card)} (${plural(d.votes, 'vote')}${battle})`;
}

/** The public table in sentences: the round, each player, the votes (R5: nothing private). */
export function tableSentences(view: PlayerView, names: readonly string[]): string[] {
  const phase = view.round > 0 ? `Round ${view.round}: ${phaseWords(view, 'sentence')}` : capital(phaseWords(view, 'sentence'));
  const president = view.phase === 'first-president' ? '' : ` ${names[view.president]} is President.`;
  const lines = [`${phase}.${president} The Money deck holds ${plural(view.moneyDeckSize, 'card')} (${roundsLabel(view)}).`];
  const coup = view.coup;
  view.players.forEach((p, i) => {
    const role = coup?.firstRebel === i ? ', the First Rebel' : coup?.declaredRebel === i ? ', a rebel' : '';
    const parts = [`${plural(p.handSize, 'card')} in hand`, `Money: ${p.topCount} on the Middleman, ${p.swissCount} under it`];
    if (p.stack) parts.push(p.stack.returned ? 'stack returned to the President' : `stack announced as ${p.stack.announced}, ${plural(p.stack.count, 'card')}`);
    if (p.inPlay.length > 0) parts.push(`in play: ${listWords(p.inPlay.map((c) => `${shortName(c.card)}${c.vote ? ` ${c.vote}` : ''}`))}`);
    if (p.committedCount !== null) parts.push(`${plural(p.committedCount, 'card')} face down in the coup`);
    lines.push(`${names[i]}${role}: ${parts.join('; ')}.`);
  });
  const fraud = (verb: string) => (view.voting?.fraud.length ? ` No votes ${verb} for ${listWords(view.voting.fraud.map((f) => names[f]))}.` : '');
  const counted = votesCounted(view);
  if (counted) {
    // The coup: the cards have left play (R16), so the sentence is the count that caused it.
    const why = counted.noConfidenceBy === null ? 'the budget was defeated' : `the budget was defeated all the same, by ${names[counted.noConfidenceBy]}'s no confidence`;
    lines.push(`Votes counted: ${counted.for} for, ${counted.against} against; ${why}.${fraud('counted')}`);
  } else if (view.phase === 'voting') {
    const tally = votesInPlay(view);
    lines.push(`Votes in play: ${tally.for} for, ${tally.against} against.${fraud('count')}`);
  }
  return lines;
}

/** What the seat holds (R5: its own hand, Money and stack), in sentences; the first names the player. */
export function ownSentences(view: PlayerView, names: readonly string[]): string[] {
  const lines = [
    `${names[view.seat]}, your hand: ${listWords(view.hand.map(cardWords))}.`,
    `Your Money: on your Middleman ${moneyList(view.top)}; under it, banked in Switzerland, ${moneyList(view.swiss)}.`,
  ];
  const stack = view.stacks[view.seat];
  const announced = view.players[view.seat].stack?.announced;
  if (stack) lines.push(`Your stack holds ${moneyList(stack)}, announced as ${announced ?? 0}.`);
  return lines;
}

/** A coup's news (R21): its headline, and what follows it. */
export const newsSentence = (headline: string): string => `${headline} The cards are revealed.`;

/** The final scores, best first: "Ana wins with 23 million in 5 Money cards." */
export function scoreSentences(scores: readonly FinalScore[]): string[] {
  const winners = scores.filter((s) => s.winner);
  // The keys are Money, then cards (R27).
  const sorted = [...scores].sort((a, b) => b.keys[0] - a.keys[0] || b.keys[1] - a.keys[1]);
  return sorted.map((s) => {
    const money = `${s.keys[0]} million in ${plural(s.keys[1], 'Money card')}`;
    if (!s.winner) return `${s.name} has ${money}.`;
    return winners.length > 1 ? `${s.name} shares the win with ${money}.` : `${s.name} wins with ${money}.`;
  });
}

// Plain mode's sentences of a board view (rulings B5, B6, B17, B21, B24, B26, B31, B37, B64): the
// public table – the round and phase, the President, the cabinet, the Situation and the Bank, each
// family's cards in hand, Influence in front, Location as far as it is public, the Budget as announced,
// the attempts announced – then the seat's own hand, pocket, account and Location, the drawn bills and
// stacks to the President in office, and the final scores. Only what the view shows (B5); names arrive
// sanitized and cut.
import { LOCATION_NAMES, POSITIONS } from '../../content/box.js';
import { byCardId } from '../../content/cards.js';
import { billsText, cardName, describeEvent, list, plural } from '../../rules/describe.js';
import { valueOf } from '../../rules/money.js';
import type { Holder, Position, Seat } from '../../rules/types.js';
import type { BoardView, PlayerView } from '../../rules/view.js';
import type { FinalScore } from '../../../../ui/game-screens.js';
import { TO_LOCATION } from './words.js';

const cardsWords = (cards: readonly string[]): string => (cards.length === 0 ? 'no card' : list([...cards].sort(byCardId).map(cardName)));

function whereWords(p: PlayerView): string | null {
  if (p.status === 'dead') return 'dead';
  if (p.status === 'exiled' || p.location === 'exile') return 'in exile';
  if (p.location !== null) return `at ${TO_LOCATION[p.location]}`;
  return p.located ? 'has chosen a Location' : null;
}

function playerSentence(view: BoardView, seat: Seat, names: readonly string[]): string {
  const p = view.players[seat];
  const parts = [
    ...(p.status === 'dead' ? [] : [plural(p.handSize, 'card') + ' in hand']),
    ...(p.influence.length > 0 ? [`Influence in front: ${cardsWords(p.influence)}`] : []),
    ...(whereWords(p) ? [whereWords(p)!] : []),
    ...(view.ended && p.account ? [`Swiss account ${valueOf(p.account)} M`] : []),
  ];
  return `${names[seat]} (${p.family})${seat === view.president ? ', the President' : ''}: ${parts.join('; ')}.`;
}

/** The phase the round is in, in the game's words. */
function phaseWords(view: BoardView): string {
  const round = view.flow[0];
  return round?.kind === 'round' ? describeEvent({ type: 'phase', phase: round.phase }, []).replace(/\.$/, '') : '';
}

/** The public table in sentences (B5: nothing private). */
export function tableSentences(view: BoardView, names: readonly string[]): string[] {
  const president = view.president === null ? 'The office of President is vacant.' : `${names[view.president]} is the President.`;
  const lines = [`Round ${view.round}${phaseWords(view) ? `, ${phaseWords(view)}` : ''}. ${president}`];
  if (POSITIONS.some((p) => view.positions[p].holder !== 'vacant')) {
    const holders = Object.fromEntries(POSITIONS.map((p) => [p, view.positions[p].holder])) as Record<Position, Holder>;
    const frozen = POSITIONS.filter((p) => view.positions[p].frozen && view.positions[p].holder !== 'vacant');
    lines.push(describeEvent({ type: 'cabinet', positions: holders, cousin: view.cousin }, names) + (frozen.length > 0 ? ` Frozen: ${frozen.length}.` : ''));
  }
  lines.push(`${describeEvent({ type: 'situation', situation: view.situation }, names)} ${describeEvent({ type: 'bank', bank: view.bank, marker: view.marker }, names)}`);
  lines.push(`The draw pile holds ${plural(view.drawSize, 'card')}; the discard pile ${plural(view.discard.length, 'card')}.`);
  view.players.forEach((_, seat) => lines.push(playerSentence(view, seat, names)));
  const announced = (view.budget?.stacks ?? []).filter((st) => st.announced !== null);
  if (announced.length > 0) lines.push(`The Budget as announced: ${list(announced.map((st) => `${st.announced} M to ${names[st.seat]}`))}.`);
  const open = view.attempts.filter((a) => a.killed === null && !a.cancelled);
  if (open.length > 0) lines.push(`Attempts announced: ${list(open.map((a) => `${names[a.by]}'s ${a.card === null ? 'Death Squad' : cardName(a.card)} after ${names[a.victim]} at ${TO_LOCATION[a.location]}`))}.`);
  return lines;
}

/** What the seat holds and knows of its own (B5, B20, B21, B24, B37), in sentences; the first names the player. */
export function ownSentences(view: BoardView, names: readonly string[]): string[] {
  const seat = view.seat;
  if (seat === null) return [];
  const me = view.players[seat];
  const lines = [`${names[seat]}, your hand: ${cardsWords(me.hand ?? [])}.`];
  if (me.pocket && me.account) lines.push(`Your pocket: ${billsText(me.pocket)}. Your Swiss account: ${billsText(me.account)}.`);
  if (me.location !== null && me.location !== 'exile') lines.push(`Your Location this round: ${LOCATION_NAMES[me.location]}.`);
  if (view.drawn) lines.push(`The Foreign Aid you drew, not yet stacked: ${billsText(view.drawn)}.`);
  const stacks = (view.budget?.stacks ?? []).filter((st) => st.bills !== null);
  if (stacks.length > 0) {
    lines.push(`Your Budget's stacks: ${list(stacks.map((st) => `${names[st.seat]} ${billsText(st.bills!)}${st.announced === null ? ', not yet announced' : `, announced ${st.announced} M`}`))}.`);
  }
  return lines;
}

/** The final scores, best first (B64: the Swiss account decides; nobody may win). */
export function scoreSentences(scores: readonly FinalScore[]): string[] {
  const winners = scores.filter((s) => s.winner);
  return [...scores].sort((a, b) => b.keys[0] - a.keys[0]).map((s) => {
    const account = `${s.keys[0]} M in the Swiss account`;
    if (!s.winner) return `${s.name} has ${account}.`;
    return winners.length > 1 ? `${s.name} shares the win with ${account}.` : `${s.name} wins with ${account}.`;
  });
}

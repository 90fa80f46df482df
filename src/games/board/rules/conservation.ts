// Conservation (board-cards.md, checked after every action in tests): each of the 64 cards in exactly
// one place, and per denomination the bills of every place adding up to 51, 30 and 15, none negative.
import { BILL_COUNTS } from '../content/box.js';
import { ALL_CARDS } from '../content/cards.js';
import type { BoardState, Money } from './types.js';

/** Where each card is: piles, hands, Influence in front, pending (an announced Assassin, a Vote card in a vote not yet counted). */
function cardPlaces(s: BoardState): string[] {
  const pending = s.attempts.filter((a) => a.card !== null && a.killed === null && !a.cancelled).map((a) => a.card as string);
  const inVotes = s.flow.flatMap((f) => (f.kind === 'vote' ? f.played : []));
  return [...s.drawPile, ...s.discard, ...s.players.flatMap((p) => [...p.hand, ...p.influence]), ...pending, ...inVotes];
}

/** Every place bills can be. */
function billPlaces(s: BoardState): Money[] {
  const aid: Money = [0, 0, 0];
  for (const d of s.aid) aid[d - 1] += 1;
  return [
    aid, s.out,
    ...(s.drawn ? [s.drawn] : []),
    ...(s.budget ? [s.budget.kept, ...s.budget.stacks.map((st) => st.bills)] : []),
    ...s.players.flatMap((p) => [p.pocket, p.account]),
  ];
}

/** What is wrong with the state's cards and bills, in words; empty when all is conserved. */
export function conservationProblems(s: BoardState): string[] {
  const problems: string[] = [];
  const places = cardPlaces(s);
  const seen = new Map<string, number>();
  for (const c of places) seen.set(c, (seen.get(c) ?? 0) + 1);
  for (const c of ALL_CARDS) if (seen.get(c) !== 1) problems.push(`${c} is in ${seen.get(c) ?? 0} places`);
  for (const c of seen.keys()) if (!ALL_CARDS.includes(c)) problems.push(`${c} is not a board card`);
  const bills = billPlaces(s);
  for (let i = 0; i < 3; i++) {
    const total = bills.reduce((sum, m) => sum + m[i], 0);
    if (total !== BILL_COUNTS[i]) problems.push(`${i + 1}-million bills add up to ${total}, not ${BILL_COUNTS[i]}`);
    if (bills.some((m) => m[i] < 0)) problems.push(`a count of ${i + 1}-million bills is negative`);
  }
  return problems;
}

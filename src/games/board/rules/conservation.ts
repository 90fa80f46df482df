// Conservation (board-cards.md, checked after every action in tests): each of the 64 cards in exactly
// one place, per denomination the bills of every place adding up to 51, 30 and 15, none negative, and
// during a coup each unit in one place.
import { BILL_COUNTS } from '../content/box.js';
import { ALL_CARDS } from '../content/cards.js';
import { MAP_ORDER } from '../content/map.js';
import { AIRSTRIKES, UNITS } from '../content/units.js';
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

/**
 * board-cards.md: during a coup each of the 50 units is in one place (an area, the Harbor or the
 * Airfield, destroyed, or not raised), in unit-id order, with strength left within its kind's and none
 * only when destroyed; the Airstrikes used are at most their count. Outside a coup nothing is on the map.
 */
function unitProblems(s: BoardState): string[] {
  if (s.coup === null) return [];
  const problems: string[] = [];
  const units = s.coup.units;
  if (units.length !== UNITS.length || units.some((u, i) => u.id !== UNITS[i].id)) problems.push('the coup does not hold each unit once, in unit-id order');
  for (const [i, u] of units.entries()) {
    const kind = UNITS[i]?.kind;
    if (!MAP_ORDER.includes(u.at) && u.at !== 'destroyed' && u.at !== 'unraised') problems.push(`${u.id} is nowhere (${u.at})`);
    if (kind && (u.strength < 0 || u.strength > kind.strength)) problems.push(`${u.id} has strength ${u.strength}`);
    if ((u.strength === 0) !== (u.at === 'destroyed')) problems.push(`${u.id} has strength ${u.strength} ${u.at === 'destroyed' ? 'but is destroyed' : `in ${u.at}`}`);
  }
  if (s.coup.airstrikesUsed < 0 || s.coup.airstrikesUsed > AIRSTRIKES.ids.length) problems.push(`${s.coup.airstrikesUsed} Airstrikes used`);
  return problems;
}

/** What is wrong with the state's cards, bills and units, in words; empty when all is conserved. */
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
  problems.push(...unitProblems(s));
  return problems;
}

// One battle's make-up and arithmetic (V12, V13, V16, V23): its dice and sides, who is still in it,
// V14's order of asking, which dice are rolled, and the Personal Combat, Attack and Defense Values.
import { byDieId, dieOwner } from '../content/cards.js';
import { clockwiseFrom, fromLeftOf } from '../../../core/seats.js';
import { golpistas, numberOf, PRESIDENTE_NUMBER, type Seating } from './context.js';
import type { Battle, BattleDie, Seat, Side, VivaState } from './types.js';

export const GUNBOAT_BONUS = 3;
const PRESIDENTE_DIE_VALUE = 1;
const UPRISING_VALUE = 2;

/** The dice in a battle against `defender` (V11, V13, V23), from the revealed orders and the taken loans. */
export function battleDice(s: VivaState, defender: Seat): BattleDie[] {
  const dice: BattleDie[] = [];
  const add = (die: string, seat: Seat, side: Side, presidential: boolean) => dice.push({ die, seat, side, presidential, roll: null, destroyed: false });
  if (defender === s.presidente) {
    for (const die of s.players[defender].dice) add(die, defender, 'defend', true);
    for (const g of golpistas(s)) {
      for (const die of s.players[g].dice) {
        const n = s.players[g].orders?.[die];
        if (n === PRESIDENTE_NUMBER) add(die, g, 'defend', false);
        else if (n === numberOf(defender)) add(die, g, 'attack', false);
      }
    }
    return dice;
  }
  for (const seat of clockwiseFrom(s, defender)) {
    if (seat === s.presidente) continue;
    const side: Side = seat === defender ? 'defend' : 'attack';
    for (const die of s.players[seat].dice) if (s.players[seat].orders?.[die] === numberOf(defender)) add(die, seat, side, false);
    for (const loan of s.players[seat].loans) if (loan.face === numberOf(defender)) add(loan.die, seat, side, true);
  }
  return dice;
}

/** V12: a Golpista is attacked when another player's die (or a loan, V23) shows his number. */
export function isAttacked(s: VivaState, defender: Seat): boolean {
  return battleDice(s, defender).some((d) => d.side === 'attack');
}

export const liveDice = (b: Battle): BattleDie[] => b.dice.filter((d) => !d.destroyed);
/** V13: the defender is always in; anyone else while one of his dice in the battle survives. */
export const isIn = (b: Battle, seat: Seat): boolean => seat === b.defender || liveDice(b).some((d) => d.seat === seat);
export function sideOf(b: Battle, seat: Seat): Side | null {
  if (seat === b.defender) return 'defend';
  return b.dice.find((d) => d.seat === seat)?.side ?? null;
}

const seatsOf = (b: Battle, side: Side): Set<Seat> => new Set(liveDice(b).filter((d) => d.side === side && d.seat !== b.defender).map((d) => d.seat));
/** V14: the remaining attackers, clockwise from the defender's left. */
export function attackersOf(s: Pick<Seating, 'players'>, b: Battle): Seat[] {
  const attackers = seatsOf(b, 'attack');
  return fromLeftOf(s, b.defender, (i) => attackers.has(i));
}
/** V14: the remaining supporters of the Presidente, clockwise from his left. */
export function supportersOf(s: Seating, b: Battle): Seat[] {
  const supporters = seatsOf(b, 'defend');
  return golpistas(s).filter((i) => supporters.has(i));
}
/** V14, V17: the defender, the supporters, then the attackers. */
export const askingOrder = (s: Seating, b: Battle): Seat[] => [b.defender, ...supportersOf(s, b), ...attackersOf(s, b)];

/** V11, V15, V16: whether a die is rolled (not the Presidente's home dice, not under Peasant Uprising or Bribery). */
export function isRolled(b: Battle, d: BattleDie): boolean {
  if (b.presidential && d.seat === b.defender) return false;
  if (d.side === 'defend' && b.uprising) return false;
  return !(d.presidential && b.bribery);
}

/** V4: a player's dice in the order they are rolled: his own by id, then loaned dice by colour and number. */
export function rollOrder(b: Battle, seat: Seat): BattleDie[] {
  const mine = liveDice(b).filter((d) => d.seat === seat);
  return mine.sort((x, y) => Number(dieOwner(x.die) !== seat) - Number(dieOwner(y.die) !== seat) || byDieId(x.die, y.die));
}

/** V16: one die's value. */
export function dieValue(b: Battle, d: BattleDie): number {
  if (d.presidential && b.bribery) return 0;
  if (d.side === 'defend' && b.uprising) return UPRISING_VALUE;
  if (b.presidential && d.seat === b.defender) return PRESIDENTE_DIE_VALUE;
  return d.roll ?? 0;
}

const gunboats = (b: Battle, pick: (p: Battle['played'][number]) => boolean): number =>
  b.played.filter((p) => p.card.startsWith('gunboat#') && pick(p)).length * GUNBOAT_BONUS;

/** V16: a remaining attacker's dice still in the battle + 3 per Gunboat he played. */
export function personalValue(b: Battle, seat: Seat): number {
  return liveDice(b).filter((d) => d.seat === seat).reduce((sum, d) => sum + dieValue(b, d), 0) + gunboats(b, (p) => p.seat === seat);
}

/** V16: the remaining attackers' dice + every Gunboat played on the attacking side. */
export function attackValue(b: Battle): number {
  const dice = liveDice(b).filter((d) => d.side === 'attack').reduce((sum, d) => sum + dieValue(b, d), 0);
  return dice + gunboats(b, (p) => p.side === 'attack');
}

/** V16: buildings with the Main House (0 under Surprise Attack) + defending dice + the defending side's Gunboats; a view shows all of it. */
export function defenseValue(s: { players: readonly { tiles: readonly string[] }[] }, b: Battle): number {
  const buildings = b.surprise ? 0 : s.players[b.defender].tiles.length + 1;
  const dice = liveDice(b).filter((d) => d.side === 'defend').reduce((sum, d) => sum + dieValue(b, d), 0);
  return buildings + dice + gunboats(b, (p) => p.side === 'defend');
}

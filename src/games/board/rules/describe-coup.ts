// The coup's events in words (rulings B41–B60, B76; B5: the whole coup board is public, so none of
// these sentences hides anything but the bills of a bribe's payment, told by the `paid` event).
import { areaById } from '../content/map.js';
import { unitById } from '../content/units.js';
import { designById } from '../content/cards.js';
import { POSITION_NAMES } from '../content/box.js';
import type { BoardEvent, Party, Seat } from './types.js';

type Names = (seat: Seat) => string;

/** The coup's event types. */
export const COUP_EVENTS = [
  'coup', 'deployed', 'segment', 'rebel', 'placed', 'moved', 'transferred', 'bribed', 'fled', 'attack', 'no-attack', 'shelled',
  'exchange', 'destroyed', 'retreated', 'side', 'control', 'elect', 'executed', 'coup-over', 'cousin', 'tie-broken',
] as const;
export type CoupEvent = Extract<BoardEvent, { type: (typeof COUP_EVENTS)[number] }>;
export const isCoupEvent = (e: BoardEvent): e is CoupEvent => (COUP_EVENTS as readonly string[]).includes(e.type);

const list = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
/** An area, a Harbor or an Airfield by its name (board-map.md). */
export const placeName = (id: string): string => areaById(id)?.name ?? (id === 'harbor' ? 'the Harbor' : id === 'airfield' ? 'the Airfield' : id);
/** A unit by its kind's name and number: "Army, 1st Brigade 3", "Marines". */
export function unitName(id: string): string {
  const u = unitById(id);
  if (!u) return id;
  return u.kind.counters === 1 ? u.kind.name : `${u.kind.name} ${u.number}`;
}
const unitsText = (ids: readonly string[]): string => (ids.length === 0 ? 'no unit' : list(ids.map(unitName)));
const partyName = (p: Party, n: Names): string => (p === 'frozen' ? 'the frozen units' : n(p));
const SEGMENT = (segment: number): string => (segment === 0 ? 'the rebellion phase' : `coup phase ${segment}`);
const SIDE = { president: 'Pro-President', junta: 'Pro-Junta' } as const;

/** Each coup event as one sentence. */
export function describeCoupEvent(e: CoupEvent, n: Names): string {
  switch (e.type) {
    case 'coup': return e.started ? `${n(e.seat)} starts a coup and is the First Rebel.` : `${n(e.seat)} starts no coup.`;
    case 'deployed': return `The units deploy${e.policeInParliament ? ' (the Police in Parliament, after the forced Budget)' : ''}.`;
    case 'segment': return `${SEGMENT(e.segment)[0].toUpperCase()}${SEGMENT(e.segment).slice(1)}: ${e.part === 'movement' ? 'movement' : 'battle'}.`;
    case 'rebel': return `${n(e.seat)} is a Rebel.`;
    case 'placed': return `${n(e.seat)}'s ${designById(e.card)?.name ?? e.card} take the field in ${placeName(e.area)}: ${unitsText(e.units)}.`;
    case 'moved': return `${n(e.seat)} moves ${unitName(e.unit)} from ${placeName(e.from)} to ${placeName(e.to)}.`;
    case 'transferred': return `${n(e.from)} gives ${n(e.to)} command of ${unitsText(e.units)}.`;
    case 'bribed': {
      const what = e.unit === 'airstrikes' ? 'the Airstrikes' : unitName(e.unit);
      return `${n(e.seat)} rolls ${e.value} to bribe ${what} (${e.needs}–6): ${e.won ? 'bribed' : 'refused'}.`;
    }
    case 'fled': return `${n(e.seat)} flees into exile at ${placeName(e.embassy)}; his units are frozen.`;
    case 'attack': return `${n(e.seat)} attacks ${partyName(e.target, n)} in ${placeName(e.area)}${e.engaged ? '' : ' (already engaged)'}.`;
    case 'no-attack': return `${n(e.seat)} attacks nobody.`;
    case 'shelled': {
      const weapon = e.weapon === 'gunboat' ? 'the Gunboat' : 'an Airstrike';
      if (e.area === null || e.target === null) return `${n(e.seat)} does not use ${weapon}.`;
      const hits = e.hits.length === 0 ? 'no hit' : `hits on ${unitsText(e.hits)}`;
      return `${n(e.seat)} aims ${weapon} at ${partyName(e.target, n)} in ${placeName(e.area)}: ${e.dice.join(', ')}; ${hits}.`;
    }
    case 'exchange': {
      if (e.dice.length === 0) return `Exchange ${e.number}: nobody fires.`;
      const hits = e.dice.filter((d) => d.hit).length;
      return `Exchange ${e.number}: ${e.dice.length} dice, ${hits} ${hits === 1 ? 'hit' : 'hits'}.`;
    }
    case 'destroyed': return `${unitName(e.unit)} is destroyed${e.why === 'hits' ? '' : e.why === 'no-retreat' ? ' (no area to retreat to)' : ' (the frozen units cannot retreat)'}.`;
    case 'retreated': return e.to === null ? `${partyName(e.party, n)} cannot retreat from ${placeName(e.area)}: ${unitsText(e.units)} destroyed.`
      : `${partyName(e.party, n)} retreats from ${placeName(e.area)} to ${placeName(e.to)}: ${unitsText(e.units)}.`;
    case 'side': return `${n(e.seat)} declares ${SIDE[e.side]}.`;
    case 'control': {
      const held = e.areas.map((a) => `${placeName(a.area)} ${a.by === null ? 'nobody' : a.by === 'junta' ? 'the Junta' : 'the President'}`);
      return `Control: ${list(held)}. ${e.winner === 'junta' ? 'The Junta wins the coup.' : 'The President holds.'}`;
    }
    case 'elect': return `${n(e.seat)} votes for ${n(e.candidate)} to lead the Junta.`;
    case 'executed': return e.target === null ? `${n(e.by)} executes nobody.` : `${n(e.by)} has ${n(e.target)} shot by the firing squad.`;
    case 'coup-over': return 'The coup is over; the First Rebel card is returned.';
    case 'cousin': return e.position === null ? `${n(e.seat)} names no Cousin.` : `${n(e.seat)} names the ${POSITION_NAMES[e.position]}'s Position as his Cousin's.`;
    case 'tie-broken': {
      const tied = `The Junta's vote is tied between ${list(e.tied.map(n))}`;
      return e.by === null ? `${tied}; ${n(e.candidate)}, the nearest to the First Rebel, leads the Junta.` : `${tied}; ${n(e.by)}, the First Rebel, names ${n(e.candidate)}.`;
    }
  }
}

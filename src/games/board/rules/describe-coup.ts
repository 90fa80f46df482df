// The coup's events in words (rulings B41–B60, B76; B5: the whole coup board is public, so none of
// these sentences hides anything but the bills of a bribe's payment, told by the `paid` event).
import { andList as list } from '../../../core/words.js';
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

/** Areas whose names take no article in a sentence ("in Parliament", "in Old Town", "in Police Precinct 2"). */
const BARE = /^(Parliament|Old Town|Police Precinct)/;
/** An area, the Harbor or the Airfield by its name (board-map.md), as a sentence says it: "the Plaza", "Parliament", "the Heights". */
export function placeName(id: string): string {
  const name = areaById(id)?.name;
  if (name === undefined) return id === 'harbor' ? 'the Harbor' : id === 'airfield' ? 'the Airfield' : id;
  if (BARE.test(name)) return name;
  return name.startsWith('The ') ? `the ${name.slice(4)}` : `the ${name}`;
}
/** A unit by its kind's name and number: "Army, 1st Brigade 3", "Marines". */
export function unitName(id: string): string {
  const u = unitById(id);
  if (!u) return id;
  return u.kind.counters === 1 ? u.kind.name : `${u.kind.name} ${u.number}`;
}
const unitsText = (ids: readonly string[]): string => (ids.length === 0 ? 'no unit' : list(ids.map(unitName)));
const partyName = (p: Party, n: Names): string => (p === 'frozen' ? 'the frozen units' : n(p));
/** Whose units a die or a shell aims at: "Bo's units", "the frozen units". */
const unitsOfParty = (p: Party, n: Names): string => (p === 'frozen' ? 'the frozen units' : `${n(p)}'s units`);
/** B54, B55: one die in words: "5 hits Police 2", "2 misses Police 2", "4 finds no unit". */
const dieText = (value: number, target: string | null, hit: boolean): string =>
  target === null ? `${value} finds no unit` : `${value} ${hit ? 'hits' : 'misses'} ${unitName(target)}`;

type ExchangeDie = Extract<BoardEvent, { type: 'exchange' }>['dice'][number];

/**
 * B55, B71: an exchange's dice area by area, each firing party's dice at one opponent in roll order,
 * each die with the unit it aimed at and whether it hit: "In the Plaza Ana fires 2 dice at Bo's units:
 * 5 hits Police 1, 2 misses Police 2".
 */
function exchangeText(number: number, dice: readonly ExchangeDie[], n: Names): string {
  if (dice.length === 0) return `Exchange ${number}: nobody fires.`;
  const hits = dice.filter((d) => d.hit).length;
  const areas: { area: string; volleys: { by: Party; against: Party; dice: ExchangeDie[] }[] }[] = [];
  for (const d of dice) {
    let area = areas.find((a) => a.area === d.area);
    if (!area) areas.push((area = { area: d.area, volleys: [] }));
    let volley = area.volleys.find((v) => v.by === d.by && v.against === d.against);
    if (!volley) area.volleys.push((volley = { by: d.by, against: d.against, dice: [] }));
    volley.dice.push(d);
  }
  const told = areas.map(({ area, volleys }) => `In ${placeName(area)} ${volleys.map((v) =>
    `${partyName(v.by, n)} fires ${v.dice.length} ${v.dice.length === 1 ? 'die' : 'dice'} at ${unitsOfParty(v.against, n)}: ${v.dice.map((d) => dieText(d.value, d.target, d.hit)).join(', ')}`).join('; ')}.`);
  return `Exchange ${number}: ${dice.length} ${dice.length === 1 ? 'die' : 'dice'}, ${hits} ${hits === 1 ? 'hit' : 'hits'}. ${told.join(' ')}`;
}

/** B54: the Gunboat's or an Airstrike's dice and the units they hit, in roll order: "Ana shells Bo's units in the Docks with the Gunboat: 5 and 2; a hit on Police 1". */
function shelledText(e: Extract<BoardEvent, { type: 'shelled' }>, n: Names): string {
  const weapon = e.weapon === 'gunboat' ? 'the Gunboat' : 'an Airstrike';
  if (e.area === null || e.target === null) return `${n(e.seat)} does not use ${weapon}.`;
  const hits = e.hits.length === 0 ? 'no hit' : `${e.hits.length === 1 ? 'a hit' : `${e.hits.length} hits`} on ${unitsText(e.hits)}`;
  return `${n(e.seat)} shells ${unitsOfParty(e.target, n)} in ${placeName(e.area)} with ${weapon}: ${e.dice.join(' and ')}; ${hits}.`;
}
const capital = (text: string): string => `${text[0].toUpperCase()}${text.slice(1)}`;

/** B58: who controls each Power Center, then the winner: "The Junta holds the Plaza and …; nobody holds …. The Junta wins the coup." */
function controlText(areas: readonly { area: string; by: 'president' | 'junta' | null }[], winner: 'president' | 'junta'): string {
  const holders = [['junta', 'the Junta'], ['president', 'the President'], [null, 'nobody']] as const;
  const held = holders.flatMap(([by, who]) => {
    const those = areas.filter((a) => a.by === by).map((a) => placeName(a.area));
    return those.length === 0 ? [] : [`${who} holds ${list(those)}`];
  });
  return `${capital(held.join('; '))}. ${winner === 'junta' ? 'The Junta wins the coup.' : 'The coup fails.'}`;
}

const SEGMENT = (segment: number): string => (segment === 0 ? 'the rebellion phase' : `coup phase ${segment}`);
const SIDE = { president: 'Pro-President', junta: 'Pro-Junta' } as const;

/** Each coup event as one sentence. */
export function describeCoupEvent(e: CoupEvent, n: Names): string {
  switch (e.type) {
    case 'coup': return e.started ? `${n(e.seat)} starts a coup and is the First Rebel.` : `${n(e.seat)} starts no coup.`;
    case 'deployed': return `The units deploy${e.policeInParliament ? ' (the Police in Parliament, after the forced Budget)' : ''}.`;
    case 'segment': return `${capital(SEGMENT(e.segment))}: ${e.part === 'movement' ? 'movement' : 'battle'}.`;
    case 'rebel': return `${n(e.seat)} becomes a Rebel.`;
    case 'placed': return `${n(e.seat)}'s ${designById(e.card)?.name ?? e.card} take the field in ${placeName(e.area)}: ${unitsText(e.units)}.`;
    case 'moved': {
      // B48: the Marines land from the Harbor, the Paratroops drop from the Airfield.
      if (e.from === 'harbor') return `${n(e.seat)} lands ${unitName(e.unit)} from the Harbor in ${placeName(e.to)}.`;
      if (e.from === 'airfield') return `${n(e.seat)} drops ${unitName(e.unit)} from the Airfield on ${placeName(e.to)}.`;
      return `${n(e.seat)} moves ${unitName(e.unit)} from ${placeName(e.from)} to ${placeName(e.to)}.`;
    }
    case 'transferred': return `${n(e.from)} gives ${n(e.to)} command of ${unitsText(e.units)}.`;
    case 'bribed': {
      const what = e.unit === 'airstrikes' ? 'the Airstrikes' : unitName(e.unit);
      return `${n(e.seat)} rolls ${e.value} to bribe ${what} (${e.needs}–6): ${e.won ? 'bribed' : 'refused'}.`;
    }
    case 'fled': return `${n(e.seat)} flees into exile at ${placeName(e.embassy)}; his units are frozen.`;
    case 'attack': return `${n(e.seat)} attacks ${partyName(e.target, n)} in ${placeName(e.area)}${e.engaged ? '' : ' (already engaged)'}.`;
    case 'no-attack': return `${n(e.seat)} attacks nobody.`;
    case 'shelled': return shelledText(e, n);
    case 'exchange': return exchangeText(e.number, e.dice, n);
    case 'destroyed': return `${unitName(e.unit)} is destroyed${e.why === 'hits' ? '' : e.why === 'no-retreat' ? ' (no area to retreat to)' : ' (the frozen units cannot retreat)'}.`;
    case 'retreated': {
      const who = capital(partyName(e.party, n));
      if (e.to === null) return `${who} cannot retreat from ${placeName(e.area)}: ${unitsText(e.units)} destroyed.`;
      return `${who} ${e.party === 'frozen' ? 'retreat' : 'retreats'} from ${placeName(e.area)} to ${placeName(e.to)}: ${unitsText(e.units)}.`;
    }
    case 'side': return `${n(e.seat)} declares ${SIDE[e.side]}.`;
    case 'control': return controlText(e.areas, e.winner);
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

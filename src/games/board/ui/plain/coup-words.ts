// Plain mode's words for the coup's actions (rulings B34, B41, B45, B47–B59): the answer to the coup
// question, the Cousin, a unit's move or entry, command given, flight, an attack, the Gunboat and the
// Airstrikes, a retreat, a side, the Junta's vote and the execution; areas and units by their names
// (board-map.md, board-cards.md), players as shown.
import { POSITION_NAMES } from '../../content/box.js';
import { isEmbassy } from '../../content/map.js';
import { placeName, unitName } from '../../rules/describe-coup.js';
import type { Action } from '../../rules/types.js';
import type { BoardView } from '../../rules/view.js';
import { shownName, type Said } from './said.js';

type CoupAction = Extract<Action, { type: 'start' | 'cousin' | 'move' | 'transfer' | 'flee' | 'attack' | 'shell' | 'retreat' | 'side' | 'elect' | 'execute' }>;

const COUP_ACTIONS: readonly string[] = ['start', 'cousin', 'move', 'transfer', 'flee', 'attack', 'shell', 'retreat', 'side', 'elect', 'execute'];
export const isCoupAction = (a: Action): a is CoupAction => COUP_ACTIONS.includes(a.type);

const top = (view: BoardView) => view.flow[view.flow.length - 1];

/** A party an action names: a player as shown, or the frozen units (B44). */
const partyWords = (said: Said, target: string): string => (target === 'frozen' ? 'the frozen units' : shownName(said, target));

/** Where a unit stands now, from the view's coup board. */
const whereIs = (view: BoardView, unit: string): string | undefined => view.coup?.units.find((u) => u.id === unit)?.at;

/** B47, B48: a move, as the unit and where it goes ("Move Army, 1st Brigade 3 (in Barracks 1)" → "to the University"). */
function moveWords(said: Said, a: Extract<Action, { type: 'move' }>): string[] {
  const from = whereIs(said.view, a.unit);
  const how = from === 'harbor' ? 'land' : from === 'airfield' ? 'drop' : 'to';
  return [`Move ${unitName(a.unit)}${from ? ` (in ${placeName(from)})` : ''}`, `${how === 'to' ? 'to' : `${how} in`} ${placeName(a.to)}${isEmbassy(a.to) ? ' (an Embassy)' : ''}`];
}

/** The words of a coup action. */
export function coupActionPath(said: Said, a: CoupAction): string[] {
  switch (a.type) {
    case 'start': return ['Start a coup'];
    case 'cousin': return a.position === null ? ['Name no Cousin'] : ['Name your Cousin', `the ${POSITION_NAMES[a.position]}`];
    case 'move': return moveWords(said, a);
    case 'transfer': return [`Give ${shownName(said, a.to)} command of your units`, a.units.map(unitName).join(', ')];
    case 'flee': return [`Flee into exile at ${placeName(a.embassy)}`];
    case 'attack': return [`Attack in ${placeName(a.area)}`, partyWords(said, a.target)];
    case 'shell': {
      const f = top(said.view);
      const weapon = f?.kind === 'shelling' && f.weapon === 'airstrike' ? 'Send an Airstrike on' : 'Shell';
      return [`${weapon} ${placeName(a.area)}`, partyWords(said, a.target)];
    }
    case 'retreat': return [`Retreat from ${placeName(a.area)}`, `to ${placeName(a.to)}`];
    case 'side': return [a.side === 'junta' ? 'Declare for the Junta' : 'Declare for the President'];
    case 'elect': return ['Vote to lead the Junta', shownName(said, a.candidate)];
    case 'execute': return a.target === null ? ['Execute nobody'] : ['Execute', shownName(said, a.target)];
  }
}

/** "Pass" and "done" in a coup's decisions: what they mean there, or null outside one. */
export function coupAnswerWords(said: Said, type: 'pass' | 'done'): string | null {
  const f = top(said.view);
  if (type === 'pass') {
    if (f?.kind === 'coup-question') return 'Start no coup';
    if (f?.kind === 'shelling') return f.weapon === 'gunboat' ? 'Do not use the Gunboat' : 'Send no Airstrike';
    return null;
  }
  if (f?.kind === 'movement') return 'Done: end your movement turn';
  if (f?.kind === 'attacks') return 'Done: no more attacks';
  return null;
}


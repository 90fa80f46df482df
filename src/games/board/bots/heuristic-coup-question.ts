// The heuristic bot at the coup question and the Cousin (rulings B34, B41, B43, B44, B52): it starts a
// coup when its side could take 3 Power Centers – the units its Positions command (and a Coup Event's
// it can raise) reach three of them and outweigh the President's units, the Cousin's to come, and the
// share of the others' that will likely stay loyal – playing a Coup Event, Coup Rumours or Unrest for
// the ground it lacks; the President names as his Cousin's the frozen Position with most strength.
import { POSITIONS, type Position } from '../content/box.js';
import { cardDesign, designOf } from '../content/cards.js';
import { distance, POWER_CENTERS } from '../content/map.js';
import { startOf, UNIT_KINDS, UNITS } from '../content/units.js';
import { eventHoldsWith } from '../rules/coup-cards.js';
import { kindRaisedBy } from '../rules/coup-units.js';
import type { Action, Party } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import { firstOf, listed, type Decision } from './heuristic-context.js';
import { JUNTA_WINS_WITH, positionParty } from './heuristic-coup-board.js';

/** B41: the bot starts a coup only when its strength is at least this share of the President's and the likely loyal strength. */
const START_RATIO = 0.7;
/**
 * B41, B58: the share of the other players' strength the bot expects to fight for the President (the
 * rest wait and side with the winner): a share of all of it, so that at a larger table, where more
 * players hold units, more of them are expected to stand by him.
 */
const LIKELY_LOYAL = 0.3;
/** B42, B47: the movement segments the bot's units may take to reach a Power Center (the rebellion phase and coup phases 1–2). */
const REACH_SEGMENTS = 3;
/** B40, B41: the card that makes the situation Unstable, giving a ground. */
const UNREST = 'unrest';
/** B41: the card that gives a ground when Stable and raises no units. */
const RUMOURS = 'coup-rumours';

/** B43, B44: the commander of a standard unit at a coup's start (the Palace Guard the President's). */
const commanderAtStart = (view: BoardView, commander: Position | 'president' | 'card'): Party =>
  commander === 'card' ? 'frozen' : commander === 'president' ? view.president ?? 'frozen' : positionParty(view, commander);

/** B52: the strength a Coup Event in hand would raise for the bot (its requirement holding, B16). */
function eventStrength(view: BoardView, card: string): number {
  const kind = UNIT_KINDS.find((k) => k.id === kindRaisedBy(designOf(card)));
  return kind && eventHoldsWith(view.players[view.seat!].influence, card) ? kind.counters * kind.strength : 0;
}

/** B34: the strength of a Position's units (its Cousin's units are the President's). */
const positionStrength = (position: Position): number =>
  UNITS.filter((u) => u.kind.commander === position).reduce((n, u) => n + u.kind.strength, 0);

/** The forces at a coup's start as the bot counts them: its own, the President's (the Cousin's to come included), all the other players'. */
export function forcesAtStart(view: BoardView): { mine: number; president: number; others: number; centers: number } {
  const me = view.seat!;
  const out = { mine: 0, president: 0, others: 0, centers: 0 };
  const reached = new Set<string>();
  for (const u of UNITS) {
    const party = commanderAtStart(view, u.kind.commander);
    const at = startOf(u.id, view.policeInParliament);
    if (party === 'frozen' || at === undefined) continue;
    if (party === me) {
      out.mine += u.kind.strength;
      const moves = at === 'harbor' || at === 'airfield' ? 1 : u.kind.moves * REACH_SEGMENTS;
      for (const pc of POWER_CENTERS) if (at === 'harbor' || at === 'airfield' || distance(at, pc) <= moves) reached.add(pc);
    } else if (party === view.president) out.president += u.kind.strength;
    else out.others += u.kind.strength;
  }
  // B34: with a frozen Position and no Cousin, the President will name one at the start: its units are his.
  const frozen = POSITIONS.filter((p) => view.positions[p].frozen);
  if (view.cousin === null && frozen.length > 0) out.president += Math.max(...frozen.map(positionStrength));
  const raised = (view.players[me].hand ?? []).reduce((n, c) => n + eventStrength(view, c), 0);
  out.mine += raised;
  out.centers = raised > 0 ? POWER_CENTERS.length : reached.size;
  return out;
}

/** B41, B58: its side could take 3 Power Centers: its units reach three and outweigh the President's and the likely loyal ones. */
export function wantsCoup(view: BoardView): boolean {
  const f = forcesAtStart(view);
  return f.mine >= JUNTA_WINS_WITH && f.centers >= JUNTA_WINS_WITH && f.mine >= START_RATIO * (f.president + LIKELY_LOYAL * f.others);
}

/** B21, B41: a player the President paid a stack of the Budget this round keeps the peace this round (he was bought). */
const paidThisRound = (d: Decision): boolean => (d.memory.rounds.get(d.view.round)?.stacks.get(d.me) ?? 0) > 0;

/** B41: start when it pays – with a Coup Event that raises units first (it is the start and brings strength), else "start", else a card that gives the ground; otherwise no. */
export function coupQuestionStep(d: Decision): Action | null {
  const pass = firstOf(d, 'pass');
  if (paidThisRound(d) || !wantsCoup(d.view)) return pass;
  const plays = listed(d, 'play');
  const raising = plays.find((a) => cardDesign(a.card).type === 'coup-event' && eventStrength(d.view, a.card) > 0 && (a.area === undefined || POWER_CENTERS.includes(a.area)));
  return raising ?? firstOf(d, 'start') ?? plays.find((a) => designOf(a.card) === RUMOURS) ?? plays.find((a) => designOf(a.card) === UNREST) ?? pass;
}

/** B34: the frozen Position with most strength becomes the Cousin's (its units then fight for the President); none only when none is listed. */
export function cousinStep(d: Decision): Action | null {
  const options = listed(d, 'cousin');
  const strength = (a: (typeof options)[number]): number => (a.position === null ? -1 : positionStrength(a.position));
  return [...options].sort((a, b) => strength(b) - strength(a))[0] ?? null;
}

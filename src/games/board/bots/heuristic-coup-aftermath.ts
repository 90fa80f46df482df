// The heuristic bot after the last battle (rulings B58, B59, B26–B31): it declares the side that wins
// – counting control of the Power Centers with the sides declared so far, Rebels to come as Pro-Junta
// and the other loyalists joining the Junta only if it then wins – the Junta's vote for itself or the
// least dangerous voter, and the President executes the most dangerous rival he may: Positions held,
// strength in the coup, a Rebel's record, cards in hand, and attempts on his life remembered.
import { GENERALS, POSITIONS } from '../content/box.js';
import type { Action, Seat } from '../rules/types.js';
import { listed, seatOf, type Decision } from './heuristic-context.js';
import { coupIn, declared, isRebel, juntaCentersIf, JUNTA_WINS_WITH, strengthOf } from './heuristic-coup-board.js';

/** Danger of a rival: each Position he holds (a General's Brigade or the Minister's Death Squad counts double). */
const POSITION_DANGER = 1;
const STRONG_POSITION_DANGER = 2;
/** Danger per point of strength he commands in this coup. */
const STRENGTH_DANGER = 0.2;
/** Danger of a rival who rebelled in this coup (B45): he may strike again. */
const REBEL_DANGER = 2;
/** Danger per card in his hand (Assassins, bribes, votes to come). */
const HAND_DANGER = 0.3;
/** Danger per attempt on the bot's life he announced (B26–B31), as remembered. */
const ATTEMPT_DANGER = 3;

/**
 * B58: who would be Pro-Junta if the bot declared `mine`: the sides declared so far, the Rebels still
 * to declare (they are executable anyway), and the other loyalists only if they all joining makes the
 * Junta win (a loyalist joins a winner, never a loser).
 */
function juntaIf(d: Decision, mine: boolean): Set<Seat> {
  const { view, me } = d;
  const coup = coupIn(view);
  const undecided = view.players.map((_, i) => i).filter((i) => i !== me && i !== view.president && view.players[i].status === 'active' && declared(view, i) === null);
  const sure = new Set<Seat>(coup.sides.filter((s) => s.side === 'junta').map((s) => s.seat));
  for (const seat of undecided) if (isRebel(view, seat)) sure.add(seat);
  if (mine) sure.add(me);
  const all = new Set([...sure, ...undecided]);
  return juntaCentersIf(view, all) >= JUNTA_WINS_WITH ? all : sure;
}

/** B58: Pro-Junta when the Junta then wins, else Pro-President. */
export function sideStep(d: Decision): Action | null {
  const junta = juntaCentersIf(d.view, juntaIf(d, true)) >= JUNTA_WINS_WITH;
  return listed(d, 'side').find((a) => a.side === (junta ? 'junta' : 'president')) ?? null;
}

/** B59: how dangerous a rival is to the bot. */
export function danger(d: Decision, seat: Seat): number {
  const { view, me } = d;
  const positions = POSITIONS.filter((p) => view.positions[p].holder === seat);
  const weight = positions.reduce((n, p) => n + (GENERALS.includes(p) || p === 'minister' ? STRONG_POSITION_DANGER : POSITION_DANGER), 0);
  const coup = view.coup;
  const strength = coup ? strengthOf(view, seat) : 0;
  const rebel = coup?.rebels.includes(seat) ? REBEL_DANGER : 0;
  const attempts = [...d.memory.before(view.round), d.memory.rounds.get(view.round)].flatMap((r) => r?.attempts ?? []).filter((a) => a.by === seat && a.victim === me).length;
  return weight + STRENGTH_DANGER * strength + rebel + HAND_DANGER * view.players[seat].handSize + ATTEMPT_DANGER * attempts;
}

/** B59: the Junta's vote: for itself when it may, else the least dangerous candidate (an ally rather than a rival). */
export function juntaVoteStep(d: Decision): Action | null {
  const options = listed(d, 'elect');
  const name = d.view.players[d.me].name;
  return options.find((a) => a.candidate === name) ?? [...options].sort((a, b) => danger(d, seatOf(d.view, a.candidate)) - danger(d, seatOf(d.view, b.candidate)))[0] ?? null;
}

/** B59: the execution of the most dangerous rival it may execute (his pocket money comes too); nobody only when none may be. */
export function executionStep(d: Decision): Action | null {
  const options = listed(d, 'execute');
  const targets = options.filter((a) => a.target !== null);
  const worst = [...targets].sort((a, b) => danger(d, seatOf(d.view, b.target!)) - danger(d, seatOf(d.view, a.target!)))[0];
  return worst ?? options.find((a) => a.target === null) ?? null;
}

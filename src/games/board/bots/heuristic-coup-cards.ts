// The heuristic bot's cards in a movement turn (rulings B3, B45, B48, B50, B52; board-cards.md's
// Bribes and Coup Events): a Coup Event whose requirement holds is played for its units (the
// Helicopter onto a Power Center the camp goes for); Bribe the Special Forces and the Air Force when
// the enemy holds them; a unit bribe composed by the bot (the rules only sample them): the area where
// most enemy or frozen units of the card's kind stand in or next to a Power Center, as many of them
// as a share of the pocket pays for. In the rebellion phase all of these are acts of rebellion (B45),
// so only the Junta's camp plays them then.
import { cardDesign, designOf } from '../content/cards.js';
import { neighbours, POWER_CENTERS } from '../content/map.js';
import { byUnitId, unitById } from '../content/units.js';
import { UNIT_BRIBES } from '../rules/coup-bribes.js';
import { eventHoldsWith } from '../rules/coup-cards.js';
import { kindRaisedBy } from '../rules/coup-units.js';
import { minimalPayments, valueOf } from '../rules/money.js';
import type { Action, Party } from '../rules/types.js';
import { listed, type Decision } from './heuristic-context.js';
import { commander, coupIn, inRebellion, isEnemy, partiesAt, positionParty, publicCamp, standing } from './heuristic-coup-board.js';
import { planOf, type Planner } from './heuristic-coup-plan.js';

/** B45: Bribe the Palace Guard makes a loyalist a Rebel whenever it is played: only the Junta's camp plays it. */
const PALACE_GUARD_BRIBE = 'bribe-palace-guard';
/** The bot spends at most this share of its pocket on one bribe (the money also wins the game, B64). */
const BRIBE_SHARE = 0.5;

/** The play's card design, or null for another action. */
const playedDesign = (a: Action): string | null => (a.type === 'play' ? designOf(a.card) : null);

/** B16: a Coup Event's requirement: its Influence card in front of the bot. */
const holds = (d: Decision, card: string): boolean => eventHoldsWith(d.view.players[d.me].influence, card);

/** B45: cards that place or bribe units are acts of rebellion in the rebellion phase: only the Junta's camp plays them then. */
const mayAct = (p: Planner): boolean => !inRebellion(p.view) || p.camp === 'junta';

/** B52: a Coup Event whose requirement holds and which raises units; the Helicopter onto an enemy-free Power Center the camp goes for. */
export function coupEventToPlay(d: Decision, p: Planner): Action | null {
  if (!mayAct(p)) return null;
  const plays = listed(d, 'play').filter((a) => cardDesign(a.card).type === 'coup-event' && kindRaisedBy(designOf(a.card)) !== undefined && holds(d, a.card));
  const { prio } = planOf(p);
  const wanted = (area: string | undefined): number => {
    if (area === undefined) return 1;
    if (prio.get(area) !== 1) return 0;
    return partiesAt(p.view, area).some((party) => isEnemy(p.view, p.me, p.camp, party, area)) ? 0.5 : 1;
  };
  return plays.map((a) => ({ a, w: wanted(a.area) })).filter((x) => x.w > 0).sort((x, y) => y.w - x.w)[0]?.a ?? null;
}

/** Whether units commanded by `party` in `area` are worth buying: an enemy's, or frozen ones (B44, B50). */
const worthBuying = (p: Planner, party: Party, area: string): boolean => party === 'frozen' || isEnemy(p.view, p.me, p.camp, party, area);

/** B50, B54: Bribe the Special Forces on an enemy's or frozen Marines or Paratroops; Bribe the Air Force on an enemy's or frozen Airstrikes. */
function listedBribe(d: Decision, p: Planner): Action | null {
  const coup = coupIn(p.view);
  for (const a of listed(d, 'play')) {
    const id = playedDesign(a);
    if (id === 'bribe-special-forces' && a.units) {
      const u = coup.units.find((x) => x.id === a.units![0]);
      if (u && worthBuying(p, commander(p.view, u), u.at)) return a;
    }
    if (id === 'bribe-air-force' && coup.airstrikesUsed < 3) {
      const holder = coup.airstrikesOwner ?? positionParty(p.view, 'air-force');
      if (holder !== p.me && (holder === 'frozen' || (publicCamp(p.view, holder) !== null && publicCamp(p.view, holder) !== p.camp))) return a;
    }
  }
  return null;
}

/** B50: a Power Center or an area next to one: units there decide control (B58). */
const nearCenter = (area: string): boolean => POWER_CENTERS.includes(area) || neighbours(area).some((a) => POWER_CENTERS.includes(a));

/** B3, B50: the cost of bribing k units with this card (1 M each, 1 M less in all with the Bankers in front). */
function bribeCost(d: Decision, card: string, k: number): number {
  const bankers = d.view.players[d.me].influence.some((c) => designOf(c) === 'bankers') ? 1 : 0;
  return Math.max(0, cardDesign(card).cost * k - bankers);
}

/** B50: a unit bribe composed: the area with most enemy or frozen units of the card's kind in or next to a Power Center, as many as the budget pays. */
function unitBribe(d: Decision, p: Planner, card: string): Action | null {
  const kind = UNIT_BRIBES[designOf(card)]?.kind;
  const pocket = d.view.players[d.me].pocket;
  if (kind === undefined || pocket === null) return null;
  if (designOf(card) === PALACE_GUARD_BRIBE && p.camp !== 'junta') return null;
  const byArea = new Map<string, string[]>();
  for (const u of coupIn(p.view).units) {
    if (!standing(u) || unitById(u.id)!.kind.id !== kind || !nearCenter(u.at)) continue;
    const party = commander(p.view, u);
    if (party !== p.me && worthBuying(p, party, u.at)) byArea.set(u.at, [...(byArea.get(u.at) ?? []), u.id]);
  }
  const [area, units] = [...byArea.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (area === undefined) return null;
  const budget = Math.floor(valueOf(pocket) * BRIBE_SHARE);
  for (let k = units.length; k >= 1; k--) {
    const cost = bribeCost(d, card, k);
    const pays = minimalPayments(pocket, cost);
    if (cost > budget || pays.length === 0) continue;
    const named = [...units].sort(byUnitId).slice(0, k);
    return { type: 'play', seat: d.view.players[d.me].name, card, area, units: named, ...(cost > 0 ? { pay: pays[0] } : {}) };
  }
  return null;
}

/** B50: a bribe worth playing now, listed or composed, or null. */
export function bribeToPlay(d: Decision, p: Planner): Action | null {
  if (!mayAct(p) || d.choices.samplers.length + d.choices.actions.length === 0) return null;
  const simple = listedBribe(d, p);
  if (simple) return simple;
  for (const card of d.view.players[d.me].hand ?? []) {
    const composed = unitBribe(d, p, card);
    if (composed) return composed;
  }
  return null;
}

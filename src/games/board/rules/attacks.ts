// Declaring attacks (rulings B44, B45, B53, B57): after all movement, clockwise from the First Rebel,
// each player commanding units in a contested non-Embassy area (not the President in the rebellion
// phase) is asked once: he names his attacks one at a time (an area and a player there or the neutral
// side), then is done; each attack engages the pair in that area in the order declared, a pair
// already engaged engaging nothing; declaring in the rebellion phase, or on the President later,
// makes a loyalist a Rebel.
import { isArea, isEmbassy } from '../content/map.js';
import { unitById } from '../content/units.js';
import { commanderOf, contested, coupOf, fromFirstRebel, makeRebel, occupiedAreas, partiesIn, unitsIn, unitsOf } from './coup-units.js';
import { fail, seatNamed, type Ctx } from './context.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, AttacksFrame, BoardState, CoupState, Party, Seat } from './types.js';

/** B45: the rebellion phase is the coup track's first space. */
export const inRebellion = (s: BoardState): boolean => coupOf(s).segment === 0;

/** B53: the areas where a seat may declare: non-Embassy areas holding his units and another party's. */
export const battlefieldsOf = (s: BoardState, seat: Seat): string[] =>
  occupiedAreas(coupOf(s)).filter((area) => contested(s, area) && unitsOf(s, seat, area).length > 0);

/** B45, B53: who is asked to declare: every active player with a battlefield, clockwise from the First Rebel, never the President in the rebellion phase. */
export const declarers = (s: BoardState): Seat[] =>
  fromFirstRebel(s).filter((seat) => !(inRebellion(s) && seat === s.president) && battlefieldsOf(s, seat).length > 0);

/** B53: the pair is engaged in that area this battle segment (whoever declared). */
export const engaged = (coup: CoupState, area: string, a: Party, b: Party): boolean =>
  coup.engagements.some((e) => e.area === area && ((e.by === a && e.against === b) || (e.by === b && e.against === a)));

/** B53: the battle segment's declarations, when someone has a battlefield. */
export function startAttacks(ctx: Ctx): void {
  const order = declarers(ctx.s);
  if (order.length > 0) pushFrame(ctx, { kind: 'attacks', order, at: 0, named: [] });
}

const partyName = (s: BoardState, p: Party): string => (p === 'frozen' ? 'frozen' : s.players[p].name);
const wasNamed = (f: AttacksFrame, area: string, target: Party): boolean => f.named.some((n) => n.area === area && n.target === target);

/** B53: a seat's attacks still to declare: in each battlefield, each other party there he has not yet named nor is engaged with, and `done`. */
function attackChoices(s: BoardState, f: AttacksFrame, seat: Seat): Action[] {
  const coup = coupOf(s);
  const name = s.players[seat].name;
  const out: Action[] = [];
  for (const area of battlefieldsOf(s, seat)) {
    for (const target of partiesIn(s, area)) {
      if (target === seat || wasNamed(f, area, target) || engaged(coup, area, seat, target)) continue;
      out.push({ type: 'attack', seat: name, area, target: partyName(s, target) });
    }
  }
  out.push({ type: 'done', seat: name });
  return out;
}

/** B44: the area holds units of a frozen Position the seat holds: they never fire or declare. */
function frozenOf(s: BoardState, seat: Seat, area: string): boolean {
  return unitsIn(coupOf(s), area).some((u) => {
    if (commanderOf(s, u) !== 'frozen') return false;
    if (u.owner !== null) return false;
    const commander = unitById(u.id)!.kind.commander;
    return commander !== 'card' && commander !== 'president' && s.positions[commander].holder === seat;
  });
}

/** B45, B53, B57: one attack, checked and told at once; it engages the pair unless already engaged. */
function declare(ctx: Ctx, f: AttacksFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const coup = coupOf(s);
  if (typeof raw.area !== 'string') fail('malformed', 'an attack names an area');
  const area = raw.area;
  if (!isArea(area)) fail('B46', 'an attack names an area of the map');
  if (isEmbassy(area)) fail('B57', 'there is no combat in an Embassy');
  if (unitsOf(s, seat, area).length === 0) {
    if (frozenOf(s, seat, area)) fail('B44', 'your units there are frozen: frozen units never fire nor attack');
    fail('B53', 'you attack only in an area where you command units');
  }
  const target: Party = raw.target === 'frozen' ? 'frozen' : seatNamed(s, raw.target, 'target');
  if (target === seat) fail('B53', 'you cannot attack yourself');
  if (!partiesIn(s, area).includes(target)) fail('B53', `${partyName(s, target) === 'frozen' ? 'no frozen units stand' : `${s.players[target as Seat].name} has no units`} there`);
  if (wasNamed(f, area, target)) fail('B53', 'you already named that opponent there');
  f.named.push({ area, target });
  const already = engaged(coup, area, seat, target);
  if (!already) coup.engagements.push({ area, by: seat, against: target });
  ctx.emit({ type: 'attack', seat, area, target, engaged: !already });
  // B45: any attack in the rebellion phase, and an attack on the President later, makes a loyalist a Rebel.
  if (inRebellion(s) || target === s.president) makeRebel(ctx, seat);
  return { type: 'attack', seat: s.players[seat].name, area, target: partyName(s, target) };
}

export const attacksRules: FrameRules<AttacksFrame> = {
  asked: (_s, f) => (f.at < f.order.length ? [{ seat: f.order[f.at] }] : []),
  legal: (s, f, seat) => ({ actions: attackChoices(s, f, seat), samplers: [], optional: [] }),
  act(ctx, f, seat, raw) {
    switch (raw.type) {
      case 'attack':
        return declare(ctx, f, seat, raw);
      case 'done':
        if (f.named.length === 0) ctx.emit({ type: 'no-attack', seat });
        f.at += 1;
        f.named = [];
        return { type: 'done', seat: ctx.s.players[seat].name };
      case 'play':
        return fail('B42', 'no cards are played in a battle segment');
      case 'gift':
        return fail('B72', 'gifts are made in a trade window or in your own turn; declaring attacks is neither');
      default:
        return fail('B53', 'a player declares his attacks one at a time, then is done');
    }
  },
  advance(ctx, f) {
    if (f.at < f.order.length) return false;
    popFrame(ctx);
    return true;
  },
};

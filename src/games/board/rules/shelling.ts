// The Gunboat and the Airstrikes (rulings B44, B45, B50, B54, B71): after the attacks, the Admiral
// may shell one coastal area, then the holder of unused Airstrikes may spend one on a non-Embassy
// area, each naming one party there (a player not himself, or the neutral side); each is asked only
// where such a target exists, never the President in the rebellion phase; 2 dice applied in roll
// order as an exchange's (cover included), never causing a retreat; using either in the rebellion
// phase, or aiming at the President's units, makes a loyalist a Rebel.
import { areaById, isArea, isEmbassy } from '../content/map.js';
import { AIRSTRIKES, GUNBOAT } from '../content/units.js';
import { inRebellion } from './attacks.js';
import { airstrikeHolder, coupOf, gunboatHolder, makeRebel, occupiedAreas, partiesIn } from './coup-units.js';
import { fail, seatNamed, type Ctx } from './context.js';
import { applyDie, tellDestroyed } from './fire.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, Party, Seat, ShellingFrame } from './types.js';

type Weapon = ShellingFrame['weapon'];

const WEAPONS = { gunboat: GUNBOAT, airstrike: AIRSTRIKES } as const;

/** B54: where a weapon may fire: the Gunboat on coastal areas, an Airstrike on any area; never an Embassy (B57). */
const inRange = (weapon: Weapon, area: string): boolean => !isEmbassy(area) && (weapon === 'airstrike' || (areaById(area)?.coastal ?? false));

/** B54: the weapon's targets for its holder: each area in range (map order) and each party there other than himself. */
export function targetsOf(s: BoardState, weapon: Weapon, seat: Seat): { area: string; target: Party }[] {
  return occupiedAreas(coupOf(s))
    .filter((area) => inRange(weapon, area))
    .flatMap((area) => partiesIn(s, area).filter((p) => p !== seat).map((target) => ({ area, target })));
}

/** B45, B54: the weapon's holder is asked when he may use it and a target exists. */
function askIfAny(ctx: Ctx, weapon: Weapon, holder: Seat | null): void {
  const { s } = ctx;
  if (holder === null || (inRebellion(s) && holder === s.president)) return;
  if (targetsOf(s, weapon, holder).length === 0) return;
  pushFrame(ctx, { kind: 'shelling', weapon, seat: holder, decided: false });
}

/** B54: the Admiral's Gunboat, where a target exists. */
export function gunboatIfAny(ctx: Ctx): void {
  askIfAny(ctx, 'gunboat', gunboatHolder(ctx.s));
}

/** B54: one Airstrike of their holder, where a target exists. */
export function airstrikeIfAny(ctx: Ctx): void {
  askIfAny(ctx, 'airstrike', airstrikeHolder(ctx.s));
}

const partyName = (s: BoardState, p: Party): string => (p === 'frozen' ? 'frozen' : s.players[p].name);

/** B54, B55, B71: the weapon's dice, rolled and applied in roll order against the party's units there; its hits never cause a retreat (B56). */
function shell(ctx: Ctx, f: ShellingFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const coup = coupOf(s);
  if (typeof raw.area !== 'string') fail('malformed', 'a shelling names an area');
  const area = raw.area;
  if (!isArea(area)) fail('B46', 'a shelling names an area of the map');
  if (isEmbassy(area)) fail('B57', 'there is no combat in an Embassy');
  if (!inRange(f.weapon, area)) fail('B54', 'the Gunboat shells only a coastal area');
  const target: Party = raw.target === 'frozen' ? 'frozen' : seatNamed(s, raw.target, 'target');
  if (target === seat) fail('B54', 'you cannot shell your own units');
  if (!partiesIn(s, area).includes(target)) fail('B54', `${target === 'frozen' ? 'no frozen units stand' : `${s.players[target].name} has no units`} there`);
  if (f.weapon === 'airstrike') coup.airstrikesUsed += 1;
  const { dice: count, hitsOn } = WEAPONS[f.weapon];
  const dice = Array.from({ length: count }, () => ctx.roll());
  const destroyed: string[] = [];
  const hits: string[] = [];
  for (const value of dice) {
    const die = applyDie(ctx, target, area, value, hitsOn, destroyed);
    if (die.hit && die.target !== null) hits.push(die.target);
  }
  f.decided = true;
  ctx.emit({ type: 'shelled', seat, weapon: f.weapon, area, target, dice, hits });
  tellDestroyed(ctx, destroyed);
  // B45: using either in the rebellion phase, or aiming at the President's units later, makes a loyalist a Rebel.
  if (inRebellion(s) || target === s.president) makeRebel(ctx, seat);
  return { type: 'shell', seat: s.players[seat].name, area, target: partyName(s, target) };
}

export const shellingRules: FrameRules<ShellingFrame> = {
  asked: (_s, f) => (f.decided ? [] : [{ seat: f.seat }]),
  legal(s, f, seat) {
    const name = s.players[seat].name;
    const actions: Action[] = targetsOf(s, f.weapon, seat).map(({ area, target }) => ({ type: 'shell', seat: name, area, target: partyName(s, target) }));
    actions.push({ type: 'pass', seat: name });
    return { actions, samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    switch (raw.type) {
      case 'shell':
        return shell(ctx, f, seat, raw);
      case 'pass':
        f.decided = true;
        ctx.emit({ type: 'shelled', seat, weapon: f.weapon, area: null, target: null, dice: [], hits: [] });
        return { type: 'pass', seat: ctx.s.players[seat].name };
      case 'play':
        return fail('B42', 'no cards are played in a battle segment');
      default:
        return fail('B54', 'the Gunboat or an Airstrike names a target, or passes');
    }
  },
  advance(ctx, f) {
    if (!f.decided) return false;
    popFrame(ctx);
    return true;
  },
};

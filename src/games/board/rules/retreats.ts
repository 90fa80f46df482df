// Retreats after an exchange (rulings B44, B45, B56, B57): those who took more hits than the fewest in
// an area retreat all their units there, area by area in map order, players in turn order, to one
// adjacent land area holding no units of another player and no frozen units (Embassies allowed):
// asked only with two or more such areas, moved without a question with one, destroyed with none;
// the neutral side's units are destroyed instead; retreated units neither fire nor are fired upon.
import { adjacent, isArea, neighbours } from '../content/map.js';
import { commanderOf, coupOf, unitsIn } from './coup-units.js';
import { fail, type Ctx } from './context.js';
import { fighting } from './fire.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, Party, RetreatsFrame, UnitState } from './types.js';

/** B56: the adjacent areas a party's units may retreat to now: holding only its own units, or none (map order). */
export const freeAreas = (s: BoardState, party: Party, from: string): string[] =>
  neighbours(from).filter((area) => unitsIn(coupOf(s), area).every((u) => commanderOf(s, u) === party));

/** B56: the retreats of one exchange, processed in order (`advance`), asking only where there is a choice. */
export function startRetreats(ctx: Ctx, queue: RetreatsFrame['queue']): void {
  if (queue.length > 0) pushFrame(ctx, { kind: 'retreats', queue });
}

function destroy(ctx: Ctx, units: UnitState[], why: 'no-retreat' | 'neutral'): void {
  for (const u of units) {
    u.strength = 0;
    u.at = 'destroyed';
    ctx.emit({ type: 'destroyed', unit: u.id, why });
  }
}

function retreat(ctx: Ctx, party: Party, area: string, units: UnitState[], to: string): void {
  for (const u of units) {
    u.at = to;
    u.retreated = true;
  }
  ctx.emit({ type: 'retreated', party, area, to, units: units.map((u) => u.id) });
}

/**
 * B44, B56: the queue's first retreat if it takes no choice (the neutral side's units destroyed; no
 * free area: destroyed; one: they go there; no units left: nothing); true when done, false when the
 * player must choose.
 */
function resolveFirst(ctx: Ctx, f: RetreatsFrame): boolean {
  const { s } = ctx;
  const { area, party } = f.queue[0];
  const units = fighting(s, party, area);
  if (units.length > 0) {
    if (party === 'frozen') destroy(ctx, units, 'neutral');
    else {
      const free = freeAreas(s, party, area);
      if (free.length >= 2) return false;
      if (free.length === 1) retreat(ctx, party, area, units, free[0]);
      else destroy(ctx, units, 'no-retreat');
    }
  }
  f.queue.shift();
  return true;
}

/** B56: the player's chosen area, adjacent and free. */
function chosen(ctx: Ctx, f: RetreatsFrame, raw: Raw): Action {
  const { s } = ctx;
  const { area, party } = f.queue[0];
  if (raw.area !== area) fail('B56', `your units retreat now from ${area}`);
  if (!isArea(raw.to)) fail('B56', 'a retreat goes to an area of the map');
  const to = raw.to;
  if (!adjacent(area, to)) fail('B56', 'a retreat goes to an adjacent area');
  if (!freeAreas(s, party, area).includes(to)) fail('B56', "a retreat goes to an area holding no other player's units and no frozen units");
  retreat(ctx, party, area, fighting(s, party, area), to);
  f.queue.shift();
  return { type: 'retreat', seat: s.players[party as number].name, area, to };
}

export const retreatsRules: FrameRules<RetreatsFrame> = {
  asked: (_s, f) => (f.queue.length > 0 && f.queue[0].party !== 'frozen' ? [{ seat: f.queue[0].party }] : []),
  legal(s, f, seat) {
    const { area } = f.queue[0];
    const name = s.players[seat].name;
    return { actions: freeAreas(s, seat, area).map((to): Action => ({ type: 'retreat', seat: name, area, to })), samplers: [], optional: [] };
  },
  act(ctx, f, _seat, raw) {
    if (raw.type === 'retreat') return chosen(ctx, f, raw);
    if (raw.type === 'play') fail('B42', 'no cards are played in a battle segment');
    return fail('B56', 'a retreating player names the area his units retreat to');
  },
  advance(ctx, f) {
    while (f.queue.length > 0) if (!resolveFirst(ctx, f)) return false;
    popFrame(ctx);
    return true;
  },
};

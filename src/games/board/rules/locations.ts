// Phase 5, Locations (rulings B24, B25): one simultaneous secret decision of every active player, a
// Location or Exile at an Embassy (never the President); when all are in, the exiles are public and
// their Positions frozen until phase 2, while the Locations stay hidden until the reveal (B31).
import type { Decision } from '../../../core/rules.js';
import { EMBASSIES, LOCATIONS, type Location } from '../content/box.js';
import { activeSeats, fail, isActive, type Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, LocationsFrame, Seat } from './types.js';

/** B24: every active player is asked at once; players already abroad (B25) are not asked. */
export function startLocations(ctx: Ctx): void {
  pushFrame(ctx, { kind: 'locations', waiting: activeSeats(ctx.s) });
}

/** B25: an exile's Positions are frozen until the next phase 2 (his units do not move, his votes are lost). */
export function freezePositionsOf(s: BoardState, seat: Seat): void {
  for (const state of Object.values(s.positions)) if (state.holder === seat) state.frozen = true;
}

/** B25: a player goes into exile; public with his Embassy. */
function goIntoExile(ctx: Ctx, seat: Seat): void {
  const player = ctx.s.players[seat];
  player.status = 'exiled';
  freezePositionsOf(ctx.s, seat);
  ctx.emit({ type: 'exiled', seat, embassy: player.embassy });
}

/** B24: the Locations a seat may choose: the five, and Exile at each Embassy unless he is the President. */
function choices(s: BoardState, seat: Seat): Action[] {
  const name = s.players[seat].name;
  const here: Action[] = LOCATIONS.map((location) => ({ type: 'location', seat: name, location }));
  if (seat === s.president) return here;
  return [...here, ...EMBASSIES.map((embassy): Action => ({ type: 'location', seat: name, location: 'exile', embassy }))];
}

export const locationsRules: FrameRules<LocationsFrame> = {
  asked: (s, f) => f.waiting.filter((seat) => isActive(s, seat)).map((seat): Decision<Action> => ({ seat })),
  legal: (s, _f, seat) => ({ actions: choices(s, seat), samplers: [], optional: [] }),
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    if (raw.type === 'gift') fail('B72', 'gifts are made in a trade window or in your own turn; choosing a Location is neither');
    if (raw.type !== 'location') fail('B24', 'in phase 5 each player chooses a Location');
    const player = s.players[seat];
    if (raw.location === 'exile') {
      if (seat === s.president) fail('B24', 'the President may not go into exile');
      if (!EMBASSIES.includes(raw.embassy as (typeof EMBASSIES)[number])) fail('B24', 'an exile names one of the three Embassies');
      player.location = 'exile';
      player.embassy = raw.embassy as string;
    } else {
      if (!LOCATIONS.includes(raw.location as Location)) fail('malformed', 'a Location is the Central Bank, Headquarters, Home, Mistress or Nightclub, or exile');
      if (raw.embassy !== undefined) fail('malformed', 'only an exile names an Embassy');
      player.location = raw.location as Location;
      player.embassy = null;
    }
    f.waiting = f.waiting.filter((w) => w !== seat);
    ctx.emit({ type: 'located', seat });
    const action: Action = { type: 'location', seat: player.name, location: player.location };
    return player.embassy === null ? action : { ...action, embassy: player.embassy };
  },
  advance(ctx, f) {
    if (locationsRules.asked(ctx.s, f).length > 0) return false;
    popFrame(ctx);
    // B24: when all are in, the exiles are public, in seat order; the Locations stay face down (B31).
    for (let seat = 0; seat < ctx.s.players.length; seat++) {
      if (isActive(ctx.s, seat) && ctx.s.players[seat].location === 'exile') goIntoExile(ctx, seat);
    }
    return true;
  },
};

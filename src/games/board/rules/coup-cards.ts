// Coup Event cards played at the coup question or in a movement turn (rulings B16, B41, B45, B48, B52;
// board-cards.md's Coup Events): the timing, the Helicopter's area, the requirement (an Influence card
// in front of the player; failed: discarded without effect, no units, no ground for a coup), the
// discard, and in a movement turn the placement at once; the plays a seat may make.
import { areaById, AREAS } from '../content/map.js';
import { cardDesign, designOf, isCard } from '../content/cards.js';
import { canDropInto } from '../content/units.js';
import { fail, takeFromHand, type Ctx } from './context.js';
import { kindRaisedBy, placeUnits } from './coup-units.js';
import type { Raw } from './frame-rules.js';
import type { Action, BoardState, Seat } from './types.js';

/** The two moments a Coup Event is played (board-cards.md): the coup question, a movement turn. */
export type CoupEventTiming = 'coup?' | 'move';

/** B48, B52: the card that places its unit in an area its player names (any but an Embassy). */
export const NAMES_AREA = 'helicopter';

/** The areas the Helicopter may be placed in (B48), in map order. */
export const DROP_AREAS: readonly string[] = AREAS.map((a) => a.id).filter(canDropInto);

/**
 * B16, B41: the requirement of a Coup Event, read from the Influence face up in front of a player (public:
 * a view reads it as the state does): the Influence card it needs is there (none needed: it holds).
 */
export function eventHoldsWith(influence: readonly string[], card: string): boolean {
  const needs = cardDesign(card).requiresInfluence;
  return needs === null || influence.some((c) => designOf(c) === needs);
}

/** B16, B41: the requirement of a Coup Event for a seat. */
export const coupEventHolds = (s: BoardState, seat: Seat, card: string): boolean => eventHoldsWith(s.players[seat].influence, card);

/** What a Coup Event's play did: its card, whether its requirement held, the area it named, the units placed (in a movement turn). */
export interface CoupEventPlayed {
  card: string;
  holds: boolean;
  area: string | null;
  placed: string[];
  action: Action;
}

const TIMING_WORDS: Record<CoupEventTiming, string> = { 'coup?': 'when asked whether you start a coup', move: 'in your movement turn' };

/** The area a play names: required (and any but an Embassy, B48) for the Helicopter; none for the other cards. */
function areaOf(card: string, raw: Raw): string | null {
  if (designOf(card) !== NAMES_AREA) {
    if (raw.area !== undefined) fail('B52', `${cardDesign(card).name} places its units in their home area and names none`);
    return null;
  }
  if (typeof raw.area !== 'string') fail('B48', 'the Helicopter is placed in an area you name');
  if (!canDropInto(raw.area)) {
    fail('B48', areaById(raw.area) ? 'the Helicopter is not placed in an Embassy' : 'the Helicopter is placed in an area of the city');
  }
  return raw.area;
}

/**
 * Plays a Coup Event of the seat's hand at `timing` (board-cards.md): refused unless it is a Coup Event
 * playable then (Coup Rumours only at the question) and, for the Helicopter, names an area other than
 * an Embassy; then it is discarded and its requirement checked (failed: without effect, the event
 * says so). In a movement turn the units are placed at once, held for this segment (B52); at the
 * question the caller keeps the play for the placement after deployment (`placeQuestionEvent`).
 * Making a Rebel of its player (B45) is the caller's.
 */
export function coupEventPlay(ctx: Ctx, seat: Seat, raw: Raw, timing: CoupEventTiming): CoupEventPlayed {
  const { s } = ctx;
  const card = raw.card;
  if (!isCard(card)) fail('malformed', 'card must be a Political card');
  const d = cardDesign(card);
  if (d.type !== 'coup-event' || !d.when.includes(timing)) fail('B16', `${d.name} is not played ${TIMING_WORDS[timing]}`);
  const area = areaOf(card, raw);
  takeFromHand(s, seat, card, 'B16');
  const holds = coupEventHolds(s, seat, card);
  s.discard.push(card);
  ctx.emit({ type: 'played', seat, card, ...(holds ? {} : { failed: true }) });
  const placed = holds && timing === 'move' ? placeUnits(ctx, seat, d.id, area, true) : [];
  const action: Action = { type: 'play', seat: s.players[seat].name, card, ...(area === null ? {} : { area }) };
  return { card, holds, area, placed, action };
}

/** Every Coup Event play `coupEventPlay` accepts from this seat at `timing`: each such card of his hand (the Helicopter once per area it may name). */
export function coupEventPlays(s: BoardState, seat: Seat, timing: CoupEventTiming): Action[] {
  const p = s.players[seat];
  const plays: Action[] = [];
  for (const card of p.hand) {
    const d = cardDesign(card);
    if (d.type !== 'coup-event' || !d.when.includes(timing)) continue;
    if (d.id === NAMES_AREA) for (const area of DROP_AREAS) plays.push({ type: 'play', seat: p.name, card, area });
    else plays.push({ type: 'play', seat: p.name, card });
  }
  return plays;
}

/** B41, B52: a Coup Event raises units (Coup Rumours raises none). */
export const raisesUnits = (card: string): boolean => kindRaisedBy(designOf(card)) !== undefined;

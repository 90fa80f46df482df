// Phase 6's end (rulings B30–B33, B35, B40, B64, B75): the reveal of every Location (B31), the
// attempts resolved in announcement order with their dice, the deaths, the money of the dead along
// killer links, the end when every player is dead, and the election after a President's murder.
import { designOf } from '../content/cards.js';
import { activeSeats, fromLeftOf, type Ctx } from './context.js';
import { die } from './death.js';
import { endGame } from './end.js';
import { isEmpty, NO_MONEY, put } from './money.js';
import { vacateOffice } from './office.js';
import { startElection } from './vote.js';
import type { Attempt, Location, Money, RoundFrame, Seat } from './types.js';

/** What a correct guess of each Assassin card needs on one die to kill (board-cards.md); absent: it kills outright. */
const KILLS_ON: Readonly<Record<string, number>> = { 'amateur-assassin': 4, 'street-gang': 5 };
const CHARACTER_ASSASSINATION = 'character-assassination';

/** B31: every active player's Location card face up for the rest of the round; public. */
function reveal(ctx: Ctx): void {
  const { s } = ctx;
  s.revealed = true;
  const locations = activeSeats(s).flatMap((seat) => {
    const location = s.players[seat].location;
    return location === null || location === 'exile' ? [] : [{ seat, location: location as Location }];
  });
  ctx.emit({ type: 'revealed', locations });
}

/** B31: under State Visit phase 6 has no reveal, so it comes at the start of phase 7. */
export function revealIfHidden(ctx: Ctx): void {
  if (!ctx.s.revealed) reveal(ctx);
}

/** B40: the situation becomes Unstable, public when it changes. */
export function destabilize(ctx: Ctx): void {
  if (ctx.s.situation === 'unstable') return;
  ctx.s.situation = 'unstable';
  ctx.emit({ type: 'situation', situation: 'unstable' });
}

/**
 * B32: the victim dies (death.ts: hand and Influence discarded, dead until phase 9, Positions frozen,
 * B19); his pocket money waits for B33; the death makes the situation Unstable (B40). A dead President
 * leaves the office vacant (B35): the Cousin's designation ends, its Position staying frozen (B34).
 */
function kill(ctx: Ctx, victim: Seat, by: Seat): void {
  die(ctx, victim, { type: 'death', seat: victim, by });
  destabilize(ctx);
  if (ctx.s.president === victim) vacateOffice(ctx, 'murdered');
}

/** B30: whether a correct guess kills, after any die the card needs (rolled only on a correct guess, B71: in resolution order). */
function correctGuessKills(ctx: Ctx, attempt: Attempt): boolean {
  if (attempt.card === null) return true;
  const needs = KILLS_ON[designOf(attempt.card)];
  if (needs === undefined) return true;
  const value = ctx.roll();
  ctx.emit({ type: 'roll', seat: attempt.by, value, why: designOf(attempt.card), needs });
  return value >= needs;
}

/** B30: one attempt resolves; its Assassin card is discarded as it does. */
function resolveOne(ctx: Ctx, attempt: Attempt, index: number): void {
  const { s } = ctx;
  const victim = s.players[attempt.victim];
  let killed = false;
  // An attempt on a player who is already dead has no effect (B30).
  if (victim.status === 'active' && victim.location === attempt.location) {
    if (attempt.card !== null && designOf(attempt.card) === CHARACTER_ASSASSINATION) {
      // Not a death: no Unstable, no money moves (board-cards.md, B40).
      const cards = victim.influence;
      victim.influence = [];
      s.discard.push(...cards);
      if (cards.length > 0) ctx.emit({ type: 'discarded', seat: attempt.victim, cards, why: 'character' });
    } else killed = correctGuessKills(ctx, attempt);
  }
  attempt.killed = killed;
  if (attempt.card !== null) {
    s.discard.push(attempt.card);
    ctx.emit({ type: 'discarded', seat: attempt.by, cards: [attempt.card], why: 'resolved' });
  }
  ctx.emit({ type: 'resolved', attempt: index, by: attempt.by, victim: attempt.victim, card: attempt.card, killed, cancelled: false });
  if (killed) kill(ctx, attempt.victim, attempt.by);
}

/** B33: the first living player along the killer links from `victim`, or null when they come back round. */
function heirOf(ctx: Ctx, killers: Map<Seat, Seat>, victim: Seat): Seat | null {
  const seen = new Set<Seat>([victim]);
  let at = killers.get(victim);
  while (at !== undefined && ctx.s.players[at].status === 'dead') {
    if (seen.has(at)) return null;
    seen.add(at);
    at = killers.get(at);
  }
  return at ?? null;
}

/**
 * B33: each victim's pocket money goes along killer links to the first living one, or leaves the game
 * when the links come back round. Only the receiver sees the amount (B5): the public event names the
 * two, the told one carries the bills.
 */
function moneyOfTheDead(ctx: Ctx): void {
  const { s } = ctx;
  const killers = new Map<Seat, Seat>();
  for (const a of s.attempts) if (a.killed === true) killers.set(a.victim, a.by);
  for (const victim of killers.keys()) {
    const bills: Money = [...s.players[victim].pocket] as Money;
    s.players[victim].pocket = [...NO_MONEY] as Money;
    const heir = heirOf(ctx, killers, victim);
    if (heir === null) {
      put(s.out, bills);
      ctx.emit({ type: 'money', from: victim, to: null });
      continue;
    }
    put(s.players[heir].pocket, bills);
    ctx.emit({ type: 'money', from: victim, to: heir });
    ctx.emit({ type: 'money', from: victim, to: heir, bills, audience: [heir] });
    if (!isEmpty(bills)) ctx.note(heir, { kind: 'received', round: s.round, from: victim, bills, why: 'death' });
  }
}

/**
 * B75: the President died and every living player is in exile: the office stays vacant, phases 7–8
 * are skipped (the driver goes on with phase 9), and the election follows phase 9's return of the dead.
 */
function skipToPhaseNine(ctx: Ctx): void {
  const driver = ctx.s.flow[0] as RoundFrame;
  driver.phase = 9;
  driver.step = 0;
  ctx.emit({ type: 'phase', phase: 9 });
}

/**
 * B30–B35: the reveal (B31: always in phase 6, even with no announcement; under State Visit it waits
 * for phase 7), every attempt in announcement order (a cancelled one does not resolve, B29), the money
 * of the dead (B33), the end when every player is dead (B64, B75), then a murdered President's
 * succession (B35) or, with no active player left, B75.
 */
export function resolveAttempts(ctx: Ctx): void {
  const { s } = ctx;
  if (s.stateVisit) return;
  reveal(ctx);
  const presidentBefore = s.president;
  s.attempts.forEach((attempt, index) => {
    if (!attempt.cancelled) resolveOne(ctx, attempt, index);
  });
  moneyOfTheDead(ctx);
  if (s.players.every((p) => p.status === 'dead')) {
    endGame(ctx, 'all-dead');
    return;
  }
  if (presidentBefore === null || s.president !== null) return;
  // B35: the first voter is the active player left of the dead President.
  if (activeSeats(s).length > 0) startElection(ctx, 'murder', fromLeftOf(s, presidentBefore)[0]);
  else skipToPhaseNine(ctx);
}


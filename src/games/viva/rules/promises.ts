// Phase 2 (V7, V8, V23): the Presidente's Promises – a non-empty set of his cards for every Golpista
// and, Expert, home dice showing a seat number – then the Burglars window, asked clockwise.
import { designOf } from '../content/cards.js';
import { fail, golpistas, noDuplicates, numberOf, seatNamed, takeFromHand, PRESIDENTE_NUMBER, type Ctx, type Seating } from './context.js';
import type { PromiseGiven, PromisedDie, Seat, VivaState } from './types.js';
import { enterOrders } from './orders.js';
import { forgetHand, learn } from './knowledge.js';

/** V23: the faces a promised die may show: a seat number in play, not the Presidente's (6 is no seat). */
export const promiseFaces = (s: Seating): number[] => s.players.map((_, i) => numberOf(i)).filter((n) => n !== numberOf(s.presidente));

function checkDice(s: VivaState, dice: unknown): PromisedDie[] {
  if (dice === undefined) return [];
  if (!Array.isArray(dice)) fail('malformed', 'promised dice are a list');
  if (dice.length > 0 && s.variant !== 'expert') fail('V23', 'only the Expert game promises dice');
  return dice.map((d: unknown) => {
    const { die, face } = (d ?? {}) as PromisedDie;
    if (!s.players[s.presidente].dice.includes(die)) fail('V23', `${String(die)} is not one of the Presidente's home dice`);
    if (face === PRESIDENTE_NUMBER || face === numberOf(s.presidente)) fail('V23', 'a promised die never shows 6 or the Presidente\'s number');
    if (!promiseFaces(s).includes(face)) fail('V1', `${String(face)} is no seat number in this game`);
    return { die, face };
  });
}

export function makePromises(ctx: Ctx, seat: Seat, promises: unknown): PromiseGiven[] {
  const { s } = ctx;
  if (s.phase !== 'promises' || seat !== s.presidente) fail('V7', 'only the Presidente makes Promises, in phase 2');
  if (!Array.isArray(promises)) fail('malformed', 'promises are a list, one per Golpista');
  const to = promises.map((p: PromiseGiven) => seatNamed(s, p?.to, 'promise to'));
  const expected = golpistas(s);
  if (to.length !== expected.length || !expected.every((g) => to.includes(g))) fail('V7', 'every Golpista gets exactly one Promise');
  const given: PromiseGiven[] = promises.map((p: PromiseGiven, i) => {
    if (!Array.isArray(p.cards) || p.cards.length === 0) fail('V7', `${s.players[to[i]].name}'s Promise holds no card`);
    const dice = checkDice(s, p.dice);
    return { to: s.players[to[i]].name, cards: [...p.cards], ...(dice.length > 0 ? { dice } : {}) };
  });
  const cards = given.flatMap((g) => g.cards);
  const dice = given.flatMap((g) => g.dice ?? []).map((d) => d.die);
  if (!noDuplicates(cards)) fail('V7', 'a card is promised twice');
  if (!noDuplicates(dice)) fail('V23', 'a die is promised twice');
  takeFromHand(s, seat, cards, 'V7');
  forgetHand(s, seat, []);
  const pres = s.players[seat];
  pres.dice = pres.dice.filter((d) => !dice.includes(d));
  given.forEach((g, i) => {
    const promiseDice = g.dice ?? [];
    s.players[to[i]].promise = { cards: [...g.cards], dice: promiseDice.map((d) => ({ ...d })), seenBy: [] };
    ctx.emit({ type: 'promised', to: to[i], count: g.cards.length, dice: promiseDice });
    ctx.emit({ type: 'promised', to: to[i], count: g.cards.length, dice: promiseDice, cards: [...g.cards], audience: [seat, to[i]] });
  });
  s.burglars = { queue: golpistas(s), looking: null };
  s.phase = 'burglars';
  return given;
}

/** V8: the Promises a Burglars player may look into: another Golpista's, holding a card. */
export const burglarTargets = (s: VivaState, seat: Seat): Seat[] =>
  golpistas(s).filter((g) => g !== seat && (s.players[g].promise?.cards.length ?? 0) > 0);

const asked = (s: Pick<VivaState, 'phase' | 'burglars'>): Seat | null => (s.phase === 'burglars' && s.burglars && !s.burglars.looking ? s.burglars.queue[0] ?? null : null);

export function playBurglars(ctx: Ctx, seat: Seat, card: unknown, fromName: unknown): void {
  const { s } = ctx;
  if (asked(s) !== seat) fail('V8', 'Burglars is played when asked, just after the Promises');
  if (typeof card !== 'string' || designOf(card) !== 'burglars') fail('V8', 'name the Burglars card played');
  const from = seatNamed(s, fromName, 'from');
  if (from === seat) fail('V8', 'Burglars takes from another Golpista\'s Promise, never one\'s own');
  if (!burglarTargets(s, seat).includes(from)) fail('V8', 'Burglars needs another Golpista\'s Promise holding a card');
  takeFromHand(s, seat, [card], 'V8');
  s.discard.push(card);
  s.players[from].promise!.seenBy.push(seat);
  s.burglars!.looking = { seat, from };
  ctx.emit({ type: 'card', seat, card });
}

export function takeFromPromise(ctx: Ctx, seat: Seat, card: unknown): void {
  const { s } = ctx;
  const looking = s.phase === 'burglars' ? s.burglars?.looking : null;
  if (!looking || looking.seat !== seat) fail('V8', 'a card is taken from a Promise only with Burglars');
  const promise = s.players[looking.from].promise!;
  const i = promise.cards.indexOf(card as string);
  if (i < 0) fail('V8', `that Promise holds no ${String(card)} (and a die is never taken)`);
  promise.cards.splice(i, 1);
  s.players[seat].hand.push(card as string);
  s.burglars!.looking = null;
  learn(s, looking.from, seat, [card as string]);
  learn(s, s.presidente, seat, [card as string]);
  ctx.emit({ type: 'took', seat, from: looking.from });
  ctx.emit({ type: 'took', seat, from: looking.from, card: card as string, audience: [seat, looking.from, s.presidente] });
}

/** A pass in the Burglars window: the next Golpista is asked; after the last, the orders (V9). */
export function passBurglars(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  if (asked(s) !== seat) fail('V30', 'not asked now');
  ctx.emit({ type: 'pass', seat, window: 'Burglars' });
  s.burglars!.queue.shift();
  if (s.burglars!.queue.length === 0) enterOrders(ctx);
}

export const burglarsAsked: typeof asked = asked;

// Playing Political cards outside a coup (rulings B3, B11, B15, B16, B20, B25, B38, B39, B40, B67;
// board-cards.md): the timing checked, targets validated (an illegal choice refuses the action), the
// cost paid with a minimal payment (Mafia and Bankers lower it), the requirement checked when the card
// is put down (failed: discarded without effect), then the effect, from a table of card id to small
// functions; Influence cards put face up in front; and the legal card plays of a seat at a timing.
import { cardDesign, designOf, isCard, type Timing } from '../content/cards.js';
import { fail, isActive, seatNamed, takeFromHand, type Ctx } from './context.js';
import type { Raw } from './frame-rules.js';
import { drawBill, minimalPayments, moneyOf, NO_MONEY, oneBill, payOut, put, valueOf } from './money.js';
import type { Action, BoardState, Money, Question, Seat } from './types.js';

/** The moments of board-cards.md's "when", in words (B16). */
const TIMING_WORDS: Record<Timing, string> = {
  P1: 'in your phase-1 turn',
  vote: 'in your turn of a vote',
  ann: 'in your announcement turn',
  react: 'when you react to an attempt against you',
  'coup?': 'when you are asked whether you start a coup',
  move: 'in your movement turn of a coup',
};

/** One card's effect outside a coup: whom it may name, its requirement (B16), what it does. */
interface EffectRule {
  /** The players the card may name; absent: it names nobody. */
  targets?: (s: BoardState, seat: Seat) => Seat[];
  /** The requirement, checked when the card is put down; absent: a named target (if any) is all it needs. */
  holds?: (s: BoardState, seat: Seat) => boolean;
  effect: (ctx: Ctx, seat: Seat, target: Seat | null) => void;
}

const others = (s: BoardState, seat: Seat, ok: (i: Seat) => boolean): Seat[] => s.players.map((_, i) => i).filter((i) => i !== seat && ok(i));

/** B67: the roll call on the President's competence needs a President who is not the card's player. */
const competenceHolds = (s: BoardState, seat: Seat): boolean => s.president !== null && s.president !== seat;

/** board-cards.md's Events and the Secret Party Donation whose timing falls outside a coup. */
const EFFECTS: Readonly<Record<string, EffectRule>> = {
  // B67: the roll call itself is started by the frame the card was played in (calledVote): this module
  // sits below vote.ts in the import order, so it cannot open the vote.
  'presidential-competence': { holds: competenceHolds, effect: () => undefined },
  // B20: two more bills in this round's phase 3.
  'aid-increase': { effect: (ctx) => { ctx.s.aidIncrease = true; } },
  // B38: Closed for Holiday whatever the Bank's state (Closed for Lunch included).
  'bank-holiday': {
    effect: (ctx) => {
      ctx.s.bank = 'holiday';
      ctx.emit({ type: 'bank', bank: 'holiday' });
    },
  },
  // B26: no announcements this round.
  'state-visit': { effect: (ctx) => { ctx.s.stateVisit = true; } },
  // B5: the named player's Location, told to the card's player alone.
  informant: {
    targets: (s, seat) => others(s, seat, (i) => isActive(s, i)),
    effect: (ctx, seat, target) => {
      const location = ctx.s.players[target!].location;
      if (location === null || location === 'exile') return;
      ctx.note(seat, { kind: 'location', round: ctx.s.round, seat: target!, location });
      ctx.emit({ type: 'seen', seat, target: target! });
      ctx.emit({ type: 'seen', seat, target: target!, location, audience: [seat] });
    },
  },
  // B5: the total value of a living player's pocket, never its bills.
  'tax-inspector': {
    targets: (s, seat) => others(s, seat, (i) => s.players[i].status !== 'dead'),
    effect: (ctx, seat, target) => {
      const total = valueOf(ctx.s.players[target!].pocket);
      ctx.note(seat, { kind: 'pocket-total', round: ctx.s.round, seat: target!, total });
      ctx.emit({ type: 'seen', seat, target: target! });
      ctx.emit({ type: 'seen', seat, target: target!, total, audience: [seat] });
    },
  },
  // B25: the named exile returns at once, free; his Positions stay frozen until phase 2 (B19).
  'general-amnesty': {
    targets: (s) => s.players.map((_, i) => i).filter((i) => s.players[i].status === 'exiled'),
    effect: (ctx, _seat, target) => {
      const p = ctx.s.players[target!];
      p.status = 'active';
      p.location = null;
      p.embassy = null;
      ctx.emit({ type: 'returned', seat: target!, why: 'amnesty' });
    },
  },
  // B40: the situation becomes Unstable.
  unrest: {
    effect: (ctx) => {
      ctx.s.situation = 'unstable';
      ctx.emit({ type: 'situation', situation: 'unstable' });
    },
  },
  // B39, B5, B6: the top bill into the pocket, its denomination seen by him alone; an empty deck gives nothing.
  'secret-party-donation': {
    effect: (ctx, seat) => {
      const d = drawBill(ctx);
      if (d === null) return;
      put(ctx.s.players[seat].pocket, oneBill(d));
      ctx.note(seat, { kind: 'bill', round: ctx.s.round, denomination: d, why: 'donation' });
      ctx.emit({ type: 'bill', seat, why: 'donation' });
      ctx.emit({ type: 'bill', seat, why: 'donation', denomination: d, audience: [seat] });
    },
  },
};

/**
 * board-cards.md: a card's cost for this player, in millions: the Mafia lowers each Assassin card by
 * 1 M, the Bankers each Bribe card by 1 M in all (never below 0); `units` for the per-unit Bribes.
 */
export function costOf(s: BoardState, seat: Seat, card: string, units = 1): number {
  const d = cardDesign(card);
  const front = s.players[seat].influence.map(designOf);
  let cost = d.perUnit ? d.cost * units : d.cost;
  if (d.type === 'assassin' && front.includes('mafia')) cost -= 1;
  if (d.type === 'bribe' && front.includes('bankers')) cost -= 1;
  return Math.max(0, cost);
}

/** B3: the minimal payments of the card's cost this player holds (for a free card: paying nothing); empty when he cannot pay. */
export const paymentsFor = (s: BoardState, seat: Seat, card: string, units = 1): Money[] =>
  minimalPayments(s.players[seat].pocket, costOf(s, seat, card, units));

/** B3: pays a card's cost with the payment the action names (absent: nothing); refused unless minimal and in the pocket. Returns the cost. */
export function payCost(ctx: Ctx, seat: Seat, card: string, rawPay: unknown, units = 1): number {
  const cost = costOf(ctx.s, seat, card, units);
  const pay = rawPay === undefined ? NO_MONEY : moneyOf(rawPay, 'pay');
  payOut(ctx, ctx.s.players[seat].pocket, pay, cost, 'B3');
  return cost;
}

/** B16: takes a card of the player's hand that may be played at `timing`, refusing any other. */
export function takeCardToPlay(ctx: Ctx, seat: Seat, raw: Raw, timing: Timing): string {
  const card = raw.card;
  if (!isCard(card)) fail('malformed', 'card must be a Political card');
  if (!cardDesign(card).when.includes(timing)) fail('B16', `${cardDesign(card).name} is not played ${TIMING_WORDS[timing]}`);
  takeFromHand(ctx.s, seat, card, 'B16');
  return card;
}

/** B11, B12, B15: an Influence card goes face up in front of its player (the vote frames cast it there). */
export function putInFront(ctx: Ctx, seat: Seat, card: string): void {
  ctx.s.players[seat].influence.push(card);
  ctx.emit({ type: 'played', seat, card });
}

/** The named target: refused when it is not one the card may name; null when the card has nobody to name (its requirement then fails). */
function targetOf(s: BoardState, seat: Seat, rule: EffectRule, raw: Raw): Seat | null {
  if (!rule.targets) return null;
  const allowed = rule.targets(s, seat);
  if (raw.target === undefined) {
    if (allowed.length > 0) fail('B16', 'this card names a player');
    return null;
  }
  const target = seatNamed(s, raw.target, 'target');
  if (!allowed.includes(target)) fail('B16', `${s.players[target].name} may not be named by this card`);
  return target;
}

/**
 * Plays an Event or a Secret Party Donation (board-cards.md) at `timing` for `seat`: timing (B16),
 * target, cost paid with a minimal payment (B3, Mafia/Bankers), then the requirement (failed: the
 * card is discarded without effect, the event says so) and the effect. Returns the action as recorded.
 * Presidential Competence's roll call is opened by the calling frame (`calledVote`).
 */
export function playEffect(ctx: Ctx, seat: Seat, card: string, raw: Raw, timing: Timing): Action {
  const { s } = ctx;
  const rule = EFFECTS[designOf(card)];
  if (!rule) fail('B16', `${cardDesign(card).name} is not played ${TIMING_WORDS[timing]}`);
  if (!cardDesign(card).when.includes(timing)) fail('B16', `${cardDesign(card).name} is not played ${TIMING_WORDS[timing]}`);
  const target = targetOf(s, seat, rule, raw);
  takeFromHand(s, seat, card, 'B16');
  // The cost is paid when the card is put down, before its requirement is checked (board-cards.md: "paid when the card is played").
  const cost = payCost(ctx, seat, card, raw.pay);
  const holds = (rule.targets === undefined || target !== null) && (rule.holds?.(s, seat) ?? true);
  s.discard.push(card);
  ctx.emit({ type: 'played', seat, card, ...(target === null ? {} : { target }), ...(cost > 0 ? { cost } : {}), ...(holds ? {} : { failed: true }) });
  if (holds) rule.effect(ctx, seat, target);
  return recorded(s, seat, card, target, cost > 0 ? moneyOf(raw.pay, 'pay') : null);
}

const recorded = (s: BoardState, seat: Seat, card: string, target: Seat | null, pay: Money | null): Action => ({
  type: 'play', seat: s.players[seat].name, card,
  ...(target === null ? {} : { target: s.players[target].name }),
  ...(pay === null ? {} : { pay }),
});

/**
 * A card play in a turn outside a coup: an Influence card face up in front (B11, B15), or an Event or
 * the Donation (playEffect). Vote cards and Assassins are played by the frames that cast or announce them.
 */
export function playCard(ctx: Ctx, seat: Seat, raw: Raw, timing: Timing): Action {
  const card = raw.card;
  if (!isCard(card)) fail('malformed', 'card must be a Political card');
  const d = cardDesign(card);
  if (!d.when.includes(timing)) fail('B16', `${d.name} is not played ${TIMING_WORDS[timing]}`);
  if (d.type === 'influence') {
    takeFromHand(ctx.s, seat, card, 'B16');
    putInFront(ctx, seat, card);
    return { type: 'play', seat: ctx.s.players[seat].name, card };
  }
  return playEffect(ctx, seat, card, raw, timing);
}

/** B67: the vote a card play opens once its requirement holds (Presidential Competence), or null; asked before the play. */
export function calledVote(s: BoardState, seat: Seat, card: unknown): Extract<Question, { kind: 'competence' }> | null {
  if (!isCard(card) || designOf(card) !== 'presidential-competence' || !s.players[seat].hand.includes(card)) return null;
  return competenceHolds(s, seat) ? { kind: 'competence', by: seat } : null;
}

/**
 * Every card play `playCard` accepts from this player at `timing`: each playable card of his hand
 * with each target it may name and each minimal payment he holds (B3, B16). Influence cards only on
 * `P1` (on a vote turn the vote frame lists them with their options).
 */
export function cardPlays(s: BoardState, seat: Seat, timing: Timing): Action[] {
  const p = s.players[seat];
  const plays: Action[] = [];
  for (const card of p.hand) {
    const d = cardDesign(card);
    if (!d.when.includes(timing)) continue;
    if (d.type === 'influence') {
      if (timing === 'P1') plays.push({ type: 'play', seat: p.name, card });
      continue;
    }
    const rule = EFFECTS[d.id];
    if (!rule) continue;
    const targets = rule.targets?.(s, seat) ?? [];
    const named: (Seat | null)[] = targets.length > 0 ? targets : [null];
    const cost = costOf(s, seat, card);
    for (const pay of paymentsFor(s, seat, card)) {
      for (const target of named) plays.push(recorded(s, seat, card, target, cost > 0 ? pay : null));
    }
  }
  return plays;
}

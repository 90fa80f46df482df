// A seat's choices now (V7–V10, V14–V18, V24–V27): the small spaces listed (orders as V9's multisets,
// one card per design, minimal payments), the Promises and large discards drawn by samplers; the
// validator stays the judge (it also accepts overpaying, any instance, any die order).
import type { Choices } from '../../../core/game.js';
import type { Random } from '../../../core/types.js';
import { assassinationTargets, playable } from './combat-cards.js';
import { askingOrder, sideOf } from './battle.js';
import { byCardId, designById, designOf, HAND_LIMIT } from '../content/cards.js';
import { askedInBattle, destroyTargets, rolledDiceOf } from './combat.js';
import { golpistas, numberOf, PRESIDENTE_NUMBER } from './context.js';
import { orderNumbers } from './orders.js';
import { minimalPayments, purchases } from './payments.js';
import { burglarsAsked, burglarTargets, promiseFaces } from './promises.js';
import { pending } from './pending.js';
import { spendTurn } from './spend.js';
import type { Action, PromiseGiven, Seat, VivaState } from './types.js';

const NONE: Choices<Action> = { actions: [], samplers: [], optional: [] };
const MAX_LISTED_DISCARDS = 300;

/** The lowest-numbered instance of each design in a hand (one listed action per design). */
function firstOfEach(hand: readonly string[], pick: (design: string) => boolean): string[] {
  const seen = new Set<string>();
  return [...hand].sort(byCardId).filter((c) => {
    const d = designOf(c);
    if (seen.has(d) || !pick(d)) return false;
    seen.add(d);
    return true;
  });
}

/** V9: one order per multiset of numbers, given to the dice in id order. */
export function orderChoices(s: VivaState, seat: Seat): Record<string, number>[] {
  const dice = s.players[seat].dice;
  const numbers = orderNumbers(s);
  const out: Record<string, number>[] = [];
  const walk = (from: number, chosen: number[]): void => {
    if (chosen.length === dice.length) {
      if (chosen.includes(numberOf(s.presidente)) && chosen.includes(PRESIDENTE_NUMBER)) return;
      out.push(Object.fromEntries(dice.map((d, i) => [d, chosen[i]])));
      return;
    }
    for (let i = from; i < numbers.length; i++) walk(i, [...chosen, numbers[i]]);
  };
  walk(0, []);
  return out;
}

/** V7, V23: a random legal set of Promises: one card each, the rest spread or kept; Expert dice now and then. */
function promiseSampler(s: VivaState): (random: Random) => Action | null {
  return (random) => {
    const pres = s.players[s.presidente];
    const to = golpistas(s);
    if (pres.hand.length < to.length) return null;
    const hand = [...pres.hand];
    for (let i = hand.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [hand[i], hand[j]] = [hand[j], hand[i]]; }
    const given: PromiseGiven[] = to.map((g, i) => ({ to: s.players[g].name, cards: [hand[i]] }));
    for (const c of hand.slice(to.length)) if (random() < 0.5) given[Math.floor(random() * given.length)].cards.push(c);
    if (s.variant === 'expert') {
      const faces = promiseFaces(s);
      for (const die of pres.dice) {
        if (random() >= 0.3) continue;
        const g = given[Math.floor(random() * given.length)];
        (g.dice ??= []).push({ die, face: faces[Math.floor(random() * faces.length)] });
      }
    }
    return { type: 'promise', seat: pres.name, promises: given };
  };
}

function battleChoices(s: VivaState, seat: Seat, name: string): Action[] {
  const b = s.battle!;
  const hand = s.players[seat].hand;
  const out: Action[] = [{ type: 'pass', seat: name }];
  if (b.step === 'destroy') return [...out, ...destroyTargets(b, seat).map((die): Action => ({ type: 'destroy', seat: name, die }))];
  if (b.step === 'diversion') {
    for (const card of firstOfEach(hand, (d) => d === 'diversionary-tactic')) {
      for (const roller of askingOrder(s, b)) {
        const rolled = rolledDiceOf(b, roller);
        if (rolled.length === 0) continue;
        out.push({ type: 'play', seat: name, card, roll: s.players[roller].name });
        if (rolled.length > 1) for (const d of rolled) out.push({ type: 'play', seat: name, card, roll: s.players[roller].name, die: d.die });
      }
    }
    return out;
  }
  const side = sideOf(b, seat)!;
  for (const card of firstOfEach(hand, (d) => designById(d)?.timing === 'before-combat' && playable(b, d, side))) {
    if (designOf(card) === 'assassination') {
      for (const die of assassinationTargets(b, side)) out.push({ type: 'play', seat: name, card, die });
    } else out.push({ type: 'play', seat: name, card });
  }
  return out;
}

function spendChoices(s: VivaState, seat: Seat, name: string): Action[] {
  const hand = s.players[seat].hand;
  const out: Action[] = [{ type: 'done', seat: name }];
  for (const card of firstOfEach(hand, (d) => d === 'party-donation' || d === 'pr-campaign')) out.push({ type: 'play', seat: name, card });
  for (const buy of purchases(s, seat)) {
    for (const cards of minimalPayments(hand, buy.price)) {
      const named = Object.fromEntries(Object.entries(buy.buy).filter(([, n]) => n > 0));
      out.push({ type: 'pay', seat: name, buy: named, cards });
    }
  }
  return out;
}

/** V27, at the end of one's Spend Money turn: every way to keep 4, one per multiset of designs discarded; a sampler when there are many. */
function discardChoices(s: VivaState, seat: Seat, name: string): Choices<Action> {
  const hand = [...s.players[seat].hand].sort(byCardId);
  const over = hand.length - HAND_LIMIT;
  const out = new Map<string, string[]>();
  const walk = (from: number, chosen: string[]): boolean => {
    if (out.size > MAX_LISTED_DISCARDS) return false;
    if (chosen.length === over) { out.set(chosen.map(designOf).join(), chosen); return true; }
    for (let i = from; i < hand.length; i++) if (!walk(i + 1, [...chosen, hand[i]])) return false;
    return true;
  };
  if (walk(0, [])) return { actions: [...out.values()].map((cards) => ({ type: 'discard', seat: name, cards })), samplers: [], optional: [] };
  const sampler = (random: Random): Action => {
    const shuffled = [...hand];
    for (let i = shuffled.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]]; }
    return { type: 'discard', seat: name, cards: shuffled.slice(0, over) };
  };
  return { actions: [], samplers: [sampler], optional: [] };
}

export function legalActions(s: VivaState, seat: Seat): Choices<Action> {
  if (!pending(s).required.some((d) => d.seat === seat)) return NONE;
  const name = s.players[seat].name;
  const list = (actions: Action[]): Choices<Action> => ({ actions, samplers: [], optional: [] });
  switch (s.phase) {
    case 'promises': return { actions: [], samplers: [promiseSampler(s)], optional: [] };
    case 'burglars': {
      const looking = s.burglars!.looking;
      if (looking) return list([...new Set(s.players[looking.from].promise!.cards)].map((card): Action => ({ type: 'take', seat: name, card })));
      if (burglarsAsked(s) !== seat) return NONE;
      const plays = firstOfEach(s.players[seat].hand, (d) => d === 'burglars').flatMap((card) =>
        burglarTargets(s, seat).map((from): Action => ({ type: 'burglars', seat: name, card, from: s.players[from].name })));
      return list([{ type: 'pass', seat: name }, ...plays]);
    }
    case 'orders':
    case 'spy': {
      const spies = s.phase === 'orders' ? firstOfEach(s.players[seat].hand, (d) => d === 'spy') : [];
      return list(orderChoices(s, seat).flatMap((orders): Action[] => [
        { type: 'orders', seat: name, orders }, ...spies.map((spy): Action => ({ type: 'orders', seat: name, orders, spy })),
      ]));
    }
    case 'combat': return askedInBattle(s) === seat ? list(battleChoices(s, seat, name)) : NONE;
    case 'spend':
      if (spendTurn(s) !== seat) return NONE;
      return s.spend!.discarding ? discardChoices(s, seat, name) : list(spendChoices(s, seat, name));
    case 'ended': return NONE;
  }
}

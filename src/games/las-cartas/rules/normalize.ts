// Hand-written actions name cards by bare id ("thief") and Money by denomination ("m3");
// this turns them into the instances they mean, from the acting player's point of view.
import { designId, instanceNumber, isMoney, isMoneyDesign } from './catalogue.js';
import { REBELLION_ID } from '../content/cards.js';
import { fail } from './context.js';
import { cardsOf, type CardRegistry } from './cards.js';
import type { Action, CardRef, MoneyRef, Seat, State } from './types.js';

const knownInstance = (cards: CardRegistry, ref: string): boolean => cards.isPolitical(ref) || isMoney(ref) || /^rebellion#[1-6]$/.test(ref);
const knownDesign = (cards: CardRegistry, id: string): boolean => cards.isDesign(id) || isMoneyDesign(id) || id === REBELLION_ID;

function checkKnown(cards: CardRegistry, ref: string): void {
  if (ref.includes('#') ? !knownInstance(cards, ref) : !knownDesign(cards, ref)) fail('unknown-card', 'there is no such card');
}

/** One card named alone: a bare id must match exactly one card in the place it is taken from. */
function resolveCard(cards: CardRegistry, ref: string, place: readonly string[], where: string): string {
  checkKnown(cards, ref);
  if (ref.includes('#')) return ref;
  const matches = place.filter((c) => designId(c) === ref);
  if (matches.length === 0) fail('not-yours', `there is no ${ref} ${where}`);
  if (matches.length > 1) fail('ambiguous-card', `"${ref}" could be ${matches.join(' or ')}; name the instance`);
  return matches[0];
}

/** A list of cards: a bare id named k times means all k such cards, when exactly k are there. */
function resolveCards(cards: CardRegistry, refs: readonly string[], place: readonly string[], where: string): string[] {
  for (const ref of refs) checkKnown(cards, ref);
  const named = new Set(refs.filter((r) => r.includes('#')));
  const next = new Map<string, string[]>();
  return refs.map((ref) => {
    if (ref.includes('#')) return ref;
    if (!next.has(ref)) {
      const matches = place.filter((c) => designId(c) === ref && !named.has(c));
      const wanted = refs.filter((r) => r === ref).length;
      if (matches.length === 0) fail('not-yours', `there is no ${ref} ${where}`);
      if (matches.length !== wanted) fail('ambiguous-card', `"${ref}" could be any of ${matches.join(', ')}; name the instances`);
      next.set(ref, [...matches]);
    }
    return next.get(ref)!.shift()!;
  });
}

/** Money by denomination: the lowest-numbered matching instance not yet taken, from the first pool holding one. */
function resolveMoney(cards: CardRegistry, refs: readonly string[], pools: readonly (readonly MoneyRef[])[], taken: Set<string>): MoneyRef[] {
  return refs.map((ref) => {
    checkKnown(cards, ref);
    if (ref.includes('#')) {
      taken.add(ref);
      return ref;
    }
    if (!isMoneyDesign(ref)) fail('unknown-card', `"${ref}" is not a Money denomination`);
    for (const pool of pools) {
      const free = pool.filter((m) => designId(m) === ref && !taken.has(m)).sort((a, b) => instanceNumber(a) - instanceNumber(b));
      if (free.length > 0) {
        taken.add(free[0]);
        return free[0];
      }
    }
    fail('not-yours', `there is no ${ref} left to take`);
  });
}

const stackCards = (s: State, seat: Seat): MoneyRef[] => s.budget?.stacks[seat]?.cards ?? [];

function targetPlace(s: State, seat: Seat, card: CardRef): string[] | null {
  switch (cardsOf(s).designOf(card).target) {
    case 'enemy-influence':
      return s.players.flatMap((p, i) => (i === seat ? [] : p.inPlay.map((c) => c.card)));
    case 'building':
      return s.players.flatMap((p) => p.inPlay.map((c) => c.card));
    case 'discard-pile':
      return s.politicalDiscard;
    default:
      return null;
  }
}

export function normalize(s: State, seat: Seat, a: Action): Action {
  const me = s.players[seat];
  const cards = cardsOf(s);
  const inPlay = me.inPlay.map((c) => c.card);
  switch (a.type) {
    case 'propose-budget': {
      const primary = s.phase === 'budget' ? s.budget?.drawn ?? [] : (s.budget?.stacks ?? []).flatMap((st) => st.cards);
      const taken = new Set<string>();
      return { ...a, stacks: a.stacks.map((st) => ({ ...st, money: resolveMoney(cards, st.money, [primary, me.top, me.swiss], taken) })) };
    }
    case 'bribe':
      return { ...a, money: resolveMoney(cards, a.money, [stackCards(s, seat)], new Set()) };
    case 'redistribute': {
      // R18: a denomination means a card of the returned stack, the only ones that may move.
      const pools = [s.coup?.returned ?? [], stackCards(s, seat)];
      const taken = new Set<string>();
      return { ...a, stacks: a.stacks.map((st) => ({ ...st, money: resolveMoney(cards, st.money, pools, taken) })) };
    }
    case 'declare-buildings':
      return { ...a, votes: a.votes.map((d) => ({ ...d, card: resolveCard(cards, d.card, inPlay, 'in front of you') })) };
    case 'play-card': {
      const card = resolveCard(cards, a.card, me.hand, 'in your hand');
      if (!cards.isPolitical(card)) fail('illegal-play', `${card} cannot be played in the voting`);
      const out: Action = { ...a, card };
      const place = targetPlace(s, seat, card);
      if (a.target !== undefined && place) out.target = resolveCard(cards, a.target, place, 'to aim at');
      if (a.money !== undefined) {
        const pool = cards.designOf(card).target === 'own-stack-money' ? stackCards(s, seat) : me.top;
        out.money = resolveMoney(cards, a.money, [pool], new Set());
      }
      return out;
    }
    case 'use-building': {
      const out: Action = { ...a, card: resolveCard(cards, a.card, inPlay, 'in front of you') };
      if (a.money !== undefined) out.money = resolveMoney(cards, a.money, [me.top], new Set());
      return out;
    }
    case 'react':
      return a.bodyguard ? { ...a, bodyguard: resolveCard(cards, a.bodyguard, [...me.hand, ...inPlay], 'to answer with') } : a;
    case 'commit-coup':
      return { ...a, cards: resolveCards(cards, a.cards, me.hand, 'in your hand') };
    default:
      return a;
  }
}


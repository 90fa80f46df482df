// Hand-written actions name cards by bare id ("thief") and Money by denomination ("m3");
// this turns them into the instances they mean, from the acting player's point of view.
import { designOf, designId, instanceNumber, isMoney, isMoneyDesign, isPolitical, isPoliticalDesign } from './catalogue.js';
import { REBELLION_ID } from '../content/cards.js';
import { fail } from './context.js';
import type { Action, CardRef, MoneyRef, Seat, State } from './types.js';

const knownInstance = (ref: string): boolean => isPolitical(ref) || isMoney(ref) || /^rebellion#[1-6]$/.test(ref);
const knownDesign = (id: string): boolean => isPoliticalDesign(id) || isMoneyDesign(id) || id === REBELLION_ID;

function checkKnown(ref: string): void {
  if (ref.includes('#') ? !knownInstance(ref) : !knownDesign(ref)) fail('unknown-card', `there is no card "${ref}"`);
}

/** One card named alone: a bare id must match exactly one card in the place it is taken from. */
function resolveCard(ref: string, place: readonly string[], where: string): string {
  checkKnown(ref);
  if (ref.includes('#')) return ref;
  const matches = place.filter((c) => designId(c) === ref);
  if (matches.length === 0) fail('not-yours', `there is no ${ref} ${where}`);
  if (matches.length > 1) fail('ambiguous-card', `"${ref}" could be ${matches.join(' or ')}; name the instance`);
  return matches[0];
}

/** A list of cards: a bare id named k times means all k such cards, when exactly k are there. */
function resolveCards(refs: readonly string[], place: readonly string[], where: string): string[] {
  refs.forEach(checkKnown);
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
function resolveMoney(refs: readonly string[], pools: readonly (readonly MoneyRef[])[], taken: Set<string>): MoneyRef[] {
  return refs.map((ref) => {
    checkKnown(ref);
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
  switch (designOf(card).target) {
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
  const inPlay = me.inPlay.map((c) => c.card);
  switch (a.type) {
    case 'propose-budget': {
      const primary = s.phase === 'budget' ? s.budget?.drawn ?? [] : (s.budget?.stacks ?? []).flatMap((st) => st.cards);
      const taken = new Set<string>();
      return { ...a, stacks: a.stacks.map((st) => ({ ...st, money: resolveMoney(st.money, [primary, me.top, me.swiss], taken) })) };
    }
    case 'bribe':
      return { ...a, money: resolveMoney(a.money, [stackCards(s, seat)], new Set()) };
    case 'redistribute': {
      // R18: a denomination means a card of the returned stack, the only ones that may move.
      const pools = [s.coup?.returned ?? [], stackCards(s, seat)];
      const taken = new Set<string>();
      return { ...a, stacks: a.stacks.map((st) => ({ ...st, money: resolveMoney(st.money, pools, taken) })) };
    }
    case 'declare-buildings':
      return { ...a, votes: a.votes.map((d) => ({ ...d, card: resolveCard(d.card, inPlay, 'in front of you') })) };
    case 'play-card': {
      const card = resolveCard(a.card, me.hand, 'in your hand');
      if (!isPolitical(card)) fail('illegal-play', `${card} cannot be played in the voting`);
      const out: Action = { ...a, card };
      const place = targetPlace(s, seat, card);
      if (a.target !== undefined && place) out.target = resolveCard(a.target, place, 'to aim at');
      if (a.money !== undefined) {
        const pool = designOf(card).target === 'own-stack-money' ? stackCards(s, seat) : me.top;
        out.money = resolveMoney(a.money, [pool], new Set());
      }
      return out;
    }
    case 'use-building': {
      const out: Action = { ...a, card: resolveCard(a.card, inPlay, 'in front of you') };
      if (a.money !== undefined) out.money = resolveMoney(a.money, [me.top], new Set());
      return out;
    }
    case 'react':
      return a.bodyguard ? { ...a, bodyguard: resolveCard(a.bodyguard, [...me.hand, ...inPlay], 'to answer with') } : a;
    case 'commit-coup':
      return { ...a, cards: resolveCards(a.cards, me.hand, 'in your hand') };
    default:
      return a;
  }
}


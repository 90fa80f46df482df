// The choices of one seat now: small spaces enumerated, large ones (budgets, bribes, coup
// commitments, redistributions) as samplers, plus the validator that decides any action.
import { isRebellion, totalValue } from './catalogue.js';
import { nameOf } from './context.js';
import { choicesFor, type EffectChoice } from './effects/index.js';
import { pending } from './pending.js';
import { cardsOf } from './cards.js';
import { playableInPass, reactionCards, undeclaredBuildings, usableBuildings } from './phases/voting.js';
import { apply } from './apply.js';
import { announcedTotal } from './moves.js';
import type { Action, ActionType, ApplyError, MoneyRef, Random, Seat, StackSpec, State, StateIn, Vote } from './types.js';

export type SampledType = 'propose-budget' | 'bribe' | 'redistribute' | 'commit-coup';

export interface LegalActions {
  seat: Seat;
  kinds: ActionType[];
  /** Every legal action of the enumerable kinds. */
  actions: Action[];
  /** For the large kinds: draw one legal action (null when none is possible). */
  samplers: Partial<Record<SampledType, (random: Random) => Action | null>>;
  /** Whether an action would be accepted now (null) or why not. */
  validate(action: unknown): ApplyError | null;
}

/** A seat's legal actions narrowed to its optional kinds (R11's bribe): their samplers alone, nothing it must do. */
export function optionalOnly(legal: LegalActions, kinds: readonly ActionType[]): LegalActions {
  const samplers = Object.fromEntries(kinds.map((kind) => [kind, legal.samplers[kind as keyof LegalActions['samplers']]]));
  return { ...legal, kinds: [...kinds], actions: [], samplers };
}

const VOTES: Vote[] = ['for', 'against'];
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const randomInt = (random: Random, lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));

export function legalActions(s: State, seat: Seat): LegalActions {
  const p = pending(s);
  const kinds = [
    ...p.required.filter((d) => d.seat === seat).flatMap((d) => d.kinds),
    ...p.optional.filter((d) => d.seat === seat).flatMap((d) => d.kinds),
  ];
  const name = nameOf(s, seat);
  const actions: Action[] = [];
  const samplers: LegalActions['samplers'] = {};
  for (const kind of kinds) {
    switch (kind) {
      case 'name-first-president':
        if (s.phase === 'first-president') {
          for (const c of s.firstPresident.candidates) actions.push({ type: kind, seat: name, name: nameOf(s, c) });
        }
        break;
      case 'keep-budget':
      case 'draw-card':
      case 'end-turn':
        actions.push({ type: kind, seat: name });
        break;
      case 'declare-buildings':
        actions.push(...declarations(s, seat, name));
        break;
      case 'play-card':
        if (s.phase === 'voting') actions.push(...plays(s, seat, name));
        break;
      case 'use-building':
        if (s.phase !== 'voting') break;
        for (const card of usableBuildings(s, seat)) {
          for (const choice of choicesFor(s, seat, card, cardsOf(s))) actions.push({ type: kind, seat: name, card, ...choice });
        }
        break;
      case 'react':
        actions.push({ type: kind, seat: name, bodyguard: null });
        if (s.phase === 'voting') {
          for (const card of reactionCards(s, seat)) actions.push({ type: kind, seat: name, bodyguard: card });
        }
        break;
      case 'choose-president':
        if (s.phase === 'coup') {
          for (const c of s.coup.tiedForPresidency) actions.push({ type: kind, seat: name, name: nameOf(s, c) });
        }
        break;
      case 'propose-budget':
        if (s.phase === 'budget' || s.phase === 'voting') samplers[kind] = (random) => sampleBudget(s, seat, random);
        break;
      case 'bribe':
        if (s.phase === 'voting') samplers[kind] = (random) => sampleBribe(s, seat, random);
        break;
      case 'redistribute':
        if (s.phase === 'coup') samplers[kind] = (random) => sampleRedistribution(s, seat, random);
        break;
      case 'commit-coup':
        samplers[kind] = (random) => ({
          type: kind, seat: name, cards: s.players[seat].hand.filter(() => random() < 0.5),
        });
        break;
    }
  }
  return {
    seat,
    kinds,
    actions,
    samplers,
    validate: (action) => {
      const result = apply(s, action);
      if (!result.ok) return result.error;
      return (action as Action).seat === name ? null : { code: 'not-your-turn', message: `not ${name}'s action` };
    },
  };
}

/**
 * One of a seat's required choices, uniformly: each enumerated action, or one draw from each
 * sampled kind, is equally likely. Optional bribes are left out. Null when there is no choice.
 */
export function pickUniformly(legal: LegalActions, random: Random): Action | null {
  const sampled = Object.entries(legal.samplers).filter(([kind]) => kind !== 'bribe');
  const total = legal.actions.length + sampled.length;
  if (total === 0) return null;
  const i = Math.floor(random() * total);
  if (i < legal.actions.length) return legal.actions[i];
  return sampled[i - legal.actions.length][1](random);
}

function declarations(s: State, seat: Seat, name: string): Action[] {
  const owed = undeclaredBuildings(s, seat);
  const out: Action[] = [];
  for (let mask = 0; mask < 1 << owed.length; mask++) {
    out.push({
      type: 'declare-buildings',
      seat: name,
      votes: owed.map((card, i) => ({ card, vote: mask & (1 << i) ? 'against' : 'for' })),
    });
  }
  return out;
}

function plays(s: StateIn<'voting'>, seat: Seat, name: string): Action[] {
  const out: Action[] = [];
  const hand = [...new Set(s.players[seat].hand)].filter((c) => !isRebellion(c));
  const cards = cardsOf(s);
  for (const card of hand) {
    const design = cards.designOf(card);
    if (!playableInPass(s, card)) continue;
    const votes: (Vote | undefined)[] = design.votes > 0 ? VOTES : [undefined];
    const uses: (EffectChoice | null)[] = [];
    if (design.timing === 'on-play') uses.push(null, ...choicesFor(s, seat, card, cards));
    else if (design.timing === 'immediate') {
      const choices = choicesFor(s, seat, card, cards);
      uses.push(...(choices.length > 0 ? choices : [null]));
    } else uses.push(null);
    for (const vote of votes) {
      for (const use of uses) {
        const action: Action = { type: 'play-card', seat: name, card };
        if (vote) action.vote = vote;
        if (use && design.timing === 'on-play' && !use.target && !use.money) action.useAction = true;
        Object.assign(action, use ?? {});
        out.push(action);
      }
    }
  }
  return out;
}

/** Every drawn card into a random stack, each announced at a random amount up to its value. */
function sampleBudget(s: StateIn<'budget' | 'voting'>, seat: Seat, random: Random): Action {
  const pool = s.phase === 'budget' ? s.budget.drawn : s.budget.stacks.flatMap((st) => st.cards);
  const stacks: MoneyRef[][] = s.players.map(() => []);
  for (const card of pool) stacks[Math.floor(random() * stacks.length)].push(card);
  const specs: StackSpec[] = stacks.map((money, i) => ({
    to: nameOf(s, i), money, announced: randomInt(random, 0, totalValue(money)),
  }));
  const over = specs.reduce((sum, st) => sum + st.announced, 0) - s.budget.cap;
  if (over > 0) specs.forEach((st) => (st.announced = Math.max(0, st.announced - over)));
  return { type: 'propose-budget', seat: nameOf(s, seat), stacks: specs.filter((st) => st.money.length > 0 || st.announced > 0) };
}

/** Cards of the President's stack (those in `movable`, R18) onto some of `eligible`; own announcement kept within R9. */
function sampleTransfers(s: StateIn<'voting' | 'coup'>, president: Seat, eligible: Seat[], random: Random, max: number, movable: readonly MoneyRef[]) {
  const own = s.budget.stacks[president];
  const moves = new Map<Seat, MoneyRef[]>();
  const targets = eligible.filter(() => random() < 0.5).slice(0, max);
  if (targets.length === 0 && eligible.length > 0) targets.push(pick(random, eligible));
  for (const card of movable) {
    if (targets.length > 0 && random() < 0.5) {
      const to = pick(random, targets);
      moves.set(to, [...(moves.get(to) ?? []), card]);
    }
  }
  const kept = own.cards.filter((c) => ![...moves.values()].flat().includes(c));
  const ownAnnounced = Math.min(own.announced, totalValue(kept));
  let room = s.budget.cap - (announcedTotal(s) - own.announced + ownAnnounced);
  const specs: StackSpec[] = targets.map((to) => {
    const stack = s.budget.stacks[to];
    const money = moves.get(to) ?? [];
    const most = Math.min(totalValue(stack.cards) + totalValue(money), stack.announced + room);
    const announced = randomInt(random, stack.announced, Math.max(stack.announced, most));
    room -= announced - stack.announced;
    return { to: nameOf(s, to), money, announced };
  });
  return { specs, ownAnnounced };
}

function sampleBribe(s: StateIn<'voting'>, seat: Seat, random: Random): Action | null {
  const stacks = s.budget.stacks;
  const eligible = s.players.map((_, i) => i).filter((i) => i !== seat && !stacks[i].returned);
  const { specs, ownAnnounced } = sampleTransfers(s, seat, eligible, random, 1, stacks[seat].cards);
  const spec = specs[0];
  if (!spec) return null;
  const own = stacks[seat];
  const old = stacks[s.players.findIndex((p) => p.name === spec.to)].announced;
  if (spec.money.length === 0 && spec.announced === old && ownAnnounced === own.announced) return null;
  const action: Action = { type: 'bribe', seat: nameOf(s, seat), to: spec.to, money: spec.money, announced: spec.announced };
  if (ownAnnounced !== own.announced) action.ownAnnounced = ownAnnounced;
  return action;
}

function sampleRedistribution(s: StateIn<'coup'>, seat: Seat, random: Random): Action {
  const eligible = s.players.map((_, i) => i).filter((i) => i !== seat && i !== s.coup.firstRebel);
  const { specs, ownAnnounced } = sampleTransfers(s, seat, eligible, random, eligible.length, s.coup.returned);
  return { type: 'redistribute', seat: nameOf(s, seat), stacks: specs, ownAnnounced };
}

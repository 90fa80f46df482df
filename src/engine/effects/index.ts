// Card effects as a table: for each card with an action, its legal choices and how it resolves.
import { designOf, isRebellion, rebellionOf } from '../catalogue.js';
import { emit, nameOf, tell, type Ctx } from '../context.js';
import { pickCard } from '../rng.js';
import { closeVoting } from '../phases/voting.js';
import {
  buildingsOf, discardFromPlay, drawPoliticalAnnounced, hasNonRebellionCard, stackOf, stackValue,
  takeRandomHandCard, touchStack,
} from '../table.js';
import type { CardRef, MoneyRef, Seat, State } from '../types.js';

/** The choice a player makes when using an action: a player's name, a card, or Money cards. */
export interface EffectChoice {
  target?: string;
  money?: MoneyRef[];
}

export interface Effect {
  /** Every legal choice now; none means the action has no legal target (R13). */
  choices(s: State, seat: Seat): EffectChoice[];
  resolve(ctx: Ctx, seat: Seat, card: CardRef, choice: EffectChoice): void;
}

const others = (s: State, seat: Seat): Seat[] => s.players.map((_, i) => i).filter((i) => i !== seat);
const named = (s: State, seats: Seat[]): EffectChoice[] => seats.map((i) => ({ target: nameOf(s, i) }));
const seatOf = (s: State, choice: EffectChoice): Seat => s.players.findIndex((p) => p.name === choice.target);
const always: EffectChoice[] = [{}];

function subsetsUpTo(cards: MoneyRef[], most: number): EffectChoice[] {
  const out: EffectChoice[] = cards.map((c) => ({ money: [c] }));
  if (most >= 2) {
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) out.push({ money: [cards[i], cards[j]] });
    }
  }
  return out;
}

function seeStack(ctx: Ctx, seat: Seat, owner: Seat, by: CardRef): void {
  const stack = stackOf(ctx.s, owner);
  ctx.s.learned[seat].push({ kind: 'stack', round: ctx.s.round, owner, cards: [...stack.cards], version: stack.version, by });
  tell(ctx, [seat], { type: 'stack-seen', seat, owner, cards: [...stack.cards], by });
}

function showStackToAll(ctx: Ctx, owner: Seat, by: CardRef | 'audit'): void {
  const s = ctx.s;
  const stack = stackOf(s, owner);
  for (const facts of s.learned) {
    facts.push({ kind: 'stack', round: s.round, owner, cards: [...stack.cards], version: stack.version, by });
  }
  emit(ctx, { type: 'stack-value-shown', owner, value: stackValue(stack), by });
}

function moveToSwiss(ctx: Ctx, seat: Seat, money: MoneyRef[]): void {
  const p = ctx.s.players[seat];
  p.top = p.top.filter((c) => !money.includes(c));
  p.swiss.push(...money);
  emit(ctx, { type: 'money-moved-to-swiss', seat, count: money.length });
  tell(ctx, [seat], { type: 'money-moved-to-swiss-cards', seat, cards: [...money] });
}

function takeHandCard(ctx: Ctx, seat: Seat, from: Seat, by: CardRef): void {
  const card = takeRandomHandCard(ctx, from, seat);
  emit(ctx, { type: 'card-taken', seat, from, took: card !== null, by });
  if (card) tell(ctx, [seat, from], { type: 'card-taken-detail', seat, from, card });
}

/** Who an Assassin may aim at: Influence cards in front of other players. */
function enemyInfluence(s: State, seat: Seat): EffectChoice[] {
  return others(s, seat).flatMap((i) =>
    s.players[i].inPlay.filter((c) => designOf(c.card).kind === 'influence').map((c) => ({ target: c.card })));
}

function thiefVictims(s: State, seat: Seat): Seat[] {
  return others(s, seat).filter((i) =>
    s.players[i].top.length > 0 && !buildingsOf(s, i).some((b) => designOf(b).id === 'embassy'));
}

const lookAtStack: Effect = {
  choices: (s, seat) => named(s, others(s, seat)),
  resolve: (ctx, seat, card, choice) => seeStack(ctx, seat, seatOf(ctx.s, choice), card),
};

const moveUpToTwoToSwiss: Effect = {
  choices: (s, seat) => subsetsUpTo(s.players[seat].top, 2),
  resolve: (ctx, seat, _card, choice) => moveToSwiss(ctx, seat, choice.money!),
};

const noConfidence: Effect = {
  choices: (s, seat) => (seat === s.president ? named(s, others(s, seat)) : always),
  resolve: (ctx, seat, _card, choice) => {
    if (seat !== ctx.s.president) return closeVoting(ctx, 'no-confidence', seat);
    handOverPresidency(ctx, seat, seatOf(ctx.s, choice));
  },
};

/** R19 by the President: the named player becomes President and may re-form the stacks. */
function handOverPresidency(ctx: Ctx, from: Seat, to: Seat): void {
  const s = ctx.s;
  s.players[from].hand.push(rebellionOf(from));
  const hand = s.players[to].hand;
  hand.splice(hand.indexOf(rebellionOf(to)), 1);
  s.president = to;
  s.voting!.reform = to;
  emit(ctx, { type: 'presidency-handed-over', from, successor: to });
}

export const EFFECTS: Readonly<Record<string, Effect>> = {
  students: lookAtStack,
  'radio-station': lookAtStack,
  newspaper: {
    choices: (s) => named(s, s.players.map((_, i) => i)),
    resolve: (ctx, _seat, card, choice) => showStackToAll(ctx, seatOf(ctx.s, choice), card),
  },
  'secret-police': {
    choices: (s, seat) => named(s, others(s, seat)),
    resolve: (ctx, seat, _card, choice) => {
      const owner = seatOf(ctx.s, choice);
      const cards = [...ctx.s.players[owner].hand];
      ctx.s.learned[seat].push({ kind: 'hand', round: ctx.s.round, owner, cards });
      tell(ctx, [seat], { type: 'hand-seen', seat, owner, cards: [...cards] });
    },
  },
  bankers: moveUpToTwoToSwiss,
  'central-bank': {
    choices: (s, seat) => subsetsUpTo(s.players[seat].top, 1),
    resolve: (ctx, seat, _card, choice) => moveToSwiss(ctx, seat, choice.money!),
  },
  mafia: {
    choices: (s, seat) => named(s, others(s, seat).filter((i) => hasNonRebellionCard(s, i))),
    resolve: (ctx, seat, card, choice) => takeHandCard(ctx, seat, seatOf(ctx.s, choice), card),
  },
  intellectuals: {
    choices: () => always,
    resolve: (ctx, seat) => void drawPoliticalAnnounced(ctx, seat),
  },
  'foreign-advisors': {
    choices: (s) => (s.moneyDeck.length > 0 ? always : []),
    resolve: (ctx, seat) => {
      const cards = ctx.s.moneyDeck.slice(0, 3);
      ctx.s.learned[seat].push({ kind: 'money-deck-top', round: ctx.s.round, cards });
      tell(ctx, [seat], { type: 'money-deck-top-seen', seat, cards: [...cards] });
    },
  },
  smugglers: {
    choices: (s, seat) => stackOf(s, seat).cards.map((c) => ({ money: [c] })),
    resolve: (ctx, seat, _card, choice) => {
      const stack = stackOf(ctx.s, seat);
      const card = choice.money![0];
      stack.cards = stack.cards.filter((c) => c !== card);
      touchStack(stack);
      ctx.s.players[seat].top.push(card);
      emit(ctx, { type: 'smuggled', seat });
      tell(ctx, [seat], { type: 'smuggled-card', seat, card });
    },
  },
  assassin: {
    choices: enemyInfluence,
    resolve: (ctx, seat, card, choice) => {
      const aimedAt = choice.target!;
      const target = ctx.s.players.findIndex((p) => p.inPlay.some((c) => c.card === aimedAt));
      ctx.s.voting!.reaction = { attacker: seat, card, target, aimedAt };
    },
  },
  thief: {
    choices: (s, seat) => named(s, thiefVictims(s, seat)),
    resolve: (ctx, seat, card, choice) => {
      ctx.s.voting!.reaction = { attacker: seat, card, target: seatOf(ctx.s, choice) };
    },
  },
  explosion: {
    choices: (s) => s.players.flatMap((_, i) => buildingsOf(s, i).map((b) => ({ target: b }))),
    resolve: (ctx, seat, card, choice) => {
      const building = choice.target!;
      const owner = ctx.s.players.findIndex((p) => p.inPlay.some((c) => c.card === building));
      discardFromPlay(ctx.s, owner, building);
      emit(ctx, { type: 'card-discarded-from-play', owner, card: building, by: card });
      if (designOf(building).id === 'police-precinct' && owner !== seat) takeHandCard(ctx, owner, seat, building);
    },
  },
  'vote-of-no-confidence': noConfidence,
  'un-condemns-torture': noConfidence,
  'party-donation': {
    choices: (s) => (s.moneyDeck.length > 0 ? always : []),
    resolve: (ctx, seat) => {
      const money = ctx.s.moneyDeck.shift()!;
      ctx.s.players[seat].top.push(money);
      emit(ctx, { type: 'party-donation', seat });
      tell(ctx, [seat], { type: 'party-donation-card', seat, card: money });
    },
  },
  'electoral-fraud': {
    choices: (s, seat) => named(s, others(s, seat)),
    resolve: (ctx, seat, _card, choice) => {
      const target = seatOf(ctx.s, choice);
      if (!ctx.s.voting!.fraud.includes(target)) ctx.s.voting!.fraud.push(target);
      emit(ctx, { type: 'electoral-fraud', seat, target });
    },
  },
  'martial-law': {
    choices: () => always,
    resolve: (ctx) => closeVoting(ctx, 'martial-law', null),
  },
  'foreign-aid-audit': {
    choices: () => always,
    resolve: (ctx) => ctx.s.players.forEach((_, owner) => showStackToAll(ctx, owner, 'audit')),
  },
  amnesty: {
    choices: (s) => [...new Set(s.politicalDiscard)].map((c) => ({ target: c })),
    resolve: (ctx, seat, _card, choice) => {
      const card = choice.target!;
      const discard = ctx.s.politicalDiscard;
      discard.splice(discard.indexOf(card), 1);
      ctx.s.players[seat].hand.push(card);
      emit(ctx, { type: 'amnesty', seat, card });
    },
  },
};

/** R15: the target's answer decides; a Thief's random pick happens only now. */
export function resolveAttack(ctx: Ctx, bodyguard: CardRef | null): void {
  const s = ctx.s;
  const reaction = s.voting!.reaction!;
  s.voting!.reaction = null;
  const { attacker, card, target } = reaction;
  if (bodyguard) {
    discardFromPlay(s, attacker, card);
    const owner = s.players[target];
    const inPlay = owner.inPlay.findIndex((c) => c.card === bodyguard);
    if (inPlay >= 0) owner.inPlay.splice(inPlay, 1);
    else owner.hand.splice(owner.hand.indexOf(bodyguard), 1);
    s.politicalDiscard.push(bodyguard);
    emit(ctx, { type: 'attack-answered', seat: target, blocked: true, bodyguard });
    return;
  }
  emit(ctx, { type: 'attack-answered', seat: target, blocked: false });
  if (designOf(card).id === 'assassin') {
    discardFromPlay(s, target, reaction.aimedAt!);
    emit(ctx, { type: 'card-discarded-from-play', owner: target, card: reaction.aimedAt!, by: card });
    return;
  }
  const victim = s.players[target];
  const money = victim.top.length > 0 ? pickCard(ctx.rng(), victim.top) : null;
  if (money) {
    victim.top.splice(victim.top.indexOf(money), 1);
    s.players[attacker].top.push(money);
  }
  emit(ctx, { type: 'money-stolen', seat: attacker, from: target, took: money !== null });
  if (money) tell(ctx, [attacker, target], { type: 'money-stolen-card', seat: attacker, from: target, card: money });
}

export function effectOf(card: CardRef): Effect | undefined {
  return isRebellion(card) ? undefined : EFFECTS[designOf(card).id];
}

// Card rules as a table from card id to small functions: each card's action (R13) with its legal
// choices, what an attack does once unanswered (R15), what happens when a card in play is
// destroyed. The phases read a card's data (content/cards.ts) and these entries, never its id.
// A game's registry (cards.ts) holds them; this file is in the import closure of registry.ts's
// CATALOGUE, so it and what it imports take the registry from their caller, never import it.
import { designId, rebellionOf } from '../catalogue.js';
import { emit, nameOf, tell } from '../context.js';
import type { CardBook, CardRules, Ctx, CtxIn, EffectChoice } from '../step.js';
import { pickCard } from '../rng.js';
import { closeVoting } from '../phases/transitions.js';
import {
  discardFromPlay, drawPoliticalAnnounced, hasNonRebellionCard, stackOf, stackValue, takeRandomHandCard, touchStack,
} from '../moves.js';
import type { CardRef, MoneyRef, Reaction, Seat, State, StateIn } from '../types.js';

export type { CardAction, CardRules, EffectChoice } from '../step.js';

const others = (s: State, seat: Seat): Seat[] => s.players.map((_, i) => i).filter((i) => i !== seat);
const named = (s: State, seats: Seat[]): EffectChoice[] => seats.map((i) => ({ target: nameOf(s, i) }));
const seatOf = (s: State, choice: EffectChoice): Seat => s.players.findIndex((p) => p.name === choice.target);
const ownerOf = (s: State, card: CardRef): Seat => s.players.findIndex((p) => p.inPlay.some((c) => c.card === card));
const always: EffectChoice[] = [{}];

/** How many Money cards the Bankers move into the Swiss account at most, as the card says. */
const BANKERS_MOVE_AT_MOST = 2;
/** How many cards of the Money deck the Foreign Advisors show, as the card says. */
const ADVISORS_SHOW = 3;

/** The choices of one or, with `most` 2, two of `cards`. */
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

/** R15: an attack waits for its target's answer (a reaction card that cancels it, or none). */
export function aimAttack(ctx: CtxIn<'voting'>, attack: Reaction): void {
  ctx.s.voting.reaction = attack;
}

/** A card in play is discarded by another card; its own rules may answer (Police Precinct). */
export function destroyInPlay(ctx: CtxIn<'voting'>, owner: Seat, card: CardRef, by: { seat: Seat; card: CardRef }): void {
  discardFromPlay(ctx.s, owner, card);
  emit(ctx, { type: 'card-discarded-from-play', owner, card, by: by.card });
  ctx.cards.rulesOf(card).onDestroyed?.(ctx, owner, card, by);
}

/** Influence cards in front of other players. */
function enemyInfluence(s: State, seat: Seat, cards: CardBook): EffectChoice[] {
  return others(s, seat).flatMap((i) =>
    s.players[i].inPlay.filter((c) => cards.designOf(c.card).kind === 'influence').map((c) => ({ target: c.card })));
}

const lookAtStack: CardRules = {
  action: {
    choices: (s, seat) => named(s, others(s, seat)),
    resolve: (ctx, seat, card, choice) => seeStack(ctx, seat, seatOf(ctx.s, choice), card),
  },
};

const noConfidence: CardRules = {
  action: {
    choices: (s, seat) => (seat === s.president ? named(s, others(s, seat)) : always),
    resolve: (ctx, seat, _card, choice) => {
      if (seat !== ctx.s.president) return closeVoting(ctx, 'no-confidence', seat);
      handOverPresidency(ctx, seat, seatOf(ctx.s, choice));
    },
  },
};

/** R19 by the President: the named player becomes President and may re-form the stacks. */
function handOverPresidency(ctx: CtxIn<'voting'>, from: Seat, to: Seat): void {
  const s = ctx.s;
  s.players[from].hand.push(rebellionOf(from));
  const hand = s.players[to].hand;
  hand.splice(hand.indexOf(rebellionOf(to)), 1);
  s.president = to;
  s.voting.reform = to;
  emit(ctx, { type: 'presidency-handed-over', from, successor: to });
}

/** The rules of the catalogue's cards, by card id (registry.ts's CATALOGUE pairs them with their data). */
export const BUILT_IN_RULES: Readonly<Record<string, CardRules>> = {
  students: lookAtStack,
  'radio-station': lookAtStack,
  newspaper: {
    action: {
      choices: (s) => named(s, s.players.map((_, i) => i)),
      resolve: (ctx, _seat, card, choice) => showStackToAll(ctx, seatOf(ctx.s, choice), card),
    },
  },
  'secret-police': {
    action: {
      choices: (s, seat) => named(s, others(s, seat)),
      resolve: (ctx, seat, _card, choice) => {
        const owner = seatOf(ctx.s, choice);
        const cards = [...ctx.s.players[owner].hand];
        ctx.s.learned[seat].push({ kind: 'hand', round: ctx.s.round, owner, cards });
        tell(ctx, [seat], { type: 'hand-seen', seat, owner, cards: [...cards] });
      },
    },
  },
  bankers: {
    action: {
      choices: (s, seat) => subsetsUpTo(s.players[seat].top, BANKERS_MOVE_AT_MOST),
      resolve: (ctx, seat, _card, choice) => moveToSwiss(ctx, seat, choice.money ?? []),
    },
  },
  'central-bank': {
    action: {
      choices: (s, seat) => subsetsUpTo(s.players[seat].top, 1),
      resolve: (ctx, seat, _card, choice) => moveToSwiss(ctx, seat, choice.money ?? []),
    },
  },
  mafia: {
    action: {
      choices: (s, seat) => named(s, others(s, seat).filter((i) => hasNonRebellionCard(s, i))),
      resolve: (ctx, seat, card, choice) => takeHandCard(ctx, seat, seatOf(ctx.s, choice), card),
    },
  },
  intellectuals: {
    action: {
      choices: () => always,
      resolve: (ctx, seat) => void drawPoliticalAnnounced(ctx, seat),
    },
  },
  'foreign-advisors': {
    action: {
      choices: (s) => (s.moneyDeck.length > 0 ? always : []),
      resolve: (ctx, seat) => {
        const cards = ctx.s.moneyDeck.slice(0, ADVISORS_SHOW);
        ctx.s.learned[seat].push({ kind: 'money-deck-top', round: ctx.s.round, cards });
        tell(ctx, [seat], { type: 'money-deck-top-seen', seat, cards: [...cards] });
      },
    },
  },
  smugglers: {
    action: {
      choices: (s, seat) => stackOf(s, seat).cards.map((c) => ({ money: [c] })),
      resolve: (ctx, seat, _card, choice) => {
        const stack = stackOf(ctx.s, seat);
        const [card] = choice.money ?? [];
        stack.cards = stack.cards.filter((c) => c !== card);
        touchStack(stack);
        ctx.s.players[seat].top.push(card);
        emit(ctx, { type: 'smuggled', seat });
        tell(ctx, [seat], { type: 'smuggled-card', seat, card });
      },
    },
  },
  'police-precinct': {
    // Destroyed by another player's card (an Explosion): its owner takes a random hand card from them (R28).
    onDestroyed: (ctx, owner, card, by) => {
      if (by.seat !== owner) takeHandCard(ctx, owner, by.seat, card);
    },
  },
  assassin: {
    action: {
      choices: enemyInfluence,
      resolve: (ctx, seat, card, choice) => {
        const aimedAt = choice.target ?? '';
        aimAttack(ctx, { attacker: seat, card, target: ownerOf(ctx.s, aimedAt), aimedAt });
      },
    },
    onHit: (ctx, attack) => destroyInPlay(ctx, attack.target, attack.aimedAt ?? '', { seat: attack.attacker, card: attack.card }),
  },
  thief: {
    action: {
      choices: (s, seat) => named(s, others(s, seat).filter((i) => s.players[i].top.length > 0)),
      resolve: (ctx, seat, card, choice) => aimAttack(ctx, { attacker: seat, card, target: seatOf(ctx.s, choice) }),
    },
    // R15: the random pick happens only now, after the answer.
    onHit: (ctx, { attacker, target }) => {
      const s = ctx.s;
      const victim = s.players[target];
      const money = victim.top.length > 0 ? pickCard(ctx.rng(), victim.top) : null;
      if (money) {
        victim.top.splice(victim.top.indexOf(money), 1);
        s.players[attacker].top.push(money);
      }
      emit(ctx, { type: 'money-stolen', seat: attacker, from: target, took: money !== null });
      if (money) tell(ctx, [attacker, target], { type: 'money-stolen-card', seat: attacker, from: target, card: money });
    },
  },
  explosion: {
    action: {
      choices: (s, _seat, cards) => s.players.flatMap((p) => p.inPlay.filter((c) => cards.designOf(c.card).kind === 'building').map((c) => ({ target: c.card }))),
      resolve: (ctx, seat, card, choice) => {
        const building = choice.target ?? '';
        destroyInPlay(ctx, ownerOf(ctx.s, building), building, { seat, card });
      },
    },
  },
  'vote-of-no-confidence': noConfidence,
  'un-condemns-torture': noConfidence,
  'party-donation': {
    action: {
      choices: (s) => (s.moneyDeck.length > 0 ? always : []),
      resolve: (ctx, seat) => {
        const [money] = ctx.s.moneyDeck.splice(0, 1);
        ctx.s.players[seat].top.push(money);
        emit(ctx, { type: 'party-donation', seat });
        tell(ctx, [seat], { type: 'party-donation-card', seat, card: money });
      },
    },
  },
  'electoral-fraud': {
    action: {
      choices: (s, seat) => named(s, others(s, seat)),
      resolve: (ctx, seat, _card, choice) => {
        const target = seatOf(ctx.s, choice);
        if (!ctx.s.voting.fraud.includes(target)) ctx.s.voting.fraud.push(target);
        emit(ctx, { type: 'electoral-fraud', seat, target });
      },
    },
  },
  'martial-law': {
    action: {
      choices: () => always,
      resolve: (ctx) => closeVoting(ctx, 'martial-law', null),
    },
  },
  'foreign-aid-audit': {
    action: {
      choices: () => always,
      resolve: (ctx) => ctx.s.players.forEach((_, owner) => showStackToAll(ctx, owner, 'audit')),
    },
  },
  amnesty: {
    action: {
      choices: (s) => [...new Set(s.politicalDiscard)].map((c) => ({ target: c })),
      resolve: (ctx, seat, _card, choice) => {
        const card = choice.target ?? '';
        const discard = ctx.s.politicalDiscard;
        discard.splice(discard.indexOf(card), 1);
        ctx.s.players[seat].hand.push(card);
        emit(ctx, { type: 'amnesty', seat, card });
      },
    },
  },
};

/** Whether a choice would play `card` against a player whose cards in play shield them from it (Embassy). */
function shielded(s: State, seat: Seat, card: CardRef, choice: EffectChoice, cards: CardBook): boolean {
  if (choice.target === undefined) return false;
  const player = s.players.findIndex((p) => p.name === choice.target);
  const against = player >= 0 ? player : ownerOf(s, choice.target);
  if (against < 0 || against === seat) return false;
  const id = designId(card);
  return s.players[against].inPlay.some((c) => (cards.designOf(c.card).shields ?? []).includes(id));
}

/** Every legal choice for using `card`'s action now (R13); none when it has no action or no legal target. */
export function choicesFor(s: StateIn<'voting'>, seat: Seat, card: CardRef, cards: CardBook): EffectChoice[] {
  const action = cards.rulesOf(card).action;
  return action ? action.choices(s, seat, cards).filter((choice) => !shielded(s, seat, card, choice, cards)) : [];
}

/** Carries out `card`'s action with a choice from `choicesFor`. */
export function resolveAction(ctx: CtxIn<'voting'>, seat: Seat, card: CardRef, choice: EffectChoice): void {
  const action = ctx.cards.rulesOf(card).action;
  if (!action) throw new Error(`${card} has no action`);
  action.resolve(ctx, seat, card, choice);
}

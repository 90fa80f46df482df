// Phase 4: the coup. First Rebel (R18, R19), commitments (R20), battle (R21), outcomes (R22–R25).
import { clockwiseFrom, nextSeat } from '../../../../core/seats.js';
import type { Side } from '../../content/cards.js';
import { isRebellion, rebellionOf } from '../catalogue.js';
import { emit, enterPhase, fail, nameOf, openCtx, seatNamed, tell, type Ctx, type CtxIn } from '../context.js';
import { cardsOf } from '../cards.js';
import { dealMoney, deposit, loseTopMoney, placeOwnStack, stackOf, touchStack } from '../moves.js';
import type { ActionOf, CardRef, CoupState, Seat, State, Tally } from '../types.js';
import { moveFromPresidentStack, readTransfers } from './bribes.js';
import { finishRound } from './round.js';

export function startCoup(ctx: CtxIn<'voting'>, tally: Tally, noConfidenceBy: Seat | null): void {
  const s = ctx.s;
  const threePlayers = s.players.length === 3;
  const firstRebel = threePlayers ? null : noConfidenceBy ?? mostVotesAgainst(s, tally);
  const declaredRebel = threePlayers ? noConfidenceBy : null;
  const faceUp = firstRebel ?? declaredRebel;
  if (faceUp !== null) {
    const hand = s.players[faceUp].hand;
    hand.splice(hand.indexOf(rebellionOf(faceUp)), 1);
  }
  const coup: CoupState = {
    firstRebel,
    declaredRebel,
    step: firstRebel === null ? 'commit' : 'redistribute',
    order: clockwiseFrom(s, firstRebel ?? nextSeat(s, s.president)),
    index: 0,
    committed: s.players.map(() => null),
    rebels: [],
    tiedForPresidency: [],
    returned: [],
  };
  enterPhase(s, { phase: 'coup', firstPresident: null, budget: s.budget, voting: s.voting, tally, coup });
  if (declaredRebel !== null) emit(ctx, { type: 'declared-rebel', seat: declaredRebel });
  if (firstRebel === null) return;
  emit(ctx, { type: 'first-rebel', seat: firstRebel, reason: noConfidenceBy === null ? 'most-against' : 'no-confidence' });
  coup.returned = returnStack(ctx, firstRebel);
}

/** R18: the non-President with most counted votes against; ties to the nearest clockwise from the President. */
function mostVotesAgainst(s: State, tally: Tally): Seat {
  const candidates = clockwiseFrom(s, s.president).slice(1);
  return candidates.reduce((best, seat) => (tally.against[seat] > tally.against[best] ? seat : best));
}

/** R18: the First Rebel's stack joins the President's own; returns its cards, the only ones the redistribution may move. */
function returnStack(ctx: Ctx, firstRebel: Seat): string[] {
  const s = ctx.s;
  const stack = stackOf(s, firstRebel);
  const own = stackOf(s, s.president);
  const returned = stack.cards;
  emit(ctx, { type: 'stack-returned', seat: firstRebel, count: returned.length });
  if (returned.length > 0) tell(ctx, [s.president, firstRebel], { type: 'stack-cards-moved', seat: firstRebel, recipient: s.president, cards: [...returned], why: 'returned' });
  own.cards.push(...returned);
  stack.cards = [];
  stack.announced = 0;
  stack.returned = true;
  touchStack(stack);
  touchStack(own);
  return [...returned];
}

function openCoup(ctx: Ctx, step: CoupState['step']): CtxIn<'coup'> {
  const cctx = openCtx(ctx, 'coup', 'there is no coup now');
  if (cctx.s.coup.step !== step) fail('wrong-phase', `the coup is not at that step now`);
  return cctx;
}

export function redistribute(ctx: Ctx, seat: Seat, action: ActionOf<'redistribute'>): void {
  const cctx = openCoup(ctx, 'redistribute');
  const s = cctx.s;
  const coup = s.coup;
  if (seat !== s.president) fail('not-your-turn', 'only the President redistributes the returned stack');
  const excluded = coup.firstRebel === null ? [s.president] : [s.president, coup.firstRebel];
  const transfers = readTransfers(ctx, action.stacks, excluded);
  const ownAnnounced = moveFromPresidentStack(cctx, transfers, action.ownAnnounced, 'redistribution', coup.returned);
  emit(ctx, {
    type: 'redistributed',
    seat,
    moves: transfers.map((t) => ({ to: t.to, count: t.money.length, announced: t.announced })),
    ownAnnounced,
  });
  coup.step = 'commit';
}

export function commitCoup(ctx: Ctx, seat: Seat, action: ActionOf<'commit-coup'>): void {
  const cctx = openCoup(ctx, 'commit');
  const s = cctx.s;
  const coup = s.coup;
  const turn = coup.order[coup.index];
  if (seat !== turn) fail('not-your-turn', `${nameOf(s, turn)} commits next`);
  const hand = s.players[seat].hand;
  const cards = action.cards;
  if (new Set(cards).size !== cards.length) fail('malformed', 'a card is named twice');
  for (const card of cards) if (!hand.includes(card)) fail('not-yours', `${card} is not in your hand`);
  s.players[seat].hand = hand.filter((c) => !cards.includes(c));
  coup.committed[seat] = [...cards];
  emit(ctx, { type: 'coup-committed', seat, count: cards.length });
  tell(ctx, [seat], { type: 'coup-committed-cards', seat, cards: [...cards] });
  coup.index += 1;
  if (coup.index === coup.order.length) battle(cctx);
}

function isRebel(s: State, coup: CoupState, seat: Seat): boolean {
  if (seat === coup.firstRebel || seat === coup.declaredRebel) return true;
  return seat !== s.president && (coup.committed[seat] ?? []).includes(rebellionOf(seat));
}

/**
 * R21: the cards a player fights with: the Influence cards they committed (other committed cards
 * are bluffs worth 0) and their Buildings in play since before the coup.
 */
function fightingCards(s: State, coup: CoupState, seat: Seat): CardRef[] {
  const cards = cardsOf(s);
  const committed = (coup.committed[seat] ?? []).filter((card) => !isRebellion(card) && cards.designOf(card).kind === 'influence');
  const buildings = s.players[seat].inPlay.map((c) => c.card).filter((card) => cards.designOf(card).kind === 'building');
  return [...committed, ...buildings];
}

/** R21: each side's strength, card data applied (a side-dependent value, a card fighting for one side). */
function battleStrengths(s: State, coup: CoupState): Record<Side, number> {
  const strength = { president: 0, rebels: 0 };
  const cards = cardsOf(s);
  s.players.forEach((_, seat) => {
    const side: Side = isRebel(s, coup, seat) ? 'rebels' : 'president';
    for (const card of fightingCards(s, coup, seat)) {
      const counted = cards.battleValue(card, side);
      strength[counted.side] += counted.value;
    }
  });
  return strength;
}

/** R24: a rebel's own contribution: what their cards add to the Rebels' side (not the Presidential Palace). */
function contribution(s: State, coup: CoupState, seat: Seat): number {
  let sum = 0;
  const cards = cardsOf(s);
  for (const card of fightingCards(s, coup, seat)) {
    const counted = cards.battleValue(card, 'rebels');
    if (counted.side === 'rebels') sum += counted.value;
  }
  return sum;
}

function battle(ctx: CtxIn<'coup'>): void {
  const s = ctx.s;
  const coup = s.coup;
  coup.rebels = s.players.map((_, seat) => seat).filter((seat) => isRebel(s, coup, seat));
  const strength = battleStrengths(s, coup);
  emit(ctx, {
    type: 'coup-revealed',
    committed: coup.committed.map((c) => [...(c ?? [])]),
    rebels: [...coup.rebels],
    presidentStrength: strength.president,
    rebelStrength: strength.rebels,
  });
  if (strength.rebels <= strength.president) return presidentWins(ctx);
  if (coup.firstRebel !== null) return rebelsWin(ctx, coup.firstRebel);
  const best = Math.max(...coup.rebels.map((seat) => contribution(s, coup, seat)));
  const tied = coup.rebels.filter((seat) => contribution(s, coup, seat) === best);
  if (tied.length === 1) return rebelsWin(ctx, tied[0]);
  coup.step = 'choose-president';
  coup.tiedForPresidency = tied;
}

export function choosePresident(ctx: Ctx, seat: Seat, action: ActionOf<'choose-president'>): void {
  const cctx = openCoup(ctx, 'choose-president');
  const s = cctx.s;
  if (seat !== s.president) fail('not-your-turn', 'the old President chooses among the tied rebels');
  const chosen = seatNamed(s, action.name, 'name');
  if (!s.coup.tiedForPresidency.includes(chosen)) {
    fail('illegal-target', `choose one of ${s.coup.tiedForPresidency.map((t) => nameOf(s, t)).join(', ')}`);
  }
  rebelsWin(cctx, chosen);
}

function takeStacks(s: State, seats: Seat[]): string[] {
  return seats.flatMap((seat) => {
    const stack = stackOf(s, seat);
    const cards = stack.cards;
    stack.cards = [];
    touchStack(stack);
    return cards;
  });
}

/** R22. */
function presidentWins(ctx: CtxIn<'coup'>): void {
  const s = ctx.s;
  const coup = s.coup;
  const loyal = clockwiseFrom(s, s.president, (seat) => !coup.rebels.includes(seat));
  emit(ctx, { type: 'coup-won', side: 'president' });
  for (const seat of coup.rebels) loseTopMoney(ctx, seat);
  for (const seat of loyal) deposit(ctx, seat);
  for (const seat of loyal) placeOwnStack(ctx, seat);
  dealMoney(ctx, takeStacks(s, coup.rebels), loyal, s.president);
  afterCoup(ctx);
}

/** R23 (R24 in a 3-player game: `leader` is the chosen rebel). */
function rebelsWin(ctx: CtxIn<'coup'>, leader: Seat): void {
  const s = ctx.s;
  const coup = s.coup;
  const loyal = clockwiseFrom(s, s.president, (seat) => !coup.rebels.includes(seat));
  emit(ctx, { type: 'coup-won', side: 'rebels' });
  for (const seat of loyal) loseTopMoney(ctx, seat);
  for (const seat of coup.rebels) deposit(ctx, seat);
  const pool = takeStacks(s, s.players.map((_, seat) => seat));
  dealMoney(ctx, pool, clockwiseFrom(s, leader, (seat) => coup.rebels.includes(seat)), leader);
  const old = s.president;
  s.players[old].hand.push(rebellionOf(old));
  s.president = leader;
  emit(ctx, { type: 'new-president', seat: leader });
  afterCoup(ctx);
}

/** R25, card data applied (Martyrs): committed cards are discarded; Rebellion cards go home. */
function afterCoup(ctx: CtxIn<'coup'>): void {
  const s = ctx.s;
  const coup = s.coup;
  s.players.forEach((p, seat) => {
    const committed = coup.committed[seat] ?? [];
    const keepsInfluence = committed.some((c) => !isRebellion(c) && ctx.cards.designOf(c).returnsCommittedInfluence);
    const back: CardRef[] = [];
    for (const card of committed) {
      if (isRebellion(card)) {
        if (seat !== s.president) p.hand.push(card);
      } else if (keepsInfluence && ctx.cards.designOf(card).kind === 'influence') {
        back.push(card);
      } else s.politicalDiscard.push(card);
    }
    if (back.length > 0) {
      p.hand.push(...back);
      emit(ctx, { type: 'martyrs', seat, cards: back });
    }
  });
  for (const seat of [coup.firstRebel, coup.declaredRebel]) {
    if (seat !== null && seat !== s.president) s.players[seat].hand.push(rebellionOf(seat));
  }
  finishRound(ctx);
}

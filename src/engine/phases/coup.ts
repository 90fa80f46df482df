// Phase 4: the coup. First Rebel (R18, R19), commitments (R20), battle (R21), outcomes (R22–R25).
import { designOf, rebellionOf } from '../catalogue.js';
import { clockwiseFrom, emit, fail, nameOf, nextSeat, seatNamed, tell, type Ctx } from '../context.js';
import { dealMoney, deposit, loseTopMoney, placeOwnStack, stackOf, touchStack } from '../table.js';
import type { ActionOf, CardRef, CoupState, Seat, State } from '../types.js';
import { moveFromPresidentStack, readTransfers } from './bribes.js';
import { finishRound } from './round.js';

export function startCoup(ctx: Ctx, noConfidenceBy: Seat | null): void {
  const s = ctx.s;
  s.phase = 'coup';
  const threePlayers = s.players.length === 3;
  const firstRebel = threePlayers ? null : noConfidenceBy ?? mostVotesAgainst(s);
  const declaredRebel = threePlayers ? noConfidenceBy : null;
  const faceUp = firstRebel ?? declaredRebel;
  if (faceUp !== null) {
    const hand = s.players[faceUp].hand;
    hand.splice(hand.indexOf(rebellionOf(faceUp)), 1);
  }
  s.coup = {
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
  if (declaredRebel !== null) emit(ctx, { type: 'declared-rebel', seat: declaredRebel });
  if (firstRebel === null) return;
  emit(ctx, { type: 'first-rebel', seat: firstRebel, reason: noConfidenceBy === null ? 'most-against' : 'no-confidence' });
  s.coup.returned = returnStack(ctx, firstRebel);
}

/** R18: the non-President with most counted votes against; ties to the nearest clockwise from the President. */
export function mostVotesAgainst(s: State): Seat {
  const candidates = clockwiseFrom(s, s.president).slice(1);
  return candidates.reduce((best, seat) => (s.tally!.against[seat] > s.tally!.against[best] ? seat : best));
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

function openCoup(s: State, step: CoupState['step']): CoupState {
  if (s.phase !== 'coup' || !s.coup) fail('wrong-phase', 'there is no coup now');
  if (s.coup.step !== step) fail('wrong-phase', `the coup is not at that step now`);
  return s.coup;
}

export function redistribute(ctx: Ctx, seat: Seat, action: ActionOf<'redistribute'>): void {
  const s = ctx.s;
  const coup = openCoup(s, 'redistribute');
  if (seat !== s.president) fail('not-your-turn', 'only the President redistributes the returned stack (R18)');
  const transfers = readTransfers(ctx, action.stacks, [s.president, coup.firstRebel!]);
  const ownAnnounced = moveFromPresidentStack(ctx, transfers, action.ownAnnounced, 'redistribution', coup.returned);
  emit(ctx, {
    type: 'redistributed',
    seat,
    moves: transfers.map((t) => ({ to: t.to, count: t.money.length, announced: t.announced })),
    ownAnnounced,
  });
  coup.step = 'commit';
}

export function commitCoup(ctx: Ctx, seat: Seat, action: ActionOf<'commit-coup'>): void {
  const s = ctx.s;
  const coup = openCoup(s, 'commit');
  const turn = coup.order[coup.index];
  if (seat !== turn) fail('not-your-turn', `${nameOf(s, turn)} commits next (R20)`);
  const hand = s.players[seat].hand;
  const cards = action.cards;
  if (new Set(cards).size !== cards.length) fail('malformed', 'a card is named twice');
  for (const card of cards) if (!hand.includes(card)) fail('not-yours', `${card} is not in your hand`);
  s.players[seat].hand = hand.filter((c) => !cards.includes(c));
  coup.committed[seat] = [...cards];
  emit(ctx, { type: 'coup-committed', seat, count: cards.length });
  tell(ctx, [seat], { type: 'coup-committed-cards', seat, cards: [...cards] });
  coup.index += 1;
  if (coup.index === coup.order.length) battle(ctx);
}

export function isRebel(s: State, coup: CoupState, seat: Seat): boolean {
  if (seat === coup.firstRebel || seat === coup.declaredRebel) return true;
  return seat !== s.president && (coup.committed[seat] ?? []).includes(rebellionOf(seat));
}

/** R21 with Marxists: a committed card's battle value for a side. */
function committedValue(card: CardRef, rebel: boolean): number {
  const design = designOf(card);
  if (design.kind !== 'influence') return 0;
  return design.id === 'marxists' && rebel ? 5 : design.battle;
}

function committedTotal(coup: CoupState, seat: Seat, rebel: boolean): number {
  let sum = 0;
  for (const card of coup.committed[seat] ?? []) if (!card.startsWith('rebellion#')) sum += committedValue(card, rebel);
  return sum;
}

export function battleStrengths(s: State, coup: CoupState): { president: number; rebels: number } {
  const strength = { president: 0, rebels: 0 };
  s.players.forEach((p, seat) => {
    const rebel = isRebel(s, coup, seat);
    strength[rebel ? 'rebels' : 'president'] += committedTotal(coup, seat, rebel);
    for (const c of p.inPlay) {
      const design = designOf(c.card);
      if (design.kind !== 'building') continue;
      strength[rebel && design.id !== 'presidential-palace' ? 'rebels' : 'president'] += design.battle;
    }
  });
  return strength;
}

/** R24: a rebel's own contribution, without the Presidential Palace. */
export function contribution(s: State, coup: CoupState, seat: Seat): number {
  let sum = committedTotal(coup, seat, true);
  for (const c of s.players[seat].inPlay) {
    const design = designOf(c.card);
    if (design.kind === 'building' && design.id !== 'presidential-palace') sum += design.battle;
  }
  return sum;
}

function battle(ctx: Ctx): void {
  const s = ctx.s;
  const coup = s.coup!;
  coup.rebels = s.players.map((_, seat) => seat).filter((seat) => isRebel(s, coup, seat));
  const strength = battleStrengths(s, coup);
  emit(ctx, {
    type: 'coup-revealed',
    committed: coup.committed.map((c) => [...(c ?? [])]),
    rebels: [...coup.rebels],
    president: strength.president,
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
  const s = ctx.s;
  const coup = openCoup(s, 'choose-president');
  if (seat !== s.president) fail('not-your-turn', 'the old President chooses among the tied rebels (R24)');
  const chosen = seatNamed(s, action.name, 'name');
  if (!coup.tiedForPresidency.includes(chosen)) {
    fail('illegal-target', `choose one of ${coup.tiedForPresidency.map((t) => nameOf(s, t)).join(', ')} (R24)`);
  }
  rebelsWin(ctx, chosen);
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
function presidentWins(ctx: Ctx): void {
  const s = ctx.s;
  const coup = s.coup!;
  const loyal = clockwiseFrom(s, s.president).filter((seat) => !coup.rebels.includes(seat));
  emit(ctx, { type: 'coup-won', side: 'president' });
  for (const seat of coup.rebels) loseTopMoney(ctx, seat);
  for (const seat of loyal) deposit(ctx, seat);
  for (const seat of loyal) placeOwnStack(ctx, seat);
  dealMoney(ctx, takeStacks(s, coup.rebels), loyal, s.president);
  afterCoup(ctx);
}

/** R23 (R24 in a 3-player game: `leader` is the chosen rebel). */
function rebelsWin(ctx: Ctx, leader: Seat): void {
  const s = ctx.s;
  const coup = s.coup!;
  const loyal = clockwiseFrom(s, s.president).filter((seat) => !coup.rebels.includes(seat));
  emit(ctx, { type: 'coup-won', side: 'rebels' });
  for (const seat of loyal) loseTopMoney(ctx, seat);
  for (const seat of coup.rebels) deposit(ctx, seat);
  const pool = takeStacks(s, s.players.map((_, seat) => seat));
  dealMoney(ctx, pool, clockwiseFrom(s, leader).filter((seat) => coup.rebels.includes(seat)), leader);
  const old = s.president;
  s.players[old].hand.push(rebellionOf(old));
  s.president = leader;
  emit(ctx, { type: 'new-president', seat: leader });
  afterCoup(ctx);
}

/** R25 with Martyrs: committed cards are discarded; Rebellion cards go home. */
function afterCoup(ctx: Ctx): void {
  const s = ctx.s;
  const coup = s.coup!;
  s.players.forEach((p, seat) => {
    const committed = coup.committed[seat] ?? [];
    const martyrs = committed.some((c) => !c.startsWith('rebellion#') && designOf(c).id === 'martyrs');
    const back: CardRef[] = [];
    for (const card of committed) {
      if (card.startsWith('rebellion#')) {
        if (seat !== s.president) p.hand.push(card);
      } else if (martyrs && designOf(card).kind === 'influence') {
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

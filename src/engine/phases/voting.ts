// Phase 3: the fixed 2N turns (R10), bribes (R11), votes (R12), card and Building actions
// (R13, R14), reactions (R15) and the end of the phase (R16, R17).
import { designOf, isRebellion } from '../catalogue.js';
import { clockwiseFrom, emit, fail, nameOf, type Ctx } from '../context.js';
import { effectOf, resolveAttack, type EffectChoice } from '../effects/index.js';
import { deposit, drawPoliticalAnnounced, placeOwnStack, stackOf } from '../table.js';
import type { ActionOf, CardRef, Seat, State, Tally, VotingState } from '../types.js';
import { moveFromPresidentStack, readTransfers } from './bribes.js';
import { startCoup } from './coup.js';
import { finishRound } from './round.js';

export function startVoting(ctx: Ctx): void {
  const s = ctx.s;
  const clockwise = clockwiseFrom(s, s.president);
  const counter = [s.president, ...clockwise.slice(1).reverse()];
  for (const p of s.players) {
    for (const c of p.inPlay) if (designOf(c.card).kind === 'building') c.vote = null;
  }
  s.phase = 'voting';
  s.voting = {
    order: [...clockwise, ...counter],
    index: 0,
    acted: false,
    begun: false,
    usedBuildings: [],
    usedActions: [],
    fraud: [],
    reaction: null,
    reform: null,
    closing: null,
  };
  announceTurn(ctx);
}

export const currentSeat = (v: VotingState): Seat => v.order[v.index];
export const isSecondPass = (s: State, v: VotingState): boolean => v.index >= s.players.length;

export function undeclaredBuildings(s: State, seat: Seat): CardRef[] {
  return s.players[seat].inPlay
    .filter((c) => c.vote === null && designOf(c.card).kind === 'building' && designOf(c.card).votes > 0)
    .map((c) => c.card);
}

/** Who must declare their Buildings now (R12): the turn's player, or after voting ended, the next owner in turn order. */
export function declarer(s: State): Seat | null {
  const v = s.voting;
  if (!v || v.reaction || v.reform !== null) return null;
  if (v.closing) return v.order.find((seat) => undeclaredBuildings(s, seat).length > 0) ?? null;
  const seat = currentSeat(v);
  return undeclaredBuildings(s, seat).length > 0 ? seat : null;
}

/** Building actions the turn's player could still use this round (R13). */
export function usableBuildings(s: State, seat: Seat): CardRef[] {
  const v = s.voting!;
  return s.players[seat].inPlay
    .map((c) => c.card)
    .filter((card) => designOf(card).timing === 'once-per-round' && !v.usedBuildings.includes(card))
    .filter((card) => effectOf(card)!.choices(s, seat).length > 0);
}

function openVoting(s: State): VotingState {
  if (s.phase !== 'voting' || !s.voting) fail('wrong-phase', 'this is done while the budget is voted on (phase 3)');
  return s.voting;
}

/** The checks every turn action shares: it is this seat's turn and nothing else must happen first. */
function ownTurn(s: State, seat: Seat): VotingState {
  const v = openVoting(s);
  if (v.closing) fail('wrong-phase', 'the voting has ended');
  if (v.reaction) fail('not-your-turn', `${nameOf(s, v.reaction.target)} must first answer the attack (R15)`);
  if (v.reform !== null) fail('not-your-turn', `${nameOf(s, v.reform)} must first re-form the budget (R19)`);
  if (currentSeat(v) !== seat) fail('not-your-turn', `it is ${nameOf(s, currentSeat(v))}'s turn`);
  if (undeclaredBuildings(s, seat).length > 0) fail('illegal-play', "declare your Buildings' votes first (R12)");
  return v;
}

export function declareBuildings(ctx: Ctx, seat: Seat, action: ActionOf<'declare-buildings'>): void {
  const s = ctx.s;
  const v = openVoting(s);
  if (declarer(s) !== seat) fail('not-your-turn', 'you have no Building votes to declare now');
  const owed = undeclaredBuildings(s, seat);
  const given = action.votes.map((d) => d.card);
  if (given.length !== owed.length || !owed.every((c) => given.includes(c))) {
    fail('illegal-play', `declare exactly these Buildings: ${owed.join(', ')}`);
  }
  for (const { card, vote } of action.votes) s.players[seat].inPlay.find((c) => c.card === card)!.vote = vote;
  if (!v.closing) v.begun = true;
  emit(ctx, { type: 'buildings-declared', seat, votes: action.votes.map((d) => ({ ...d })) });
}

const choiceKey = (c: EffectChoice): string => `${c.target ?? ''}|${[...(c.money ?? [])].sort().join(',')}`;

function matchChoice(choices: EffectChoice[], given: EffectChoice, card: CardRef): EffectChoice {
  if (choices.length === 0) fail('illegal-target', `${card} has no legal target now (R13)`);
  const key = choiceKey(given);
  const found = choices.find((c) => choiceKey(c) === key);
  if (!found) fail('illegal-target', `that is not a legal choice for ${card}`);
  return found;
}

/** Whether a card's action is used when played, and with what choice (R13). */
function actionOnPlay(s: State, seat: Seat, action: ActionOf<'play-card'>): EffectChoice | null {
  const design = designOf(action.card);
  const given: EffectChoice = { target: action.target, money: action.money };
  const gaveChoice = action.target !== undefined || action.money !== undefined;
  if (design.timing === 'on-play') {
    const use = action.useAction ?? gaveChoice;
    if (!use) {
      if (gaveChoice) fail('malformed', 'a target is given but useAction is false');
      return null;
    }
    return matchChoice(effectOf(action.card)!.choices(s, seat), given, action.card);
  }
  if (design.timing === 'immediate') {
    const choices = effectOf(action.card)!.choices(s, seat);
    if (choices.length === 0) {
      if (gaveChoice || action.useAction) fail('illegal-target', `${action.card} has no legal target now; it may only be played without effect (R13)`);
      return null;
    }
    if (action.useAction === false) fail('illegal-play', `${action.card}'s effect must be carried out (R13)`);
    return matchChoice(choices, given, action.card);
  }
  if (gaveChoice || action.useAction) fail('malformed', `${action.card} has no action to use when played`);
  return null;
}

export function playCard(ctx: Ctx, seat: Seat, action: ActionOf<'play-card'>): void {
  const s = ctx.s;
  const v = ownTurn(s, seat);
  if (v.acted) fail('illegal-play', 'you have already played or drawn a card this turn');
  const hand = s.players[seat].hand;
  const card = action.card;
  if (!hand.includes(card) || isRebellion(card)) fail('not-yours', `${card} is not a Political card in your hand`);
  const design = designOf(card);
  if (design.votes > 0 && !action.vote) fail('malformed', `${card} has votes: say "for" or "against"`);
  if (design.votes === 0 && action.vote) fail('malformed', `${card} has no votes; leave out "vote"`);
  if (design.id === 'martial-law' && !isSecondPass(s, v)) fail('illegal-play', 'Martial Law may be played only in the second pass (R14)');
  const choice = actionOnPlay(s, seat, action);
  hand.splice(hand.indexOf(card), 1);
  s.players[seat].inPlay.push({ card, vote: action.vote ?? null });
  v.acted = true;
  v.begun = true;
  emit(ctx, { type: 'card-played', seat, card, vote: action.vote ?? null, used: choice !== null, ...publicTarget(s, choice) });
  if (!choice) return;
  if (design.kind === 'influence') v.usedActions.push(card);
  effectOf(card)!.resolve(ctx, seat, card, choice);
}

function publicTarget(s: State, choice: EffectChoice | null): { target?: Seat; aimedAt?: CardRef } {
  if (!choice?.target) return {};
  const seat = s.players.findIndex((p) => p.name === choice.target);
  return seat >= 0 ? { target: seat } : { aimedAt: choice.target };
}

export function drawCard(ctx: Ctx, seat: Seat): void {
  const v = ownTurn(ctx.s, seat);
  if (v.acted) fail('illegal-play', 'you have already played or drawn a card this turn');
  drawPoliticalAnnounced(ctx, seat);
  v.acted = true;
  v.begun = true;
}

export function useBuilding(ctx: Ctx, seat: Seat, action: ActionOf<'use-building'>): void {
  const s = ctx.s;
  const v = ownTurn(s, seat);
  const card = action.card;
  if (!s.players[seat].inPlay.some((c) => c.card === card)) fail('not-yours', `${card} is not in play in front of you`);
  if (designOf(card).timing !== 'once-per-round') fail('illegal-play', `${card} has no action to use`);
  if (v.usedBuildings.includes(card)) fail('illegal-play', `${card} has already been used this round (R13)`);
  const choice = matchChoice(effectOf(card)!.choices(s, seat), { target: action.target, money: action.money }, card);
  v.usedBuildings.push(card);
  v.begun = true;
  const { target } = publicTarget(s, choice);
  emit(ctx, { type: 'building-used', seat, card, ...(target !== undefined ? { target } : {}) });
  effectOf(card)!.resolve(ctx, seat, card, choice);
}

export function endTurn(ctx: Ctx, seat: Seat): void {
  const v = ownTurn(ctx.s, seat);
  if (!v.acted) fail('illegal-play', 'play or draw a card before ending your turn (R10)');
  advanceTurn(ctx);
}

export function react(ctx: Ctx, seat: Seat, action: ActionOf<'react'>): void {
  const s = ctx.s;
  const v = openVoting(s);
  if (!v.reaction || v.reaction.target !== seat) fail('not-your-turn', 'nothing is aimed at you now');
  const bodyguard = action.bodyguard ?? null;
  if (bodyguard !== null) {
    const p = s.players[seat];
    const holds = p.hand.includes(bodyguard) || p.inPlay.some((c) => c.card === bodyguard);
    if (!holds || designOf(bodyguard).id !== 'bodyguard') fail('not-yours', `${bodyguard} is not a Bodyguard you hold or have in play`);
  }
  resolveAttack(ctx, bodyguard);
}

export function bribe(ctx: Ctx, seat: Seat, action: ActionOf<'bribe'>): void {
  const s = ctx.s;
  if (!bribeAllowed(s, seat)) fail('wrong-phase', 'the President may bribe before any turn or during their own turns in phase 3 (R11)');
  const [transfer] = readTransfers(ctx, [{ to: action.to, money: action.money, announced: action.announced }], [seat]);
  const old = stackOf(s, transfer.to).announced;
  const ownBefore = stackOf(s, seat).announced;
  if (transfer.money.length === 0 && transfer.announced === old && (action.ownAnnounced ?? ownBefore) === ownBefore) {
    fail('illegal-play', 'this bribe changes nothing');
  }
  const ownAnnounced = moveFromPresidentStack(ctx, [transfer], action.ownAnnounced, 'bribe');
  emit(ctx, { type: 'bribe', seat, recipient: transfer.to, count: transfer.money.length, announced: transfer.announced, ownAnnounced });
}

/** R11: before any turn, during the President's own turns; never during a reaction or after voting. */
export function bribeAllowed(s: State, seat: Seat): boolean {
  const v = s.voting;
  if (s.phase !== 'voting' || !v || seat !== s.president) return false;
  if (v.reaction || v.reform !== null || v.closing) return false;
  return !v.begun || currentSeat(v) === seat;
}

export function advanceTurn(ctx: Ctx): void {
  const v = ctx.s.voting!;
  v.index += 1;
  v.acted = false;
  v.begun = false;
  if (v.index >= v.order.length) return closeVoting(ctx, 'turns-over', null);
  announceTurn(ctx);
}

function announceTurn(ctx: Ctx): void {
  const v = ctx.s.voting!;
  emit(ctx, { type: 'turn-started', seat: currentSeat(v), turn: v.index + 1, pass: isSecondPass(ctx.s, v) ? 2 : 1 });
}

export function closeVoting(ctx: Ctx, reason: 'turns-over' | 'martial-law' | 'no-confidence', by: Seat | null): void {
  ctx.s.voting!.closing = { reason, by };
  emit(ctx, { type: 'voting-ended', reason });
}

/** Runs after every action in phase 3: ends turns that have nothing left, and counts once voting is over. */
export function continueVoting(ctx: Ctx): void {
  const s = ctx.s;
  const v = s.voting;
  if (s.phase !== 'voting' || !v || v.reaction || v.reform !== null) return;
  if (v.closing) {
    if (declarer(s) === null) countVotes(ctx);
    return;
  }
  if (v.acted && usableBuildings(s, currentSeat(v)).length === 0) {
    advanceTurn(ctx);
    continueVoting(ctx);
  }
}

export function countedVotes(s: State, seat: Seat): { for: number; against: number } {
  const counted = { for: 0, against: 0 };
  if (s.voting?.fraud.includes(seat)) return counted;
  for (const c of s.players[seat].inPlay) {
    if (c.vote) counted[c.vote] += designOf(c.card).votes;
  }
  return counted;
}

/** R16 then R17 or phase 4. */
function countVotes(ctx: Ctx): void {
  const s = ctx.s;
  const v = s.voting!;
  const bySeat = s.players.map((_, seat) => countedVotes(s, seat));
  const tally: Tally = { for: bySeat.map((t) => t.for), against: bySeat.map((t) => t.against) };
  const totalFor = tally.for.reduce((a, b) => a + b, 0);
  const totalAgainst = tally.against.reduce((a, b) => a + b, 0);
  const closing = v.closing!;
  const passed = closing.reason !== 'no-confidence' && totalFor >= totalAgainst;
  s.tally = tally;
  emit(ctx, { type: 'votes-counted', for: totalFor, against: totalAgainst, bySeat, passed });
  clearPlayedCards(s, v);
  if (!passed) {
    emit(ctx, { type: 'budget-defeated' });
    return startCoup(ctx, closing.reason === 'no-confidence' ? closing.by : null);
  }
  emit(ctx, { type: 'budget-passed' });
  for (const seat of clockwiseFrom(s, s.president)) deposit(ctx, seat);
  for (const seat of clockwiseFrom(s, s.president)) placeOwnStack(ctx, seat);
  finishRound(ctx);
}

/** R16: Influence back to hand (or discarded after a used action that says so), Interventions discarded. */
function clearPlayedCards(s: State, v: VotingState): void {
  for (const p of s.players) {
    const stays = [];
    for (const c of p.inPlay) {
      const design = designOf(c.card);
      if (design.kind === 'building') stays.push(c);
      else if (design.kind === 'intervention' || (design.discardAfterUse && v.usedActions.includes(c.card))) {
        s.politicalDiscard.push(c.card);
      } else p.hand.push(c.card);
    }
    p.inPlay = stays;
  }
}

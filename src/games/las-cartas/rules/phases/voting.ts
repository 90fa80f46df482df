// Phase 3: the fixed 2N turns (R10), bribes (R11), votes (R12), card and Building actions
// (R13, R14), reactions (R15) and the end of the phase (R16, R17).
import { isRebellion } from '../catalogue.js';
import { clockwiseFrom } from '../../../../core/seats.js';
import { ctxIn, emit, fail, nameOf, openCtx, type Ctx, type CtxIn } from '../context.js';
import { choicesFor, resolveAction, type EffectChoice } from '../effects/index.js';
import { deposit, discardFromPlay, drawPoliticalAnnounced, placeOwnStack, stackOf } from '../moves.js';
import { cardsOf } from '../cards.js';
import type { ActionOf, CardRef, Seat, State, StateIn, Tally, VotingState } from '../types.js';
import { moveFromPresidentStack, readTransfers } from './bribes.js';
import { startCoup } from './coup.js';
import { finishRound } from './round.js';
import { advanceTurn, currentSeat, isSecondPass } from './transitions.js';

export function undeclaredBuildings(s: State, seat: Seat): CardRef[] {
  const cards = cardsOf(s);
  return s.players[seat].inPlay
    .filter((c) => c.vote === null && cards.designOf(c.card).kind === 'building' && cards.designOf(c.card).votes > 0)
    .map((c) => c.card);
}

/** Who must declare their Buildings now (R12): the turn's player, or after voting ended, the next owner in turn order. */
export function declarer(s: StateIn<'voting'>): Seat | null {
  const v = s.voting;
  if (v.reaction || v.reform !== null) return null;
  if (v.closing) return v.order.find((seat) => undeclaredBuildings(s, seat).length > 0) ?? null;
  const seat = currentSeat(v);
  return undeclaredBuildings(s, seat).length > 0 ? seat : null;
}

/** Building actions the turn's player could still use this round (R13). */
export function usableBuildings(s: StateIn<'voting'>, seat: Seat): CardRef[] {
  const cards = cardsOf(s);
  return s.players[seat].inPlay
    .map((c) => c.card)
    .filter((card) => cards.designOf(card).timing === 'once-per-round' && !s.voting.usedBuildings.includes(card))
    .filter((card) => choicesFor(s, seat, card, cards).length > 0);
}

/** The cards a player could answer the pending attack with (R15): in hand or in front of them. */
export function reactionCards(s: StateIn<'voting'>, seat: Seat): CardRef[] {
  const attack = s.voting.reaction;
  if (!attack || attack.target !== seat) return [];
  const p = s.players[seat];
  const cards = cardsOf(s);
  return [...p.hand, ...p.inPlay.map((c) => c.card)].filter((card) => cards.cancels(card, attack.card));
}

const openVoting = (ctx: Ctx): CtxIn<'voting'> => openCtx(ctx, 'voting', 'this is done while the budget is voted on (phase 3)');

/** The checks every turn action shares: it is this seat's turn and nothing else must happen first. */
function ownTurn(ctx: Ctx, seat: Seat): CtxIn<'voting'> {
  const vctx = openVoting(ctx);
  const s = vctx.s;
  const v = s.voting;
  if (v.closing) fail('wrong-phase', 'the voting has ended');
  if (v.reaction) fail('not-your-turn', `${nameOf(s, v.reaction.target)} must first answer the attack`);
  if (v.reform !== null) fail('not-your-turn', `${nameOf(s, v.reform)} must first re-form the budget`);
  if (currentSeat(v) !== seat) fail('not-your-turn', `it is ${nameOf(s, currentSeat(v))}'s turn`);
  if (undeclaredBuildings(s, seat).length > 0) fail('illegal-play', "declare your Buildings' votes first");
  return vctx;
}

export function declareBuildings(ctx: Ctx, seat: Seat, action: ActionOf<'declare-buildings'>): void {
  const s = openVoting(ctx).s;
  if (declarer(s) !== seat) fail('not-your-turn', 'you have no Building votes to declare now');
  const owed = undeclaredBuildings(s, seat);
  const given = action.votes.map((d) => d.card);
  if (given.length !== owed.length || !owed.every((c) => given.includes(c))) {
    fail('illegal-play', `declare exactly these Buildings: ${owed.join(', ')}`);
  }
  for (const { card, vote } of action.votes) {
    for (const c of s.players[seat].inPlay) if (c.card === card) c.vote = vote;
  }
  if (!s.voting.closing) s.voting.begun = true;
  emit(ctx, { type: 'buildings-declared', seat, votes: action.votes.map((d) => ({ ...d })) });
}

const choiceKey = (c: EffectChoice): string => `${c.target ?? ''}|${[...(c.money ?? [])].sort().join(',')}`;

function matchChoice(choices: EffectChoice[], given: EffectChoice, card: CardRef): EffectChoice {
  if (choices.length === 0) fail('illegal-target', `${card} has no legal target now`);
  const key = choiceKey(given);
  const found = choices.find((c) => choiceKey(c) === key);
  if (!found) fail('illegal-target', `that is not a legal choice for ${card}`);
  return found;
}

/** Whether a card's action is used when played, and with what choice (R13). */
function actionOnPlay(s: StateIn<'voting'>, seat: Seat, action: ActionOf<'play-card'>): EffectChoice | null {
  const cards = cardsOf(s);
  const design = cards.designOf(action.card);
  const given: EffectChoice = { target: action.target, money: action.money };
  const gaveChoice = action.target !== undefined || action.money !== undefined;
  if (design.timing === 'on-play') {
    const use = action.useAction ?? gaveChoice;
    if (!use) {
      if (gaveChoice) fail('malformed', 'a target is given but useAction is false');
      return null;
    }
    return matchChoice(choicesFor(s, seat, action.card, cards), given, action.card);
  }
  if (design.timing === 'immediate') {
    const choices = choicesFor(s, seat, action.card, cards);
    if (choices.length === 0) {
      if (gaveChoice || action.useAction) fail('illegal-target', `${action.card} has no legal target now; it may only be played without effect`);
      return null;
    }
    if (action.useAction === false) fail('illegal-play', `${action.card}'s effect must be carried out`);
    return matchChoice(choices, given, action.card);
  }
  if (gaveChoice || action.useAction) fail('malformed', `${action.card} has no action to use when played`);
  return null;
}

/** R14: whether a card may be played now as far as the pass goes (Martial Law: second pass only). */
export function playableInPass(s: StateIn<'voting'>, card: CardRef): boolean {
  return !cardsOf(s).designOf(card).secondPassOnly || isSecondPass(s, s.voting);
}

export function playCard(ctx: Ctx, seat: Seat, action: ActionOf<'play-card'>): void {
  const vctx = ownTurn(ctx, seat);
  const s = vctx.s;
  const v = s.voting;
  if (v.acted) fail('illegal-play', 'you have already played or drawn a card this turn');
  const hand = s.players[seat].hand;
  const card = action.card;
  if (!hand.includes(card) || isRebellion(card)) fail('not-yours', `${card} is not a Political card in your hand`);
  const design = ctx.cards.designOf(card);
  if (design.votes > 0 && !action.vote) fail('malformed', `${card} has votes: say "for" or "against"`);
  if (design.votes === 0 && action.vote) fail('malformed', `${card} has no votes; leave out "vote"`);
  if (!playableInPass(s, card)) fail('illegal-play', `${design.name} may be played only in the second pass`);
  const choice = actionOnPlay(s, seat, action);
  hand.splice(hand.indexOf(card), 1);
  s.players[seat].inPlay.push({ card, vote: action.vote ?? null });
  v.acted = true;
  v.begun = true;
  emit(ctx, { type: 'card-played', seat, card, vote: action.vote ?? null, used: choice !== null, ...publicTarget(s, choice) });
  if (!choice) return;
  if (design.kind === 'influence') v.usedActions.push(card);
  resolveAction(vctx, seat, card, choice);
}

function publicTarget(s: State, choice: EffectChoice | null): { target?: Seat; aimedAt?: CardRef } {
  if (!choice?.target) return {};
  const seat = s.players.findIndex((p) => p.name === choice.target);
  return seat >= 0 ? { target: seat } : { aimedAt: choice.target };
}

export function drawCard(ctx: Ctx, seat: Seat): void {
  const v = ownTurn(ctx, seat).s.voting;
  if (v.acted) fail('illegal-play', 'you have already played or drawn a card this turn');
  drawPoliticalAnnounced(ctx, seat);
  v.acted = true;
  v.begun = true;
}

export function useBuilding(ctx: Ctx, seat: Seat, action: ActionOf<'use-building'>): void {
  const vctx = ownTurn(ctx, seat);
  const s = vctx.s;
  const v = s.voting;
  const card = action.card;
  if (!s.players[seat].inPlay.some((c) => c.card === card)) fail('not-yours', `${card} is not in play in front of you`);
  if (ctx.cards.designOf(card).timing !== 'once-per-round') fail('illegal-play', `${card} has no action to use`);
  if (v.usedBuildings.includes(card)) fail('illegal-play', `${card} has already been used this round`);
  const choice = matchChoice(choicesFor(s, seat, card, ctx.cards), { target: action.target, money: action.money }, card);
  v.usedBuildings.push(card);
  v.begun = true;
  const { target } = publicTarget(s, choice);
  emit(ctx, { type: 'building-used', seat, card, ...(target !== undefined ? { target } : {}) });
  resolveAction(vctx, seat, card, choice);
}

export function endTurn(ctx: Ctx, seat: Seat): void {
  const vctx = ownTurn(ctx, seat);
  if (!vctx.s.voting.acted) fail('illegal-play', 'play or draw a card before ending your turn');
  advanceTurn(vctx);
}

export function react(ctx: Ctx, seat: Seat, action: ActionOf<'react'>): void {
  const vctx = openVoting(ctx);
  const attack = vctx.s.voting.reaction;
  if (!attack || attack.target !== seat) fail('not-your-turn', 'nothing is aimed at you now');
  const answer = action.bodyguard ?? null;
  if (answer !== null && !reactionCards(vctx.s, seat).includes(answer)) {
    fail('not-yours', `${answer} is not a card you hold or have in play that cancels ${attack.card}`);
  }
  resolveAttack(vctx, answer);
}

/** R15: the target's answer decides; a cancelled attack and its answer are discarded at once. */
function resolveAttack(ctx: CtxIn<'voting'>, answer: CardRef | null): void {
  const s = ctx.s;
  const attack = s.voting.reaction;
  if (!attack) return;
  s.voting.reaction = null;
  if (answer) {
    discardFromPlay(s, attack.attacker, attack.card);
    const owner = s.players[attack.target];
    const inPlay = owner.inPlay.findIndex((c) => c.card === answer);
    if (inPlay >= 0) owner.inPlay.splice(inPlay, 1);
    else owner.hand.splice(owner.hand.indexOf(answer), 1);
    s.politicalDiscard.push(answer);
    emit(ctx, { type: 'attack-answered', seat: attack.target, blocked: true, bodyguard: answer });
    return;
  }
  emit(ctx, { type: 'attack-answered', seat: attack.target, blocked: false });
  const hit = ctx.cards.rulesOf(attack.card).onHit;
  if (!hit) throw new Error(`${attack.card} aimed an attack but has no onHit rule`);
  hit(ctx, attack);
}

export function bribe(ctx: Ctx, seat: Seat, action: ActionOf<'bribe'>): void {
  if (!ctxIn(ctx, 'voting') || !bribeAllowed(ctx.s, seat)) {
    fail('wrong-phase', 'the President may bribe before any turn or during their own turns in phase 3');
  }
  const s = ctx.s;
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
  if (s.phase !== 'voting' || seat !== s.president) return false;
  const v = s.voting;
  if (v.reaction || v.reform !== null || v.closing) return false;
  return !v.begun || currentSeat(v) === seat;
}

/** Runs after every action in phase 3: ends turns that have nothing left, and counts once voting is over. */
export function continueVoting(ctx: Ctx): void {
  if (!ctxIn(ctx, 'voting')) return;
  const s = ctx.s;
  const v = s.voting;
  if (v.reaction || v.reform !== null) return;
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
  const cards = cardsOf(s);
  for (const c of s.players[seat].inPlay) {
    if (c.vote) counted[c.vote] += cards.designOf(c.card).votes;
  }
  return counted;
}

/** R16 then R17 or phase 4. */
function countVotes(ctx: CtxIn<'voting'>): void {
  const s = ctx.s;
  const v = s.voting;
  const closing = v.closing;
  if (!closing) return;
  const bySeat = s.players.map((_, seat) => countedVotes(s, seat));
  const tally: Tally = { for: bySeat.map((t) => t.for), against: bySeat.map((t) => t.against) };
  const totalFor = tally.for.reduce((a, b) => a + b, 0);
  const totalAgainst = tally.against.reduce((a, b) => a + b, 0);
  const passed = closing.reason !== 'no-confidence' && totalFor >= totalAgainst;
  emit(ctx, { type: 'votes-counted', for: totalFor, against: totalAgainst, bySeat, passed });
  clearPlayedCards(ctx, v);
  if (!passed) {
    emit(ctx, { type: 'budget-defeated' });
    return startCoup(ctx, tally, closing.reason === 'no-confidence' ? closing.by : null);
  }
  emit(ctx, { type: 'budget-passed' });
  for (const seat of clockwiseFrom(s, s.president)) deposit(ctx, seat);
  for (const seat of clockwiseFrom(s, s.president)) placeOwnStack(ctx, seat);
  finishRound(ctx);
}

/** R16: Influence back to hand (or discarded after a used action that says so), Interventions discarded. */
function clearPlayedCards(ctx: Ctx, v: VotingState): void {
  const s = ctx.s;
  for (const p of s.players) {
    const stays = [];
    for (const c of p.inPlay) {
      const design = ctx.cards.designOf(c.card);
      if (design.kind === 'building') stays.push(c);
      else if (design.kind === 'intervention' || (design.discardAfterUse && v.usedActions.includes(c.card))) {
        s.politicalDiscard.push(c.card);
      } else p.hand.push(c.card);
    }
    p.inPlay = stays;
  }
}

// Las Cartas' tutorial (`junta tutorial`; the tutorial belongs to the game): its table –
// the player as the first President against two heuristic bots, the pinned decks (R2) of
// tutorial-text.ts – and its coach: for the decision in front of the player, what it means and
// what the heuristic bot would do in that seat, with its reasons in words – from the seat's view
// only (R5), so the advice never leaks what the player may not know and always names a legal
// choice. The coach only advises; the screens offer every legal choice as always.
import seedrandom from 'seedrandom';
import type { GameTutorial, Purpose } from '../../core/game.js';
import { nameKey } from '../../core/names.js';
import {
  RECORD_FORMAT, capital, designOf, isRebellion, legalFromView, listWords, totalValue, votesInPlay,
  type Action, type ActionOf, type CardRef, type Coach, type CoachAdvice, type DecisionKind, type GameRecord, type LegalActions, type PlayerView, type Seat,
} from './rules/index.js';
import {
  LOW_HAND, MIN_OWN_CARDS_TO_BRIBE, STAKE_WORTH_DEFENDING, STRONG_FIGHTER, battleOf, decideHeuristic, fairShare, others, wantedVote,
} from './bots/heuristic.js';
import {
  COACH_CARD_REASONS, COACH_MEANINGS, COACH_REASONS, COACH_SIDES, COACH_WELCOME, TUTORIAL_BOTS, TUTORIAL_DECKS, TUTORIAL_PLAYER, TUTORIAL_SEED,
} from './content/tutorial-text.js';

export type { CoachAdvice };

/** What the seat has seen, step by step (the coach's `log`). */
type Seen = Parameters<Coach>[2];

/** Fills {name} places in a coach text. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const money = (value: number): string => `${Math.round(value * 10) / 10}M`;

/** The coach's generator for one decision: fixed by the seat and step, so the advice repeats. */
const coachRandom = (view: PlayerView, purpose: string) => seedrandom(`coach|seat ${view.seat}|action ${view.actionCount}|${purpose}`);

/**
 * The coach's advice for `view`'s seat, or null when it has nothing to decide. `purpose` is the
 * screen's ('optional': the bribe builder is open); `log` is what the seat has seen, for "one bribe
 * per turn"; `names` are the names as the screens show them.
 */
export function coachAdvice(view: PlayerView, purpose: Purpose, log: Seen, names: readonly string[]): CoachAdvice | null {
  const decision = view.pending.required.find((d) => d.seat === view.seat);
  if (purpose === 'decide' && !decision) return null;
  const legal = legalFromView(view);
  if (purpose === 'optional' || !decision) return bribeAdvice(view, legal, log, names);
  const suggestion = decideHeuristic(view, legal, coachRandom(view, 'decide'));
  const meaning = meaningOf(decision.decision, view, names);
  const welcome = view.actionCount === 0 ? `${fill(COACH_WELCOME, { player: names[view.seat], bots: listWords(names.filter((_, i) => i !== view.seat)) })} ` : '';
  const bribe = legal.kinds.includes('bribe') && decision.decision === 'play-or-draw' ? bribeFirst(view, legal, log, names) : null;
  return {
    kind: decision.decision,
    topic: meaning.topic,
    meaning: welcome + meaning.text,
    suggestion,
    why: suggestion ? whyOf(suggestion, view, names) : COACH_REASONS.none,
    bribe,
  };
}

function meaningOf(kind: DecisionKind, view: PlayerView, names: readonly string[]): { topic: string; text: string } {
  if (kind === 'react') {
    const reaction = view.voting?.reaction;
    const entry = COACH_MEANINGS.react;
    return { topic: entry.topic, text: fill(entry.meaning, { attacker: reaction ? names[reaction.attacker] : 'Someone', card: reaction ? designOf(reaction.card).name : 'an attack' }) };
  }
  if (kind === 'commit-coup') {
    const coup = view.coup;
    const side = view.seat === view.president ? COACH_SIDES.president : coup?.firstRebel === view.seat ? COACH_SIDES.leader : coup?.declaredRebel === view.seat ? COACH_SIDES.rebel : null;
    const entry = side ? COACH_MEANINGS['commit-coup-fixed'] : COACH_MEANINGS['commit-coup'];
    return { topic: entry.topic, text: fill(entry.meaning, { side: side ?? '' }) };
  }
  const entry = COACH_MEANINGS[kind];
  return { topic: entry.topic, text: entry.meaning };
}

/** Bribes only as the heuristic bot weighs them (R11): null means "not now". */
function heuristicBribe(view: PlayerView, legal: LegalActions): ActionOf<'bribe'> | null {
  const offer: LegalActions = { ...legal, kinds: ['bribe'], actions: [], samplers: { bribe: legal.samplers.bribe } };
  const action = decideHeuristic(view, offer, coachRandom(view, 'bribe'));
  return action?.type === 'bribe' && legal.validate(action) === null ? action : null;
}

/** Whether this seat already bribed during the current turn of the vote. */
function bribedThisTurn(view: PlayerView, log: Seen): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    for (const e of [...log[i].events].reverse()) {
      if (e.type === 'turn-started' || e.type === 'round-started') return false;
      if (e.type === 'bribe' && e.seat === view.seat) return true;
    }
  }
  return false;
}

/**
 * The bribe the coach points to on the President's own turn: the heuristic bot's, at most one per
 * turn (a bot is asked before every action and may bribe again and again; a first game learns more
 * from one bribe and the answer to it).
 */
function bribeFirst(view: PlayerView, legal: LegalActions, log: Seen, names: readonly string[]): CoachAdvice['bribe'] {
  if (bribedThisTurn(view, log)) return null;
  const action = heuristicBribe(view, legal);
  return action ? { action, why: bribeWhy(action, view, names) } : null;
}

function bribeAdvice(view: PlayerView, legal: LegalActions, log: Seen, names: readonly string[]): CoachAdvice {
  const entry = COACH_MEANINGS.bribe;
  const again = bribedThisTurn(view, log);
  const action = again ? null : heuristicBribe(view, legal);
  const tally = votesInPlay(view);
  const reason = again ? COACH_REASONS.noBribeAgain
    : (view.stacks[view.seat] ?? []).length < MIN_OWN_CARDS_TO_BRIBE ? COACH_REASONS.noBribeCards
    : fill(COACH_REASONS.noBribeAhead, { for: tally.for, against: tally.against });
  return {
    kind: 'bribe',
    topic: entry.topic,
    meaning: entry.meaning,
    suggestion: action,
    why: action ? bribeWhy(action, view, names) : fill(COACH_REASONS.noBribe, { reason }),
    bribe: null,
  };
}

function bribeWhy(action: ActionOf<'bribe'>, view: PlayerView, names: readonly string[]): string {
  const tally = votesInPlay(view);
  const target = view.players.findIndex((p) => p.name === action.to);
  const againstOf = (seat: Seat) => view.players[seat].inPlay.filter((c) => c.vote === 'against').reduce((s, c) => s + designOf(c.card).votes, 0);
  const announcedOf = (seat: Seat) => view.players[seat].stack?.announced ?? 0;
  const against = againstOf(target);
  // The heuristic bot buys the least promised of those with no votes against: when others were
  // promised as little, the coach names them all, clockwise as the bot looks (it picked the first).
  const tied = others(view)
    .filter((seat) => !view.players[seat].stack?.returned && againstOf(seat) === 0 && announcedOf(seat) === announcedOf(target));
  const reason = against > 0 ? fill(COACH_REASONS.bribeAgainst, { target: names[target], against })
    : tied.length > 1 ? fill(COACH_REASONS.bribeCheapTied, { tied: listWords(tied.map((seat) => names[seat])), announced: announcedOf(target) })
    : fill(COACH_REASONS.bribeCheap, { target: names[target], announced: announcedOf(target) });
  return fill(COACH_REASONS.bribe, { for: tally.for, against: tally.against, target: names[target], reason, money: money(totalValue(action.money)) });
}


/** Why the heuristic bot chose `action`, in words. */
export function whyOf(action: Action, view: PlayerView, names: readonly string[]): string {
  switch (action.type) {
    case 'propose-budget': return COACH_REASONS.budget;
    case 'play-card': return `${capital(playReasons(action, view, names).join('; '))}.`;
    case 'draw-card': return view.hand.length <= LOW_HAND ? fill(COACH_REASONS.drawLow, { count: view.hand.length }) : COACH_REASONS.draw;
    case 'use-building': return `${capital(cardReason(action.card, action.target, view, names) ?? 'it is free to use once a round')}.`;
    case 'end-turn': return COACH_REASONS.endTurn;
    case 'react': return action.bodyguard ? COACH_REASONS.bodyguard : COACH_REASONS.noBodyguard;
    case 'declare-buildings': return fill(COACH_REASONS.declare, { reason: voteReason(view) });
    case 'commit-coup': return commitWhy(action, view);
    case 'redistribute': return action.stacks.some((s) => s.money.length > 0) ? COACH_REASONS.redistribute : COACH_REASONS.redistributeNone;
    case 'choose-president': return COACH_REASONS.choosePresident;
    case 'name-first-president': return COACH_REASONS.namePresident;
    case 'keep-budget': return COACH_REASONS.keepBudget;
    case 'bribe': return bribeWhy(action, view, names);
  }
}

/** Why the seat wants the budget to pass or fail, as the heuristic bot judges it. */
function voteReason(view: PlayerView): string {
  if (view.seat === view.president) return COACH_REASONS.voteOwn;
  const values = { mine: totalValue(view.stacks[view.seat] ?? []), fair: money(fairShare(view)).replace(/M$/, '') };
  return fill(wantedVote(view) === 'for' ? COACH_REASONS.voteFor : COACH_REASONS.voteAgainst, values);
}

function playReasons(action: ActionOf<'play-card'>, view: PlayerView, names: readonly string[]): string[] {
  const design = designOf(action.card);
  const reasons: string[] = [];
  if (action.vote) {
    const votes = design.votes;
    reasons.push(`${fill(COACH_REASONS.votes, { votes, s: votes === 1 ? '' : 's', vote: action.vote })}: ${voteReason(view)}`);
  }
  // An Intervention's effect happens whenever it has one (R13); an Influence action only when chosen.
  const used = action.target !== undefined || action.money !== undefined || action.useAction === true || design.timing === 'immediate';
  if (used) {
    const reason = cardReason(action.card, action.target, view, names);
    if (reason) reasons.push(reason);
  }
  if (design.kind === 'building') reasons.push(design.votes > 0 ? COACH_REASONS.building : COACH_REASONS.buildingNoVotes);
  return reasons.length > 0 ? reasons : ['it is the best card to lay now'];
}

/** A card's action in words; {target} is the player aimed at (or the owner of the card aimed at). */
function cardReason(card: CardRef, target: string | undefined, view: PlayerView, names: readonly string[]): string | null {
  const text = COACH_CARD_REASONS[designOf(card).id];
  if (!text) return null;
  const seat: Seat = target === undefined ? -1
    : target.includes('#') ? view.players.findIndex((p) => p.inPlay.some((c) => c.card === target))
    : view.players.findIndex((p) => p.name === target);
  return fill(text, { target: seat >= 0 ? names[seat] : 'them' });
}

function commitWhy(action: ActionOf<'commit-coup'>, view: PlayerView): string {
  const battle = action.cards.reduce((s, c) => s + battleOf(c), 0);
  const coup = view.coup;
  if (view.seat === view.president) return fill(battle > 0 ? COACH_REASONS.commitPresident : COACH_REASONS.commitPresidentEmpty, { battle });
  if (coup && (coup.firstRebel === view.seat || coup.declaredRebel === view.seat)) return fill(COACH_REASONS.commitLeader, { battle });
  if (action.cards.some(isRebellion)) {
    return fill(COACH_REASONS.commitJoin, { mine: totalValue(view.stacks[view.seat] ?? []), fair: money(fairShare(view)).replace(/M$/, ''), battle });
  }
  const risk = totalValue(view.top) + totalValue(view.stacks[view.seat] ?? []);
  if (action.cards.length > 0) return fill(COACH_REASONS.commitLoyal, { risk, battle });
  if (wantedVote(view) === 'against') return COACH_REASONS.commitWeakRebels;
  return fill(risk >= STAKE_WORTH_DEFENDING ? COACH_REASONS.commitNoStrongCard : COACH_REASONS.commitLowStake, { risk, strong: STRONG_FIGHTER });
}

/** One cached advice per screen (seat, step, purpose): the screens redraw on every key. */
export function makeCoach(): Coach {
  let key = '';
  let last: CoachAdvice | null = null;
  return (view, purpose, log, names) => {
    const now = `${view.seat}|${view.actionCount}|${purpose}|${names.join(',')}`;
    if (now !== key) {
      key = now;
      last = coachAdvice(view, purpose, log, names);
    }
    return last;
  };
}

/** The tutorial's game: the player as the first President (R3, named), two heuristic bots, the pinned decks (R2). */
export function tutorialRecord(player: string = TUTORIAL_PLAYER): GameRecord {
  const bots = TUTORIAL_BOTS.filter((name) => nameKey(name) !== nameKey(player)).slice(0, 2);
  return {
    format: RECORD_FORMAT,
    seed: TUTORIAL_SEED,
    players: [{ name: player }, ...bots.map((name) => ({ name, bot: 'heuristic' }))],
    options: { firstPresident: player },
    decks: { political: [...TUTORIAL_DECKS.political], money: [...TUTORIAL_DECKS.money] },
    actions: [],
  };
}

/** The tutorial as Las Cartas' module gives it. */
export const lasCartasTutorial: GameTutorial<GameRecord, Coach, CoachAdvice> = { record: tutorialRecord, coach: makeCoach, topicOf: (advice) => advice.topic };

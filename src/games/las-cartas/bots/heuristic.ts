// Las Cartas' heuristic bot (the game's own): simple, sensible rules of thumb, decided
// from its own view only. Its judgements are also the ISMCTS bot's rollout policy and root plan.
import { designOf, isRebellion, moneyValue, totalValue } from '../rules/index.js';
import {
  battleValue, votesInPlay, type Action, type ActionOf, type CardRef, type LegalActions, type MoneyRef, type PlayerView, type Random, type Seat,
  type StackSpec, type Vote,
} from '../rules/index.js';
import { fromLeftOf } from '../../../core/seats.js';
import type { GameBot } from '../../../core/game.js';

/** Average battle value hoped for from a face-down card nobody has seen. */
const UNSEEN_CARD_BATTLE = 1.6;

/** The other seats, clockwise from this one: ties then favour no fixed seat. */
export const others = (view: PlayerView): Seat[] => fromLeftOf(view, view.seat, (seat) => seat !== view.seat);
const nameOf = (view: PlayerView, seat: Seat): string => view.players[seat].name;
/**
 * What a card in hand adds to a coup as this bot reckons it: an Influence card's printed battle
 * value; nothing for the Rebellion card, Buildings (they fight from the table) or Interventions.
 * The tutorial's coach counts a commitment with it too, so its reasons match the bot's.
 */
export const battleOf = (card: CardRef): number => (isRebellion(card) ? 0 : designOf(card).kind === 'influence' ? designOf(card).battle : 0);
const votesOf = (card: CardRef): number => (isRebellion(card) ? 0 : designOf(card).votes);
const byValueDesc = (a: MoneyRef, b: MoneyRef): number => moneyValue(b) - moneyValue(a);
const first = <T>(items: T[], score: (item: T) => number): T | undefined =>
  items.reduce<T | undefined>((best, item) => (best === undefined || score(item) > score(best) ? item : best), undefined);

// ---- What the bot thinks of the budget

/** An average Money card's worth: 81 million in 43 cards. */
const AVERAGE_MONEY = 81 / 43;

/**
 * The best public guess at the size of the budget: what was announced, but never less than the
 * stacks' card count says (a President announcing nothing has not drawn nothing).
 */
function budgetSize(view: PlayerView): number {
  if (view.cap !== null) return view.cap;
  const announced = view.players.reduce((sum, p) => sum + (p.stack && !p.stack.returned ? p.stack.announced : 0), 0);
  const cards = view.players.reduce((sum, p) => sum + (p.stack?.count ?? 0), 0);
  return Math.max(announced, cards * AVERAGE_MONEY);
}

/** An equal share of the budget as this seat can judge it. */
export function fairShare(view: PlayerView): number {
  return budgetSize(view) / view.players.length;
}

/** What a stack must hold for this voter to support the budget: most of a fair share. */
export const CONTENT_SHARE = 0.75;

/** A voter supports a budget that gives it at least most of a fair share. */
export function wantedVote(view: PlayerView): Vote {
  if (view.seat === view.president) return 'for';
  const mine = totalValue(view.stacks[view.seat] ?? []);
  return mine >= fairShare(view) * CONTENT_SHARE ? 'for' : 'against';
}


// ---- Phase 2: the budget

/** What the President hands out to all the others together: a little under half, so it keeps the largest share. */
const SHARE_FOR_OTHERS = 0.45;
/** How far (in millions) a stack may pass its target: a 1M card over comes closer than one short. */
const STACK_OVERSHOOT = 1;
/** The part of its own stack the President announces: understating it hides how much it keeps. */
const OWN_ANNOUNCED_SHARE = 0.5;

/**
 * Keeps about half for itself and spreads the rest over the other players, biggest cards to
 * those with the most votes in play; announces others' stacks truly and understates its own.
 */
function proposeBudget(view: PlayerView): ActionOf<'propose-budget'> {
  const pool = [...(view.drawn ?? view.stacks.flatMap((s) => s ?? []))].sort(byValueDesc);
  const total = totalValue(pool);
  const rivals = others(view).sort((a, b) => votePower(view, b) - votePower(view, a));
  const target = Math.floor(total * SHARE_FOR_OTHERS / Math.max(1, rivals.length));
  const stacks = new Map<Seat, MoneyRef[]>(view.players.map((_, i) => [i, []]));
  for (const seat of rivals) {
    const stack = stacks.get(seat)!;
    for (let i = pool.length - 1; i >= 0 && totalValue(stack) < target; i--) {
      if (totalValue(stack) + moneyValue(pool[i]) <= target + STACK_OVERSHOOT) stack.push(...pool.splice(i, 1));
    }
  }
  stacks.get(view.seat)!.push(...pool);
  const specs: StackSpec[] = [...stacks.entries()].map(([seat, money]) => ({
    to: nameOf(view, seat),
    money,
    announced: seat === view.seat ? Math.floor(totalValue(money) * OWN_ANNOUNCED_SHARE) : totalValue(money),
  }));
  return { type: 'propose-budget', seat: nameOf(view, view.seat), stacks: specs };
}

/** The votes a card still in hand is guessed to bring to the table later: many cards carry one vote or none. */
const VOTES_PER_HAND_CARD = 0.5;

/** A seat's weight in the vote: its votes in play and what its hand may still lay. */
function votePower(view: PlayerView, seat: Seat): number {
  return view.players[seat].inPlay.reduce((sum, c) => sum + votesOf(c.card), 0) + view.players[seat].handSize * VOTES_PER_HAND_CARD;
}

// ---- Phase 3: turns

// A play's score is in votes: one vote laid the way the bot wants is worth 1.

/** What laying a card costs per battle point: a card on the table may be lost before a coup, so the bot keeps its fighters in hand. */
const BATTLE_HELD_BACK = 0.8;
/** What a Building adds to its votes: it stays in front of its owner, voting round after round (its battle cost is given back: it fights from the table). */
const BUILDING_BONUS = 1.5;

function scorePlay(view: PlayerView, action: ActionOf<'play-card'>, want: Vote): number {
  const design = designOf(action.card);
  if (action.vote && action.vote !== want) return -Infinity;
  let score = design.votes - BATTLE_HELD_BACK * design.battle;
  if (design.kind === 'building') score += BUILDING_BONUS + design.battle * BATTLE_HELD_BACK;
  const effect = effectValue(view, action, want);
  if (effect === null) return -Infinity;
  return score + effect;
}

/** What a play is worth to the bot: the card's id, whether its action is used, the seat it aims at. */
interface Play {
  view: PlayerView;
  action: ActionOf<'play-card'>;
  want: Vote;
  used: boolean;
  targetSeat: Seat;
}

/** Owner of the card a play aims at. */
const aimedOwner = ({ view, action }: Play): Seat => view.players.findIndex((p) => p.inPlay.some((c) => c.card === action.target));

const noConfidence = ({ view, want }: Play): number | null =>
  (view.seat === view.president ? null : want === 'against' && coupLooksWinnable(view) ? 4 : null);
const moneyKept = ({ action, used }: Play): number => (used ? (action.money ?? []).reduce((s, m) => s + moneyValue(m), 0) * 0.7 : 0);
const extraCard = ({ used }: Play): number => (used ? 1.2 : 0);
const showsEveryone = ({ used }: Play): number => (used ? 0 : 0.1);

/**
 * The bot's judgement of a card's action, by card: how much it is worth here (in votes, as a
 * play's score), null when this use is a bad idea. A card not listed is worth a little when its
 * action is used.
 */
const PLAY_VALUES: Readonly<Record<string, (play: Play) => number | null>> = {
  thief: ({ view, targetSeat }) => (targetSeat < 0 ? -2 : 2 + view.players[targetSeat].topCount * 0.3),
  assassin: (play) => {
    if (!play.action.target) return -2;
    const aimed = play.view.players[aimedOwner(play)].inPlay.find((c) => c.card === play.action.target);
    return aimed?.vote && aimed.vote !== play.want ? 1 + votesOf(aimed.card) : null;
  },
  explosion: (play) => {
    if (!play.action.target) return -2;
    return aimedOwner(play) === play.view.seat ? null : 1 + designOf(play.action.target).battle * 0.5;
  },
  'electoral-fraud': ({ view, want, targetSeat }) => {
    if (targetSeat < 0) return null;
    const against = view.players[targetSeat].inPlay.filter((c) => c.vote && c.vote !== want).reduce((s, c) => s + votesOf(c.card), 0);
    return against > 0 ? against : null;
  },
  'vote-of-no-confidence': noConfidence,
  'un-condemns-torture': noConfidence,
  'martial-law': ({ view, want }) => {
    const tally = votesInPlay(view);
    return (want === 'for' ? tally.for >= tally.against : tally.against > tally.for) ? 3 : null;
  },
  'party-donation': () => 3,
  bankers: moneyKept,
  smugglers: moneyKept,
  mafia: extraCard,
  intellectuals: extraCard,
  amnesty: ({ action }) => (action.target ? designOf(action.target).battle * 0.5 + 0.5 : 0),
  newspaper: showsEveryone,
  'foreign-aid-audit': showsEveryone,
};

/** How much the card's action is worth here; null when this use is a bad idea. */
function effectValue(view: PlayerView, action: ActionOf<'play-card'>, want: Vote): number | null {
  const used = action.target !== undefined || action.money !== undefined || action.useAction === true;
  const targetSeat = action.target === undefined ? -1 : view.players.findIndex((p) => p.name === action.target);
  const value = PLAY_VALUES[designOf(action.card).id];
  return value ? value({ view, action, want, used, targetSeat }) : used ? 0.3 : 0;
}

/** Random noise added to each play's score: it picks among equal plays without outweighing a real difference. */
const TIE_BREAK = 0.01;
/** A hand this small or smaller is running low: drawing a card is then worth more. */
export const LOW_HAND = 2;
/** What a play must score to be preferred to drawing a card, and with a low hand. */
const PLAY_OVER_DRAW = 0.5;
const PLAY_OVER_DRAW_LOW_HAND = 1.5;

function chooseTurn(view: PlayerView, legal: LegalActions, random: Random): Action {
  const want = wantedVote(view);
  const buildings = legal.actions.filter((a): a is ActionOf<'use-building'> => a.type === 'use-building');
  if (buildings.length > 0) return bestBuildingUse(view, buildings);
  const plays = legal.actions.filter((a): a is ActionOf<'play-card'> => a.type === 'play-card');
  const scored = plays.map((a) => ({ a, score: scorePlay(view, a, want) + random() * TIE_BREAK }));
  const best = first(scored, (x) => x.score);
  const handLow = view.hand.length <= LOW_HAND;
  if (best && best.score > (handLow ? PLAY_OVER_DRAW_LOW_HAND : PLAY_OVER_DRAW)) return best.a;
  const draw = legal.actions.find((a) => a.type === 'draw-card');
  if (draw) return draw;
  return legal.actions.find((a) => a.type === 'end-turn') ?? legal.actions[0];
}

function bestBuildingUse(view: PlayerView, uses: ActionOf<'use-building'>[]): Action {
  const money = uses.filter((u) => u.money);
  if (money.length > 0) return first(money, (u) => totalValue(u.money!))!;
  return first(uses, (u) => (u.target ? view.players.find((p) => p.name === u.target)!.stack?.announced ?? 0 : 0))!;
}

function declare(view: PlayerView, legal: LegalActions): Action {
  const want = wantedVote(view);
  return legal.actions.find((a) => a.type === 'declare-buildings' && a.votes.every((v) => v.vote === want)) ?? legal.actions[0];
}

/** The President bribes only with a card to spare: it gives its smallest and keeps at least one. */
export const MIN_OWN_CARDS_TO_BRIBE = 2;
/** How much each million already announced to a voter counts against bribing them, in votes: a rich voter is dearer to win over. */
const ANNOUNCED_COST_PER_MILLION = 0.1;

/** R11: when the public count runs against the budget, buy the cheapest doubter. */
function maybeBribe(view: PlayerView, legal: LegalActions): Action | null {
  const own = view.stacks[view.seat] ?? [];
  const tally = votesInPlay(view);
  if (own.length < MIN_OWN_CARDS_TO_BRIBE || tally.for > tally.against) return null;
  const target = first(others(view).filter((i) => !view.players[i].stack?.returned), (i) =>
    view.players[i].inPlay.filter((c) => c.vote === 'against').reduce((s, c) => s + votesOf(c.card), 0) - (view.players[i].stack?.announced ?? 0) * ANNOUNCED_COST_PER_MILLION);
  if (target === undefined) return null;
  const card = [...own].sort(byValueDesc)[own.length - 1];
  const stack = view.stacks[target] ?? [];
  const announced = Math.max(view.players[target].stack!.announced, totalValue(stack) + moneyValue(card));
  const ownLeft = totalValue(own) - moneyValue(card);
  const ownAnnounced = Math.min(view.players[view.seat].stack!.announced, ownLeft);
  const action: Action = { type: 'bribe', seat: nameOf(view, view.seat), to: nameOf(view, target), money: [card], announced, ownAnnounced };
  return legal.validate(action) === null ? action : { ...action, announced: view.players[target].stack!.announced };
}

// ---- Phase 4: the coup

/** What a seat's Buildings add to its side in a coup (R21: a card fighting for the other side adds nothing). */
function strengthInPlay(view: PlayerView, seat: Seat, rebel: boolean): number {
  const side = rebel ? 'rebels' : 'president';
  return view.players[seat].inPlay.reduce((sum, c) => {
    if (designOf(c.card).kind !== 'building') return sum;
    const counted = battleValue(c.card, side);
    return sum + (counted.side === side ? counted.value : 0);
  }, 0);
}

/** Before a coup, the part of the President's hand it is guessed to commit. */
const PRESIDENT_COMMITS_BEFORE = 0.6;
/** By how much the bot's own strength must pass the President's guessed one before it starts a coup: the guess may be wrong. */
const START_COUP_MARGIN = 2;

function coupLooksWinnable(view: PlayerView): boolean {
  const mine = view.hand.reduce((s, c) => s + battleOf(c), 0) + strengthInPlay(view, view.seat, true);
  const president = view.president;
  const theirs = view.players[president].handSize * UNSEEN_CARD_BATTLE * PRESIDENT_COMMITS_BEFORE + strengthInPlay(view, president, false);
  return mine > theirs + START_COUP_MARGIN;
}

/** Of a face-down commitment by someone who need not rebel, the part guessed to fight for the Rebels. */
const FOLLOWER_REBEL_SHARE = 0.5;
/** While the President has not committed yet, the part of its hand it is guessed to commit. */
const PRESIDENT_COMMITS = 0.7;
/** By how much the Rebels' guessed strength must pass the President's for the bot to join them. */
const JOIN_COUP_MARGIN = 1;
/** The money at risk (in millions, on top of the Middleman and in the stack) worth defending as a loyalist. */
export const STAKE_WORTH_DEFENDING = 3;
/** The battle value of a card worth laying to defend that stake. */
export const STRONG_FIGHTER = 3;

function commit(view: PlayerView): ActionOf<'commit-coup'> {
  const coup = view.coup;
  const me = view.seat;
  const fighters = view.hand.filter((c) => battleOf(c) > 0).sort((a, b) => battleOf(b) - battleOf(a));
  const action = (cards: CardRef[]): ActionOf<'commit-coup'> => ({ type: 'commit-coup', seat: nameOf(view, me), cards });
  if (!coup || me === view.president || me === coup.firstRebel || me === coup.declaredRebel) return action(fighters);
  const rebelsSoFar = view.players.reduce((sum, p, i) => {
    const count = p.committedCount ?? 0;
    const leader = i === coup.firstRebel || i === coup.declaredRebel;
    return sum + (i === view.president ? 0 : count * UNSEEN_CARD_BATTLE * (leader ? 1 : FOLLOWER_REBEL_SHARE)) + (leader ? strengthInPlay(view, i, true) : 0);
  }, 0);
  const presidentSide = (view.players[view.president].committedCount ?? view.players[view.president].handSize * PRESIDENT_COMMITS) * UNSEEN_CARD_BATTLE
    + strengthInPlay(view, view.president, false);
  const myPower = fighters.reduce((s, c) => s + battleOf(c), 0) + strengthInPlay(view, me, true);
  const unhappy = wantedVote(view) === 'against';
  if (unhappy && rebelsSoFar + myPower > presidentSide + JOIN_COUP_MARGIN) {
    const rebellion = view.hand.find(isRebellion)!;
    return action([rebellion, ...fighters]);
  }
  const atRisk = view.top.reduce((s, m) => s + moneyValue(m), 0) + totalValue(view.stacks[me] ?? []);
  return action(atRisk >= STAKE_WORTH_DEFENDING ? fighters.filter((c) => battleOf(c) >= STRONG_FIGHTER) : []);
}

/** R18: half the returned stack goes to those who voted for the budget (only its cards may move). */
function redistribute(view: PlayerView): ActionOf<'redistribute'> {
  const own = view.stacks[view.seat] ?? [];
  const returned = [...(view.coup?.returned ?? [])].sort(byValueDesc);
  const friends = others(view).filter((i) => i !== view.coup?.firstRebel && view.tally && view.tally.for[i] > 0);
  const give = returned.slice(0, Math.floor(returned.length / 2));
  const stacks: StackSpec[] = friends.map((i) => ({ to: nameOf(view, i), money: [] as MoneyRef[], announced: view.players[i].stack!.announced }));
  give.forEach((card, k) => {
    if (stacks.length === 0) return;
    const spec = stacks[k % stacks.length];
    spec.money.push(card);
  });
  for (const spec of stacks) {
    const seat = view.players.findIndex((p) => p.name === spec.to);
    spec.announced = Math.max(spec.announced, Math.min(totalValue([...(view.stacks[seat] ?? []), ...spec.money]), spec.announced + totalValue(spec.money)));
  }
  const kept = own.filter((c) => !give.includes(c));
  const ownAnnounced = Math.min(view.players[view.seat].stack!.announced, totalValue(kept));
  return { type: 'redistribute', seat: nameOf(view, view.seat), stacks: stacks.filter((s) => s.money.length > 0), ownAnnounced };
}

/**
 * The heuristic bot's choice, at once (the tutorial's coach asks it for advice). With only
 * optional kinds (bribes) in `legal`, null means "not now".
 */
export function decideHeuristic(view: PlayerView, legal: LegalActions, random: Random): Action | null {
  const kinds = legal.kinds;
  const me = nameOf(view, view.seat);
  if (kinds.length === 1 && kinds[0] === 'bribe') return maybeBribe(view, legal);
  if (kinds.includes('name-first-president')) {
    const candidates = view.firstPresident?.candidates ?? [view.seat];
    return { type: 'name-first-president', seat: me, name: candidates.includes(view.seat) ? me : nameOf(view, candidates[0]) };
  }
  if (kinds.includes('keep-budget')) return { type: 'keep-budget', seat: me };
  if (kinds.includes('propose-budget')) return checked(legal, proposeBudget(view), 'propose-budget', random);
  if (kinds.includes('react')) return legal.actions.find((a) => a.type === 'react' && a.bodyguard) ?? legal.actions[0];
  if (kinds.includes('declare-buildings')) return declare(view, legal);
  if (kinds.includes('redistribute')) return checked(legal, redistribute(view), 'redistribute', random);
  if (kinds.includes('commit-coup')) return checked(legal, commit(view), 'commit-coup', random);
  if (kinds.includes('choose-president')) {
    return legal.actions.find((a) => a.type === 'choose-president' && a.name === me) ?? legal.actions[0];
  }
  return chooseTurn(view, legal, random);
}

export const heuristicBot: GameBot<PlayerView, LegalActions, Action> = { kind: 'heuristic', decide: decideHeuristic };

/** A planned action the engine would refuse falls back to a sampled legal one, never an illegal move. */
function checked(legal: LegalActions, action: Action, kind: 'propose-budget' | 'redistribute' | 'commit-coup', random: Random): Action | null {
  if (legal.validate(action) === null) return action;
  return legal.samplers[kind]?.(random) ?? null;
}

// The one test dialect for engine tests: games from pinned decks (R2) reaching phase 3 in one call,
// acting with assertions, playing turns and finishing the voting, committing to a coup, reading
// the state by player name, and test-only state patches to reach a situation quickly.
import seedrandom from 'seedrandom';
import {
  apply, CATALOGUE, cardsOf, checkConservation, createGame, legalActions, pending, viewFor, type CardRegistry,
  type Action, type ActionOf, type ApplyError, type Fact, type GameEvent, type MoneyRef, type PinnedDecks, type State, type Vote,
} from '../../src/games/las-cartas/rules/index.js';
import { ALL_MONEY, byCardId, designId, moneyValue, totalValue } from '../../src/games/las-cartas/rules/catalogue.js';
import { withCards } from '../../src/games/las-cartas/rules/cards.js';

export const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
export const THREE = NAMES.slice(0, 3);
export const FOUR = NAMES.slice(0, 4);

// ---- Games

export interface ScenarioSetup {
  players: string[];
  /** Who is President from the start (default: the first player). */
  president?: string | 'vote' | 'random';
  /** Political cards each player is dealt (bare ids or instances, up to 4); the rest is filled in. */
  hands?: Record<string, string[]>;
  /** The Political draw pile's top cards, in order. */
  drawPile?: string[];
  /** The Money deck's top cards, in order (excluding the Middlemen's m1#1…m1#N). */
  money?: string[];
  seed?: string;
  /** The cards the game is played with (the catalogue's unless given: a test's own cards). */
  cards?: CardRegistry;
}

function takeInstance(left: string[], wanted: string): string {
  const found = wanted.includes('#')
    ? left.find((c) => c === wanted)
    : left.filter((c) => designId(c) === wanted).sort(byCardId)[0];
  if (!found) throw new Error(`scenario asks for ${wanted}, which is not left`);
  left.splice(left.indexOf(found), 1);
  return found;
}

/** The pinned decks (R2) that make each hand, the draw pile and the Money deck begin as written. */
export function pinnedDecks(setup: Omit<ScenarioSetup, 'president' | 'seed'>): PinnedDecks {
  const left = [...(setup.cards ?? CATALOGUE).political].sort(byCardId);
  const fillers = () => left.find((c) => ['militia', 'army-officers', 'labor-unions', 'peasants', 'dock-workers'].includes(designId(c)))!;
  const hands = setup.players.map((name) => (setup.hands?.[name] ?? []).map((c) => takeInstance(left, c)));
  const pile = (setup.drawPile ?? []).map((c) => takeInstance(left, c));
  for (const hand of hands) {
    while (hand.length < 4) {
      const filler = fillers() ?? left[0];
      left.splice(left.indexOf(filler), 1);
      hand.push(filler);
    }
  }
  const n = setup.players.length;
  const moneyLeft = ALL_MONEY.filter((m) => !setup.players.some((_, i) => m === `m1#${i + 1}`)).sort(byCardId);
  const money = (setup.money ?? []).map((m) => takeInstance(moneyLeft, m));
  return { political: [...hands.flat(), ...pile, ...left], money: [...money, ...moneyLeft.slice(0, 43 - n - money.length)] };
}

/** A new game whose decks are pinned so each hand, the draw pile and the Money deck begin as written. */
export function scenario(setup: ScenarioSetup): State {
  return createGame({
    seed: setup.seed ?? 'scenario',
    players: setup.players,
    options: { firstPresident: setup.president ?? setup.players[0] },
    decks: pinnedDecks(setup),
  }, setup.cards);
}

/**
 * The first round's Money and its default budget, stacks clockwise from the President (each
 * announced at its value; Money not named stays with the President):
 * 3 players draw m3#1, m2#1, m1#4, m4#1: the President keeps 1 + 4, the next two get 3 and 2;
 * 4 players draw m3#1, m3#2, m2#1, m1#5, m1#6: 2, 3, 3 and 1 + 1 from the President round.
 */
const FIRST_BUDGET: Record<number, { money: string[]; split: MoneyRef[][] }> = {
  3: { money: ['m3', 'm2', 'm1', 'm4'], split: [[], ['m3#1'], ['m2#1']] },
  4: { money: ['m3', 'm3', 'm2', 'm1', 'm1'], split: [['m2#1'], ['m3#1'], ['m3#2'], ['m1#5', 'm1#6']] },
};

export interface GameOptions extends Partial<Omit<ScenarioSetup, 'hands'>> {
  /**
   * The budget: stacks by player, or a list of stacks clockwise from the President (Money not
   * named goes to the President); 'none' stays in phase 2.
   */
  stacks?: Record<string, MoneyRef[]> | MoneyRef[][] | 'none';
}

/** 4 players drawing m3#1, m2#1, m2#2, m1#5, m1#6 (9 million), at the first budget (phase 2). */
export const FOUR_9M: GameOptions = { players: FOUR, money: ['m3', 'm2', 'm2', 'm1', 'm1'], stacks: 'none' };

/** 3 players drawing m3#1, m2#1, m2#2, m1#4 (8 million): stacks of 1, 3 and 4 clockwise from the President. */
export const THREE_8M: GameOptions = { players: THREE, money: ['m3', 'm2', 'm2', 'm1'], stacks: [['m1#4'], ['m3#1'], ['m2#1', 'm2#2']] };

/**
 * A pinned-deck game (3 players unless said; the first player President) in phase 3, the first
 * turn the President's, after the default budget (FIRST_BUDGET) or the `stacks` given.
 */
export function game(hands: Record<string, string[]> = {}, options: GameOptions = {}): State {
  const players = options.players ?? THREE;
  const first = FIRST_BUDGET[players.length];
  const s = scenario({ ...options, players, hands, money: options.money ?? first?.money });
  const stacks = options.stacks ?? first?.split ?? [];
  if (stacks === 'none') return s;
  if (!Array.isArray(stacks)) return propose(s, stacks);
  return propose(s, Object.fromEntries(stacks.map((money, i) => [s.players[(s.president + i) % players.length].name, money])));
}

/**
 * Phase 2 (or R19's re-forming): the President proposes the named stacks, each a list of Money
 * (announced at its value) or Money with an announcement; drawn Money not named goes to the
 * President's own stack, announced at its value.
 */
export function propose(s: State, stacks: Record<string, MoneyRef[] | { money: MoneyRef[]; announced: number }> = {}): State {
  const president = s.players[s.president].name;
  const specs = Object.entries(stacks).map(([to, st]) => (Array.isArray(st) ? { to, money: st, announced: totalValue(st) } : { to, ...st }));
  const named = new Set(specs.flatMap((st) => st.money));
  const rest = (s.budget?.drawn ?? []).filter((m) => !named.has(m));
  if (rest.length > 0) {
    const own = specs.find((st) => st.to === president);
    if (own) own.money = [...own.money, ...rest];
    else specs.push({ to: president, money: rest, announced: totalValue(rest) });
  }
  return act(s, { type: 'propose-budget', seat: president, stacks: specs });
}

/** The simplest budget: every drawn card into the President's own stack, announced 0. */
export function proposeAllToPresident(s: State): State {
  return propose(s, { [s.players[s.president].name]: { money: [...(s.budget?.drawn ?? [])], announced: 0 } });
}

// ---- Acting

export interface Acted {
  state: State;
  events: GameEvent[];
}

/** Applies an action that must be legal. */
export function act(state: State, action: Action): State {
  return actWithEvents(state, action).state;
}

export function actWithEvents(state: State, action: Action): Acted {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(action)}: ${result.error.code}: ${result.error.message}`);
  return { state: result.state, events: result.events };
}

/** Applies legal actions in turn, checking after each that every card is where it should be. */
export function actAll(state: State, actions: Action[]): Acted {
  const events: GameEvent[] = [];
  for (const action of actions) {
    const out = actWithEvents(state, action);
    const problems = checkConservation(out.state);
    if (problems.length > 0) throw new Error(`after ${JSON.stringify(action)}: ${problems.join('; ')}`);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** Applies an action that must be refused; checks the state is returned untouched. */
export function rejected(state: State, action: unknown): ApplyError {
  const before = JSON.stringify(state);
  const result = apply(state, action);
  if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return result.error;
}

/** Who must act now, as "Name:decision". */
export function whoMustAct(state: State): string[] {
  return pending(state).required.map((d) => `${state.players[d.seat].name}:${d.decision}`);
}

/** The one player who must act now. */
function actor(s: State): string {
  const [d] = pending(s).required;
  return s.players[d.seat].name;
}

/** The name of the player whose phase-3 turn it is. */
export function turnOf(s: State): string {
  if (s.phase !== 'voting') throw new Error(`no turn in phase ${s.phase}`);
  return s.players[s.voting.order[s.voting.index]].name;
}

// ---- Phase 3: turns and the end of the voting

/** Ends the named player's turn if it is still open after their play or draw (and nothing else must happen first). */
export function endIfOpen(s: State, name: string): State {
  const [d] = pending(s).required;
  if (d && d.decision === 'finish-turn' && s.players[d.seat].name === name) return act(s, { type: 'end-turn', seat: name });
  return s;
}

/** A player (by default whoever's turn it is) draws on their turn, and ends it if still open. */
export function draw(s: State, name = turnOf(s)): State {
  return endIfOpen(act(s, { type: 'draw-card', seat: name }), name);
}

/** Plays a card on the player's turn and ends the turn if it is still open (and no reaction is pending). */
export function play(s: State, name: string, card: string, extra: Partial<ActionOf<'play-card'>> = {}): State {
  return endIfOpen(act(s, { type: 'play-card', seat: name, card, ...extra }), name);
}

/** A play-card action (to apply with act or to check with rejected). */
export const playCard = (seat: string, card: string, extra: Partial<ActionOf<'play-card'>> = {}): ActionOf<'play-card'> =>
  ({ type: 'play-card', seat, card, ...extra });

export type Move = 'draw' | Omit<ActionOf<'play-card'>, 'type' | 'seat'>;

/** The next voting turns' plays or draws, each made by whoever must act (turns are not ended). */
export function turns(s: State, ...moves: Move[]): Acted {
  const events: GameEvent[] = [];
  for (const move of moves) {
    const who = actor(s);
    const out = actWithEvents(s, move === 'draw' ? { type: 'draw-card', seat: who } : { type: 'play-card', seat: who, ...move });
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** Until phase 3 is over: draw on every turn, end turns, declare every Building "for", refuse every attack, keep a budget. */
export function finishVoting(s: State): State {
  return finishVotingWithEvents(s).state;
}

export function finishVotingWithEvents(s: State): Acted {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 200 && s.phase === 'voting'; guard++) {
    const [d] = pending(s).required;
    const seat = s.players[d.seat].name;
    let action: Action;
    if (d.decision === 'play-or-draw') action = { type: 'draw-card', seat };
    else if (d.decision === 'finish-turn') action = { type: 'end-turn', seat };
    else if (d.decision === 'declare-buildings') {
      const cards = cardsOf(s);
      const owed = s.players[d.seat].inPlay.filter((c) => c.vote === null && cards.designOf(c.card).kind === 'building' && cards.designOf(c.card).votes > 0);
      action = { type: 'declare-buildings', seat, votes: owed.map((c) => ({ card: c.card, vote: 'for' as Vote })) };
    } else if (d.decision === 'react') action = { type: 'react', seat, bodyguard: null };
    else if (d.decision === 'reform-budget') action = { type: 'keep-budget', seat };
    else throw new Error(`finishVoting cannot decide ${d.decision}`);
    const out = actWithEvents(s, action);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

// ---- Phase 4: the coup

/** As `game`, then Bo's Catholic Church (4 votes) against defeats the budget: a 3-player coup, commit order Bo, Cy, Ana. */
export function toCoup(hands: Record<string, string[]>, before: (s: State) => State = (s) => s, options: GameOptions = {}): State {
  let s = before(game({ ...hands, Bo: ['catholic-church', ...(hands.Bo ?? [])] }, options));
  s = draw(s, 'Ana');
  s = play(s, 'Bo', 'catholic-church', { vote: 'against' });
  s = finishVoting(s);
  if (s.phase !== 'coup' || s.coup.step !== 'commit') throw new Error('toCoup: no coup');
  return s;
}

/** The President's redistribution, when the coup has one (R18), moving nothing. */
export function redistributeNothing(s: State): State {
  if (s.coup?.step !== 'redistribute') return s;
  return act(s, { type: 'redistribute', seat: s.players[s.president].name, stacks: [] });
}

/** Everyone commits in the coup's order (R20): the cards named for them, or nothing. */
export function commitAll(s: State, cards: Record<string, string[]>): Acted {
  const events: GameEvent[] = [];
  while (s.phase === 'coup' && s.coup.step === 'commit') {
    const who = actor(s);
    const out = actWithEvents(s, { type: 'commit-coup', seat: who, cards: cards[who] ?? [] });
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

// ---- Reading the state and the events

export function seatOf(state: State, name: string): number {
  return state.players.findIndex((p) => p.name === name);
}

export const player = (s: State, name: string) => s.players[seatOf(s, name)];
export const hand = (s: State, name: string): string[] => player(s, name).hand;
export const inPlay = (s: State, name: string): string[] => player(s, name).inPlay.map((c) => c.card);
export const top = (s: State, name: string): MoneyRef[] => player(s, name).top;
export const swiss = (s: State, name: string): MoneyRef[] => player(s, name).swiss;

export function stack(s: State, name: string) {
  if (!s.budget) throw new Error(`no budget in phase ${s.phase}`);
  return s.budget.stacks[seatOf(s, name)];
}

/** What a player learned from cards (their view's private log). */
export function learned(s: State, name: string): Fact[] {
  return viewFor(s, seatOf(s, name)).learned;
}

export function value(cards: MoneyRef[]): number {
  return cards.reduce((sum, m) => sum + moneyValue(m), 0);
}

/** Cards sorted, for comparing piles without caring about order. */
export const sorted = (cards: readonly string[]): string[] => [...cards].sort();

export function conserved(s: State): void {
  const problems = checkConservation(s);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export function eventOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }> {
  const found = eventsOf(events, type);
  if (found.length !== 1) throw new Error(`expected one ${type} event, got ${found.length}`);
  return found[0];
}

/** The targets (or Money choices) that legalActions offers for playing a card: "-" for a play without target. */
export function offeredTargets(s: State, name: string, design: string): string[] {
  const out = legalActions(s, seatOf(s, name)).actions
    .filter((a): a is ActionOf<'play-card'> => a.type === 'play-card' && a.card.startsWith(`${design}#`))
    .map((a) => a.target ?? (a.money ? a.money.join('+') : a.useAction ? 'use' : '-'));
  return [...new Set(out)].sort();
}

export function rng(seed: string): () => number {
  return seedrandom(seed);
}

// ---- Test-only patches: reach a situation quickly

/** Test-only: change a state directly (the copy is played with the state's cards: structuredClone leaves them out). */
export function patch(state: State, change: (draft: State) => void): State {
  const copy = withCards(structuredClone(state), cardsOf(state));
  change(copy);
  return copy;
}

function pullPolitical(d: State, card: string): void {
  for (const list of [d.politicalDeck, d.politicalDiscard, ...d.players.map((p) => p.hand)]) {
    const i = list.indexOf(card);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  for (const p of d.players) {
    const i = p.inPlay.findIndex((c) => c.card === card);
    if (i >= 0) {
      p.inPlay.splice(i, 1);
      return;
    }
  }
  throw new Error(`${card} is nowhere to take from`);
}

/** Test-only: put a Political card (an instance) in play in front of a player. */
export function putInPlay(s: State, name: string, card: string, vote: Vote | null = null): State {
  return patch(s, (d) => {
    pullPolitical(d, card);
    d.players[seatOf(d, name)].inPlay.push({ card, vote });
  });
}

/** Test-only: a player's hand becomes exactly these cards (instances); the cards it held go to the bottom of the draw pile. */
export function setHand(s: State, name: string, cards: string[]): State {
  return patch(s, (d) => {
    const p = d.players[seatOf(d, name)];
    const old = p.hand.filter((c) => !cards.includes(c));
    p.hand = p.hand.filter((c) => cards.includes(c));
    for (const card of cards) {
      if (p.hand.includes(card)) continue;
      pullPolitical(d, card);
      p.hand.push(card);
    }
    d.politicalDeck.push(...old);
  });
}

/** Test-only: put a Political card (an instance) on the discard pile. */
export function toDiscard(s: State, card: string): State {
  return patch(s, (d) => {
    pullPolitical(d, card);
    d.politicalDiscard.push(card);
  });
}

function pullMoney(d: State, card: MoneyRef): void {
  const lists = [
    d.moneyDeck, d.moneyOut, d.budget?.drawn ?? [], ...(d.budget?.stacks.map((st) => st.cards) ?? []),
    ...d.players.flatMap((p) => [p.top, p.swiss]),
  ];
  for (const list of lists) {
    const i = list.indexOf(card);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`${card} is nowhere to take from`);
}

/** Test-only: move Money cards (instances) onto the top of / under a player's Middleman. */
export function giveMoney(s: State, name: string, cards: MoneyRef[], where: 'top' | 'swiss' = 'top'): State {
  return patch(s, (d) => {
    for (const card of cards) {
      pullMoney(d, card);
      d.players[seatOf(d, name)][where].push(card);
    }
  });
}

/** Test-only: leave only `keep` cards in the Money deck; the rest go under the named player's Middleman. */
export function shrinkMoneyDeck(s: State, keep: number, dumpOn: string): State {
  return giveMoney(s, dumpOn, s.moneyDeck.slice(keep), 'swiss');
}

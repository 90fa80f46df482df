// Helpers for the card tests (test/cards-*.test.ts): budgets, quick placements, and finishing a phase.
import {
  checkConservation, legalActions, pending, viewFor, type Action, type Fact, type GameEvent, type MoneyRef, type State, type Vote,
} from '../../src/engine/index.js';
import { designOf, moneyValue, totalValue } from '../../src/engine/catalogue.js';
import { act, actWithEvents, patch, scenario, seatOf, type ScenarioSetup } from './game.js';

export const THREE = ['Ana', 'Bo', 'Cy'];
export const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];

/** Phase 2: the President proposes; each named stack gets those drawn cards (announced at full value), the rest go to the President. */
export function propose(s: State, stacks: Record<string, MoneyRef[]> = {}): State {
  const president = s.players[s.president].name;
  const given = new Set(Object.values(stacks).flat());
  const own = s.budget!.drawn.filter((m) => !given.has(m));
  const all: Record<string, MoneyRef[]> = { ...stacks, [president]: [...(stacks[president] ?? []), ...own] };
  return act(s, {
    type: 'propose-budget',
    seat: president,
    stacks: Object.entries(all).map(([to, money]) => ({ to, money, announced: totalValue(money) })),
  });
}

/** A pinned-deck game (first player President by default) already in phase 3, the first turn the President's. */
export function voting(setup: ScenarioSetup & { stacks?: Record<string, MoneyRef[]> }): State {
  return propose(scenario(setup), setup.stacks ?? {});
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

/** Plays a card on the current player's turn and ends the turn if it is still open (and no reaction is pending). */
export function play(s: State, name: string, card: string, extra: Partial<Extract<Action, { type: 'play-card' }>> = {}): State {
  const after = act(s, { type: 'play-card', seat: name, card, ...extra } as Action);
  return endIfOpen(after, name);
}

export function draw(s: State, name: string): State {
  return endIfOpen(act(s, { type: 'draw-card', seat: name }), name);
}

export function endIfOpen(s: State, name: string): State {
  const [d] = pending(s).required;
  if (d && d.decision === 'finish-turn' && s.players[d.seat].name === name) return act(s, { type: 'end-turn', seat: name });
  return s;
}

/** Until phase 3 is over: draw on every turn, end turns, declare every Building "for", refuse every attack. */
export function finishVoting(s: State): State {
  return finishVotingWithEvents(s).state;
}

export function finishVotingWithEvents(s: State): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const step = (action: Action) => {
    const out = actWithEvents(s, action);
    events.push(...out.events);
    return out.state;
  };
  for (let guard = 0; guard < 200 && s.phase === 'voting'; guard++) {
    const [d] = pending(s).required;
    const seat = s.players[d.seat].name;
    if (d.decision === 'play-or-draw') s = step({ type: 'draw-card', seat });
    else if (d.decision === 'finish-turn') s = step({ type: 'end-turn', seat });
    else if (d.decision === 'declare-buildings') {
      const owed = s.players[d.seat].inPlay.filter((c) => c.vote === null && designOf(c.card).kind === 'building' && designOf(c.card).votes > 0);
      s = step({ type: 'declare-buildings', seat, votes: owed.map((c) => ({ card: c.card, vote: 'for' as Vote })) });
    } else if (d.decision === 'react') s = step({ type: 'react', seat, bodyguard: null });
    else if (d.decision === 'reform-budget') s = step({ type: 'keep-budget', seat });
    else throw new Error(`finishVoting cannot decide ${d.decision}`);
  }
  return { state: s, events };
}

/** What a player learned from cards (their view's private log). */
export function learned(s: State, name: string): Fact[] {
  return viewFor(s, seatOf(s, name)).learned;
}

export function value(cards: MoneyRef[]): number {
  return cards.reduce((sum, m) => sum + moneyValue(m), 0);
}

export function conserved(s: State): void {
  const problems = checkConservation(s);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

export function hand(s: State, name: string): string[] {
  return s.players[seatOf(s, name)].hand;
}

export function inPlay(s: State, name: string): string[] {
  return s.players[seatOf(s, name)].inPlay.map((c) => c.card);
}

export function top(s: State, name: string): MoneyRef[] {
  return s.players[seatOf(s, name)].top;
}

export function swiss(s: State, name: string): MoneyRef[] {
  return s.players[seatOf(s, name)].swiss;
}

export function stack(s: State, name: string) {
  return s.budget!.stacks[seatOf(s, name)];
}

/** The Money the 3-player games below draw: Bo's stack gets 3 million, Cy's 2, Ana (President) keeps 1 + 4. */
export const MONEY = ['m3', 'm2', 'm1', 'm4'];
export const STACKS: Record<string, MoneyRef[]> = { Bo: ['m3#1'], Cy: ['m2#1'] };

/** 3 players Ana (President), Bo, Cy with pinned hands, in phase 3; turn order Ana, Bo, Cy, Ana, Cy, Bo (R10). */
export function game(hands: Record<string, string[]>, extra: { drawPile?: string[]; money?: string[]; seed?: string } = {}): State {
  return voting({ players: THREE, hands, money: extra.money ?? MONEY, stacks: STACKS, drawPile: extra.drawPile, seed: extra.seed });
}

/** As `game`, then Bo's Catholic Church (4 votes) against defeats the budget: a 3-player coup, commit order Bo, Cy, Ana. */
export function toCoup(hands: Record<string, string[]>, before: (s: State) => State = (s) => s): State {
  let s = before(game({ ...hands, Bo: ['catholic-church', ...(hands.Bo ?? [])] }));
  s = draw(s, 'Ana');
  s = play(s, 'Bo', 'catholic-church', { vote: 'against' });
  s = finishVoting(s);
  if (s.phase !== 'coup' || s.coup!.step !== 'commit') throw new Error('toCoup: no coup');
  return s;
}

export function commitAll(s: State, bo: string[], cy: string[], ana: string[]): { state: State; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, cards] of [['Bo', bo], ['Cy', cy], ['Ana', ana]] as const) {
    const out = actWithEvents(s, { type: 'commit-coup', seat, cards });
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** The targets (or Money choices) that legalActions offers for playing a card: "-" for a play without target. */
export function offeredTargets(s: State, name: string, design: string): string[] {
  const seat = seatOf(s, name);
  const out = legalActions(s, seat).actions
    .filter((a): a is Extract<Action, { type: 'play-card' }> => a.type === 'play-card' && a.card.startsWith(`${design}#`))
    .map((a) => a.target ?? (a.money ? a.money.join('+') : a.useAction ? 'use' : '-'));
  return [...new Set(out)].sort();
}

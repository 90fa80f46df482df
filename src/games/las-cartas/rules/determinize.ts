// A full state consistent with one seat's view, the hidden parts sampled: for search bots
// (ISMCTS) and for the tests that prove a seat's view leaks nothing.
import { shuffled } from '../../../core/sampling.js';
import { ALL_MONEY, rebellionOf, totalValue } from './catalogue.js';
import { cardsOf, withCards } from './cards.js';
import { seedRng } from './rng.js';
import { NO_PARTS } from './context.js';
import type { BudgetStack, Fact, MoneyRef, Phase, PhaseParts, PlayerState, Random, Seat, State } from './types.js';
import { rebellionWhereabouts, type PlayerView } from './view.js';

/** A stack seen by a card and unchanged since keeps its known cards. */
function knownStack(view: PlayerView, owner: Seat): MoneyRef[] | null {
  const seen = view.stacks[owner];
  if (seen) return seen;
  const stack = view.players[owner].stack;
  if (!stack) return null;
  const facts = view.learned.filter((f): f is Extract<Fact, { kind: 'stack' }> =>
    f.kind === 'stack' && f.owner === owner && f.round === view.round && f.version === stack.version);
  return facts.length > 0 ? [...facts[facts.length - 1].cards] : null;
}

export function determinize(view: PlayerView, random: Random): State {
  const me = view.seat;
  const revealed = view.coup?.revealed ?? null;
  const committed: (string[] | null)[] = view.players.map((p, i) =>
    revealed ? [...revealed[i]] : i === me ? view.coup?.myCommitted ?? null : p.committedCount === null ? null : []);

  const knownPolitical = new Set<string>([
    ...view.hand, ...view.politicalDiscard, ...view.players.flatMap((p) => p.inPlay.map((c) => c.card)),
    ...committed.flatMap((c) => c ?? []),
  ]);
  const cards = cardsOf(view);
  const politicalPool = shuffled(cards.political.filter((c) => !knownPolitical.has(c)), random);
  const hands = view.players.map((p, i): string[] => {
    if (i === me) return [...view.hand];
    const where = rebellionWhereabouts(view, i);
    const count = view.players[i].committedCount ?? 0;
    const inHand = where === 'hand' || (where === 'hand-or-committed' && (p.handSize === 0 ? false : random() < 0.5));
    if (where === 'hand-or-committed' && !inHand && !revealed) committed[i]!.push(rebellionOf(i));
    if (committed[i] && i !== me && !revealed) {
      while (committed[i]!.length < count) committed[i]!.push(politicalPool.pop()!);
    }
    const hand = inHand ? [rebellionOf(i)] : [];
    while (hand.length < p.handSize) hand.push(politicalPool.pop()!);
    return hand;
  });

  const stacks = view.players.map((_, i) => knownStack(view, i));
  const knownMoney = new Set<string>([
    ...view.top, ...view.swiss, ...view.moneyOut, ...(view.drawn ?? []), ...stacks.flatMap((c) => c ?? []),
  ]);
  const moneyPool = ALL_MONEY.filter((m) => !knownMoney.has(m));
  const hiddenStacks = view.players.flatMap((p, i) => (p.stack && !stacks[i] ? [i] : []));
  const dealt = dealStacks(view, hiddenStacks, moneyPool, random);
  hiddenStacks.forEach((owner, k) => (stacks[owner] = dealt.stacks[k]));
  const rest = dealt.rest;
  const take = (count: number): MoneyRef[] => rest.splice(0, count);
  const players: PlayerState[] = view.players.map((p, i) => ({
    name: p.name,
    hand: hands[i],
    inPlay: p.inPlay.map((c) => ({ ...c })),
    top: i === me ? [...view.top] : take(p.topCount),
    swiss: i === me ? [...view.swiss] : take(p.swissCount),
  }));
  const drawn = view.drawn ? [...view.drawn] : take(view.drawnCount);
  const moneyDeck = take(view.moneyDeckSize);

  const budgetStacks = view.players.map((p, i) => p.stack && {
    cards: stacks[i] ?? [], announced: p.stack.announced, returned: p.stack.returned, version: p.stack.version,
  });
  const hasBudget = view.phase === 'budget' || budgetStacks.some((b) => b);
  const announced = budgetStacks.reduce((sum, b) => sum + (b && !b.returned ? b.announced : 0), 0);
  const cap = view.cap ?? Math.max(announced, totalValue(drawn) + totalValue(stacks.flatMap((c) => c ?? [])));
  const rng = seedRng(String(random()));
  const fp = view.firstPresident;
  const parts = partsOf(view.phase, {
    firstPresident: fp && {
      candidates: [...fp.candidates],
      votes: fp.voted.map((voted, i) =>
        i === me ? fp.myVote : voted ? fp.candidates[Math.floor(random() * fp.candidates.length)] : null),
      revote: fp.revote,
    },
    budget: hasBudget ? { cap, drawn, stacks: budgetStacks.filter((b): b is BudgetStack => b !== null) } : null,
    voting: view.voting && { ...view.voting, reaction: view.voting.reaction && { ...view.voting.reaction } },
    tally: view.tally && { for: [...view.tally.for], against: [...view.tally.against] },
    coup: view.coup && {
      firstRebel: view.coup.firstRebel,
      declaredRebel: view.coup.declaredRebel,
      step: view.coup.step,
      order: [...view.coup.order],
      index: view.coup.index,
      committed,
      rebels: [...view.coup.rebels],
      tiedForPresidency: [...view.coup.tiedForPresidency],
      // R18: which cards were returned is the President's secret; others know how many. They are
      // in the President's stack until redistributed, then some may be on other stacks.
      returned: view.coup.returned
        ? [...view.coup.returned]
        : [view.president, ...[...view.players.keys()].filter((i) => i !== view.president)]
            .flatMap((i) => stacks[i] ?? []).slice(0, view.coup.returnedCount),
    },
  });
  return withCards<State>({
    seed: 'determinized',
    options: { ...view.options },
    rng,
    round: view.round,
    president: view.president,
    players,
    politicalDeck: politicalPool.slice(0, view.politicalDeckSize),
    politicalDiscard: [...view.politicalDiscard],
    moneyDeck,
    moneyOut: [...view.moneyOut],
    learned: view.players.map((_, i) => (i === me ? view.learned.map((f) => ({ ...f, cards: [...f.cards] }) as Fact) : [])),
    actionCount: view.actionCount,
    ...parts,
  }, cards);
}

type Parts = { [K in keyof PhaseParts as Exclude<K, 'phase'>]: PhaseParts[K] | null };

/** The phase's parts from what the view holds; a view always has those its phase needs. */
function partsOf(phase: Phase, p: Parts): PhaseParts {
  const missing = (part: string): never => {
    throw new Error(`a view in phase ${phase} without its ${part}`);
  };
  switch (phase) {
    case 'first-president':
      return { ...NO_PARTS, phase, firstPresident: p.firstPresident ?? missing('first-President vote') };
    case 'budget':
      return { ...NO_PARTS, phase, budget: p.budget ?? missing('budget') };
    case 'voting':
      return { ...NO_PARTS, phase, budget: p.budget ?? missing('budget'), voting: p.voting ?? missing('voting') };
    case 'coup':
      return {
        phase, firstPresident: null, budget: p.budget ?? missing('budget'), voting: p.voting ?? missing('voting'),
        tally: p.tally ?? missing('tally'), coup: p.coup ?? missing('coup'),
      };
    case 'ended':
      return { ...NO_PARTS, phase };
  }
}

/** Random deals tried before the largest cards are dealt first: a fitting random deal is usually found in a few. */
const RANDOM_DEAL_ATTEMPTS = 40;

/** Deals unseen stacks so each holds at least its announcement (R9), when the pool allows it. */
function dealStacks(view: PlayerView, owners: Seat[], pool: MoneyRef[], random: Random): { stacks: MoneyRef[][]; rest: MoneyRef[] } {
  const counts = owners.map((o) => view.players[o].stack!.count);
  const floors = owners.map((o) => view.players[o].stack!.announced);
  let best: { stacks: MoneyRef[][]; rest: MoneyRef[] } | null = null;
  for (let attempt = 0; attempt < RANDOM_DEAL_ATTEMPTS; attempt++) {
    const rest = shuffled(pool, random);
    const stacks = counts.map((c) => rest.splice(0, c));
    best = { stacks, rest };
    if (stacks.every((st, k) => totalValue(st) >= floors[k])) return best;
  }
  const rest = shuffled(pool, random).sort((a, b) => totalValue([b]) - totalValue([a]));
  const stacks = counts.map((c) => rest.splice(0, c));
  return stacks.every((st, k) => totalValue(st) >= floors[k]) ? { stacks, rest: shuffled(rest, random) } : best!;
}

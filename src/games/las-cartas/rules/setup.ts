// Setting up a game (R1, R2, R3): seats, the deal, pinned decks, and how the first President is chosen.
import { STARTING_HAND } from '../content/cards.js';
import { NAME_MAX_LENGTH } from '../../../core/names.js';
import { MAX_PLAYERS, MIN_PLAYERS } from '../content/players.js';
import { ALL_MONEY, byCardId, designId, isMoney, isMoneyDesign, rebellionOf } from './catalogue.js';
import { emit, makeCtx, NO_PARTS, tell, type Ctx } from './context.js';
import { openFirstPresidentVote, installPresident } from './phases/first-president.js';
import { CATALOGUE, withCards, type CardRegistry } from './cards.js';
import { seedRng, shuffleCards, type Rng } from './rng.js';
import type { GameEvent, GameSetup, State } from './types.js';

export class SetupError extends Error {}

function checkPlayers(players: unknown): string[] {
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new SetupError(`a game has ${MIN_PLAYERS} to ${MAX_PLAYERS} players`);
  }
  for (const name of players) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > NAME_MAX_LENGTH) {
      throw new SetupError(`every player needs a name of 1 to ${NAME_MAX_LENGTH} characters`);
    }
  }
  if (new Set(players).size !== players.length) throw new SetupError('player names must be different');
  return players as string[];
}

/**
 * Resolves a pinned deck written with instances or bare ids (R2). It may list only the top of
 * the deck: the cards it leaves out follow, shuffled by the seed.
 */
export function pinDeck(written: unknown, expected: readonly string[], what: string, rng: Rng, cards: CardRegistry): string[] {
  if (!Array.isArray(written)) throw new SetupError(`the pinned ${what} deck must be a list of cards`);
  const left = new Set(expected);
  const out: string[] = [];
  for (const entry of written) {
    if (typeof entry !== 'string') throw new SetupError(`the pinned ${what} deck holds a non-card: ${JSON.stringify(entry)}`);
    let card = entry;
    if (!entry.includes('#')) {
      const known = what === 'money' ? isMoneyDesign(entry) : cards.isDesign(entry);
      if (!known) throw new SetupError(`unknown card "${entry}" in the pinned ${what} deck`);
      card = [...left].filter((c) => designId(c) === entry).sort(byCardId)[0];
      if (!card) throw new SetupError(`the pinned ${what} deck names "${entry}" more times than there are such cards left`);
    } else {
      const known = what === 'money' ? isMoney(entry) : cards.isPolitical(entry);
      if (!known) throw new SetupError(`unknown card "${entry}" in the pinned ${what} deck`);
      if (!left.has(entry)) throw new SetupError(`"${entry}" appears twice in, or does not belong to, the pinned ${what} deck`);
    }
    left.delete(card);
    out.push(card);
  }
  return [...out, ...shuffleCards(rng, [...left])];
}

/** A new game of `setup`, played with `cards` (the catalogue's unless given: a test's own cards). */
export function createGame(setup: GameSetup, cards: CardRegistry = CATALOGUE): State {
  return createGameWithEvents(setup, cards).state;
}

export function createGameWithEvents(setup: GameSetup, cards: CardRegistry = CATALOGUE): { state: State; events: GameEvent[] } {
  const names = checkPlayers(setup.players);
  if (typeof setup.seed !== 'string') throw new SetupError('the seed must be a text');
  const firstPresident = setup.options?.firstPresident ?? 'vote';
  if (firstPresident !== 'vote' && firstPresident !== 'random' && !names.includes(firstPresident)) {
    throw new SetupError(`firstPresident must be "vote", "random" or a player's name, not "${firstPresident}"`);
  }
  const n = names.length;
  const startingMoney = names.map((_, i) => `m1#${i + 1}`);
  const moneyLeft = ALL_MONEY.filter((m) => !startingMoney.includes(m));
  const state = withCards<State>({
    seed: setup.seed,
    options: { firstPresident },
    rng: seedRng(setup.seed),
    round: 0,
    president: 0,
    players: names.map((name, i) => ({ name, hand: [], inPlay: [], top: [startingMoney[i]], swiss: [] })),
    politicalDeck: [],
    politicalDiscard: [],
    moneyDeck: [],
    moneyOut: [],
    learned: names.map(() => []),
    actionCount: 0,
    // Until the method below is applied, every seat may still be named (R3).
    ...NO_PARTS,
    phase: 'first-president',
    firstPresident: { candidates: names.map((_, i) => i), votes: names.map(() => null), revote: false },
  }, cards);
  const ctx = makeCtx(state, cards);
  const political = setup.decks?.political
    ? pinDeck(setup.decks.political, cards.political, 'political', ctx.rng(), cards)
    : shuffleCards(ctx.rng(), cards.political);
  state.moneyDeck = setup.decks?.money ? pinDeck(setup.decks.money, moneyLeft, 'money', ctx.rng(), cards) : shuffleCards(ctx.rng(), moneyLeft);
  emit(ctx, { type: 'game-started', players: [...names] });
  state.players.forEach((p, seat) => {
    p.hand = [...political.slice(seat * STARTING_HAND, (seat + 1) * STARTING_HAND), rebellionOf(seat)];
    tell(ctx, [seat], { type: 'hand-dealt', seat, cards: [...p.hand] });
  });
  state.politicalDeck = political.slice(n * STARTING_HAND);
  choosePresidentMethod(ctx, firstPresident);
  const rng = ctx.rngUsed();
  if (rng) state.rng = rng.state();
  return { state, events: ctx.events };
}

function choosePresidentMethod(ctx: Ctx, method: string): void {
  const s = ctx.s;
  const seats = s.players.map((_, i) => i);
  if (method === 'vote') return openFirstPresidentVote(ctx, seats, false);
  if (method === 'random') return installPresident(ctx, ctx.rng().below(seats.length), 'random');
  installPresident(ctx, s.players.findIndex((p) => p.name === method), 'named');
}

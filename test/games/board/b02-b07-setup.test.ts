// Setup and the table (rulings B1, B2, B4, B7): any seat may be a bot and the rules never ask which;
// the deal from seat 0, a draw from an empty pile reshuffling the discard, both empty giving
// nothing; the markers as fields of the state.
import alea from 'seedrandom/lib/alea.js';
import { randomChoice } from '../../../src/core/random-bot.js';
import { FAMILIES } from '../../../src/games/board/content/box.js';
import { ALL_CARDS, byCardId } from '../../../src/games/board/content/cards.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import { conservationProblems } from '../../../src/games/board/rules/conservation.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { create } from '../../../src/games/board/rules/setup.js';
import { events, game, logged, player } from './builder.js';

const rng = (seed: string): (() => number) => (alea as unknown as (s: string) => () => number)(seed);
const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${i}`);

describe('B1 seats and families', () => {
  test('B1 seats are taken in the order given, seat 0 first, and seat k takes the k-th family', () => {
    const { state, events: told } = boardRules.create({ seed: 'b1', players: ['Zoe', 'Yan', 'Xi', 'Wu'] });
    expect(state.players.map((p) => p.name)).toEqual(['Zoe', 'Yan', 'Xi', 'Wu']);
    expect(state.players.map((p) => p.family)).toEqual(FAMILIES.slice(0, 4));
    expect(told[0]).toEqual({ type: 'setup', families: FAMILIES.slice(0, 4) });
  });
});

describe('B2 humans and bots', () => {
  test('B2 setup takes seats by name only: the rules never ask which seat is human', () => {
    const { state } = boardRules.create({ seed: 'b2', players: players(4) });
    expect(state.players.map((p) => Object.keys(p).sort())).toEqual(
      players(4).map(() => ['account', 'embassy', 'family', 'hand', 'influence', 'location', 'name', 'pocket', 'resigned', 'status']),
    );
  });

  test.each(['b2-a', 'b2-b'])('B2 B73 a 4-seat game whose every seat is the core\'s random bot ends by B64 (%s)', (seed) => {
    const random = rng(seed);
    let s: BoardState = boardRules.create({ seed, players: players(4) }).state;
    let actions = 0;
    while (!boardRules.isOver(s)) {
      const asked = boardRules.pending(s).required;
      const seat = asked[Math.floor(random() * asked.length)].seat;
      const action = randomChoice(boardRules.legalActions(s, seat), random, 0.1);
      // A bot's null on a required decision stops a session: every choice it is offered must give an action.
      expect(action).not.toBeNull();
      const result = boardRules.apply(s, action);
      if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code} ${result.error.message}`);
      s = result.state;
      expect(conservationProblems(s)).toEqual([]);
      actions += 1;
      expect(actions).toBeLessThan(20_000);
    }
    expect(s.ended?.reason).toMatch(/^(aid|first-tie|all-dead)$/);
  });
});

describe('B4 the Political deck', () => {
  test('B4 each player in seat order from seat 0 draws 5 from the top of the shuffled deck', () => {
    const deck = [...ALL_CARDS].sort(byCardId).reverse();
    const { state, events: told } = create({ seed: 'b4', players: players(5), political: deck });
    for (let seat = 0; seat < 5; seat++) expect(state.players[seat].hand).toEqual(deck.slice(5 * seat, 5 * seat + 5));
    expect(state.drawPile).toEqual(deck.slice(25));
    expect(told.filter((e) => e.type === 'draw' && e.audience === undefined)).toEqual([0, 1, 2, 3, 4].map((seat) => ({ type: 'draw', seat, count: 5 })));
  });

  test('B4 a draw from an empty draw pile first shuffles the discard pile into a new draw pile', () => {
    const everything = [...ALL_CARDS].sort(byCardId);
    const s = game({ phase: 1, hands: { Ana: everything.slice(0, 4) }, discard: everything.slice(4), extra: { drawPile: [] } });
    expect(logged().find((e) => e.type === 'reshuffle')).toEqual({ type: 'reshuffle', size: 60 });
    expect(s.discard).toEqual([]);
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 2, 2, 2, 2]);
    expect(s.drawPile).toHaveLength(50);
  });

  test('B4 with both the draw pile and the discard pile empty a draw gives nothing', () => {
    const everything = [...ALL_CARDS].sort(byCardId);
    const hands = Object.fromEntries(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name, i) => [name, everything.slice(13 * i, 13 * i + 13)]));
    const s = game({ phase: 1, hands, extra: { drawPile: [] } });
    expect(logged().filter((e) => e.type === 'draw' && e.audience === undefined)).toEqual([0, 1, 2, 3, 4].map((seat) => ({ type: 'draw', seat, count: 0 })));
    expect(logged().some((e) => e.type === 'reshuffle')).toBe(false);
    expect(player(s, 'Ana').hand).toHaveLength(13);
    expect(player(s, 'Ed').hand).toHaveLength(12);
  });
});

describe('B7 counters and markers', () => {
  test('B7 the markers are fields of the state: Political Situation Stable, Bank Open, Assassination marker on activity at setup', () => {
    const { state } = boardRules.create({ seed: 'b7', players: players(5) });
    expect(state).toMatchObject({ situation: 'stable', bank: 'open', marker: 'activity', round: 0 });
    expect(state.flow[0]).toEqual({ kind: 'round', phase: 0, step: 1 });
  });

  test('B7 the Political phase is the round driver\'s phase, told as each phase begins', () => {
    const s = game({ phase: 7, locations: { Ana: 'home', Bo: 'home', Cy: 'home', Di: 'home', Ed: 'home' }, extra: { revealed: true } });
    expect(s.flow[0]).toMatchObject({ kind: 'round', phase: 8 });
    expect(events()).toContainEqual({ type: 'phase', phase: 8 });
  });

  test('B7 B65 the unused blank cards are not modelled: the deck is the 64 cards of the catalogue', () => {
    expect(ALL_CARDS).toHaveLength(64);
    expect(new Set(ALL_CARDS).size).toBe(64);
  });
});

// Random games, coups included, checked at every step against the engine's side of rulings B5, B70 and B73: no
// public event carries bills, a denomination, a fee or a drawn card; every decision goes to exactly
// one active player, except the trade windows and Locations (every active player at once) and an
// exile's return-or-stay (that exile); and every game ends.
import alea from 'seedrandom/lib/alea.js';
import { randomChoice } from '../../../src/core/random-bot.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import type { BoardEvent, BoardState } from '../../../src/games/board/rules/types.js';

const rng = (seed: string): (() => number) => (alea as unknown as (s: string) => () => number)(seed);

/** Fields that only the audience of an event may be told (B5): bills, how they were paid, cards drawn or given, a seen Location or total. */
const PRIVATE_FIELDS = ['bills', 'deposited', 'withdrawn', 'fee', 'denomination', 'cardIds', 'total'];

/** B64: the end reveals every Budget's true stacks and every gift's bills to all. */
const END_REVEAL: readonly string[] = ['end', 'budget-revealed', 'gift-revealed'];

function privateFieldsOf(event: BoardEvent): string[] {
  if (END_REVEAL.includes(event.type)) return [];
  const found = PRIVATE_FIELDS.filter((k) => k in event);
  if (event.type === 'draw' && 'cards' in event) found.push('cards');
  if (event.type === 'seen' && 'location' in event) found.push('location');
  return found;
}

/** What is wrong with who is asked now under B70, or null. */
function askedProblem(s: BoardState): string | null {
  const asked = boardRules.pending(s).required.map((d) => d.seat);
  const top = s.flow[s.flow.length - 1];
  if (asked.length === 0) return 'nobody is asked and the game is not over';
  if (new Set(asked).size !== asked.length) return 'a seat is asked twice';
  const together = top.kind === 'window' || top.kind === 'locations';
  if (asked.length > 1 && !together) return `${asked.length} seats asked at once by a ${top.kind}`;
  for (const seat of asked) {
    const status = s.players[seat].status;
    if (top.kind === 'exiles' ? status !== 'exiled' : status !== 'active') return `a ${status} seat is asked by a ${top.kind}`;
  }
  if (together) {
    const active = s.players.map((_, i) => i).filter((i) => s.players[i].status === 'active');
    if (asked.some((seat) => !active.includes(seat))) return 'an inactive seat is asked in a simultaneous decision';
  }
  return null;
}

describe('B5 B70 B73 random games', () => {
  test.each([['b70-5', 5], ['b70-7', 7]])('B5 B70 B73 a random game (%s) asks by the rules, tells no bills publicly, and ends', (seed, seats) => {
    const random = rng(seed);
    let s: BoardState = boardRules.create({ seed, players: Array.from({ length: seats }, (_, i) => `P${i}`) }).state;
    const problems = new Set<string>();
    const kinds = new Set<string>();
    let actions = 0;
    while (!boardRules.isOver(s)) {
      const problem = askedProblem(s);
      if (problem) problems.add(problem);
      kinds.add(s.flow[s.flow.length - 1].kind);
      const asked = boardRules.pending(s).required;
      const seat = asked[Math.floor(random() * asked.length)].seat;
      const result = boardRules.apply(s, randomChoice(boardRules.legalActions(s, seat), random, 0.1));
      if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code} ${result.error.message}`);
      for (const event of result.events) {
        if (event.audience === undefined) for (const field of privateFieldsOf(event)) problems.add(`a public ${event.type} event carries ${field}`);
      }
      s = result.state;
      actions += 1;
      expect(actions).toBeLessThan(20_000);
    }
    expect([...problems]).toEqual([]);
    // The game went through the decisions the checks are about.
    expect([...kinds]).toEqual(expect.arrayContaining(['window', 'locations', 'vote', 'pass', 'cabinet', 'budget', 'announce']));
    // B41–B59: and through coups, from the question to the execution.
    expect([...kinds]).toEqual(expect.arrayContaining(['coup-question', 'movement', 'attacks', 'sides', 'execution']));
  });
});

// The heuristic bot answers every decision of B70 legally (rulings B5, B70): in games at 4 to 7 seats
// (from setup, or from a coup just started) where each step is the heuristic's or a random bot's, 1,000 positions per seat count are answered
// by the heuristic from the seat's view alone, and the rules take every answer; every kind of
// decision of B70 is among them.
import seedrandom from 'seedrandom';
import { randomChoice } from '../../../src/core/random-bot.js';
import { heuristicBot } from '../../../src/games/board/bots/heuristic.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import { create } from '../../../src/games/board/rules/setup.js';
import type { BoardState, FrameKind } from '../../../src/games/board/rules/types.js';
import { SEVEN } from './builder.js';
import { randomPosition } from './random-games.js';

/** Positions answered by the heuristic per seat count. */
const POSITIONS = 1000;

/** B70's decisions, by the kind of frame that asks them (the round's driver asks none). */
const DECISIONS: FrameKind[] = [
  'vote', 'window', 'pass', 'announce', 'hand-limit', 'react', 'banking', 'exiles', 'cabinet', 'budget', 'force', 'locations',
  'coup-question', 'cousin', 'movement', 'attacks', 'shelling', 'retreats', 'sides', 'junta-vote', 'execution',
];

interface Tally { answered: number; kinds: Set<FrameKind>; refused: string[] }

/** Plays games at `seats` until `POSITIONS` heuristic answers were checked: half the steps the heuristic's, half a random bot's. */
async function tally(seats: number): Promise<Tally> {
  const out: Tally = { answered: 0, kinds: new Set(), refused: [] };
  for (let g = 0; out.answered < POSITIONS; g++) {
    const random = seedrandom(`bots-legal-${seats}-${g}`);
    const bots = SEVEN.slice(0, seats).map(() => heuristicBot());
    const names = SEVEN.slice(0, seats);
    // Every other game from a coup just started (B41), so the rarer coup decisions (the Junta's vote) come up.
    let s: BoardState = g % 2 === 0 ? create({ seed: `bots-legal-${seats}-${g}`, players: names }).state : randomPosition(random, 8, { seats: names, coup: true });
    while (s.ended === null && out.answered < POSITIONS) {
      const required = boardRules.pending(s).required;
      const seat = required[Math.floor(random() * required.length)].seat;
      const choices = boardRules.legalActions(s, seat);
      const kind = s.flow[s.flow.length - 1].kind;
      const byHeuristic = random() < 0.5;
      const action = byHeuristic ? await bots[seat].decide(boardRules.viewFor(s, seat), choices, random) : randomChoice(choices, random, 0);
      const result = boardRules.apply(s, action);
      if (byHeuristic) {
        out.answered += 1;
        out.kinds.add(kind);
        if (!result.ok) out.refused.push(`${kind}: ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
      }
      if (!result.ok) throw new Error(`refused at ${kind}: ${JSON.stringify(action)}: ${result.error.message}`);
      s = result.state;
    }
  }
  return out;
}

describe('B70: the heuristic bot answers every decision legally from its view', () => {
  const kinds = new Set<FrameKind>();
  it.each([4, 5, 6, 7])('at %i seats, 1,000 positions', async (seats) => {
    const t = await tally(seats);
    expect(t.refused).toEqual([]);
    expect(t.answered).toBe(POSITIONS);
    t.kinds.forEach((k) => kinds.add(k));
  });
  it('every kind of decision of B70 was answered', () => {
    expect(DECISIONS.filter((k) => !kinds.has(k))).toEqual([]);
  });
});

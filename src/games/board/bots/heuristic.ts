// The board game's heuristic bot (rulings B5, B70): one answer for each decision of B70, decided from
// its seat's view alone by the part of the game it belongs to – the political game (heuristic-politics.ts),
// Locations, assassinations, banking and exile (heuristic-shadows.ts), and the Coup Game
// (heuristic-coup.ts); where a part has no better answer, one of the listed choices at random.
import type { Choices, GameBot } from '../../../core/game.js';
import { randomChoice } from '../../../core/random-bot.js';
import type { Random } from '../../../core/types.js';
import type { Action } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import type { Decision, Deciders } from './heuristic-context.js';
import { coupDeciders } from './heuristic-coup.js';
import { politicsDeciders } from './heuristic-politics.js';
import { shadowsDeciders } from './heuristic-shadows.js';
import { Memory } from './heuristic-memory.js';

const DECIDERS: Deciders = { ...politicsDeciders, ...shadowsDeciders, ...coupDeciders };

/** The heuristic's answer at a decision, or null where it has none. */
export function heuristicAnswer(view: BoardView, choices: Choices<Action>, random: Random, memory = new Memory().observe(view)): Action | null {
  const frame = view.flow[view.flow.length - 1];
  const decide = DECIDERS[frame.kind];
  if (!decide || view.seat === null) return null;
  const d: Decision = { view, me: view.seat, frame, choices, random, memory };
  return decide(d);
}

/**
 * Each seat's own memory at each table (B5: a bot decides from its seat's view and what it was
 * shown): one bot object may play several seats of a table, and a simulation's games one after
 * another; a view earlier than the last one seen at the same seat and table starts a new game.
 */
export class Memories {
  private readonly tables = new Map<string, { memory: Memory; at: number }>();

  of(view: BoardView): Memory {
    const key = `${view.seat}|${view.players.map((p) => p.name).join(',')}`;
    let table = this.tables.get(key);
    if (!table || view.actionCount < table.at) {
      table = { memory: new Memory(), at: view.actionCount };
      this.tables.set(key, table);
    }
    table.at = view.actionCount;
    return table.memory.observe(view);
  }
}

/**
 * A heuristic bot (one per bot maker's call), remembering each seat's table apart (Memories). It reads
 * its view only (its memory copies what it keeps), so the session may hand it the view sharing the
 * state's values.
 */
export function heuristicBot(): GameBot<BoardView, Choices<Action>, Action> {
  const memories = new Memories();
  return {
    kind: 'heuristic',
    readsOnly: true,
    decide: (view, choices, random) => heuristicAnswer(view, choices, random, memories.of(view)) ?? randomChoice(choices, random, 0),
  };
}

// Bots (product.md, Bots): legal in every game, and deciding from their own view only.
import seedrandom from 'seedrandom';
import { makeBots } from '../../support/las-cartas.js';
import {
  determinize, legalActions, pending, viewFor, RECORD_FORMAT, type Action, type State,
} from '../../../src/games/las-cartas/rules/index.js';
import { Session, botRandom } from '../../../src/session/runner.js';
import { NAMES } from '../../support/game.js';
import { game as LAS_CARTAS, type Session as LasCartasSession } from '../../support/las-cartas.js';

/** A small ISMCTS budget keeps the suite fast; the strength measurements are made outside it. */
const BOTS = makeBots({ iterations: 6, rolloutDepth: 8 });
const GAMES: Record<string, number> = { random: 16, heuristic: 16, ismcts: 4 };

function playBots(kinds: string[], seed: string): LasCartasSession {
  const players = kinds.map((bot, i) => ({ name: NAMES[i], bot }));
  return Session.open(LAS_CARTAS, { format: RECORD_FORMAT, seed, players, actions: [] }, { autosave: null, bots: BOTS });
}

describe.each(Object.keys(BOTS))('the %s bot', (kind) => {
  test(`never chooses an illegal action over many seeded games of 3 to 6 players`, async () => {
    for (let g = 0; g < GAMES[kind]; g++) {
      const players = 3 + (g % 4);
      const kinds = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? kind : 'random'));
      const session = playBots(kinds, `legal-${kind}-${g}`);
      await session.runBots();
      expect(session.state.phase).toBe('ended');
    }
  });

  test('non-interference: the same view with other hidden cards gives the same decision', async () => {
    const session = playBots(NAMES.slice(0, 4).map(() => 'random'), `same-view-${kind}`);
    await session.runBots();
    const pick = seedrandom(`points-${kind}`);
    let compared = 0;
    for (const step of session.steps) {
      if (pick() > 0.25) continue;
      const state: State = step.state;
      for (const decision of pending(state).required) {
        const view = viewFor(state, decision.seat);
        const other = determinize(view, seedrandom(`hidden-${compared}`));
        const decide = async (s: State): Promise<Action | null> =>
          BOTS[kind].decide(viewFor(s, decision.seat), legalActions(s, decision.seat), botRandom('x', decision.seat, s.actionCount, 'decide'));
        expect(await decide(other)).toEqual(await decide(state));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

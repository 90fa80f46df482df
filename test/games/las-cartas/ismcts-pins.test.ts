// The ISMCTS bot's decisions for fixed seeds, pinned before it became a generic search over the
// game-module core (the generic bots): whole games played through the session runner
// (bribe offers included) and single decisions at the default rollout depth give the same actions,
// digest for digest, so the search and Las Cartas' evaluator and rollout policy kept their meaning.
// The games draw their first President (R3's 'random'): the secret first-President vote is a
// simultaneous decision, which the generic search treats as one on purpose (src/core/ismcts.ts),
// where the search of Las Cartas alone let later voters in its tree see earlier secret votes.
import { createHash } from 'node:crypto';
import seedrandom from 'seedrandom';
import { makeBots } from '../../support/las-cartas.js';
import { legalActions, viewFor, RECORD_FORMAT, type GameRecord } from '../../../src/games/las-cartas/rules/index.js';
import { Session } from '../../../src/session/runner.js';
import { NAMES } from '../../support/game.js';
import { game as LAS_CARTAS } from '../../support/las-cartas.js';

const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** Whole games, ISMCTS seats alternating with heuristic ones, at a small budget (the default rollout depth): the digest of every action. */
const GAMES: Record<number, string> = {
  3: '1d478a9aba77a436',
  4: '2ae16a73e8da414d',
  5: '9e7f4e0d0a4d7df7',
  6: 'c7f990b13c50c97b',
};

test.each(Object.keys(GAMES).map(Number))('a %i-player game with ISMCTS seats plays the pinned actions', async (players) => {
  const bots = makeBots({ iterations: 10 });
  const seats = NAMES.slice(0, players).map((name, i) => ({ name, bot: i % 2 === 0 ? 'ismcts' : 'heuristic' }));
  const record: GameRecord = { format: RECORD_FORMAT, seed: `ismcts-pin-${players}`, players: seats, options: { firstPresident: 'random' }, actions: [] };
  const session = Session.open(LAS_CARTAS, record, { autosave: null, bots });
  await session.runBots();
  expect(session.finished).toBe(true);
  expect(session.record.actions.some((a) => a.type === 'bribe')).toBe(true);
  expect(digest(session.record.actions)).toBe(GAMES[players]);
});

/** Single decisions at the default rollout depth and exploration, every few steps of a heuristic game: kind → digest. */
const DECISIONS: string[] = [
  'name-first-president 93ea4c1a2bbc4ec9', 'propose-budget 53ea61bab3761d51', 'play-card 2a9f2a92403352fc', 'commit-coup 4198364ce1fc4f85',
  'play-card e9c36f31961c3175', 'use-building 8dd4b92de6257b5c', 'commit-coup 639bc602a9404a00', 'play-card c91420b8e3d17fe1',
  'play-card e2110a5926e44a54', 'play-card c750e1bbdc7208b4', 'play-card 004475d5bfb7422a', 'play-card c803d31af9aef6fe',
  'play-card d6b8baa78dca7dbb', 'draw-card 348385bca97e0656', 'play-card 0af68c7811da5f0c', 'use-building 0ed0794aa17a8ba9',
];

test('single decisions at the default rollout depth are the pinned ones', async () => {
  const ismcts = makeBots({ iterations: 100 }).ismcts;
  const seats = NAMES.slice(0, 5).map((name) => ({ name, bot: 'heuristic' }));
  const session = Session.open(LAS_CARTAS, { format: RECORD_FORMAT, seed: 'ismcts-pin-decisions', players: seats, actions: [] }, { autosave: null, bots: makeBots() });
  const decided: string[] = [];
  for (let step = 0; !session.finished && decided.length < 16; step++) {
    if (step % 7 === 3) {
      const seat = session.required()[0].seat;
      const action = await ismcts.decide(viewFor(session.state, seat), legalActions(session.state, seat), seedrandom(`pin-${step}`));
      decided.push(`${action?.type ?? 'none'} ${digest(action)}`);
    }
    await session.botStep();
  }
  expect(decided).toEqual(DECISIONS);
});

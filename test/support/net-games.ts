// The games the network tests run alike (the hardening against strangers holds for
// Viva tables too): for each registered game, a fresh session of it and one legal action of a seat that must
// act, so one helper (test/support/host.ts's table, admission.test.ts's) hosts any of them.
import seedrandom from 'seedrandom';
import type { Choices } from '../../src/core/game.js';
import { randomChoice } from '../../src/core/random-bot.js';
import { legalActions, pending, pickUniformly, type RecordPlayer } from '../../src/games/las-cartas/rules/index.js';
import { games } from '../../src/games/index.js';
import { Session, type SessionGame, type SessionRecord } from '../../src/session/runner.js';
import type { Session as LasCartasSession } from './las-cartas.js';
import { openGame } from './session.js';

export type AnyGame = SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;
export type AnySession = Session<unknown, unknown, unknown, unknown, unknown, SessionRecord>;

/** How a test sets a game up; each game reads what applies to it (Las Cartas its first President, Viva its variant). */
export interface NetSetup {
  firstPresident?: string;
  variant?: 'basic' | 'expert';
}

export interface NetGame {
  id: string;
  module: AnyGame;
  /** A session on a new game (no action played yet), never autosaved, its bots searching little. */
  open(players: RecordPlayer[], seed: string, setup?: NetSetup): AnySession;
  /** One legal action for the first seat that must act now, drawn at random (a referee, not a player). */
  someAction(session: AnySession, seed: string): { seat: number; action: unknown };
  /** What only `seat`'s own screen shows (its hand's line), named as `names` are. */
  ownScreen(seat: number, names: readonly string[]): string;
}

const lasCartasModule = await games.byId('las-cartas')!.load() as AnyGame;
const vivaModule = await games.byId('viva')!.load() as AnyGame;
const vivaBots = (await vivaModule.bots())({ iterations: 4 });

export const LAS_CARTAS_NET: NetGame = {
  id: 'las-cartas',
  module: lasCartasModule,
  open: (players, seed, setup = {}) => openGame(players, seed, setup.firstPresident ?? 'random') as unknown as AnySession,
  someAction(session, seed) {
    const { state } = session as unknown as LasCartasSession;
    const seat = pending(state).required[0].seat;
    return { seat, action: pickUniformly(legalActions(state, seat), seedrandom(seed))! };
  },
  ownScreen: (seat, names) => `${names[seat]} – hand`,
};

export const VIVA_NET: NetGame = {
  id: 'viva',
  module: vivaModule,
  open: (players, seed, setup = {}) => Session.open(vivaModule, {
    format: vivaModule.recordFormat, ...vivaModule.stamp, seed, players, options: { variant: setup.variant ?? 'basic' }, actions: [],
  }, { autosave: null, bots: vivaBots }),
  someAction(session, seed) {
    const seat = session.pending().required[0].seat;
    return { seat, action: randomChoice(vivaModule.botChoices(session.state, seat, null) as Choices<unknown>, seedrandom(seed), 0)! };
  },
  // V5: the seat's Estate is its number.
  ownScreen: (seat) => `Your hand (Estate ${seat + 1})`,
};

/** Every game a table hosts, for describe.each: [id, game]. */
export const NET_GAMES: [string, NetGame][] = [LAS_CARTAS_NET, VIVA_NET].map((game) => [game.id, game]);

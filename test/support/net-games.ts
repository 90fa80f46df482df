// The games the network tests run alike (the hardening against strangers holds for
// every game's tables): for each game of the registry, a fresh session of it and one legal action of a seat that must
// act, so one helper (test/support/host.ts's table, admission.test.ts's) hosts any of them.
import seedrandom from 'seedrandom';
import { randomChoice } from '../../src/core/random-bot.js';
import type { GameEntry } from '../../src/core/registry.js';
import { games } from '../../src/games/index.js';
import { loadScreens, plainOnly } from '../../src/ui/game-screens.js';
import { Session, type SessionGame, type SessionRecord } from '../../src/session/runner.js';

export type AnyGame = SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;
export type AnySession = Session<unknown, unknown, unknown, unknown, unknown, SessionRecord>;

/** A seat of a new game: its name, and the bot that plays it if any. */
export interface NetPlayer {
  name: string;
  bot?: string;
}

/** How a test sets a game up: the game's own options by their record keys (Las Cartas' firstPresident, Viva's variant); each game reads its own. */
export type NetSetup = Readonly<Record<string, string>>;

export interface NetGame {
  id: string;
  module: AnyGame;
  /** A session on a new game (no action played yet), never autosaved, its bots searching little. */
  open(players: NetPlayer[], seed: string, setup?: NetSetup): AnySession;
  /** One legal action for the first seat that must act now, drawn at random (a referee, not a player). */
  someAction(session: AnySession, seed: string): { seat: number; action: unknown };
  /** What only `seat`'s own screen shows (its hand's line), named as `names` are. */
  ownScreen(seat: number, names: readonly string[]): string;
}

/**
 * What only a seat's own screen shows, by game: the one thing these tests know of each game's
 * screens (a game's tests add its line). Las Cartas' hand panel; Viva's hand under its Estate (V5).
 */
const OWN_SCREEN: Readonly<Record<string, NetGame['ownScreen']>> = {
  'las-cartas': (seat, names) => `${names[seat]} – hand`,
  viva: (seat) => `Your hand (Estate ${seat + 1})`,
};

/** A registered game as the network tests host it: the options a simulation fixes as it fixes them (the rest as the setup gives, else the game's defaults), its bots searching little. */
async function netGame(entry: GameEntry): Promise<NetGame> {
  const module = await entry.load() as AnyGame;
  const bots = (await module.bots())({ iterations: 4, rolloutDepth: 4 });
  const ownScreen = OWN_SCREEN[entry.id];
  if (!ownScreen) throw new Error(`the network tests know nothing of ${entry.id}'s screens: add its line to OWN_SCREEN`);
  const fixed = Object.fromEntries(module.options.flatMap((spec) => (spec.simulated === undefined ? [] : [[spec.key, spec.simulated]])));
  return {
    id: entry.id,
    module,
    open: (players, seed, setup = {}) => Session.open(module, {
      format: module.recordFormat, ...module.stamp, seed, players, options: { ...fixed, ...setup }, actions: [],
    } as SessionRecord, { autosave: null, bots }),
    someAction(session, seed) {
      const seat = session.pending().required[0].seat;
      return { seat, action: randomChoice(module.rules.legalActions(session.state, seat), seedrandom(seed), 0)! };
    },
    ownScreen,
  };
}

/** Whether a game's seats play at its full screens (a game that plays in plain mode only has its own tests of a plain seat over the wire). */
async function onScreens(entry: GameEntry): Promise<boolean> {
  return !plainOnly(await loadScreens(await entry.load()));
}

/** Every game a table hosts at its screens, as the registry lists them, for describe.each: [id, game]. */
export const NET_GAMES: [string, NetGame][] = (await Promise.all(games.all().map(async (entry) => ((await onScreens(entry)) ? [[entry.id, await netGame(entry)] as [string, NetGame]] : [])))).flat();

const byId = (id: string): NetGame => NET_GAMES.find(([key]) => key === id)![1];
/** The tests of one game's tables. */
export const LAS_CARTAS_NET = byId('las-cartas');
export const VIVA_NET = byId('viva');

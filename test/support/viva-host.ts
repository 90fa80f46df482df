// A hosted Viva table without sockets: fake peers that record what they are sent, the
// table on a hand-moved clock, every seat human unless told, and a referee that plays any seat
// from its own view with Viva's random bot – to bring the game to a window, the orders or the end.
import seedrandom from 'seedrandom';
import type { Decision } from '../../src/core/game.js';
import { games } from '../../src/games/index.js';
import { HostedTable, type HostedOptions } from '../../src/net/host.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import { newToken } from '../../src/net/tokens.js';
import { Session, type SessionGame, type SessionRecord } from '../../src/session/runner.js';
import { FakePeer } from './host.js';
import { ManualClock } from './net.js';

export type VivaGame = SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;
export const viva = await games.byId('viva')!.load() as VivaGame;
export const vivaBots = (await viva.bots())({ iterations: 2 });

export interface VivaTableOptions extends Partial<HostedOptions> {
  players?: number;
  seed?: string;
  variant?: 'basic' | 'expert';
  /** Seats a bot plays at the host. */
  bots?: number[];
  /** More of the record: pinned parts (V4's deck and dice), actions already played. */
  record?: Record<string, unknown>;
  /** The game the session plays: Viva's module unless a test wraps it. */
  game?: VivaGame;
}

export async function vivaTable(options: VivaTableOptions = {}) {
  const clock = new ManualClock();
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'].slice(0, options.players ?? 4);
  const players = names.map((name, seat) => (options.bots?.includes(seat) ? { name, bot: 'random' } : { name }));
  // As a new game's record, it names the catalogue it is dealt with (the game's stamp, V31).
  const record = { format: viva.recordFormat, ...viva.stamp, seed: options.seed ?? 'viva-host', players, options: { variant: options.variant ?? 'basic' }, actions: [], ...options.record } as SessionRecord;
  const session = Session.open(options.game ?? viva, record, { autosave: null, bots: vivaBots });
  const tokens = options.tokens ? [...options.tokens] : players.map((p) => (p.bot ? null : newToken()));
  const { players: _players, seed: _seed, variant: _variant, bots: _bots, record: _record, game: _game, ...hostOptions } = options;
  const hosted = await HostedTable.open({ session, tokens, clock, botDelayMs: 0, holdMs: 0, windowMs: 10_000, ...hostOptions });
  const open = (claim: number | 'watch', address?: string) => {
    const peer = new FakePeer(address);
    const conn = hosted.connect(peer, claim);
    const say = (message: object | string) => conn.receive(typeof message === 'string' ? message : JSON.stringify(message));
    return { peer, conn, say };
  };
  const seated = (seat: number) => {
    const c = open(seat);
    c.say({ type: 'hello', protocol: PROTOCOL, token: tokens[seat], since: -1 });
    return c;
  };
  const random = seedrandom(`referee:${record.seed}`);
  /** One action of `decision`'s seat, from its own view, as the random bot plays it. */
  const decide = async (decision: Decision<unknown>): Promise<unknown> =>
    vivaBots.random.decide(viva.rules.viewFor(session.state, decision.seat), viva.botChoices(session.state, decision.seat, null), random);
  /** Plays every seat (a window: its pass, unless `play`) until `stop` holds; false when the game ended first. */
  const playUntil = async (stop: () => boolean, play = false): Promise<boolean> => {
    for (let i = 0; i < 5000; i++) {
      if (stop()) return true;
      if (session.finished) return false;
      const decision = session.pending().required[0];
      const action = decision.window && !play ? decision.window.pass : await decide(decision);
      const result = hosted.submitFrom(decision.seat, action, session.actionCount);
      if (!result.ok) throw new Error(`refused: ${result.error.message}`);
    }
    return stop();
  };
  /** The seats asked a window now. */
  const windowSeats = () => (session.finished ? [] : session.pending().required.filter((d) => d.window).map((d) => d.seat));
  return { clock, session, tokens, hosted, names, open, seated, playUntil, windowSeats, decide };
}

/** The messages of one type a fake peer was sent, parsed. */
export const sentOf = (peer: FakePeer, type: string) => peer.sent.map((s) => JSON.parse(s)).filter((m) => m.type === type);

// A hosted table without sockets, for the host's rules: fake peers that record what they are sent,
// a table of any game (Las Cartas unless a test names another) on a hand-moved clock, and a
// connection that says what a test tells it to.
import { HostedTable, type Peer } from '../../src/net/host.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import { newToken } from '../../src/net/tokens.js';
import { ManualClock } from './net.js';
import type { Session as LasCartasSession } from './las-cartas.js';
import { LAS_CARTAS_NET, type NetGame } from './net-games.js';

export class FakePeer implements Peer {
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly address = '10.0.0.9') {}
  send = (text: string) => void this.sent.push(text);
  close = (code: number) => void (this.closedWith = code);
  types = () => this.sent.map((t) => JSON.parse(t).type as string);
  codes = () => this.sent.map((t) => JSON.parse(t)).filter((m) => m.type === 'error').map((m) => m.code as string);
  last = () => JSON.parse(this.sent.at(-1)!);
}

interface TableOptions { holdMs?: number; spectators?: boolean; firstPresident?: string }

/** A Las Cartas table (its session in Las Cartas' own types). */
export async function table(players = 3, options: TableOptions = {}) {
  const t = await tableOf(LAS_CARTAS_NET, players, options);
  return { ...t, session: t.session as unknown as LasCartasSession };
}

/** A table of `game`, first President Ana where the game has one. */
export async function tableOf(game: NetGame, players = 3, options: TableOptions = {}) {
  const clock = new ManualClock();
  const names = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'].slice(0, players);
  const session = game.open(names.map((name) => ({ name })), 'host-rules', { firstPresident: options.firstPresident ?? 'Ana' });
  const tokens = names.map(() => newToken());
  const hosted = await HostedTable.open({ session, tokens, clock, botDelayMs: 0, holdMs: options.holdMs ?? 0, spectators: options.spectators });
  const open = (claim: number | 'watch', address?: string) => {
    const peer = new FakePeer(address);
    const conn = hosted.connect(peer, claim);
    const say = (message: object | string) => conn.receive(typeof message === 'string' ? message : JSON.stringify(message));
    return { peer, conn, say };
  };
  const seated = (seat: number, address?: string) => {
    const c = open(seat, address);
    c.say({ type: 'hello', protocol: PROTOCOL, token: tokens[seat], since: -1 });
    return c;
  };
  return { clock, session, tokens, hosted, open, seated };
}


// Network tables in tests: a host on an ephemeral localhost port, clients joining its invites,
// bots playing through the client side, and a clock moved by hand for timeouts and rates.
import type { Action, GameEvent, GameRecord, PlayerView } from '../../src/games/las-cartas/rules/index.js';
import { WebSocketServer, type WebSocket } from 'ws';
import { games } from '../../src/games/index.js';
import { parseInvite, RemoteTable, type JoinOptions } from '../../src/net/client.js';
import { HostedTable, type HostedOptions } from '../../src/net/host.js';
import { TableServer } from '../../src/net/server.js';
import { newToken } from '../../src/net/tokens.js';
import type { SessionRecord } from '../../src/session/runner.js';
import type { Session } from '../../src/session/runner.js';

export { ManualClock } from './clock.js';

export interface TestHost<S = unknown, A = unknown, V = unknown, E = unknown, L = unknown, R extends SessionRecord<A> = SessionRecord<A>> {
  server: TableServer;
  hosted: HostedTable<S, A, V, E, L, R>;
  tokens: (string | null)[];
  /** The invite URL of a seat (with its #token). */
  invite(seat: number, token?: string): string;
  url(path: string): string;
  close(): Promise<void>;
}

/** Hosts a session of any game on an ephemeral localhost port, set up as `junta host` sets one up (HostedTable.open). */
export async function startHost<S, A, V, E, L, R extends SessionRecord<A>>(
  session: Session<S, A, V, E, L, R>, options: Partial<HostedOptions<S, A, V, E, L, R>> = {}, name = '', server?: TableServer,
): Promise<TestHost<S, A, V, E, L, R>> {
  const tokens = session.record.players.map((p) => (p.bot ? null : newToken()));
  const hosted = await HostedTable.open({ session, tokens, botDelayMs: 0, holdMs: 0, ...options });
  const own = server ?? await TableServer.listen({ port: 0, bind: '127.0.0.1', clock: options.clock });
  own.add(hosted, name);
  const prefix = name ? `/${name}` : '';
  const url = (path: string) => `ws://127.0.0.1:${own.port}${prefix}${path}`;
  return {
    server: own,
    hosted,
    tokens,
    url,
    invite: (seat, token) => `${url(`/t/${seat + 1}`)}#${token ?? tokens[seat]}`,
    close: async () => {
      hosted.end('test over');
      if (!server) await own.close();
    },
  };
}

/** A client at a table; its types are Las Cartas' unless a test names its game's (the host's welcome decides which game it is). */
export async function join<A = Action, V = PlayerView, E = GameEvent, R = GameRecord>(invite: string, options: Partial<JoinOptions> = {}, watch = false): Promise<RemoteTable<A, V, E, R>> {
  const table = new RemoteTable<A, V, E, R>({ invite: parseInvite(invite, watch), backoffMs: [5, 10, 20], games, ...options });
  await table.start();
  return table;
}

/**
 * A host that is no junta host: a WebSocket server on an ephemeral localhost port that answers a
 * client's first message as `answer` says (a hostile host, one of another game or version), and a
 * client (not yet started) holding an invite to its first seat. `close` ends both.
 */
export async function impostorHost(answer: (ws: WebSocket) => void, token: string): Promise<{ table: RemoteTable; close(): Promise<void> }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const port = (wss.address() as { port: number }).port;
  wss.on('connection', (ws) => ws.once('message', () => answer(ws)));
  const table = new RemoteTable({ invite: parseInvite(`ws://127.0.0.1:${port}/t/1#${token}`), games });
  return {
    table,
    close: async () => {
      table.close();
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

/** Waits (without a clock: real I/O must happen) until `test` holds, or `max` polls pass. */
export async function until(test: () => boolean, max = 4000, every = 5): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (test()) return true;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return test();
}

/** Stops the bots, closes the clients, ends the table: the end of every network test. */
export async function closeTable(host: { close(): Promise<void> }, clients: readonly { close(): void }[], stops: readonly (() => void)[] = []): Promise<void> {
  stops.forEach((stop) => stop());
  clients.forEach((client) => client.close());
  await host.close();
}

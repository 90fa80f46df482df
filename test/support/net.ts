// Network tables in tests: a host on an ephemeral localhost port, clients joining its invites,
// bots playing through the client side, and a clock moved by hand for timeouts and rates.
import { parseInvite, RemoteTable, type JoinOptions } from '../../src/net/client.js';
import { HostedTable, type HostedOptions } from '../../src/net/host.js';
import { TableServer } from '../../src/net/server.js';
import { newToken } from '../../src/net/tokens.js';
import type { Session } from '../../src/session/las-cartas.js';

export { ManualClock } from './clock.js';

export interface TestHost {
  server: TableServer;
  hosted: HostedTable;
  tokens: (string | null)[];
  /** The invite URL of a seat (with its #token). */
  invite(seat: number, token?: string): string;
  url(path: string): string;
  close(): Promise<void>;
}

export async function startHost(session: Session, options: Partial<HostedOptions> = {}, name = '', server?: TableServer): Promise<TestHost> {
  const tokens = session.record.players.map((p) => (p.bot ? null : newToken()));
  const hosted = new HostedTable({ session, tokens, botDelayMs: 0, holdMs: 0, ...options });
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

export async function join(invite: string, options: Partial<JoinOptions> = {}, watch = false): Promise<RemoteTable> {
  const table = new RemoteTable({ invite: parseInvite(invite, watch), backoffMs: [5, 10, 20], ...options });
  await table.start();
  return table;
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
export async function closeTable(host: { close(): Promise<void> }, clients: readonly RemoteTable[], stops: readonly (() => void)[] = []): Promise<void> {
  stops.forEach((stop) => stop());
  clients.forEach((client) => client.close());
  await host.close();
}

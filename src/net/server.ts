// The WebSocket side of a host: one HTTP(S) server carrying one or more tables, each
// at its own path (`/t/N` for seat N, `/watch` for spectators; `/NAME/t/N` for a named table). The
// `ws` library does the framing and the 64 KB cap; this file routes connections to their table,
// checks liveness with pings, and drops a peer that stops reading rather than let it stall anyone.
// A socket that has not upgraded yet waits in a budget of its own (in all and per address, the
// oldest evicted when full) and has LIMITS.handshakeMs on the injected clock to upgrade, so
// silent TCP sockets cannot take the host's descriptors.
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { AdmissionBudget } from './admission.js';
import { noTimer, systemClock, type Clock } from './clock.js';
import type { Claim, Peer } from './connection.js';
import type { SessionRecord } from '../session/runner.js';
import type { HostedTable } from './host.js';

/** What the server reaches of a hosted table, of any game: its seats and its connections. */
type ServedTable = Pick<HostedTable<unknown, unknown, unknown, unknown, unknown, SessionRecord<unknown>>, 'names' | 'connect'>;
import { LIMITS } from './limits.js';
import { MAX_CLIENT_MESSAGE, tablePath } from './protocol.js';

/** A peer whose unsent bytes pass this is not reading: it is dropped (it reconnects and resyncs). */
const MAX_BUFFERED = 8 * 1024 * 1024;

export interface ServerOptions {
  /** 0: any free port. */
  port: number;
  /** The interface to listen on; all of them by default. */
  bind?: string;
  /** PEM certificate and key: the server speaks wss://. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  clock?: Clock;
  /** How often each connection is pinged; one missed pong drops it. */
  heartbeatMs?: number;
}

/** Where a URL path leads: a table's name ('' for the default one) and a seat or spectating. */
export function routeOf(url: string | undefined): { table: string; claim: Claim } | null {
  const route = tablePath((url ?? '').split('?')[0]);
  return route && { table: route.table, claim: route.seat ?? 'watch' };
}

export class TableServer {
  private readonly tables = new Map<string, ServedTable>();
  private readonly sockets = new Set<WebSocket>();
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private readonly wss: WebSocketServer;
  private readonly clock: Clock;
  /** Cancels the next heartbeat. */
  private heartbeat: () => void = noTimer;
  /** TCP sockets that have not upgraded yet, by `address|port` (a TLS socket's raw socket has the same). */
  private readonly handshaking = new Map<string, { socket: Socket; cancel: () => void }>();
  private readonly handshakes: AdmissionBudget<string>;

  private constructor(private readonly http: Server, private readonly options: ServerOptions) {
    this.clock = options.clock ?? systemClock;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE, perMessageDeflate: false });
    this.handshakes = new AdmissionBudget(() => ({ total: LIMITS.handshakes, perAddress: LIMITS.handshakesPerAddress }), (key) => this.handshaking.get(key)?.socket.destroy());
    http.on('connection', (socket: Socket) => this.accepted(socket));
    http.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head));
    http.on('request', (_req, res) => {
      res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
      res.end('This is a junta table: join it with `junta join <invite>`.\n');
    });
    this.beat();
  }

  /** Starts listening; resolves once the port is open. */
  static listen(options: ServerOptions): Promise<TableServer> {
    const http = options.tls ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }) : createHttpServer();
    const server = new TableServer(http, options);
    return new Promise((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.bind, () => {
        http.off('error', reject);
        resolve(server);
      });
    });
  }

  get port(): number {
    const address = this.http.address();
    return typeof address === 'object' && address ? address.port : this.options.port;
  }

  get secure(): boolean {
    return !!this.options.tls;
  }

  /** Serves a table at `/NAME/…`, or at the root when `name` is ''. */
  add(table: ServedTable, name = ''): void {
    this.tables.set(name, table);
  }

  /** A TCP socket arrived: it waits in the handshake budget until it upgrades, closes, or its time is up. */
  private accepted(socket: Socket): void {
    const key = `${socket.remoteAddress}|${socket.remotePort}`;
    const cancel = this.clock.after(LIMITS.handshakeMs, () => socket.destroy());
    this.handshaking.set(key, { socket, cancel });
    socket.once('close', () => this.handshaken(key));
    this.handshakes.admit(key, socket.remoteAddress ?? 'unknown');
  }

  /** The socket upgraded (or closed): it no longer waits. */
  private handshaken(key: string): void {
    const entry = this.handshaking.get(key);
    if (!entry) return;
    entry.cancel();
    this.handshaking.delete(key);
    this.handshakes.release(key);
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.handshaken(`${req.socket.remoteAddress}|${req.socket.remotePort}`);
    const route = routeOf(req.url);
    const table = route ? this.tables.get(route.table) : undefined;
    if (!route || !table || (route.claim !== 'watch' && route.claim >= table.names.length)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.attach(ws, req, table, route.claim));
  }

  private attach(ws: WebSocket, req: IncomingMessage, table: ServedTable, claim: Claim): void {
    this.sockets.add(ws);
    this.alive.set(ws, true);
    const peer: Peer = {
      address: req.socket.remoteAddress ?? 'unknown',
      send: (text) => {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) return void ws.terminate();
        ws.send(text);
      },
      close: (code, reason) => ws.close(code, reason),
    };
    const conn = table.connect(peer, claim);
    ws.on('message', (data, binary) => conn.receive(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer), binary));
    ws.on('pong', () => this.alive.set(ws, true));
    // ws closes the connection itself after a protocol error (an oversized frame: 1009).
    ws.on('error', () => {});
    ws.on('close', () => {
      this.sockets.delete(ws);
      conn.closed();
    });
  }

  private beat(): void {
    const every = this.options.heartbeatMs ?? 15_000;
    this.heartbeat = this.clock.after(every, () => {
      for (const ws of this.sockets) {
        if (!this.alive.get(ws)) {
          ws.terminate();
          continue;
        }
        this.alive.set(ws, false);
        ws.ping();
      }
      this.beat();
    });
  }

  /** Closes every connection and the port. */
  close(): Promise<void> {
    this.heartbeat();
    for (const ws of this.sockets) ws.terminate();
    for (const { socket } of this.handshaking.values()) socket.destroy();
    this.wss.close();
    return new Promise((resolve) => {
      this.http.close(() => resolve());
      this.http.closeAllConnections?.();
    });
  }
}

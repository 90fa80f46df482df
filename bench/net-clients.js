// The clients of `npm run bench`'s network tables (each game's), in a worker thread so that the host
// keeps its own core: every seat a client driven by its game's heuristic bot, else its first kind (one of its own per seat)
// through the client side. It times each action from sending it to the view that follows, and
// reports when every game is over.
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { parentPort, workerData } from 'node:worker_threads';
import { games } from '../dist/games/index.js';
import { playWithBot } from '../dist/net/botseat.js';
import { parseInvite, RemoteTable } from '../dist/net/client.js';

const { port, tables, thinkMs, spread, game } = workerData;
const makeBots = await (await games.byId(game).load()).bots();
/**
 * A seat's bot: the game's heuristic, first thinking for `thinkMs` (0: as fast as it can), as a quick
 * player would; with `spread`, each wait is drawn (seeded per seat) from half to one and a half times that.
 */
const seatBot = (i) => {
  // The game's heuristic, else its first kind.
  const bots = makeBots();
  const heuristic = 'heuristic' in bots ? bots.heuristic : Object.values(bots)[0];
  const waits = seedrandom(`bench-think-${i}`);
  const wait = () => (spread ? thinkMs * (0.5 + waits()) : thinkMs);
  return thinkMs > 0
    ? { kind: 'paced', decide: (view, legal, random) => new Promise((resolve) => setTimeout(() => resolve(heuristic.decide(view, legal, random)), wait())) }
    : heuristic;
};
const trips = [];
/** Actions sent for a step the client already knew was over; actions the host refused. */
let late = 0;
let refused = 0;
const clients = [];
const stops = [];
for (const { name, tokens } of tables) {
  for (let seat = 0; seat < tokens.length; seat++) {
    const client = new RemoteTable({ invite: parseInvite(`ws://127.0.0.1:${port}/${name}/t/${seat + 1}#${tokens[seat]}`), games });
    await client.start();
    const seatPort = client.port(seat);
    const submit = seatPort.submit;
    seatPort.submit = (action, atStep) => {
      // Decided at a step the table has already left (Viva's simultaneous orders: another Golpista's
      // came in while this bot thought): the host still takes it (net/together.ts), but the step it
      // would be timed by has already passed; counted, not timed.
      if (seatPort.snapshot().step > atStep) {
        late += 1;
        return submit(action, atStep);
      }
      const sent = performance.now();
      const off = client.live.subscribe(() => {
        if (seatPort.snapshot().step > atStep) {
          trips.push(performance.now() - sent);
          off();
        }
      });
      return submit(action, atStep);
    };
    clients.push(client);
  }
}
parentPort.postMessage({ type: 'connected' });
for (const [i, client] of clients.entries()) stops.push(playWithBot(client, seatBot(i), { salt: `bench-${i}`, onResult: (ok) => void (ok || (refused += 1)) }));
/** With no step taken at any table for this long, the tables left are stalled: the bench reports them rather than waiting forever. */
const STALL_MS = 15_000;
let steps = '';
let moved = performance.now();
const timer = setInterval(() => {
  const now = clients.map((c) => c.port(c.seat).snapshot().step).join(',');
  if (now !== steps) {
    steps = now;
    moved = performance.now();
  }
  const finished = clients.every((c) => c.port(c.seat).snapshot().finished);
  if (!finished && performance.now() - moved < STALL_MS) return;
  clearInterval(timer);
  // A stalled table: one whose seats' game is not over (each table's four clients share it).
  const stalled = tables.filter((_, t) => !clients[4 * t].port(clients[4 * t].seat).snapshot().finished).length;
  for (const stop of stops) stop();
  for (const client of clients) client.close();
  parentPort.postMessage({ type: 'done', trips, late, refused, stalled });
}, 20);

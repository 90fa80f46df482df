// The clients of `npm run bench`'s network tables (issue 13), in a worker thread so that the host
// keeps its own core: every seat a client driven by a heuristic bot through the client side. It
// times each action from sending it to the view that follows, and reports when every game is over.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { makeBots } from '../dist/session/las-cartas.js';
import { playWithBot } from '../dist/net/botseat.js';
import { parseInvite, RemoteTable } from '../dist/net/client.js';

const { port, tables, thinkMs } = workerData;
const heuristic = makeBots().heuristic;
// A bot that first thinks for `thinkMs` (0: as fast as it can), as a quick player would.
const bot = thinkMs > 0
  ? { kind: 'paced', decide: (view, legal, random) => new Promise((resolve) => setTimeout(() => resolve(heuristic.decide(view, legal, random)), thinkMs)) }
  : heuristic;
const trips = [];
const clients = [];
const stops = [];
for (const { name, tokens } of tables) {
  for (let seat = 0; seat < tokens.length; seat++) {
    const client = new RemoteTable({ invite: parseInvite(`ws://127.0.0.1:${port}/${name}/t/${seat + 1}#${tokens[seat]}`) });
    await client.start();
    const seatPort = client.port(seat);
    const submit = seatPort.submit;
    seatPort.submit = (action, atStep) => {
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
for (const [i, client] of clients.entries()) stops.push(playWithBot(client, bot, { salt: `bench-${i}` }));
const timer = setInterval(() => {
  if (!clients.every((c) => c.port(c.seat).snapshot().finished)) return;
  clearInterval(timer);
  for (const stop of stops) stop();
  for (const client of clients) client.close();
  parentPort.postMessage({ type: 'done', trips });
}, 20);

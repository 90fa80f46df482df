// `npm run bench` (or alone: node --expose-gc bench/ssh.js): the SSH host's cost per connection
// (a seat joining over SSH with nothing installed). A host serves a 3-player table (two seats over SSH, one bot); ssh2 clients run in a
// child process, so the host's heap holds only the server's side. 100 connect/render/close cycles (BENCH_SSH_CYCLES)
// of a seat must keep the host's heap flat (within 10 %); it prints the first-frame time (from the
// client's TCP connect to a frame showing its hand) and what each open connection costs the host
// (spectators, as a seat keeps one connection), and, with one seat sending 1,000 window changes at
// once, how long the other seat waits for its next redraw and what the resizing seat is sent
// (one seat's resizes must not stall the table). Runs like a host: CI cleared, React's production
// build and FORCE_COLOR, set before Ink and React are imported.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { prepareScreensEnv } from '../dist/net/ssh/entry.js';

const CYCLES = Number(process.env.BENCH_SSH_CYCLES ?? 100);
const WARMUP = 20;
const OPEN = 20;
const FLOOD = 1000;

const digest = (text) => createHash('sha256').update(text).digest();
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 100) / 100;
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

async function settle(server) {
  for (let i = 0; i < 400 && server.connections() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    global.gc?.();
  }
}

export async function sshBench() {
  prepareScreensEnv(process.env);
  const { startSshServer } = await import('../dist/net/ssh/server.js');
  const { loadHostKey } = await import('../dist/net/ssh/hostkey.js');
  const { runRemoteScreens } = await import('../dist/ui/remote.js');
  const { LocalTable } = await import('../dist/session/local-table.js');
  const { Session } = await import('../dist/session/runner.js');
  const { games: registry } = await import('../dist/games/index.js');
  const { defaultOptions } = await import('./games.js');
  const entry = registry.default;
  const game = await entry.load();

  const players = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }];
  const session = Session.open(game, { format: game.recordFormat, ...game.stamp, seed: 'bench-ssh', players, options: defaultOptions(entry), actions: [] }, { autosave: null, bots: (await game.bots())() });
  const table = new LocalTable(session);
  const code = randomBytes(8).toString('hex');
  const gate = {
    title: () => session.game.title,
    seats: () => [1, 2],
    checkCode: (seat, given) => (timingSafeEqual(digest(given), digest(code)) ? 'code' : null),
    client: (seat) => ({ here: seat === 'watch' ? [] : [seat - 1], port: (audience) => table.port(audience), bots: null, notice: () => null }),
    spectatorsAllowed: () => true,
    onJoin() {},
    onLeave() {},
  };
  const state = mkdtempSync(join(tmpdir(), 'junta-bench-ssh-'));
  const server = await startSshServer({ gate, screens: (context) => runRemoteScreens({ ...context, module: session.game }), hostKey: loadHostKey(state), port: 0, bind: '127.0.0.1' });

  const child = spawn(process.execPath, [fileURLToPath(new URL('./ssh-clients.js', import.meta.url)), JSON.stringify({ port: server.port, user: 'seat1', code })], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (command) => {
    child.stdin.write(`${command}\n`);
    const { value } = await answers.next();
    return JSON.parse(value);
  };
  try {
    await ask(`cycle ${WARMUP}`);
    await settle(server);
    const heapBefore = process.memoryUsage().heapUsed;
    const { times } = await ask(`cycle ${CYCLES}`);
    await settle(server);
    const heapAfter = process.memoryUsage().heapUsed;

    const before = process.memoryUsage();
    await ask(`open ${OPEN}`);
    await settle(server);
    const open = process.memoryUsage();
    await ask('close');
    await settle(server);
    const flood = await ask(`flood ${FLOOD}`);
    await settle(server);
    return {
      cycles: CYCLES,
      heapBeforeMiB: mib(heapBefore),
      heapAfterMiB: mib(heapAfter),
      heapGrowthPercent: Math.round(((heapAfter - heapBefore) / heapBefore) * 1000) / 10,
      firstFrameMs: { p50: Math.round(quantile(times, 0.5)), p95: Math.round(quantile(times, 0.95)) },
      perConnectionMiB: { heap: mib((open.heapUsed - before.heapUsed) / OPEN), rss: mib((open.rss - before.rss) / OPEN) },
      resizeFlood: { changes: FLOOD, otherSeatMs: Math.round(flood.ms), resizerKiB: Math.round(flood.bytes / 1024) },
    };
  } finally {
    child.stdin.end();
    await server.close();
    rmSync(state, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await sshBench();
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.heapGrowthPercent <= 10 ? 0 : 1;
}

// A hosted Viva table reopens as Viva: `junta host --game viva` saves a hosted game of
// Viva's records; `junta host --resume` and `junta resume ID` (on a terminal) reopen that save, and a
// seat that joins with its old invite is dealt Viva again, at the very step and view the save holds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { playWithBot } from '../../src/net/botseat.js';
import { replayGame } from '../../src/core/replay.js';
import { closeTable, join, until } from '../support/net.js';
import { VIVA_NET } from '../support/net-games.js';
import { savesIn } from '../support/saves.js';

const viva = VIVA_NET.module;

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

interface Running {
  child: ChildProcess;
  /** Resolves with the seat invites once the host has printed them. */
  invites: Promise<string[]>;
  /** Stops it (SIGINT to the host, SIGTERM to a pseudo-terminal's runner) and resolves when it has exited. */
  stop(): Promise<void>;
}

/** Runs the built junta (on a pseudo-terminal when `tty`, through python's pty.spawn) until stopped. */
function run(args: string[], state: string, tty = false): Running {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state, TERM: 'xterm', LANG: 'C.UTF-8' };
  delete env.NODE_OPTIONS;
  const command = [process.execPath, 'bin/junta.js', ...args];
  const child = tty
    ? spawn('python3', ['-c', 'import pty, sys; pty.spawn(sys.argv[1:])', ...command], { env, stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(command[0], command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const invites = new Promise<string[]>((resolve, reject) => {
    const look = () => {
      const found = [...out.matchAll(/junta join (ws:\/\/127\.0\.0\.1:\d+\/t\/\d#[\w-]+)/g)].map((m) => m[1]);
      if (/The game is saved in /.test(out) && found.length > 0) resolve(found);
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      look();
    });
    child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    void exited.then(() => reject(new Error(`junta ${args.join(' ')} stopped before its invites: ${out}`)));
  });
  invites.catch(() => {});
  return {
    child, invites,
    stop: () => {
      if (child.exitCode === null) child.kill(tty ? 'SIGTERM' : 'SIGINT');
      return exited;
    },
  };
}

/** Seats' clients through their invites, with the game they are dealt; with `played`, their bots play until the table has that many actions. */
async function seatsAt(invites: string[], played = 0) {
  const clients = await Promise.all(invites.map((invite) => join<unknown, unknown, unknown, unknown>(invite)));
  const stops: (() => void)[] = [];
  if (played > 0) {
    const bots = (await clients[0].module.bots())({ iterations: 4 });
    for (const client of clients) stops.push(playWithBot(client, bots.heuristic, { salt: 'viva-resume' }));
    expect(await until(() => clients.every((c) => c.port(c.seat!).snapshot().step >= played), 20000)).toBe(true);
    stops.forEach((stop) => stop());
  }
  return { clients, close: () => closeTable({ close: async () => {} }, clients, stops) };
}

/** The save's game replayed: its actions and the view of `seat` after them. */
function saved(state: string, seat: number) {
  const [save] = savesIn(state);
  const record = save.envelope.record as { format: string; seed: string; players: { name: string }[]; options: Record<string, unknown>; actions: unknown[] };
  const replayed = replayGame(viva.rules, { start: { seed: record.seed, players: record.players.map((p) => p.name), options: record.options }, actions: record.actions });
  if (!replayed.ok) throw new Error(replayed.error.message);
  return { save, record, view: viva.rules.viewFor(replayed.state, seat) };
}

test('a hosted Viva table, reopened with host --resume and with resume ID on a terminal, deals its old invites the game from its save', async () => {
  const state = mkdtempSync(joinPath(tmpdir(), 'junta-viva-hosted-'));
  const port = await freePort();
  const first = run(['host', '--game', 'viva', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--headless', '--bind', '127.0.0.1', '--port', String(port), '--bot-delay', '0'], state);
  let invites: string[];
  try {
    invites = await first.invites;
    // Ana's and Bo's bots play a few decisions; the host saves after each action.
    const seats = await seatsAt(invites, 4);
    await seats.close();
  } finally {
    await first.stop();
  }
  const before = saved(state, 0);
  expect(before.save.envelope.mode).toBe('hosted');
  expect(before.record.format).toBe('junta-viva/1');
  expect(before.record.actions.length).toBeGreaterThanOrEqual(3);

  for (const [how, args, tty] of [['host --resume', ['host', '--resume', '--headless'], false], ['resume ID', ['resume', before.save.envelope.id], true]] as const) {
    const again = run([...args], state, tty);
    try {
      expect([how, await again.invites]).toEqual([how, invites]);
      const { clients, close } = await seatsAt(invites);
      try {
        for (const client of clients) {
          const seatPort = client.port(client.seat!);
          expect(client.module.recordFormat).toBe('junta-viva/1');
          expect(seatPort.snapshot().step).toBe(before.record.actions.length);
          expect(seatPort.snapshot().view).toEqual(saved(state, client.seat!).view);
        }
      } finally {
        await close();
      }
    } finally {
      await again.stop();
    }
    // Reopened, not copied: still the one save, with the same actions.
    expect(savesIn(state)).toHaveLength(1);
    expect(saved(state, 0).record.actions).toEqual(before.record.actions);
  }
}, 120000);

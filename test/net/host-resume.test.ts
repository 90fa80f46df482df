// A hosted table is a game like any other in the save store (issue 10's envelope, mode 'hosted'):
// its seat tokens stay out of the record, in the game's secrets file, and reopening the table –
// `junta host --resume`, or `junta resume` with its id – prints the same invites.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { savesIn } from '../support/saves.js';

/** A port nobody listens on now. */
const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

/** Runs the built junta until `ready` shows in its output, then stops it with SIGINT. */
function host(args: string[], state: string, ready: RegExp): Promise<{ out: string; err: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['bin/junta.js', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const killer = setTimeout(() => child.kill('SIGKILL'), 30000);
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (ready.test(out)) child.kill('SIGINT');
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => {
    clearTimeout(killer);
    resolve({ out, err, code });
  }));
}

const invites = (out: string) => [...out.matchAll(/junta join ws:\/\/[^/]+\/t\/(\d)#([\w-]+)/g)].map((m) => `${m[1]}#${m[2]}`);

test('a hosted table is saved as a hosted game, its tokens kept apart, and reopens with the same invites', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const first = await host(['host', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--headless', '--bind', '127.0.0.1', '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(first.err).toBe('');
  const seats = invites(first.out);
  expect(seats.map((s) => s.split('#')[0])).toEqual(['1', '2']);
  const [save] = savesIn(state);
  expect(save.envelope.mode).toBe('hosted');
  const saved = readFileSync(save.path, 'utf8');
  for (const seat of seats) expect(saved).not.toContain(seat.split('#')[1]);
  const secret = readFileSync(save.path.replace(/\.json$/, '.secret.json'), 'utf8');
  for (const seat of seats) expect(secret).toContain(seat.split('#')[1]);

  const again = await host(['host', '--resume', '--headless', '--bind', '127.0.0.1', '--port', String(await freePort())], state, /The game is saved in .*\n/);
  expect(invites(again.out)).toEqual(seats);
  expect(savesIn(state)).toHaveLength(1);

  // Without a terminal, `junta resume ID` of a hosted game goes to the host, which then asks for --headless.
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state };
  delete env.NODE_OPTIONS;
  const resumed = await new Promise<{ err: string; code: number | null }>((resolve) => {
    const child = spawn(process.execPath, ['bin/junta.js', 'resume', save.envelope.id], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => resolve({ err, code }));
  });
  expect(resumed.code).toBe(2);
  expect(resumed.err).toContain('--headless');
}, 90000);

test('a hosted save whose names a terminal cannot show as they are (edited by hand) is refused, not hosted', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-hosted-'));
  const { SaveStore } = await import('../../src/session/saves.js');
  const store = SaveStore.forEnv({ XDG_STATE_HOME: state });
  const slot = store.create({ format: 'junta-las-cartas/1', seed: 's', players: [{ name: 'Ana' }, { name: 'B\u001b[2Jo' }, { name: 'Cy' }], actions: [] }, 'hosted');
  slot.release();
  const { runCli } = await import('../support/cli.js');
  const run = await runCli(['host', '--resume', '--headless', '--port', String(await freePort())], { env: { XDG_STATE_HOME: state } });
  expect(run.code).toBe(2);
  expect(run.stderr).toBe('junta: the saved table has a player named "B\\x1b[2Jo", which a terminal cannot show as it is; it can be replayed, not hosted\n');
});

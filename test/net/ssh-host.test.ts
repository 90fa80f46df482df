// `junta host --ssh` (join with nothing installed): the hosted table behind the SSH server – a seat opens with its
// token or the short code derived from it, the host's own seat and bot seats are not offered, an
// SSH seat counts as connected while its screens are open and plays by the same rules as a network
// seat, and the client keys it remembers live in the game's secrets file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../src/games/index.js';
import { RECORD_FORMAT } from '../../src/games/las-cartas/rules/index.js';
import { startSshServer, type SshServer } from '../../src/net/ssh/server.js';
import { hostedGate, SecretKeyStore, sshInvites } from '../../src/net/ssh/hosted-seats.js';
import { codeOpens, shortCode } from '../../src/net/tokens.js';
import { SaveStore } from '../../src/session/saves.js';
import { startHost, until, type TestHost } from '../support/net.js';
import { connectSsh, ENTER, quickScreens, refusedSsh, testHostKey, type SshSession } from './ssh-support.js';
import { openGame } from '../support/session.js';

const screens = await quickScreens();

const hosts: TestHost[] = [];
const servers: SshServer[] = [];
const sessions: SshSession[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) session.end();
  await Promise.all(servers.splice(0).map((s) => s.close()));
  await Promise.all(hosts.splice(0).map((h) => h.close()));
});

test('a short code derived from the token opens its seat, typed loosely; other codes do not', () => {
  const token = 'Wn0vTQ1dX9rJ4c2p8HqYbA';
  const code = shortCode(token);
  expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
  expect(codeOpens(code, token)).toBe('code');
  expect(codeOpens(` ${code.toUpperCase().replace('-', ' ')} `, token)).toBe('code');
  expect(codeOpens(token, token)).toBe('token');
  expect(codeOpens(shortCode('another-token-entirely'), token)).toBeNull();
  expect(codeOpens('', token)).toBeNull();
});

test('the gate offers the human seats the host does not play; SSH seats play by the table\'s rules and show as connected', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di', bot: 'heuristic' }], 'ssh-host', 'vote');
  const host = await startHost(session, { hostSeat: 0 });
  hosts.push(host);
  const spec = { hosted: host.hosted, players: session.record.players, tokens: host.tokens, hostSeat: 0, spectators: false };
  const gate = hostedGate(spec);
  expect(gate.seats()).toEqual([2, 3]);
  expect(gate.checkCode(2, shortCode(host.tokens[1]!))).toBe('code');
  expect(gate.checkCode(2, host.tokens[1]!)).toBe('token');
  expect(gate.checkCode(2, shortCode(host.tokens[2]!))).toBeNull();
  expect(gate.checkCode(1, shortCode(host.tokens[0]!))).toBeNull();
  expect(gate.client(1)).toBeNull();
  expect(gate.client(4)).toBeNull();
  expect(gate.client('watch')).toBeNull();

  const invites = sshInvites(spec, '192.168.1.20', 2222, 'SHA256:abc');
  expect(invites[0]).toBe(`Bo (seat 2, Junta: Las Cartas): ssh -p 2222 seat2@192.168.1.20   code ${shortCode(host.tokens[1]!)}`);
  expect(invites.at(-1)).toContain('SHA256:abc');

  const server = await startSshServer({ gate, screens, hostKey: testHostKey(), port: 0, bind: '127.0.0.1' });
  servers.push(server);
  const refused = await refusedSsh({ port: server.port, user: 'seat1', codes: [shortCode(host.tokens[0]!)] });
  expect(refused.closed).toBe(true);

  const bo = await connectSsh({ port: server.port, user: 'seat2', codes: [shortCode(host.tokens[1]!)] });
  sessions.push(bo);
  expect(await bo.until((f) => f.includes('Bo – hand'))).toBe(true);
  expect(await bo.until((f) => f.includes('Table: Ana (host) · Bo (you) · Cy (away)'))).toBe(true);
  expect(host.hosted.status().seats.map((s) => s.connected)).toEqual([true, true, false, false]);
  // Bo names a President through the same rules as any seat: the action lands in the host's game.
  bo.press(ENTER);
  expect(await bo.until(() => session.record.actions.some((a) => a.seat === 'Bo'))).toBe(true);
  bo.end();
  await bo.closed;
  // The server's close handler frees the seat after the client's own close: wait for it (20 s at most, only against a hang).
  expect(await until(() => !host.hosted.status().seats[1].connected)).toBe(true);
}, 60000);

test('client keys a seat proved are remembered in the game\'s secrets file, seat by seat, and survive a new store', () => {
  const folder = mkdtempSync(join(tmpdir(), 'junta-ssh-keys-'));
  const store = new SaveStore(folder, games);
  const slot = store.create({ format: RECORD_FORMAT, seed: 's', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [] }, 'hosted');
  store.writeSecret(slot.id, { seat1: 'a'.repeat(22) });
  const keys = new SecretKeyStore(store, slot.id);
  keys.remember(2, 'SHA256:key-one');
  const again = new SecretKeyStore(new SaveStore(folder, games), slot.id);
  expect(again.knows(2, 'SHA256:key-one')).toBe(true);
  expect(again.knows(3, 'SHA256:key-one')).toBe(false);
  expect(store.readSecret(slot.id)?.seat1).toBe('a'.repeat(22));
  slot.release();
});

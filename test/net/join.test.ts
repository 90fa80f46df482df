// Joining a table over the network, each player at their own terminal: invites as printed, wss:// with the certificate's fingerprint checked
// before the token is sent, a hostile host that cannot draw escape sequences or point past the
// table, tokens kept in a private file, and the commands' usage errors.
import { mkdtempSync, readFileSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { parseInvite, seatsInRange, TableClosed } from '../../src/net/client.js';
import { games } from '../../src/games/index.js';
import { HostedTable } from '../../src/net/host.js';
import { certificateFingerprint, inviteLines, spectatorInvite } from '../../src/net/invite.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import { TableServer } from '../../src/net/server.js';
import { carrySecrets, seatTokens, tokensMatch } from '../../src/net/tokens.js';
import { SaveStore } from '../../src/session/saves.js';
import { RECORD_FORMAT, type GameRecord } from '../../src/games/las-cartas/rules/index.js';
import { runCli } from '../support/cli.js';
import { impostorHost, join, startHost, until } from '../support/net.js';
import { openGame } from '../support/session.js';

const TOKEN = 'gJ5p1T6KzJAioq3zKS-Ssg';
const FIXTURES = joinPath(process.cwd(), 'test', 'fixtures', 'tls');

describe('invites', () => {
  test('an invite line as printed, the URL alone, with a fingerprint, or turned into a spectator\'s', () => {
    expect(parseInvite(`junta join ws://192.168.1.20:7310/t/2#${TOKEN}`)).toEqual({ url: 'ws://192.168.1.20:7310/t/2', token: TOKEN, fingerprint: null, seat: 1 });
    const fp = 'AB'.repeat(32);
    expect(parseInvite(`wss://h.example:7310/t/3#${TOKEN}&sha256=${fp}`)).toEqual({ url: 'wss://h.example:7310/t/3', token: TOKEN, fingerprint: fp.toLowerCase(), seat: 2 });
    expect(parseInvite(`ws://h:1/t/2#${TOKEN}`, true)).toEqual({ url: 'ws://h:1/watch', token: null, fingerprint: null, seat: null });
    expect(parseInvite('ws://h:1/abc/t/1#x').url).toBe('ws://h:1/abc/t/1');
  });

  test('what is not an invite is refused with a sentence saying what one looks like', () => {
    expect(() => parseInvite('hello')).toThrow(/not an invite/);
    expect(() => parseInvite('http://h/t/1#x')).toThrow(/ws:\/\//);
    expect(() => parseInvite('ws://h/t/100#x')).toThrow(/path/);
    expect(() => parseInvite('ws://h/t/2')).toThrow(/no token/);
    expect(() => parseInvite('ws://h/watch')).toThrow(/--watch/);
    expect(() => parseInvite(`ws://h/t/2#${TOKEN}&sha256=12`)).toThrow(/fingerprint/);
  });

  test('one invite per human seat the host does not play; never the host\'s own', () => {
    const lines = inviteLines({ title: 'Las Cartas',
      players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], tokens: ['a', 'b', null], hostSeat: 0,
      address: '10.1.2.3', port: 7310, secure: true, fingerprint: 'ff',
    });
    expect(lines).toEqual(['Bo (seat 2, Las Cartas): junta join wss://10.1.2.3:7310/t/2#b&sha256=ff']);
  });

  test('the spectators\' invite of a self-signed host is one command to paste whole, its fingerprint in it (not a note to add by hand)', () => {
    const fingerprint = 'ab'.repeat(32);
    const line = spectatorInvite({ address: '10.1.2.3', port: 7310, secure: true, fingerprint });
    expect(line.command).toBe(`junta join wss://10.1.2.3:7310/watch#sha256=${fingerprint} --watch`);
    expect(line.text).toBe(`Spectators: ${line.command}`);
    expect(parseInvite(line.command!.replace(/ --watch$/, ''), true)).toEqual({ url: 'wss://10.1.2.3:7310/watch', token: null, fingerprint, seat: null });
  });
});

describe('tokens', () => {
  test('128 random bits per human seat, in the game\'s 0600 secrets file, read back on resume, new for a new game', () => {
    const store = new SaveStore(mkdtempSync(joinPath(tmpdir(), 'junta-tokens-')), games);
    const slot = store.create({ format: RECORD_FORMAT, seed: 's', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], actions: [] }, 'hosted');
    const tokens = seatTokens(store, slot.id, [true, true, false]);
    expect(tokens[2]).toBeNull();
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(16);
    const path = store.secretPath(slot.id);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(slot.path, 'utf8')).not.toContain(tokens[0]!);
    expect(seatTokens(store, slot.id, [true, true, false])).toEqual(tokens);
    expect(seatTokens(store, slot.id, [true, true, false], true)).not.toEqual(tokens);
    // A secrets file others could read is not trusted: new tokens replace it.
    const kept = seatTokens(store, slot.id, [true, true, false]);
    chmodSync(path, 0o644);
    expect(seatTokens(store, slot.id, [true, true, false])).not.toEqual(kept);
    expect(tokensMatch(tokens[0]!, tokens[0]!)).toBe(true);
    expect(tokensMatch(tokens[0]!, tokens[1]!)).toBe(false);
    expect(tokensMatch('', tokens[1]!)).toBe(false);
    slot.release();
  });

  test('play again: the next game\'s save keeps the table\'s tokens and remembered SSH keys, so --resume reopens it with the same invites', () => {
    const store = new SaveStore(mkdtempSync(joinPath(tmpdir(), 'junta-tokens-')), games);
    const record: GameRecord = { format: RECORD_FORMAT, seed: 's', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], actions: [] };
    const first = store.create(record, 'hosted');
    const tokens = seatTokens(store, first.id, [true, true, false]);
    store.writeSecret(first.id, { ...store.readSecret(first.id), 'ssh-keys-seat1': 'SHA256:abc' });
    const next = store.create(record, 'hosted');
    carrySecrets(store, first.id, next.id, tokens);
    expect(seatTokens(store, next.id, [true, true, false])).toEqual(tokens);
    expect(store.readSecret(next.id)?.['ssh-keys-seat1']).toBe('SHA256:abc');
    first.release();
    next.release();
  });
});

describe('wss:// with a self-signed certificate', () => {
  const cert = readFileSync(joinPath(FIXTURES, 'cert.pem'), 'utf8');
  const key = readFileSync(joinPath(FIXTURES, 'key.pem'), 'utf8');

  test('the invite\'s fingerprint is checked: the right one plays, a wrong one never sends its token', async () => {
    const lines: string[] = [];
    const server = await TableServer.listen({ port: 0, bind: '127.0.0.1', tls: { cert, key } });
    const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'tls', 'Ana');
    const host = await startHost(session, { onLine: (line) => lines.push(line) }, '', server);
    const url = `wss://127.0.0.1:${server.port}/t/1#${host.tokens[0]}`;
    try {
      const fp = certificateFingerprint(cert);
      const ana = await join(`${url}&sha256=${fp}`);
      expect(ana.port(0).snapshot().view.seat).toBe(0);
      ana.close();
      await expect(join(`${url.replace('/t/1', '/t/2').replace(host.tokens[0]!, host.tokens[1]!)}&sha256=${'0'.repeat(64)}`)).rejects.toThrow(/fingerprint/);
      // Without a fingerprint, an unknown self-signed certificate is refused by TLS itself.
      await expect(join(url.replace('/t/1', '/t/3').replace(host.tokens[0]!, host.tokens[2]!))).rejects.toThrow(/could not reach/);
      expect(lines.filter((l) => /connected|wrong token/.test(l))).toEqual([expect.stringMatching(/^Ana connected/), expect.stringMatching(/^Ana disconnected/)]);
    } finally {
      host.hosted.end('over');
      await server.close();
    }
  }, 30000);
});

describe('a hostile host', () => {
  test('cannot write escape sequences to the screen nor point seat numbers past the table', async () => {
    const real = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'hostile-host', 'Ana');
    const honest = await HostedTable.open({ session: real, tokens: [TOKEN, null, null], botDelayMs: 0 });
    const sent: string[] = [];
    honest.connect({ address: 'x', send: (t) => sent.push(t), close: () => {} }, 0).receive(JSON.stringify({ type: 'hello', protocol: PROTOCOL, token: TOKEN, since: -1 }));
    // The welcome's names follow the one name rule (names-everywhere.test: a welcome naming such a player is refused); the rest may hold anything.
    const evil = (text: string) => (text.startsWith('{"type":"welcome"') ? text : text.replaceAll('"Bo"', '"B\\u001b[2J\\u001b]0;pwned\\u0007o"'));
    const { table, close } = await impostorHost((ws) => {
      for (const text of sent) ws.send(evil(text));
      ws.send(JSON.stringify({ type: 'talk', step: 0, from: 1, to: null, text: 'hi \u001b[31mred\u001b[0m \u202eevil' }));
      ws.send(JSON.stringify({ type: 'talk', step: 0, from: 5, to: null, text: 'from nowhere' }));
      ws.send('{"type":"update"'.repeat(3));
    }, TOKEN);
    try {
      await table.start();
      expect(await until(() => table.live.talk().length > 0)).toBe(true);
      const drawn = JSON.stringify([table.port(0).names, table.port(0).snapshot(), table.port(0).log(), table.live.talk()]);
      expect(drawn).not.toMatch(/\\u001b|\\u0007|\u202e/);
      expect(table.port(0).names[1]).toBe('Bo');
      expect(table.live.talk()).toHaveLength(1);
      expect(table.refusedMessages.length).toBeGreaterThan(0);
      expect(seatsInRange({ type: 'coup-revealed', presidentStrength: 9, rebels: [1] }, 3)).toBe(true);
      expect(seatsInRange({ type: 'status', hold: 3, holdLeftMs: 900 }, 3)).toBe(false);
      expect(seatsInRange({ seat: 3 }, 3)).toBe(false);
    } finally {
      honest.end('over');
      await close();
    }
  }, 30000);
});

describe('a host of another game', () => {
  test('a client that cannot play the game the welcome names (by its title and record format) says so in one line and stops, marked as a mismatch (junta join: exit 2)', async () => {
    const { table, close } = await impostorHost((ws) => ws.send(JSON.stringify({ type: 'welcome', protocol: PROTOCOL, rules: 'junta-nonesuch/1', title: 'Junta: Nonesuch', seat: 0, names: ['Ana', 'Bo', 'Cy'], game: 0, holdMs: 0, windowMs: 0 })), TOKEN);
    try {
      const closed = await table.start().then(() => null, (error: unknown) => error as TableClosed);
      expect(closed).toBeInstanceOf(TableClosed);
      expect(closed!.mismatch).toBe(true);
      expect(closed!.message).toBe('this table plays Junta: Nonesuch (record format junta-nonesuch/1), which this version of junta cannot play: use the same version of junta as the host');
    } finally {
      await close();
    }
  }, 30000);

  test('a welcome this version cannot read (a seat name no game allows) stops the client in one line, marked as a mismatch, instead of waiting for another', async () => {
    const { table, close } = await impostorHost((ws) => ws.send(JSON.stringify({ type: 'welcome', protocol: PROTOCOL, rules: 'junta-las-cartas/1', title: 'Junta: Las Cartas', seat: 0, names: ['Ana', 'B\u001b]0;o\u0007', 'Cy'], game: 0, holdMs: 0, windowMs: 0 })), TOKEN);
    try {
      const closed = await table.start().then(() => null, (error: unknown) => error as TableClosed);
      expect(closed).toBeInstanceOf(TableClosed);
      expect(closed!.mismatch).toBe(true);
      expect(closed!.message).toMatch(/^the host's welcome is not one this version of junta reads \(.+\): use the same version of junta as the host$/);
      expect(closed!.message).not.toContain('\u001b');
    } finally {
      await close();
    }
  }, 30000);
});

describe('the commands', () => {
  test('usage errors: exit 2 with one sentence', async () => {
    const cases: [string[], RegExp][] = [
      [['host', '-n', 'Ana,Bo,Cy'], /--headless/],
      [['host', '--headless', '--hold-time', 'soon'], /--hold-time takes seconds/],
      // --bribe-window is --hold-time's former name: read as it, and not both at once.
      [['host', '--headless', '--bribe-window', 'soon'], /--hold-time takes seconds/],
      [['host', '--headless', '--bribe-window', '1', '--hold-time', '2'], /--bribe-window.*cannot be used with.*--hold-time/],
      [['host', '--headless', '--port', '99999'], /--port/],
      [['host', '--headless', '--tls-cert', 'c.pem'], /go together/],
      [['host', '--headless', '-n', 'Ana,Bo,Cy', '--seat', 'Di'], /not a player/],
      [['host', '--headless', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--seat', 'Cy'], /a bot plays/],
      [['host', '--headless', '-n', 'Ana,Bo,Cy', '--seed', 'banana'], /^junta: the seed is chosen \(--seed\): whoever knows the seed knows every hand, draw and die of the game; add --known-seed to host it anyway/],
      [['join', 'nonsense'], /not an invite/],
      [['join', `ws://h:1/t/2#${TOKEN}`], /needs a terminal/],
    ];
    const state = mkdtempSync(joinPath(tmpdir(), 'junta-host-'));
    for (const [args, message] of cases) {
      const run = await runCli(args, { env: { XDG_STATE_HOME: state } });
      expect([args, run.code]).toEqual([args, 2]);
      expect(run.stderr).toMatch(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

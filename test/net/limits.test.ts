// The host's limits (net/limits.ts) are read where they are enforced, so a lowered one holds for
// the table built after it, and every refusal that names a limit says its number as it is now –
// at a table of each game alike.
import { LIMITS } from '../../src/net/host.js';
import { inWords } from '../../src/net/limits.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import { newToken } from '../../src/net/tokens.js';
import { tableOf } from '../support/host.js';
import { NET_GAMES } from '../support/net-games.js';

describe.each(NET_GAMES)('limits at %s tables: read where they are enforced, and said in their own numbers', (_id, game) => {
  const saved = { ...LIMITS };
  afterEach(() => void Object.assign(LIMITS, saved));

  test('durations in words', async () => {
    expect([60_000, 120_000, 90_000, 1000, 2000, 500].map(inWords)).toEqual(['a minute', '2 minutes', '90 seconds', 'a second', '2 seconds', '0.5 seconds']);
  });

  test('the defaults read as they always did', async () => {
    const t = await tableOf(game);
    const c = t.open(0);
    t.clock.advance(LIMITS.identifyMs);
    expect(c.peer.last().message).toBe('no identification within 2 seconds');
    const guesser = t.open(1);
    for (let i = 0; i < LIMITS.failures + 1; i++) guesser.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
    expect(guesser.peer.last().message).toBe('too many wrong tokens for this seat from your address: wait a minute');
  });

  test('a lowered limit holds for the table built after it, and every refusal names the lowered number', async () => {
    Object.assign(LIMITS, { identifyMs: 500, failures: 2, failureWindowMs: 120_000, talkBurst: 1, talkPerSecond: 0.25 });
    const t = await tableOf(game);
    const silent = t.open(0);
    t.clock.advance(499);
    expect(silent.peer.closedWith).toBeNull();
    t.clock.advance(1);
    expect(silent.peer.closedWith).toBe(1008);
    expect(silent.peer.last().message).toBe('no identification within 0.5 seconds');

    const guesser = t.open(1);
    for (let i = 0; i < 3; i++) guesser.say({ type: 'hello', protocol: PROTOCOL, token: newToken(), since: -1 });
    expect(guesser.peer.codes()).toEqual(['bad-token', 'bad-token', 'locked']);
    expect(guesser.peer.last().message).toBe('too many wrong tokens for this seat from your address: wait 2 minutes');

    expect(t.hosted.say(2, null, 'hola')).toBeNull();
    expect(t.hosted.say(2, null, 'otra vez')).toBe('slow down: one line every 4 seconds');
    t.clock.advance(4000);
    expect(t.hosted.say(2, null, 'ahora')).toBeNull();
  });
});

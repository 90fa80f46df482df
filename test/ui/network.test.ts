// A player's screens at a network table: the same screens on a seat port fed by a host,
// their private information always in view (no hand-offs), a banner saying who is at the table,
// talk with t, the President's bribe window (R11), and a whole game played by keys.
import { HostedTable } from '../../src/net/host.js';
import { seatInvites } from '../../src/net/invite.js';
import { runNetworkTui } from '../../src/ui/network.js';
import { makeTheme } from '../../src/ui/theme.js';
import { join, startHost, until as eventually } from '../support/net.js';
import { ENTER } from './harness.js';
import { fakeTerminal } from './tty.js';
import { openGame } from '../support/session.js';
import { tick } from '../support/wait.js';

test('a remote seat plays a whole game by keys alone: its hand always in view, no hand-offs, talk sent with t', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'random' }], 'net-ui', 'Ana');
  const host = await startHost(session, { holdMs: 60_000 });
  const ana = await join(host.invite(0));
  const fake = fakeTerminal(80, 24);
  const done = runNetworkTui(ana, {
    module: session.game, terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), resumeHint: 'Leave the table?', endNotes: ['The host keeps the record.'],
    game: () => ana.gameNumber, debug: true, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  });
  try {
    const until = async (test: (frame: string) => boolean, press: string | null, max: number) => {
      for (let i = 0; i < max && !test(fake.lastFrame()); i++) {
        if (press) {
          await fake.ready();
          fake.stdin.write(press);
        }
        await tick(4);
      }
      return test(fake.lastFrame());
    };
    expect(await until((f) => f.includes('Form the budget'), null, 500)).toBe(true);
    expect(fake.lastFrame()).toContain('Table: Ana (you) · Bo (bot) · Cy (bot)');
    expect(fake.lastFrame()).toMatch(/Ana – hand/);
    await fake.press('t');
    for (const ch of 'deal?') fake.stdin.write(ch);
    await fake.press('\x1b[2J');
    expect(fake.lastFrame()).toContain('> deal?');
    fake.stdin.write(ENTER);
    // The line travels to the host over the socket: wait for it there.
    await eventually(() => host.hosted.client().live.talk().length > 0);
    // The escape byte of the pasted sequence never reaches the table: only printable characters are typed.
    expect(host.hosted.client().live.talk().map((t) => t.text)).toEqual(['deal?[2J']);
    expect(await until((f) => f.includes('You: “deal?[2J”'), null, 500)).toBe(true);
    const over = await until((f) => f.includes('The game is over'), ENTER, 20000);
    expect(over).toBe(true);
    expect(session.finished).toBe(true);
    const frames = fake.frames.filter((f) => f.includes('Table:'));
    expect(frames.some((f) => f.includes('Pass to'))).toBe(false);
    // The bots pause at the host: a remote seat's screens never offer to skip that pause.
    expect(frames.some((f) => f.includes('skip the pause'))).toBe(false);
    // From the first view on (before it, the public table shows while the screens start).
    const shown = frames.slice(frames.findIndex((f) => f.includes('Ana – hand')));
    // The private screen throughout: the hand line, or the coup picker, which lists the hand itself.
    expect(shown.filter((f) => !/The game is over|Coup!|Say to everyone|Coup: choose the cards/.test(f) && !f.includes('Ana – hand'))).toEqual([]);
    // Ana was President with Money to give: before the others' turns she had her bribe window.
    expect(frames.some((f) => /(Bo|Cy)'s turn in \d+ s – b: bribe · Enter: pass/.test(f))).toBe(true);
    expect(Math.max(...fake.frames.map((f) => f.split('\n').length))).toBeLessThanOrEqual(24);
  } finally {
    fake.stdin.write('\x03');
    await done;
    ana.close();
    await host.close();
  }
}, 120000);

test('the host\'s invites overlay (i) shows a resumed save\'s hostile names escaped, never raw', async () => {
  // Names in saves are outside text: the record format lets a hand-edited one hold control characters.
  const session = openGame([{ name: 'Ana' }, { name: 'B\x1b]0;Xo' }, { name: 'Cy', bot: 'random' }], 'net-invites', 'Ana');
  const hosted = await HostedTable.open({
    session, tokens: ['a', 'b', null], holdMs: 0, botDelayMs: 0, hostSeat: 0,
    invites: seatInvites({ title: 'Las Cartas', players: session.record.players, tokens: ['a', 'b', null], hostSeat: 0, address: '10.0.0.1', port: 7310, secure: false, fingerprint: null }),
  });
  const fake = fakeTerminal(100, 24);
  const done = runNetworkTui(hosted.client(), {
    module: session.game, terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), resumeHint: 'End the table?', endNotes: [],
    game: () => hosted.gameNumber, debug: true, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  });
  try {
    await fake.frameWhere((f) => f.includes('Table:'));
    await fake.ready();
    fake.stdin.write('i');
    await fake.frameWhere((f) => f.includes('Invites:'));
    // The seat's line, then its command whole on a row of its own.
    const overlay = fake.lastFrame().slice(fake.lastFrame().indexOf('Invites:')).split('\n');
    expect(overlay.indexOf('    junta join ws://10.0.0.1:7310/t/2#b')).toBe(overlay.indexOf('  B\\x1b]0;Xo (seat 2, Las Cartas):') + 1);
    expect(fake.frames.some((f) => f.includes('\x1b]0;'))).toBe(false);
    // Two rows a seat (its line, its command), and the key that prints them whole is named.
    expect(overlay[0]).toMatch(/^Invites: each seat's line, then its command to paste \(w: print them whole\)/);
  } finally {
    fake.stdin.write('\x03');
    await done;
    hosted.end('done');
  }
}, 60000);

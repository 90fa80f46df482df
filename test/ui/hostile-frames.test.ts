// Nothing from a record reaches the terminal raw through the screens (terminal injection): a game whose
// players' names and seed carry every class of control and format character is played to its end
// screen, and replayed interactively; after removing the sequences the screens write themselves
// (cursor, erase, SGR colours, alternate screen), no frame holds a control, C1 or bidi code point.
import { createElement } from 'react';
import { RECORD_FORMAT, replayRecord, startRecord, type GameRecord } from '../../src/games/las-cartas/rules/index.js';
import { makeBots } from '../support/las-cartas.js';
import { Session } from '../../src/session/runner.js';
import { ReplayViewer } from '../../src/games/las-cartas/ui/replay.js';
import { runShell } from '../../src/ui/shell.js';
import { makeTheme } from '../../src/ui/theme.js';
import { ENTER, playOnScreen } from './harness.js';
import { fakeTerminal } from './tty.js';
import { FAST_BOTS } from '../support/session.js';
import { game as LAS_CARTAS } from '../support/las-cartas.js';

/** One name per class: OSC title, OSC 52 clipboard, a clearing CSI, C1 CSI, bidi override, a forged line. */
const HOSTILE = ['\x1b]0;pwned\x07Ana', '\x1b]52;c;aGk=\x07Bo', 'Cy\x1b[2J', '\u009b31mDi', '\u202eEva', 'Fe\nFinal scores'];
const SEED = 'seed\x1b]0;title\x07\u2066x';

/** The sequences the screens write themselves. */
const OURS = /\x1b\[[0-9;?]*[A-Za-z]/g;
const FORBIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

function leftovers(frames: string[]): string[] {
  return frames.map((f) => f.replace(OURS, '')).filter((f) => FORBIDDEN.test(f))
    .map((f) => { const at = f.search(FORBIDDEN); return `U+${f.codePointAt(at)!.toString(16)} in ${JSON.stringify(f.slice(Math.max(0, at - 60), at + 20))}`; });
}

const record = (players: GameRecord['players']): GameRecord => ({ format: RECORD_FORMAT, seed: SEED, players, options: { firstPresident: 'random' }, actions: [] });

test('a game with hostile names and seed, played to the end screen, draws none of their characters', async () => {
  const players = HOSTILE.map((name, i) => (i === 0 ? { name } : { name, bot: 'random' }));
  const session = Session.open(LAS_CARTAS, record(players), { autosave: null, bots: FAST_BOTS });
  const app = playOnScreen(session);
  // The log and the rules overlays on Ana's private screen, the log naming every player.
  expect(await app.until((f) => f.includes('– hand'), [ENTER], 8000)).toBe(true);
  await app.press('l');
  expect(app.lastFrame()).toContain('Log (as \\x1b]0;pwned\\x07Ana saw it)');
  await app.press('\x1b');
  await app.press('?');
  expect(app.lastFrame()).toContain('Reading the table:');
  await app.press('\x1b');
  expect(app.lastFrame()).toContain('– hand');
  expect(await app.until((f) => f.includes('The game is over'), [ENTER], 8000)).toBe(true);
  await app.quit();
  expect(app.frames.join('')).toContain('\\x1b]0;pwned\\x07Ana');
  expect(app.frames.join('')).toContain('\\u202eEva');
  expect(app.frames.some((f) => f.includes('Seed: seed\\x1b]0;title\\x07\\u2066x'))).toBe(true);
  expect(leftovers(app.frames)).toEqual([]);
}, 60000);

test('the interactive replay of such a record draws none of them either', async () => {
  const players = HOSTILE.map((name) => ({ name, bot: 'random' }));
  const session = Session.open(LAS_CARTAS, record(players), { autosave: null, bots: makeBots() });
  await session.runBots();
  const finished = session.record;
  const replay = replayRecord(finished);
  if (!replay.ok) throw new Error('the record does not replay');
  const fake = fakeTerminal();
  const audiences = ['public', ...players.map((_, i) => i), 'all'] as const;
  const done = runShell({ terminal: fake.terminal, debug: true }, createElement(ReplayViewer, {
    record: finished, initial: startRecord(finished), steps: replay.steps, audiences: [...audiences], start: 'public', at: 0, theme: makeTheme({ NO_COLOR: '1' }),
  }));
  await fake.ready();
  for (let i = 0; i < 30; i++) {
    await fake.press(i % 5 === 4 ? '\t' : '\x1b[C');
  }
  await fake.press('G');
  fake.stdin.write('q');
  await done;
  expect(fake.frames.join('')).toContain('\\x9b31mDi');
  expect(leftovers(fake.frames)).toEqual([]);
}, 60000);

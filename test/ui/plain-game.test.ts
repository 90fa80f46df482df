// Plain mode in process: whole games whose human seats answer plain mode's questions
// line by line as the heuristic bot would choose, the screen cleared at each hand-off of a group,
// and what a bad line, a wrong name, help and quit do – at a terminal and in a script.
import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { heuristicBot } from '../../src/games/las-cartas/bots/heuristic.js';
import { RECORD_FORMAT } from '../../src/games/las-cartas/rules/index.js';
import { InputError } from '../../src/session/errors.js';
import { Session } from '../../src/session/runner.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { streamLines, type Ask, type LineSource } from '../../src/ui/plain/lines.js';
import { runPlain } from '../../src/ui/plain/run.js';
import { CLEAR } from '../../src/ui/terminal.js';
import { BotTypist, botTypedGame, ONE_HUMAN, playPlain as play, scoreSentencesOf, TWO_HUMANS } from './plain-driver.js';
import { FAST_BOTS, openGame } from '../support/session.js';
import { game as LAS_CARTAS } from '../support/las-cartas.js';

/** A line source from a list, as a person at a terminal types it (interactive) or as a script. */
function typed(lines: string[], interactive: boolean): LineSource & { asks: Ask[] } {
  let n = 0;
  const asks: Ask[] = [];
  return {
    asks,
    interactive,
    get lineNumber() {
      return n;
    },
    next: async (ask) => {
      asks.push(ask);
      return n < lines.length ? lines[n++] : null;
    },
    close: () => {},
  };
}


test('one player against two bots: the whole game through the prompts, a budget built by sub-prompts, to the final scores', async () => {
  const { result, text, typist, session } = await botTypedGame(ONE_HUMAN, 'plain-one', false);
  expect(result).toEqual({ code: 0, finished: true });
  expect(session.finished).toBe(true);
  expect(typist.decisions).toBeGreaterThan(20);
  // Ana's first budget, card by card: a card moved to Bo's or Cy's stack, an announcement typed, confirmed.
  expect(text).toContain('Form the budget: put the Money you drew into one stack per player and announce each stack.');
  expect(text).toMatch(/Which Money card do you move\?\n[^]*?Where does the \d million go\?\n/);
  expect(text).toMatch(/What do you announce for (your own|Bo's|Cy's) stack\? It holds \d+ million\.\nType a number from 0 to \d+: \d+\n/);
  expect(text).toContain('Propose this budget? This cannot be undone.');
  expect(text).toMatch(/\nAna proposes the budget: Ana \d+ \(\d cards?\), Bo \d+/);
  expect(text).toContain('The game is over.');
  for (const sentence of scoreSentencesOf(session)) expect(text).toContain(sentence);
  expect(text).toContain('Saved: /tmp/test.json');
  // One human: no hand-offs, nothing cleared, no escape sequence at all.
  expect(text).not.toContain('Pass the keyboard');
  expect(text).not.toContain('\x1b');
}, 120000);

test('two players at one terminal: a hand-off never shows a private line (the screen and scrollback are cleared), and waits for the name', async () => {
  let bribes = 0;
  const { result, text, session } = await botTypedGame(TWO_HUMANS, 'plain-two', true, { bribeAt: () => bribes++ < 1 });
  expect(result).toEqual({ code: 0, finished: true });
  expect(session.finished).toBe(true);
  // The only escape sequence written is the clear, ESC[2J ESC[3J ESC[H.
  expect(text.split(CLEAR).join('')).not.toContain('\x1b');
  // Before each hand-off, nothing private is left on screen: since the last clear (or the start) no hand, Money or recap.
  const handOffs = [...text.matchAll(/Pass the keyboard to (Ana|Bo)(, the President, who wants to offer a bribe)?\.\n/g)];
  expect(handOffs.length).toBeGreaterThan(20);
  for (const found of handOffs) {
    const before = text.slice(0, found.index);
    expect(before.slice(before.lastIndexOf(CLEAR) + 1)).not.toMatch(/your hand|Your Money|since your last turn|what happened so far/);
  }
  expect(text.split(CLEAR).length - 1).toBeGreaterThan(20);
  const screens = text.split(CLEAR);
  // Every screen between two clears shows at most one player's private lines.
  for (const screen of screens) expect(new Set([...screen.matchAll(/^(Ana|Bo), your hand:/gm)].map((m) => m[1])).size).toBeLessThanOrEqual(1);
  // The President typed "bribe" at a hand-off and offered one through the builder (R11).
  expect(text).toContain('Ana, the President, may type bribe instead, to offer a bribe before');
  expect(text).toContain('Pass the keyboard to Ana, the President, who wants to offer a bribe.');
  expect(session.record.actions.some((a) => a.type === 'bribe' && a.seat === 'Ana')).toBe(true);
  for (const sentence of scoreSentencesOf(session)) expect(text).toContain(sentence);
}, 120000);

test('through a pipe, several players get the same hand-offs but no escape sequence at all', async () => {
  const { text } = await botTypedGame(TWO_HUMANS, 'plain-two', false);
  expect(text).toContain('Pass the keyboard to Bo.');
  expect(text).not.toContain('\x1b');
});

describe('bad answers', () => {
  test('in a script, a bad line ends the game with an error naming its line; nothing played is lost', async () => {
    const session = openGame(ONE_HUMAN, 'plain-bad', 'Ana');
    const run = play(session, streamLines(Readable.from(['1\n', '1\n', '1\n', '7\n', '3\n'])), false);
    await expect(run.done).rejects.toThrow(new InputError('line 4: "7" is not one of the choices: type 1 to 3, or ? for help. The game is saved; continue it with: junta resume --plain'));
    expect(session.record.actions).toEqual([]);
    expect(run.text()).toContain('Your choice (1 to 3): 7\n');
  });

  test('at a terminal, a bad answer is explained and the same question asked again; help and the table answer; quit stops', async () => {
    const session = openGame(ONE_HUMAN, 'plain-bad', 'Ana');
    const lines = typed(['7', '?', 'table', 'card mafia', '3', '1', 'quit'], true);
    const run = play(session, lines, true);
    expect(await run.done).toEqual({ code: 0, finished: false });
    const text = run.text();
    const menu = 'Your choice (1 to 3): ';
    expect(text).toContain(`${menu}"7" is not one of the choices: type 1 to 3, or ? for help.\n`);
    expect(text).toContain('Answer each question with the number of a choice, then Enter.');
    expect(text).toContain('Rules: ');
    expect(text).toMatch(/Round 1: the President forms the budget\. Ana is President\./);
    expect(text).toContain('Mafia: influence, votes 1, battle 3.');
    // Done with everything in Ana's stack announced 0, confirmed: the budget is proposed; then quit.
    expect(session.record.actions[0]).toMatchObject({ type: 'propose-budget', seat: 'Ana' });
    expect(text).toContain('The game is saved; continue it with: junta resume --plain');
    // A terminal echoes what is typed itself, so plain mode does not.
    expect(text).not.toContain(`${menu}7`);
    expect(lines.asks.every((a) => a.kind === 'choice')).toBe(true);
  });

  test('a hand-off takes only the next player\'s name (in any case), or "bribe" from the President when a bribe may be offered', async () => {
    const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'plain-names', 'vote');
    const lines = typed(['Bo', 'bribe', 'ANA'], true);
    const run = play(session, lines, false);
    expect(await run.done).toEqual({ code: 0, finished: false });
    const text = run.text();
    expect(text).toContain("Ana, type your name when only you can see the screen: That is not Ana's name; only Ana may take this turn.\n");
    // Naming the first President: nobody may bribe yet (R11), so "bribe" is no name either.
    expect(text).toContain("That is not Ana's name; only Ana may take this turn.\nAna, type your name");
    expect(text).toContain('Name the first President (secret until everyone has named one).');
    expect(text).toContain('The input has ended before the game did.');
  });
});

test('when the reader of the output goes away (| head), the game stops where it is, saved, instead of playing on blind', async () => {
  const session = openGame(ONE_HUMAN, 'plain-pipe-closed', 'Ana');
  const input = new PassThrough();
  input.write('1\n');
  const output = Object.assign(new EventEmitter(), {
    writes: 0,
    write(this: EventEmitter & { writes: number }) {
      // The first write after the welcome fails, as writing to a closed pipe does (EPIPE).
      if (++this.writes === 2) setImmediate(() => this.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })));
      return true;
    },
  });
  const result = await runPlain(session.game, localClient(new LocalTable(session)), {
    terminal: { input, output }, resumeHint: () => 'saved', endNotes: () => [],
  });
  expect(result).toEqual({ code: 0, finished: false });
  expect(session.record.actions).toEqual([]);
});

test('hostile names and seed from a record reach the output only as escapes, whatever is typed and echoed', async () => {
  const players = [{ name: '\x1b]0;pwned\x07Ana' }, { name: '\u202eEva' }, { name: 'Cy\x1b[2J', bot: 'random' }, { name: 'Fe\nFinal scores', bot: 'random' }];
  const session = Session.open(LAS_CARTAS,
    { format: RECORD_FORMAT, seed: 'seed\x1b]0;title\x07\u2066x', players, options: { firstPresident: 'random' }, actions: [] },
    { autosave: null, bots: FAST_BOTS },
  );
  const typist = new BotTypist(session, heuristicBot, 'plain-hostile');
  const run = play(session, typist, true);
  expect(await run.done).toEqual({ code: 0, finished: true });
  const text = run.text();
  // A hand-off names the player escaped; the name typed (raw) is echoed escaped too.
  expect(text).toContain('Pass the keyboard to \\u202eEva.\n\\u202eEva, type your name when only you can see the screen: \\u202eEva\n');
  expect(text).toContain('The seed was seed\\x1b]0;title\\x07\\u2066x.');
  expect(text).toContain('Fe\\x0aFinal scores (a bot)');
  const forbidden = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
  expect(forbidden.test(text.split(CLEAR).join(''))).toBe(false);
});

test('four players, three at the terminal: coups with a First Rebel, whose returned stack the President redistributes through the sub-prompts (R18)', async () => {
  const players = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }, { name: 'Di' }];
  const { result, text, session } = await botTypedGame(players, 'plain-four-0', true);
  expect(result).toEqual({ code: 0, finished: true });
  expect(text).toContain('Redistribute the stack the First Rebel returned: move its Money onto the other stacks.');
  expect(text).toContain('Redistribute like this? This cannot be undone.');
  expect(session.record.actions.some((a) => a.type === 'redistribute' && a.seat !== 'Cy')).toBe(true);
  // A coup's news opens with the game's line; each round after a blank line (its narration's chapter).
  expect(text).toContain('\nCoup! The cards are revealed.\n');
  expect(text).toMatch(/\n\nRound 2: /);
  for (const sentence of scoreSentencesOf(session)) expect(text).toContain(sentence);
});

test('a player at another terminal decides: plain mode says whom it waits for, and goes on when the table changes', async () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }], 'plain-elsewhere', 'Bo');
  const table = new LocalTable(session);
  // Ana plays here; Bo at another terminal (as over the network); the bots run here.
  const client = { ...localClient(table), here: [0] };
  let text = '';
  const lines = typed(['quit'], true);
  const done = runPlain(session.game, client, { terminal: { input: process.stdin, output: { write: (t: string) => (text += t) } }, lines, resumeHint: () => 'saved', endNotes: () => [] });
  await new Promise((resolve) => setImmediate(resolve));
  expect(text).toContain('Waiting for Bo.');
  const drawn = session.state.budget!.drawn;
  expect(await table.port(1).submit({ type: 'propose-budget', seat: 'Bo', stacks: [{ to: 'Bo', money: drawn, announced: 0 }] }, 0)).toEqual({ ok: true, step: 1 });
  // The voting starts with the President, Bo: still waiting.
  await new Promise((resolve) => setImmediate(resolve));
  expect(text.split('Waiting for Bo.').length - 1).toBe(2);
  expect(await table.port(1).submit({ type: 'draw-card', seat: 'Bo' }, 1)).toEqual({ ok: true, step: 2 });
  expect(await done).toEqual({ code: 0, finished: false });
  expect(text).toContain('Bo proposes the budget');
  expect(lines.asks).toEqual([expect.objectContaining({ kind: 'choice', seat: 0 })]);
}, 10000);

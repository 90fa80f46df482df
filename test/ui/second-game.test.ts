// A second game plugs its screens into the generic shell: the toy game (test/support/toy-game.ts,
// High Card) with plain-mode screens of its own plays to its end through plain mode's loop – its
// title, its rules topic, its catalogue's cards, its events' sentences, its final scores – with the
// shell naming nothing of Las Cartas (the screens' contract, src/ui/game-screens.ts).
import { Session } from '../../src/session/runner.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { Text } from 'ink';
import { createElement } from 'react';
import type { FullScreens, GameScreens, PromptAnswer } from '../../src/ui/game-screens.js';
import { useKeys } from '../../src/ui/keys.js';
import { runTui } from '../../src/ui/run.js';
import { makeTheme } from '../../src/ui/theme.js';
import { ENTER } from './keys.js';
import { fakeTerminal } from './tty.js';
import { runPlain } from '../../src/ui/plain/run.js';
import { toyGame, type ToyAction, type ToyEvent, type ToyView } from '../support/toy-game.js';
import { toyBots } from '../support/toy-bots.js';
import { Readable } from 'node:stream';
import { streamLines } from '../../src/ui/plain/lines.js';

/** The toy's one prompt: its seat's choices, numbered. */
type ToyPrompt = { actions: ToyAction[] };

const label = (a: ToyAction) => ('card' in a ? `Play ${a.card}` : 'ready' in a ? 'Ready' : a.protest ? 'Protest' : 'Let it stand');

const toyScreens: GameScreens = {
  plain: {
    prompts: {
      open(view) {
        const v = view as ToyView;
        if (v.over) return null;
        if (v.protester !== null) return v.protester === v.seat ? { actions: [{ seat: v.seat, protest: true }, { seat: v.seat, protest: false }] } : null;
        return v.mine === null ? { actions: v.hand.map((card) => ({ seat: v.seat, card })) } : null;
      },
      text: (prompt) => ({ lines: (prompt as ToyPrompt).actions.map((a, i) => `  ${i + 1}. ${label(a)}`), ask: 'Your choice: ' }),
      answer(prompt, text): PromptAnswer<unknown> {
        const action = (prompt as ToyPrompt).actions[Number(text.trim()) - 1];
        return action ? { kind: 'action', action } : { kind: 'refused', reason: 'Type the number of a choice.' };
      },
    },
    sentences: {
      table: (view, names) => [`Points: ${(view as ToyView).points.map((p, i) => `${names[i]} ${p}`).join(', ')}.`],
      own: (view) => [`Your hand: ${(view as ToyView).hand.join(', ')}.`],
      scores: (scores) => scores.map((s) => `${s.name}: ${s.keys.join('/')} points${s.winner ? ', a winner' : ''}.`),
    },
  },
  full: () => Promise.reject(new Error('the toy has no full screens')),
  story: {
    news: () => [],
    notebook: () => null,
    reveal: { heading: 'The toy has nothing to reveal.', lines: () => [] },
    // The points the public events gave: each round's roll to its winner, a point from the leader to each protester.
    finalScores(log, names) {
      const points = names.map(() => 0);
      for (const e of log.flatMap((step) => step.events) as ToyEvent[]) {
        if (e.type === 'revealed') points[e.winner] += e.roll;
        const leader = points.indexOf(Math.max(...points));
        if (e.type === 'protested' && e.protest && points[leader] > 0) [points[leader], points[e.seat]] = [points[leader] - 1, points[e.seat] + 1];
      }
      return names.map((name, seat) => ({ name, keys: [points[seat]], winner: points[seat] === Math.max(...points) }));
    },
  },
};

test('the toy game, with plain screens of its own, plays to its end through plain mode: its title, topic, cards, events and scores', async () => {
  const toy = { ...toyGame(), screens: async () => toyScreens };
  const record = { format: toy.recordFormat, seed: 'second-game', players: [{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], actions: [] };
  const session = Session.open(toy, record, { autosave: null, bots: toyBots(toy.rules) });
  let text = '';
  // Ana asks for help and a card, then always takes the first choice.
  const lines = streamLines(Readable.from(['?', 'card card 7', ...Array.from({ length: 12 }, () => '1')].map((l) => `${l}\n`)));
  const result = await runPlain(toy, localClient(new LocalTable(session)), {
    terminal: { input: process.stdin, output: { write: (t: string) => (text += t) } }, lines, resumeHint: () => 'saved', endNotes: () => ['The end.'],
  });
  expect(result).toEqual({ code: 0, finished: true });
  expect(session.finished).toBe(true);
  expect(text).toContain('High Card, in plain text. Players: Ana (you), Bo (a bot), Cy (a bot).');
  expect(text).toContain('Rules: High card\nEveryone chooses a card at once; the highest wins a die roll of points.');
  expect(text).toContain('Card 7: Card 7. Worth 7.');
  expect(text).toMatch(/The cards are \d+, \d+, \d+: \w+ wins and rolls \d\./);
  // The scores as the toy's screens tell them: the game's own standing.
  const standing = toy.rules.score(session.state);
  const told = standing.players.map((p) => `${record.players[p.seat].name}: ${p.keys[0]} points${standing.winners.includes(p.seat) ? ', a winner' : ''}.`);
  expect(text).toContain(`The game is over.\n${told.join('\n')}\n`);
  expect(text).toContain('The toy has nothing to reveal.');
  expect(text).not.toMatch(/Las Cartas|President|Coup|million/);
});

/** The toy's full screens: its table and its decision screen (Enter takes the first choice), drawn inside the shell. */
const toyFull: FullScreens = {
  Table: ({ view, names }) => createElement(Text, null, toyScreens.plain.sentences.table(view, names).join(' ')),
  Decision: function Decision({ view, purpose, names, onSubmit }) {
    const prompt = toyScreens.plain.prompts.open(view, purpose, names, false) as ToyPrompt | null;
    useKeys((_input, key) => {
      if (!key.return || !prompt) return false;
      onSubmit(prompt.actions[0]);
      return true;
    }, 'screen');
    return createElement(Text, null, prompt ? `Choose: ${prompt.actions.map(label).join(' · ')}` : 'Waiting.');
  },
  Replay: () => null,
  story: toyScreens.story,
};

test("the toy game's full screens plug into the shell: hand-offs, its table and decision screen, and the end screen under its score's name", async () => {
  const toy = { ...toyGame(), screens: async (): Promise<GameScreens> => ({ ...toyScreens, full: async () => toyFull }) };
  const record = { format: toy.recordFormat, seed: 'second-game-full', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'random' }], actions: [] };
  const session = Session.open(toy, record, { autosave: null, bots: toyBots(toy.rules) });
  const fake = fakeTerminal(80, 24);
  const done = runTui(session, {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
    resumeHint: () => 'saved', endNotes: () => ['The end.'], debug: true,
  });
  const seen = new Set<string>();
  for (let i = 0; i < 100 && !fake.lastFrame().includes('The game is over'); i++) {
    for (const word of ['Pass to', 'Choose: Play', 'Choose: Protest', 'Points:']) if (fake.lastFrame().includes(word)) seen.add(word);
    await fake.press(ENTER);
  }
  expect(session.finished).toBe(true);
  // Two players here: hand-offs between them, each one's choices on its own screen.
  expect([...seen].sort()).toEqual(expect.arrayContaining(['Choose: Play', 'Pass to']));
  const end = fake.lastFrame();
  const standing = toy.rules.score(session.state);
  // The toy names no score keys: one column, "Score"; a row per player, best first, winners starred.
  expect(end).toMatch(/^\s+Score$/m);
  for (const p of standing.players) {
    const star = standing.winners.includes(p.seat) ? '\\*' : ' ';
    expect(end).toMatch(new RegExp(`^${star} ${record.players[p.seat].name}\\s+${p.keys[0]}$`, 'm'));
  }
  expect(end).not.toMatch(/Las Cartas|President|Coup|million/);
  await fake.press('q');
  expect((await done).code).toBe(0);
});

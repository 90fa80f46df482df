// The end screen and plain mode's end for any game's standing (the toy game of the contract
// harness): one winner, several sharing the win, or nobody (the board game's B10 and B64) – the
// heading says which in words, the score table stars exactly the winners.
import type { Standing } from '../../src/core/game.js';
import type { FinalScore, GameScreens } from '../../src/ui/game-screens.js';
import { KeyRouter } from '../../src/ui/keys.js';
import { endingParagraphs } from '../../src/ui/plain/ending.js';
import { EndScreen } from '../../src/ui/screens/End.js';
import { makeTheme } from '../../src/ui/theme.js';
import { toyGame, type ToyAction } from '../support/toy-game.js';
import { frameProblems } from './frames.js';
import { renderTty } from './tty.js';

const toy = toyGame();
const NAMES = ['Ana', 'Bo', 'Cy'];

/** A toy game played to its end, each seat taking its first legal action, and its standing. */
function standingOf(seed: string, options?: Record<string, unknown>): Standing {
  let { state } = toy.rules.create({ seed, players: NAMES, options });
  while (!toy.rules.isOver(state)) {
    const seat = toy.rules.pending(state).required[0].seat;
    const result = toy.rules.apply(state, toy.rules.legalActions(state, seat).actions[0] as ToyAction);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return toy.rules.score(state);
}

const scoresOf = (standing: Standing): FinalScore[] =>
  standing.players.map((p) => ({ name: NAMES[p.seat], keys: p.keys, winner: standing.winners.includes(p.seat) }));

function drawn(scores: FinalScore[]): string[] {
  const app = renderTty(
    <KeyRouter before={() => false} after={() => {}}>
      <EndScreen scores={scores} scoreKeys={['Points']} reveal={[]} notes={[]} canPlayAgain={false} rows={24} width={80} theme={makeTheme({})} onPlayAgain={() => {}} onQuit={() => {}} />
    </KeyRouter>,
  );
  try {
    const frame = app.lastFrame().replace(/\n$/, '');
    expect(frameProblems(frame)).toEqual([]);
    return frame.split('\n');
  } finally {
    app.unmount();
  }
}

const starred = (lines: string[]) => lines.filter((l) => l.startsWith('* ')).map((l) => l.slice(2).trim().split(/\s+/)[0]);

test('B10 B64 a game nobody won: the end screen says "nobody wins" and stars nobody', () => {
  const standing = standingOf('end-nobody', { target: 100 });
  expect(standing.winners).toEqual([]);
  const lines = drawn(scoresOf(standing));
  expect(lines[0]).toBe('The game is over · nobody wins');
  expect(starred(lines)).toEqual([]);
});

test('B64 equal best scores: the end screen names them winning together and stars each', () => {
  // First legal actions from this seed leave Bo and Cy tied on 2 points.
  const standing = standingOf('replay-shared-19');
  expect(standing.winners).toEqual([1, 2]);
  const lines = drawn(scoresOf(standing));
  expect(lines[0]).toBe('The game is over · Bo and Cy win together');
  expect(starred(lines)).toEqual(['Bo', 'Cy']);
});

test('B10 B64 plain mode ends a game nobody won saying so, and one with winners as before', () => {
  const story = { finalScores: (_log: unknown, _names: unknown) => scores, reveal: { heading: 'The whole game:', lines: () => [] } } as unknown as GameScreens['story'];
  const sentences = { scores: (s: readonly FinalScore[]) => s.map((x) => `${x.name}: ${x.keys[0]}`) } as unknown as GameScreens['plain']['sentences'];
  let scores = scoresOf(standingOf('end-nobody', { target: 100 }));
  expect(endingParagraphs(story, sentences, [], null, NAMES)[0].slice(0, 2)).toEqual(['', 'The game is over: nobody wins.']);
  scores = scoresOf(standingOf('replay-shared-19'));
  expect(endingParagraphs(story, sentences, [], null, NAMES)[0].slice(0, 2)).toEqual(['', 'The game is over.']);
});

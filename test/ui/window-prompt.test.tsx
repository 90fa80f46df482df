// The public window prompt (V30) at 80 columns with five long names (the layout sweep of Viva's screens): each
// listed player's digit stays on the line of their name, and each key is whole on a line. Word wrap
// had parted a digit from its name wherever the digit fit at the end of a line and the name did not
// (names of 19 columns: "… 3 Cleopatra-Philadelp 4" above "Anastasia-Maximilia").
import { KeyRouter } from '../../src/ui/keys.js';
import { WindowPrompt, windowPromptRows } from '../../src/ui/screens/WindowPrompt.js';
import { windowPromptText } from '../../src/ui/window-prompt.js';
import { frameProblems } from './frames.js';
import { renderTty } from './tty.js';

const NINETEEN = ['Anastasia-Maximilia', '山田太郎山田太郎山田', 'Bartholomew-Fitzger', '김민준김민준김민준김', 'Cleopatra-Philadelp'];
const TWENTY_FOUR = ['Anastasia-Maximiliana-XY', '山田太郎山田太郎山田太郎', 'Bartholomew-Fitzgerald-Z', '김민준김민준김민준김민준', 'Cleopatra-Philadelphia-Q'];

function drawn(names: readonly string[], seats: number[]): string[] {
  const props = { seats, label: 'a before-combat card', names, width: 80 };
  const app = renderTty(<KeyRouter before={() => false} after={() => {}}><WindowPrompt {...props} onPlay={() => {}} onPassAll={() => {}} /></KeyRouter>);
  try {
    const frame = app.lastFrame().replace(/\n$/, '');
    expect(frameProblems(frame)).toEqual([]);
    const lines = frame.split('\n');
    expect(lines).toHaveLength(windowPromptRows(props));
    return lines;
  } finally {
    app.unmount();
  }
}

test.each([['19', NINETEEN], ['24', TWENTY_FOUR]])('names of %s columns: every digit on the line of its name, every key whole', (_width, names) => {
  for (const seats of [[0, 1, 2, 3, 4], [3, 4, 0, 1, 2], [2, 0]]) {
    const lines = drawn(names, seats);
    const text = windowPromptText(seats, 'a before-combat card', names);
    for (const choice of text.choices) expect([choice, lines.some((line) => line.includes(choice))]).toEqual([choice, true]);
    for (const key of text.keys) expect([key, lines.some((line) => line.includes(key))]).toEqual([key, true]);
  }
});

test('one player asked: their digit and name, and the two keys', () => {
  const lines = drawn(TWENTY_FOUR, [1]);
  expect(lines).toEqual([`Does ${TWENTY_FOUR[1]} play a before-combat card?`, `1 ${TWENTY_FOUR[1]}`, '1: play (a private screen for you alone) · Enter: pass']);
});

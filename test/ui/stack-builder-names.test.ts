// The stack builder draws players' names as the screens show them (escaped and cut), while the
// actions it builds keep the record's own names: a record's names are outside text (R5's table,
// every line through the sanitizer). The President's own Money says where it lies (R8).
import { createElement } from 'react';
import { viewFor, type Action } from '../../src/games/las-cartas/rules/index.js';
import { legalFromView } from '../support/las-cartas.js';
import { shown } from '../../src/text/width.js';
import { makeTheme } from '../../src/ui/theme.js';
import { StackBuilder } from '../../src/games/las-cartas/ui/widgets/StackBuilder.js';
import { openGame } from '../support/session.js';
import { game, giveMoney, THREE } from '../support/game.js';
import { DOWN, RIGHT } from './keys.js';
import { KeyRouter } from '../../src/ui/keys.js';
import { renderTty } from './tty.js';

test('a control character in a player\'s name reaches the builder\'s frame only as an escape', () => {
  const hostile = 'B\x1b]0;Xo';
  const session = openGame([{ name: 'Ana' }, { name: hostile }, { name: 'Cy' }], 'builder-names', 'Ana');
  const view = viewFor(session.state, 0);
  const names = view.players.map((p) => shown(p.name));
  const submitted: Action[] = [];
  const app = renderTty(createElement(StackBuilder, {
    mode: 'budget', view, names, legal: legalFromView(view), theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }),
    rows: 18, width: 80, onSubmit: (action: Action) => void submitted.push(action),
  }));
  try {
    expect(app.lastFrame()).toContain('B\\x1b]0;Xo');
    expect(app.frames.some((f) => f.includes('\x1b]0;'))).toBe(false);
  } finally {
    app.unmount();
  }
});

test('the President\'s banked Money (R8: under the Middleman, in the Swiss account) is named as banked, and where it stays is no stack', async () => {
  // Ana draws 3 + 2 + 2 + 1 and has 1 million on her Middleman and 4 under it.
  const s = giveMoney(game({}, { players: THREE, money: ['m3', 'm2', 'm2', 'm1'], stacks: 'none' }), 'Ana', ['m4#1'], 'swiss');
  const view = viewFor(s, 0);
  expect(view.swiss).toEqual(['m4#1']);
  const builder = createElement(StackBuilder, {
    mode: 'budget', view, names: ['Ana', 'Bo', 'Cy'], legal: legalFromView(view), theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }),
    rows: 18, width: 80, onSubmit: () => undefined,
  });
  const app = renderTty(createElement(KeyRouter, { before: () => false, after: () => undefined, children: builder }));
  try {
    await app.ready();
    const lines = () => app.lastFrame().split('\n');
    expect(app.lastFrame()).not.toContain('(stays on your Middleman)');
    expect(app.lastFrame()).not.toContain('(yours)');
    expect(lines().some((l) => l.includes('4M banked → stays banked'))).toBe(true);
    expect(lines().some((l) => l.includes('1M from Middleman → stays on it'))).toBe(true);
    // Moved onto a stack, it is still named as banked money; moved on round, it stays banked again.
    for (let i = 0; i < 5; i++) await app.press(DOWN);
    await app.press(RIGHT);
    expect(lines().some((l) => l.includes('4M banked → Ana'))).toBe(true);
    for (let i = 0; i < 3; i++) await app.press(RIGHT);
    expect(lines().some((l) => l.includes('4M banked → stays banked'))).toBe(true);
  } finally {
    app.unmount();
  }
});

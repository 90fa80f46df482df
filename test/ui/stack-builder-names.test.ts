// The stack builder draws players' names as the screens show them (escaped and cut), while the
// actions it builds keep the record's own names: a record's names are outside text (R5's table,
// every line through the sanitizer).
import { createElement } from 'react';
import { viewFor, type Action } from '../../src/engine/index.js';
import { legalFromView } from '../../src/session/las-cartas.js';
import { shown } from '../../src/text/width.js';
import { makeTheme } from '../../src/ui/theme.js';
import { StackBuilder } from '../../src/games/las-cartas/ui/widgets/StackBuilder.js';
import { openGame } from '../support/session.js';
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

// Viva at one keyboard through the real shell (src/ui/run.tsx) at 80×24: the Presidente's Promise
// board moved by its keys. The shell's card callback returns what it stores; a widget's effect that
// handed that back to React made it call a string as its clean-up, and the screens closed at the
// first move of the cursor.
import { Session } from '../../../../src/session/runner.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { VivaRecord } from '../../../../src/games/viva/rules/types.js';
import { runTui } from '../../../../src/ui/run.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { CTRL_C, DOWN, ENTER, RIGHT } from '../../../ui/keys.js';
import { fakeTerminal } from '../../../ui/tty.js';

test('the Promise board takes ↓ and → inside the shell', async () => {
  const record: VivaRecord = { format: 'junta-viva/1', seed: 'shell-keys', players: [{ name: 'Ana' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'heuristic' }], actions: [], options: { firstPresidente: 'Ana' } };
  const session = Session.open(viva, record, { autosave: null, bots: (await viva.bots())() });
  const fake = fakeTerminal(80, 24);
  const done = runTui(session, {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
    resumeHint: () => 'saved', endNotes: () => ['The end.'], debug: true,
  });
  await fake.frameWhere((f) => f.includes('Pass to') || f.includes('Your Promises'));
  if (fake.lastFrame().includes('Pass to')) await fake.press(ENTER);
  await fake.frameWhere((f) => f.includes('Your Promises'));
  await fake.press(RIGHT);
  await fake.press(DOWN);
  const r = await Promise.race([done.then((x) => `ended ${x.code} ${String(x.error)}`), Promise.resolve('running')]);
  expect(r).toBe('running');
  expect(fake.lastFrame()).toMatch(/› .*: ‹ you keep it ›/);
  await fake.press(CTRL_C);
  expect((await done).error).toBeUndefined();
});

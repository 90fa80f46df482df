// Plain mode asks a public window (V30) of the players at the keyboard together: the table as
// everyone sees it, "Does anyone play …?" with a number per player it asks in a row; an empty line
// records each listed player's own pass, in order, with no hand-off; a player's number passes for
// those listed before them and hands the keyboard to that player alone.
import seedrandom from 'seedrandom';
import { viva } from '../../../src/games/viva/module.js';
import type { Action, VivaRecord } from '../../../src/games/viva/rules/types.js';
import { vivaPlain, vivaStory } from '../../../src/games/viva/ui/plain/index.js';
import { LocalTable, localClient } from '../../../src/session/local-table.js';
import { Session } from '../../../src/session/runner.js';
import type { GameScreens } from '../../../src/ui/game-screens.js';
import type { Ask, LineSource } from '../../../src/ui/plain/lines.js';
import { runPlain } from '../../../src/ui/plain/run.js';

const NAMES = ['Ana', 'Bo', 'Cy'];
const screens: GameScreens = { plain: vivaPlain as GameScreens['plain'], story: vivaStory as GameScreens['story'], full: () => Promise.reject(new Error('plain only')) };

interface Asked { seats: number[]; steps: number; typed: string; at: number }

test('V30 plain mode: a window of the players here on one prompt; Enter records their passes in order, a number hands the keyboard to that player alone', async () => {
  const game = { ...viva, screens: async () => screens };
  const record = { format: viva.recordFormat, seed: 'plain-window', players: NAMES.map((name) => ({ name })), options: { variant: 'basic' }, actions: [] } as VivaRecord;
  const session = Session.open(game, record, { autosave: null, bots: (await viva.bots())() });
  const random = seedrandom('plain-window');
  let out = '';
  const windows: Asked[] = [];
  let prompts = 0;
  const lines: LineSource & { count: number } = {
    // As a person at a terminal: a refused pick is asked again.
    count: 0, interactive: true,
    get lineNumber() { return this.count; },
    close() {},
    async next(ask: Ask) {
      this.count += 1;
      if (ask.kind === 'window') {
        // Every third prompt of several players, the last listed plays; otherwise all pass.
        prompts += 1;
        const typed = ask.seats.length > 1 && prompts % 3 === 0 ? String(ask.seats.length) : '';
        windows.push({ seats: ask.seats, steps: session.steps.length, typed, at: out.length });
        return windows.length > 24 ? null : typed;
      }
      if (ask.kind === 'name') return NAMES[ask.seat];
      if (ask.kind === 'enter') return '';
      // A decision: a seeded pick among the numbered choices of the prompt just printed.
      const shown = out.slice(out.lastIndexOf('\n\n')).split('\n');
      const numbered = shown.map((l) => /^ {2}(\d+)\. /.exec(l)?.[1]).filter((n): n is string => n !== undefined);
      return numbered.length > 0 ? numbered[Math.floor(random() * numbered.length)] : '1';
    },
  };
  const result = await runPlain(game, localClient(new LocalTable(session)), {
    terminal: { input: process.stdin, output: { write: (t: string) => (out += t) } }, lines, resumeHint: () => 'Saved.', endNotes: () => [],
  });
  expect(result.finished).toBe(false);
  expect(windows.length).toBeGreaterThan(10);
  expect(out).toMatch(/Does anyone play (a before-combat card|Burglars)\?\n1 \w+\n2 \w+/);
  const actions = session.record.actions as Action[];
  let played = 0;
  for (const [i, w] of windows.slice(0, -1).entries()) {
    const after = actions.slice(w.steps, windows[i + 1].steps);
    const passes = w.typed === '' ? w.seats : w.seats.slice(0, Number(w.typed) - 1);
    // Each listed player's own pass, in order, first of what followed.
    expect(after.slice(0, passes.length)).toEqual(passes.map((seat) => ({ type: 'pass', seat: NAMES[seat] })));
    if (w.typed === '') continue;
    // A number hands the keyboard to that player alone: their hand-off is what plain mode says next.
    played += 1;
    const next = out.slice(w.at).split('\n').find((l) => l.startsWith('Pass the keyboard to'));
    expect(next).toBe(`Pass the keyboard to ${NAMES[w.seats[Number(w.typed) - 1]]}.`);
  }
  expect(played).toBeGreaterThan(0);
});

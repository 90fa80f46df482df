// Viva at one keyboard, three players, through the real shell at 80×24 (V5; the product's
// pass-and-play): a whole game keyed in as the heuristic bot would play each seat, and nothing
// private on a screen between players – no card of any hand, no Promise's contents, no secret
// orders on a hand-off or "Done" screen, nor on the public window prompts and news, which show
// the table as everyone sees it. The terminal is cleared at every hand-off.
import seedrandom from 'seedrandom';
import { ALL_CARDS, cardDesign } from '../../../../src/games/viva/content/cards.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, VivaRecord } from '../../../../src/games/viva/rules/types.js';
import { seatNames } from '../../../../src/session/seat-names.js';
import { Session } from '../../../../src/session/runner.js';
import { runTui } from '../../../../src/ui/run.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { CTRL_C, ENTER } from '../../../ui/keys.js';
import { fakeTerminal } from '../../../ui/tty.js';
import { keysFor } from './decision-keys.js';

const NAMES = ['Ana', 'Bo', 'Cy'];
const CARD_NAMES = [...new Set(ALL_CARDS.map((id) => cardDesign(id).name))];
/** What only a seat's own screen says. */
const PRIVATE = [/Your hand/, /Your secret orders/, /Promise to /, /Promise: /, /Your Promises/];
/** A frame's text without the terminal's control sequences. */
const strip = (frame: string) => frame.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
const kindOf = (frame: string): 'handoff' | 'hide' | 'window' | 'news' | 'end' | 'table' | 'private' => {
  if (/Pass to \w+ – press Enter/.test(frame)) return 'handoff';
  if (frame.includes('Done – press Enter to hide')) return 'hide';
  if (/Does (anyone|\w+) play /.test(frame)) return 'window';
  // The end screen, with the end notes the test gives.
  if (frame.includes('The end.')) return 'end';
  if (frame.includes('Enter: continue')) return 'news';
  // The public table between two screens (no one to wait for here: it moves on by itself).
  if (frame.includes('Space: skip the pause')) return 'table';
  return 'private';
};

test('three players at one keyboard play Viva to its end; hand-offs, "Done" screens, window prompts and news show nothing private', async () => {
  const record: VivaRecord = { format: 'junta-viva/1', seed: 'viva-privacy', players: NAMES.map((name) => ({ name })), options: { variant: 'basic' }, actions: [] };
  const bots = (await viva.bots())();
  const session = Session.open(viva, record, { autosave: null, bots });
  const random = seedrandom('viva-privacy');
  const fake = fakeTerminal(80, 24);
  const done = runTui(session, {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
    resumeHint: () => 'saved', endNotes: () => ['The end.'], debug: true,
  });
  const shown = seatNames(NAMES);
  const seen: Record<string, number> = {};
  let seat = -1;
  for (let presses = 0; ; presses++) {
    expect(presses).toBeLessThan(20_000);
    await fake.frameWhere((f) => f.trim() !== '');
    const frame = strip(fake.lastFrame());
    const kind = kindOf(frame);
    seen[kind] = (seen[kind] ?? 0) + 1;
    if (kind === 'end') break;
    if (kind === 'table') {
      for (const rule of PRIVATE) expect([kind, rule.test(frame)]).toEqual([kind, false]);
      await fake.frameWhere((f) => strip(f) !== frame);
      continue;
    }
    if (kind !== 'private') {
      for (const rule of PRIVATE) expect([kind, rule.test(frame)]).toEqual([kind, false]);
      if (kind === 'handoff' || kind === 'hide') {
        // Nothing but the one line: no card name at all.
        expect(CARD_NAMES.filter((name) => frame.includes(name))).toEqual([]);
        expect(frame.split('\n').filter((l) => l.trim() !== '')).toHaveLength(1);
      }
      if (kind === 'handoff') seat = NAMES.indexOf(/Pass to (\w+)/.exec(frame)![1]);
      await fake.press(ENTER);
      continue;
    }
    // A seat's own screen: the one handed to last, deciding as the bot would from its view.
    const asked = viva.rules.pending(session.state).required.map((d) => d.seat);
    if (!asked.includes(seat)) {
      // Its decision went in; the screen has yet to move on ("Done – press Enter to hide").
      await fake.frameWhere((f) => strip(f) !== frame);
      continue;
    }
    const view = viva.rules.viewFor(session.state, seat);
    const action = await bots.heuristic.decide(view, viva.rules.legalActions(session.state, seat), random) as Action;
    const before = session.record.actions.length;
    for (const key of keysFor(view, shown, action)) await fake.press(key);
    await fake.frameWhere(() => session.record.actions.length > before);
  }
  expect(session.finished).toBe(true);
  expect(seen.handoff).toBeGreaterThan(10);
  expect(seen.window).toBeGreaterThan(0);
  // Every hand-off cleared the terminal, its scrollback too (ESC [3J), before drawing.
  expect(fake.stdout.frames.join('').split('\x1b[3J').length).toBeGreaterThan(seen.handoff);
  await fake.press(CTRL_C);
  await done;
}, 120_000);

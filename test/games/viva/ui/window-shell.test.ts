// A public window (V30) at one keyboard through the real shell (src/ui/run.tsx) at 80×24: the
// players the window asks in a row on one prompt over the public table – Enter passes for them all,
// recorded as each one's own pass, with no hand-off; a player's number hands the keyboard to them.
// The game's public table takes Enter too (to skip a bot's pause): the prompt must see it first. The
// table's footer over the prompt names ? and l: they open the rules and the log there too.
import seedrandom from 'seedrandom';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, VivaRecord } from '../../../../src/games/viva/rules/types.js';
import { Session } from '../../../../src/session/runner.js';
import { runTui } from '../../../../src/ui/run.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { CTRL_C, ENTER, ESC } from '../../../ui/keys.js';
import { fakeTerminal } from '../../../ui/tty.js';

/** Three players here, Cy the first Presidente, his Promises made: the Burglars window asks Ana, then Bo. */
async function atBurglars(seed: string) {
  const bots = (await viva.bots())();
  const start = { seed, players: ['Ana', 'Bo', 'Cy'], options: { firstPresidente: 'Cy' } };
  const { state } = viva.rules.create(start);
  const promise = await bots.heuristic.decide(viva.rules.viewFor(state, 2), viva.rules.legalActions(state, 2), seedrandom(seed));
  const record: VivaRecord = { format: 'junta-viva/1', seed, players: start.players.map((name) => ({ name })), options: start.options, actions: [promise as Action] };
  const session = Session.open(viva, record, { autosave: null, bots });
  expect(viva.rules.pending(session.state).required).toEqual([expect.objectContaining({ seat: 0, window: expect.objectContaining({ label: 'Burglars', then: [1] }) })]);
  const fake = fakeTerminal(80, 24);
  const done = runTui(session, {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
    resumeHint: () => 'saved', endNotes: () => ['The end.'], debug: true,
  });
  await fake.frameWhere((f) => f.includes('Does anyone play Burglars?'));
  return { session, fake, done };
}

test('V30 Enter on the public prompt passes for every player it lists, each by their own pass, and the game goes on to the orders', async () => {
  const { session, fake, done } = await atBurglars('window-shell-a');
  expect(fake.lastFrame()).toMatch(/1 Ana +2 Bo/);
  expect(fake.lastFrame()).not.toContain('Pass to');
  await fake.press(ENTER);
  await fake.frameWhere((f) => f.includes('Pass to Ana'));
  expect(session.record.actions.slice(1)).toEqual([{ type: 'pass', seat: 'Ana' }, { type: 'pass', seat: 'Bo' }]);
  await fake.press(CTRL_C);
  expect((await done).error).toBeUndefined();
});

test("V30 a player's number on the prompt: those listed before pass, and a hand-off leads that player alone to the window", async () => {
  const { session, fake, done } = await atBurglars('window-shell-b');
  await fake.press('2');
  await fake.frameWhere((f) => f.includes('Pass to Bo'));
  expect(session.record.actions.slice(1)).toEqual([{ type: 'pass', seat: 'Ana' }]);
  await fake.press(ENTER);
  await fake.frameWhere((f) => f.includes('Burglars') && !f.includes('Pass to'));
  expect(fake.lastFrame()).not.toContain('Does anyone play');
  await fake.press(CTRL_C);
  expect((await done).error).toBeUndefined();
});

test("the public table's footer over the prompt names ? and l, and they open the rules and the log over it; Esc comes back to the prompt", async () => {
  const { fake, done } = await atBurglars('window-shell-c');
  expect(fake.lastFrame()).toMatch(/l: log · \?: rules/);
  // Nothing pauses while the prompt asks: the footer does not offer to skip a pause.
  expect(fake.lastFrame()).not.toContain('skip the pause');
  await fake.press('?');
  expect(fake.lastFrame()).not.toContain('Does anyone play');
  expect(fake.lastFrame()).toContain('Esc: back');
  await fake.press(ESC);
  expect(fake.lastFrame()).toContain('Does anyone play Burglars?');
  await fake.press('l');
  expect(fake.lastFrame()).toContain('Log (public)');
  expect(fake.lastFrame()).not.toContain('Does anyone play');
  await fake.press(ESC);
  expect(fake.lastFrame()).toContain('Does anyone play Burglars?');
  await fake.press(CTRL_C);
  expect((await done).error).toBeUndefined();
});

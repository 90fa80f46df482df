// A Viva game saved in the middle of a battle opens again where it stood (V4: the seed and the
// actions give the same dice): the shell shows the battle on the public table – its sides, the
// cards played so far – and asks the window's players as before; playing on finishes the battle.
import seedrandom from 'seedrandom';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, VivaRecord, VivaState } from '../../../../src/games/viva/rules/types.js';
import { Session } from '../../../../src/session/runner.js';
import { runTui } from '../../../../src/ui/run.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { CTRL_C, ENTER } from '../../../ui/keys.js';
import { fakeTerminal } from '../../../ui/tty.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

/** The actions of a heuristic game up to a battle's card step whose window asks two players or more in a row. */
async function toBattle(seed: string): Promise<{ actions: Action[]; state: VivaState }> {
  const { heuristic } = (await viva.bots())();
  const random = seedrandom(seed);
  let { state } = viva.rules.create({ seed, players: NAMES, options: { variant: 'basic' } });
  const actions: Action[] = [];
  for (;;) {
    const [decision] = viva.rules.pending(state).required;
    if (state.battle && (state.battle.step === 'A' || state.battle.step === 'B') && (decision.window?.then?.length ?? 0) > 0) return { actions, state };
    const action = await heuristic.decide(viva.rules.viewFor(state, decision.seat), viva.rules.legalActions(state, decision.seat), random);
    const result = viva.rules.apply(state, action!);
    if (!result.ok) throw new Error(result.error.message);
    actions.push(result.action);
    state = result.state;
    if (viva.rules.isOver(state)) throw new Error('the game ended before such a battle');
  }
}

test('a Viva save stopped in a battle reopens on that battle, its window asked again, and plays on past it', async () => {
  const seed = 'resume-battle';
  const { actions, state } = await toBattle(seed);
  const record: VivaRecord = { format: 'junta-viva/1', seed, players: NAMES.map((name) => ({ name })), options: { variant: 'basic' }, actions };
  const session = Session.open(viva, record, { autosave: null, bots: (await viva.bots())() });
  // The replay gives the very state the game was saved in, its dice included.
  expect(session.state).toEqual(state);
  const fake = fakeTerminal(80, 24);
  const done = runTui(session, {
    terminal: fake.terminal, theme: makeTheme({ NO_COLOR: '1' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
    resumeHint: () => 'saved', endNotes: () => ['The end.'], debug: true,
  });
  const defender = NAMES[state.battle!.defender];
  await fake.frameWhere((f) => f.includes('Does anyone play a before-combat card?'));
  expect(fake.lastFrame()).toContain(`Battle at Estate ${state.battle!.defender + 1}: ${defender}`);
  // Everyone listed passes; the battle goes on to its roll and its outcome.
  await fake.press(ENTER);
  await fake.frameWhere(() => session.state.battle === null || session.state.battle.step !== 'A' || session.record.actions.length > actions.length + 1);
  expect(session.record.actions.length).toBeGreaterThan(actions.length);
  expect(session.record.actions.slice(actions.length).every((a) => (a as Action).type === 'pass')).toBe(true);
  await fake.press(CTRL_C);
  expect((await done).error).toBeUndefined();
});

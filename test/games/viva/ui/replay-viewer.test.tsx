// Viva's record viewer for `junta replay --interactive` (V5): a 5-player Expert record of heuristic
// bots stepped through at 80×24 with five 24-column names, from the first action to the last, as the
// public table, a seat's view and everything: every frame fits, nothing is cut without a mark, the
// public table shows no hand while a seat's view shows that seat's own, a battle draws its panel.
import seedrandom from 'seedrandom';
import { replayGame } from '../../../../src/core/replay.js';
import { viva } from '../../../../src/games/viva/module.js';
import type { Action, VivaRecord } from '../../../../src/games/viva/rules/types.js';
import { ReplayViewer } from '../../../../src/games/viva/ui/replay.js';
import { makeTheme } from '../../../../src/ui/theme.js';
import { frameProblems } from '../../../ui/frames.js';
import { LEFT, RIGHT, TAB } from '../../../ui/keys.js';
import { renderTty } from '../../../ui/tty.js';
import { NAMES } from './bot-game.js';

const theme = makeTheme({ NO_COLOR: '1', LANG: 'C.UTF-8' });

async function record(seed: string): Promise<VivaRecord> {
  const bot = (await viva.bots())().heuristic;
  const rng = seedrandom(seed);
  const options = { variant: 'expert' as const };
  let state = viva.rules.create({ seed, players: [...NAMES], options }).state;
  const actions: Action[] = [];
  while (!viva.rules.isOver(state)) {
    const [{ seat }] = viva.rules.pending(state).required;
    const action = (await bot.decide(viva.rules.viewFor(state, seat), viva.botChoices(state, seat, null), rng)) as Action;
    const result = viva.rules.apply(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    actions.push(action);
  }
  return { format: 'junta-viva/1', seed, players: NAMES.map((name) => ({ name })), options, actions };
}

test('a whole Expert record at 80×24, step by step and in every view: every frame fits, hands only in a seat\'s view', async () => {
  const rec = await record('replay-viewer');
  const { actions, players, ...rest } = rec;
  const replay = replayGame(viva.rules, { start: { ...rest, players: players.map((p) => p.name) }, actions });
  if (!replay.ok) throw new Error('the record does not replay');
  const initial = { state: viva.rules.create({ ...rest, players: players.map((p) => p.name) }).state, events: replay.initialEvents };
  const audiences = ['public' as const, 0, 1, 2, 3, 4, 'all' as const];
  const app = renderTty(<ReplayViewer record={rec} initial={initial} steps={replay.steps} audiences={audiences} start="public" at={0} theme={theme} />);
  try {
    const problems: string[] = [];
    let battles = 0;
    for (let i = 0; i < replay.steps.length; i++) {
      await app.press(RIGHT);
      const frame = app.lastFrame();
      problems.push(...frameProblems(frame).map((p) => `action ${i + 1}, public: ${p}`));
      expect([i, frame.includes('Your hand')]).toEqual([i, false]);
      if (frame.includes('Battle at Estate')) battles += 1;
      // Now and then, every view of this step, then back to the public table.
      if (i % 37 === 0) {
        for (const who of audiences.slice(1)) {
          await app.press(TAB);
          const seen = app.lastFrame();
          problems.push(...frameProblems(seen).map((p) => `action ${i + 1}, ${who}: ${p}`));
          expect([i, who, seen.includes('Your hand')]).toEqual([i, who, true]);
        }
        await app.press(TAB);
      }
    }
    expect(app.lastFrame()).toContain(`Action ${replay.steps.length} of ${replay.steps.length}`);
    expect(app.lastFrame()).toMatch(/The game is over/);
    await app.press(LEFT);
    expect(app.lastFrame()).toContain(`Action ${replay.steps.length - 1} of ${replay.steps.length}`);
    expect(problems.slice(0, 5)).toEqual([]);
    expect(battles).toBeGreaterThan(0);
  } finally {
    app.unmount();
  }
}, 300000);

// What stays in the terminal after the screens close (a fault a real group hit): where the game is saved
// and how to resume it, or the final scores.
import { makeBots } from './support/las-cartas.js';
import { RECORD_FORMAT } from '../src/games/las-cartas/rules/index.js';
import { closingLines } from '../src/cli/commands/play.js';
import { Session } from '../src/session/runner.js';
import { game as LAS_CARTAS } from './support/las-cartas.js';

const open = () => Session.open(LAS_CARTAS,
  { format: RECORD_FORMAT, seed: 'closing', players: [{ name: 'Ana', bot: 'random' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }], options: { firstPresident: 'Ana' }, actions: [] },
  { autosave: null, bots: makeBots() },
);

test('a game left unfinished says where it is kept and how to go on', async () => {
  expect(await closingLines(open(), '/tmp/game.json', {})).toBe('The game is saved in /tmp/game.json; continue it with: junta resume');
  expect(await closingLines(open(), null, {})).toBe('The game was not saved.');
});

test('a finished game leaves its scores and its record behind', async () => {
  const session = open();
  await session.runBots();
  const text = await closingLines(session, '/tmp/game.json', {});
  expect(text).toContain('Final scores');
  for (const name of ['Ana', 'Bo', 'Cy']) expect(text).toContain(name);
  expect(text).toContain('The record: /tmp/game.json (junta replay /tmp/game.json --reveal)');
});

test('started by npm start, the lines name the commands as npm start runs them', async () => {
  const npm = { npm_lifecycle_event: 'start', npm_package_name: 'junta' };
  expect(await closingLines(open(), '/tmp/game.json', npm)).toBe('The game is saved in /tmp/game.json; continue it with: npm start -- resume');
  const session = open();
  await session.runBots();
  expect(await closingLines(session, '/tmp/game.json', npm)).toContain('The record: /tmp/game.json (npm start -- replay /tmp/game.json --reveal)');
});

test('a hostile path is shown, never sent to the terminal raw', async () => {
  expect(await closingLines(open(), '/tmp/\x1b[2Jx.json', {})).toBe('The game is saved in /tmp/\\x1b[2Jx.json; continue it with: junta resume');
});

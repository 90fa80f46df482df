// A child process running screens in the shell on fake terminal streams, for the signal tests.
// argv[2]: "game" (a pass-and-play game) or "setup" (the setup screen). Keys come from this
// process's stdin; raw-mode changes are reported on stderr ("RAW true" / "RAW false").
import { PassThrough, Writable } from 'node:stream';
import { createElement } from 'react';
import { botsOfGame, DEFAULT_ISMCTS_ITERATIONS } from '../../dist/bots/index.js';
import { games } from '../../dist/games/index.js';
import { Session } from '../../dist/session/runner.js';
import { runTui } from '../../dist/ui/run.js';
import { SetupForm } from '../../dist/ui/setup.js';
import { runShell } from '../../dist/ui/shell.js';
import { makeTheme } from '../../dist/ui/theme.js';

// Las Cartas' module and its bots, through the registry (as the program reaches them).
const LAS_CARTAS = await games.byId('las-cartas').load();
const makeBots = (ismcts = { iterations: DEFAULT_ISMCTS_ITERATIONS }) => botsOfGame(LAS_CARTAS, ismcts);

const output = new Writable({ write(chunk, _enc, done) { process.stdout.write(chunk, done); } });
Object.assign(output, { isTTY: true, columns: 80, rows: 24 });
const input = new PassThrough();
Object.assign(input, {
  isTTY: true,
  setRawMode: (on) => {
    process.stderr.write(`RAW ${on}\n`);
    return input;
  },
  ref: () => input,
  unref: () => input,
});
process.stdin.pipe(input);
const terminal = { input, output, canSuspend: true, handlesSignals: true };
const theme = makeTheme({ NO_COLOR: '1' });
// A real terminal's stdin keeps the process alive; these fake streams do not.
const alive = setInterval(() => {}, 1000);

let result;
if (process.argv[2] === 'setup') {
  result = await runShell({ terminal }, createElement(SetupForm, { games: [{ game: LAS_CARTAS, quickStart: { title: 'Quick start', lines: [] } }], listings: new Map(), theme, onDone: () => {} }));
} else {
  const session = Session.open(LAS_CARTAS,
    { format: 'junta-las-cartas/1', seed: 'shell-child', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { firstPresident: 'Ana' }, actions: [] },
    { autosave: null, bots: await makeBots() },
  );
  result = await runTui(session, {
    terminal, theme, botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
    resumeHint: () => 'resume', endNotes: () => [],
  });
}
clearInterval(alive);
process.stdout.write(`\nEXIT ${result.code}\n`);
process.exit(result.code);

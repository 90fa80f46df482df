// A child process running the screens on fake terminal streams, for the terminal-safety tests.
// argv[2]: "wait" (until a signal arrives), "throw" (an uncaught error once the first screen shows) or "quit".
import { PassThrough, Writable } from 'node:stream';
import { botsOfGame, DEFAULT_ISMCTS_ITERATIONS } from '../../dist/bots/index.js';
import { games } from '../../dist/games/index.js';
import { Session } from '../../dist/session/runner.js';
import { runTui } from '../../dist/ui/run.js';
import { makeTheme } from '../../dist/ui/theme.js';

// Las Cartas' module and its bots, through the registry (as the program reaches them).
const LAS_CARTAS = await games.byId('las-cartas').load();
const makeBots = (ismcts = { iterations: DEFAULT_ISMCTS_ITERATIONS }) => botsOfGame(LAS_CARTAS, ismcts);

// What the screens have drawn so far ("quit" types its keys once a screen shows, not after a time).
let drawn = '';
const onDrawn = [];
const stdout = new Writable({
  write(chunk, _enc, done) {
    drawn += chunk.toString('utf8');
    for (const waiting of [...onDrawn]) if (drawn.includes(waiting.text)) onDrawn.splice(onDrawn.indexOf(waiting), 1), waiting.then();
    process.stdout.write(chunk, done);
  },
});
const whenDrawn = (text, then) => (drawn.includes(text) ? then() : onDrawn.push({ text, then }));
Object.assign(stdout, { isTTY: true, columns: 80, rows: 24 });
const stdin = new PassThrough();
Object.assign(stdin, { isTTY: true, setRawMode: () => stdin, ref: () => stdin, unref: () => stdin });

const session = Session.open(LAS_CARTAS,
  { format: 'junta-las-cartas/1', seed: 'tui-child', players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], options: { firstPresident: 'Ana' }, actions: [] },
  { autosave: null, bots: await makeBots() },
);
// A real terminal's stdin keeps the process alive; these fake streams do not.
const alive = setInterval(() => {}, 1000);
// "throw": an uncaught error from a timer once the first hand-off is drawn (not at a time after start, which the screens may not have reached).
if (process.argv[2] === 'throw') whenDrawn('Pass to Ana', () => setTimeout(() => { throw new Error('boom'); }));
// "quit": q on the first hand-off, then y on the question, as a player would.
if (process.argv[2] === 'quit') whenDrawn('Pass to Ana', () => { stdin.write('q'); whenDrawn('Quit?', () => stdin.write('y')); });
const result = await runTui(session, {
  terminal: { input: stdin, output: stdout, canSuspend: false, handlesSignals: true },
  theme: makeTheme({ NO_COLOR: '1' }), botDelayMs: 0, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0 },
  resumeHint: () => 'resume', endNotes: () => [],
});
clearInterval(alive);
if (result.error) process.stderr.write(`junta: ${result.error.message}\n`);
process.stdout.write(`\nEXIT ${result.code}\n`);
process.exit(result.code);

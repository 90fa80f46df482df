// `junta play` and the setup screen draw their first frame before they load what it does not need,
// so a first run shows its screen at once: the save store, zod, string-width's tables and Intl's
// grapheme segmenter (the frame's text is narrow, src/text/narrow.ts) load after it; the game is still saved, and the saved games still offered. Read from a module trace of the bundled program on a
// pseudo-terminal (util-linux `script`); it counts modules, it times nothing (the time to the first
// frame is `npm run bench`'s).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aroundFirstFrame } from './support/modules.js';

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasScript) console.warn('first-frame: util-linux script not found; the pseudo-terminal test is skipped');

/** `junta ARGS` on an 80x24 pseudo-terminal, its module trace marked where FRAME first shows. */
function traced(args: string, state: string, frame: string) {
  const trace = join(state, 'modules.txt');
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state, JUNTA_TRACE_FILE: trace, JUNTA_TRACE_FRAME: frame, TERM: 'xterm', CI: 'false' };
  delete env.NODE_OPTIONS;
  const command = `stty cols 80 rows 24; exec ${process.execPath} --import ./test/support/trace-imports.mjs --import ./test/support/trace-frame.mjs --import ./test/support/trace-segmenter.mjs bin/junta.js ${args}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    trace,
    exited,
    output: () => out,
    press: (keys: string) => child.stdin.write(keys),
    /** Resolves once the output has shown `pattern` (looked for at each output, not on a timer); rejects if the program ends first. */
    async waitFor(pattern: RegExp): Promise<void> {
      while (!pattern.test(out)) {
        let more = () => {};
        const output = new Promise((resolve) => child.stdout.once('data', (more = () => resolve('more'))));
        const code = await Promise.race([exited, output]);
        child.stdout.off('data', more);
        if (code !== 'more' && !pattern.test(out)) throw new Error(`exited (${String(code)}) before ${pattern}:\n${out.slice(-1500)}`);
      }
    },
  };
}

/** The save store (its modules too), the records it reads and zod: what no first frame needs. */
const unneeded = (m: string) => /^src\/session\/(saves|saves\/[^/]+|table-settings|records)\.ts$|node_modules\/zod\//.test(m);
/**
 * How many of Intl's grapheme segmenters were built before the first frame (test/support/trace-segmenter.mjs):
 * the first one built loads ICU's rules. Ink's slice-ansi and ansi-tokenize, string-width (with its
 * emoji tables) and the name-cutting one (src/text/width.ts) build theirs at a text that needs one.
 */
const segmentersBeforeFrame = (trace: string) => {
  const lines = readFileSync(trace, 'utf8').split('\n');
  return lines.slice(0, lines.indexOf('FRAME')).filter((line) => line === 'SEGMENTER').length;
};
const saves = (state: string) => readdirSync(join(state, 'junta', 'games')).filter((f) => f.endsWith('.json') && !f.includes('secret'));

(hasScript ? test : test.skip)('junta play draws its first frame before the save store, zod and the width tables load, then saves the game', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-frame-'));
  const junta = traced('play -n Ana,Bo,Cy --bots Bo,Cy --seed frame', state, 'first President');
  await junta.waitFor(/first President/);
  junta.press('q');
  await junta.waitFor(/Quit\?/);
  junta.press('y');
  expect(await junta.exited).toBe(0);
  expect(junta.output()).toMatch(/The game is saved in .*continue it with/);
  expect(saves(state)).toHaveLength(1);

  const loaded = aroundFirstFrame(junta.trace);
  expect(loaded).not.toBeNull();
  const { before, after } = loaded!;
  expect(before).toEqual(expect.arrayContaining(['src/ui/run.tsx', 'src/games/las-cartas/rules/index.ts']));
  expect(before.filter(unneeded)).toEqual([]);
  expect(after).toContain('src/session/saves.ts');
  expect(segmentersBeforeFrame(junta.trace)).toBe(0);
}, 60000);

(hasScript ? test : test.skip)('the setup screen draws its first frame before the save store and the width tables load, then offers the saved game', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-frame-'));
  // An unfinished saved game: plain mode saves it, then stops at its first question (no input).
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state };
  delete env.NODE_OPTIONS;
  spawnSync(process.execPath, ['bin/junta.js', 'play', '--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Bo,Cy', '--seed', 'frame'], { env, input: '', encoding: 'utf8', timeout: 20000 });
  expect(saves(state)).toHaveLength(1);

  const junta = traced('', state, 'new game');
  await junta.waitFor(/new game/);
  await junta.waitFor(/Resume the local game/);
  junta.press('\x1b');
  expect(await junta.exited).toBe(0);

  const { before, after } = aroundFirstFrame(junta.trace)!;
  expect(before).toContain('src/ui/setup.tsx');
  expect(before.filter(unneeded)).toEqual([]);
  expect(after).toContain('src/session/saves.ts');
  expect(segmentersBeforeFrame(junta.trace)).toBe(0);
}, 60000);

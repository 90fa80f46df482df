// The layers of architecture.md, read from the imports: the screens see only the session, the
// content, the text and terminal helpers and the engine's public face; nothing outside the engine
// reaches into it; the engine and the content import nothing of ours above them; the text and file
// helpers import nothing of ours but text, so every layer may use them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve('src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each project import of a file, as a path under src/ ("engine/index.ts", "session/port.ts"). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specs.map((spec) => relative(SRC, resolve(dirname(file), spec)).replace(/\.js$/, '.ts'));
}

const layer = (path: string) => path.split('/')[0];
const all = files(SRC).map((file) => ({ file: relative(SRC, file), imports: importsOf(file) }));

test('the screens import only the session, the content, the text and terminal helpers and the engine\'s index', () => {
  const wrong = all.filter((f) => layer(f.file) === 'ui').flatMap((f) => f.imports
    .filter((i) => !['ui', 'session', 'content', 'text', 'terminal'].includes(layer(i)) && i !== 'engine/index.ts')
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test('nothing outside the engine imports its internals', () => {
  const wrong = all.filter((f) => layer(f.file) !== 'engine').flatMap((f) => f.imports
    .filter((i) => layer(i) === 'engine' && i !== 'engine/index.ts')
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test('the engine imports only itself and the content; the content imports nothing of ours', () => {
  const wrong = all.flatMap((f) => f.imports
    .filter((i) => (layer(f.file) === 'engine' && !['engine', 'content'].includes(layer(i))) || (layer(f.file) === 'content' && layer(i) !== 'content'))
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test('the text and file helpers import nothing of ours but text', () => {
  const wrong = all.filter((f) => ['text', 'io'].includes(layer(f.file))).flatMap((f) => f.imports
    .filter((i) => layer(i) !== 'text')
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
  expect(all.filter((f) => layer(f.file) === 'text').length).toBeGreaterThan(0);
});

test('the session, the bots and the engine never import the screens, the terminal or the CLI', () => {
  const wrong = all.filter((f) => ['session', 'bots', 'engine', 'content'].includes(layer(f.file))).flatMap((f) => f.imports
    .filter((i) => ['ui', 'cli', 'net', 'terminal'].includes(layer(i)))
    .map((i) => `${f.file} imports ${i}`));
  expect(wrong).toEqual([]);
});

test('the check sees imports: the screens do import the engine and the session', () => {
  const ui = all.filter((f) => layer(f.file) === 'ui').flatMap((f) => f.imports);
  expect(ui).toContain('engine/index.ts');
  expect(ui).toContain('session/port.ts');
});

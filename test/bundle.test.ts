// The program as bin/junta.js runs it (the first run): src/cli/main.ts bundled by
// scripts/build.mjs into dist/app/, split so that every lazy import() is a chunk of its own, and the
// entry chunk holds the command line alone (commander and src/cli/). Reads dist/app/meta.json,
// esbuild's account of the build (needs `npm run build`, done by pretest).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
}

const meta = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'app', 'meta.json'), 'utf8')) as Metafile;
const bin = readFileSync(join(process.cwd(), 'bin', 'junta.js'), 'utf8');

test('bin/junta.js runs the bundle, whose entry is src/cli/main.ts', () => {
  expect(bin).toContain("import('../dist/app/main.js')");
  expect(meta.outputs['dist/app/main.js']?.entryPoint).toBe('src/cli/main.ts');
});

test('every lazy import() of a module of ours or a package is a chunk of its own', () => {
  const lazy = new Set(Object.values(meta.inputs).flatMap((input) => input.imports)
    .filter((i) => i.kind === 'dynamic-import' && !i.path.startsWith('node:')).map((i) => i.path));
  expect(lazy).toContain('src/cli/commands/play.ts');
  const chunks = new Set(Object.values(meta.outputs).map((o) => o.entryPoint).filter((e) => e !== undefined));
  expect([...lazy].filter((path) => !chunks.has(path))).toEqual([]);
});

test('the entry chunk holds the command line alone: commander and src/cli/', () => {
  const inputs = Object.keys(meta.outputs['dist/app/main.js'].inputs);
  expect(inputs).toContain('src/cli/main.ts');
  expect(inputs.filter((i) => !i.startsWith('src/cli/') && !i.startsWith('node_modules/commander/'))).toEqual([]);
});

test("the bundle holds React's production builds alone: a NODE_ENV other than production requires the installed packages' own", () => {
  const bundled = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
  expect(bundled).toEqual(expect.arrayContaining(['node_modules/react/cjs/react.production.js', 'node_modules/react-reconciler/cjs/react-reconciler.production.js']));
  expect(bundled.filter((i) => /node_modules\/(react|react-reconciler|scheduler)\/cjs\/.*\.development\.js$/.test(i))).toEqual([]);
});

test("yoga-layout's WebAssembly, inlined in base64, is decoded by Buffer's decoder before the first frame, not atob() and a loop over its characters", () => {
  const [chunk] = Object.entries(meta.outputs).find(([, o]) => Object.keys(o.inputs).some((i) => i.endsWith('yoga-layout/dist/binaries/yoga-wasm-base64-esm.js')))!;
  const text = readFileSync(join(process.cwd(), chunk), 'utf8');
  expect(text).toContain('Buffer.from(a.slice(37), "base64")');
  expect(text).not.toMatch(/xa\(a\.slice\(37\)\)/);
});

#!/usr/bin/env node
// Builds dist/ from src/ with esbuild (the first run: a fresh clone's first `npm start`
// waits for this build, so it must take well under a second), then writes dist/.built as its stamp:
//   dist/**.js      one file per source module, transpiled alone: what the package exports
//                   ('junta/games/las-cartas', 'junta/games/viva', 'junta/core', and 'junta/engine',
//                   Las Cartas' alias for one release), the bench and the tests import
//   dist/app/       the program bin/junta.js runs: src/cli/main.ts bundled with its dependencies
//                   (and src/cli/simulate-worker.ts, the program's simulation worker threads),
//                   split so that every lazy import() is a chunk of its own (the quick commands
//                   load no screens, engine or zod); dist/app/meta.json says which modules each
//                   chunk holds (test/cli-spawn.test.ts reads it)
//   dist/games/las-cartas/**.d.ts, dist/games/viva/**.d.ts, dist/core/**.d.ts
//                   the declarations of the exported modules ('junta/games/las-cartas', 'junta/games/viva', 'junta/core')
//                   and of what they import, file by file (TypeScript's
//                   transpileDeclaration: no type check, which `npm test` runs with tsc); only
//                   for the package and `npm run build`, since loading TypeScript and writing
//                   them takes longer than the rest of the build, and running needs none
//   node scripts/build.mjs             build, declarations included (npm run build)
//   node scripts/build.mjs --if-stale  build what running needs, only if dist/ is missing or older than src/ (npm start, npm test)
//   node scripts/build.mjs --clean     delete dist/ first, so nothing stale is packed (npm pack, npm publish)
//   node scripts/build.mjs --check     say whether dist/ is stale and why (exit 1) or up to date (exit 0); build nothing
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const app = join(dist, 'app');
const stamp = join(dist, '.built');
/** What the build reads: src/ (folders too, so a deleted file counts), the compiler settings and this script. */
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', 'scripts/build.mjs'];
/** The folders whose declarations the package ships (package.json "files"): the exported modules' and what they import. */
const DECLARED = ['games/las-cartas', 'games/viva', 'core'];
/**
 * Left out of the bundle, loaded from node_modules when asked for: ssh2 and cpu-features load
 * optional native bindings by path; the others are optional packages that are not installed.
 */
const EXTERNAL = ['ssh2', 'cpu-features', 'react-devtools-core', 'bufferutil', 'utf-8-validate'];

function newestInput() {
  let newest = 0;
  const visit = (path) => {
    const info = statSync(path);
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  for (const input of INPUTS) if (existsSync(join(root, input))) visit(join(root, input));
  return newest;
}

/** Why dist/ needs building, or null when it is up to date. */
function staleness() {
  if (!existsSync(stamp)) return 'dist/ has not been built';
  return newestInput() > statSync(stamp).mtimeMs ? 'src/ changed since the last build' : null;
}

/** Every .ts and .tsx file under `dir` (declaration files excluded). */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A development dependency, or the one line that says how to get it. */
function devDependency(require, name) {
  try {
    return require(name);
  } catch {
    process.stderr.write(`junta: building dist/ needs ${name}, a development dependency: run \`npm install\` first.\n`);
    process.exit(1);
  }
}

/**
 * yoga-layout (Ink's layout engine) loads its inlined WebAssembly by fetch()ing its own data: URL
 * when fetch exists, which loads Node's whole HTTP client first (tens of milliseconds before the
 * first frame). Without fetch it decodes the same bytes itself: its module sees none. It decodes them
 * with atob() and a loop over the characters (several milliseconds before every first frame for its
 * 70 kB); Buffer's base64 decoder gives the same bytes in a fraction of that. Should a new yoga-layout
 * decode otherwise, the build says so and keeps its own decoding.
 */
const YOGA_DECODE = 'var b=xa(a.slice(37)),c=new Uint8Array(b.length);for(a=0;a<b.length;++a)c[a]=b.charCodeAt(a);var d=c';
const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(build) {
    build.onLoad({ filter: /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes(YOGA_DECODE)) process.stderr.write('build: yoga-layout decodes its WebAssembly in a way this build does not know; its own decoding is kept.\n');
      const decoded = source.replace(YOGA_DECODE, 'var b=Buffer.from(a.slice(37),"base64"),d=new Uint8Array(b.buffer,b.byteOffset,b.length)');
      return { contents: `const fetch = undefined;\n${decoded}`, loader: 'js' };
    });
  },
};

/**
 * string-width builds Intl's grapheme segmenter and its emoji tables as it loads (tens of
 * milliseconds before the first frame), though a screen's text is mostly characters one column
 * wide each. Every import of string-width (Ink's, the screens', wrap-ansi's own copy) gets this
 * stand-in: it counts such text itself (src/text/narrow.ts) and loads the real module, which
 * esbuild then runs on the first require(), at the first text that needs it.
 */
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(build) {
    build.onResolve({ filter: /^string-width$/ }, async (args) => {
      // Only ESM imports: a CommonJS require() of an older string-width expects module.exports to be the function.
      if (args.pluginData?.real || args.kind !== 'import-statement') return undefined;
      const real = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { real: true } });
      if (real.errors.length > 0) return { errors: real.errors };
      return { path: relative(root, real.path), namespace: 'lazy-string-width' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-string-width' }, (args) => ({
      loader: 'js',
      resolveDir: dirname(join(root, args.path)),
      contents: [
        `import { narrowColumns } from ${JSON.stringify(join(src, 'text', 'narrow.ts'))};`,
        'let measure;',
        'export default function stringWidth(text, options) {',
        "  const columns = options === undefined && typeof text === 'string' ? narrowColumns(text) : undefined;",
        '  if (columns !== undefined) return columns;',
        `  measure ??= require(${JSON.stringify(join(root, args.path))}).default;`,
        '  return measure(text, options);',
        '}',
      ].join('\n'),
    }));
  },
};

/**
 * React, its reconciler and scheduler choose their build by NODE_ENV as they load; bundled, both
 * builds are in the chunk every screen loads, and the development one is most of its bytes, parsed
 * before every first frame. Here their production builds are bundled, and the development ones are
 * the packages' own files, required from node_modules when NODE_ENV is not production (a user's
 * NODE_ENV=development, to see React's warnings): then every React module the program runs is the
 * installed package's, one copy of each.
 */
const reactBuilds = {
  name: 'react-builds',
  setup(build) {
    const entry = /[\\/]node_modules[\\/](react|react-reconciler|scheduler)[\\/](index|jsx-runtime|constants)\.js$/;
    build.onLoad({ filter: entry }, (args) => {
      const [, pkg, file] = entry.exec(args.path);
      const production = /require\('(\.\/cjs\/[^']+\.production\.js)'\)/.exec(readFileSync(args.path, 'utf8'));
      if (!production) return undefined;
      const installed = file === 'index' ? pkg : `${pkg}/${file}`;
      return {
        loader: 'js',
        contents: `module.exports = process.env.NODE_ENV === 'production' ? require(${JSON.stringify(production[1])}) : require(${JSON.stringify(`installed:${installed}`)});\n`,
      };
    });
    build.onResolve({ filter: /^installed:/ }, (args) => ({ path: args.path.slice('installed:'.length), external: true }));
  },
};

/**
 * Ink's ansi-tokenize and slice-ansi split every line of every frame into graphemes with an
 * Intl.Segmenter built as they load, and the first one built loads ICU's segmentation rules (tens of
 * milliseconds before the first frame). In the ES modules of packages the bundle holds, each
 * Intl.Segmenter is src/text/narrow.ts's NarrowSegmenter: it splits text of one-grapheme characters
 * itself and builds Intl's at the first text that needs it.
 */
const narrowSegmenters = {
  name: 'narrow-segmenters',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('new Intl.Segmenter(') || !/^(import|export)\b/m.test(source)) return undefined;
      return {
        loader: 'js',
        resolveDir: dirname(args.path),
        contents: `import { NarrowSegmenter as __JuntaNarrowSegmenter } from ${JSON.stringify(join(src, 'text', 'narrow.ts'))};\n${source.replaceAll('new Intl.Segmenter(', 'new __JuntaNarrowSegmenter(')}`,
      };
    });
  },
};

async function build({ declarations }) {
  const require = createRequire(join(root, 'package.json'));
  const esbuild = devDependency(require, 'esbuild');
  rmSync(stamp, { force: true });
  rmSync(app, { recursive: true, force: true });
  const files = sources(src);
  const common = { absWorkingDir: root, platform: 'node', format: 'esm', target: 'node20', jsx: 'automatic', logLevel: 'error', tsconfig: join(root, 'tsconfig.build.json') };
  const [, bundle] = await Promise.all([
    esbuild.build({ ...common, entryPoints: files, outbase: src, outdir: dist }),
    esbuild.build({
      ...common,
      // The program, and the worker thread of `junta simulate --workers` beside it (dist/app/simulate-worker.js).
      entryPoints: [join(src, 'cli', 'main.ts'), join(src, 'cli', 'simulate-worker.ts')],
      outdir: app,
      bundle: true,
      splitting: true,
      metafile: true,
      external: EXTERNAL,
      plugins: [yogaWithoutFetch, lazyStringWidth, reactBuilds, narrowSegmenters],
      // The bundled CommonJS packages (React, ws, …) call require(): ESM has none of its own.
      banner: { js: "import { createRequire as __junta_createRequire } from 'node:module';\nconst require = __junta_createRequire(import.meta.url);" },
    }),
  ]).catch(() => process.exit(1));
  writeFileSync(join(app, 'meta.json'), JSON.stringify(bundle.metafile));
  if (declarations) writeDeclarations(devDependency(require, 'typescript'), files);
  // No declaration older than its module is left behind: a build without them removes them.
  else for (const file of declared(files)) rmSync(declarationOf(file), { force: true });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

/** A game's screens (src/games/NAME/ui): they import the screens' shell, which the package does not declare, and no exported type names them. */
const UNDECLARED = /^games\/[^/]+\/ui\//;
const declared = (files) => files.filter((f) => {
  const path = relative(src, f).split(/[\\/]/).join('/');
  return DECLARED.some((folder) => path.startsWith(`${folder}/`)) && !UNDECLARED.test(path);
});
const declarationOf = (file) => join(dist, relative(src, file).replace(/\.tsx?$/, '.d.ts'));

/** The declarations of the exported folders; a module that needs a type check to declare fails the build. */
function writeDeclarations(ts, files) {
  let failed = false;
  for (const file of declared(files)) {
    const out = ts.transpileDeclaration(readFileSync(file, 'utf8'), {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true },
    });
    for (const d of out.diagnostics ?? []) {
      failed = true;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      process.stderr.write(`${relative(root, file)}(${line + 1},${character + 1}): ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}\n`);
    }
    const target = declarationOf(file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, out.outputText);
  }
  if (failed) {
    process.stderr.write('junta: the exported modules need types a declaration can be written from alone (explicit types on exports).\n');
    process.exit(1);
  }
}

const args = process.argv.slice(2);
if (args.includes('--check')) {
  const why = staleness();
  process.stdout.write(why === null ? 'dist/ is up to date\n' : `dist/ is stale: ${why}\n`);
  process.exit(why === null ? 0 : 1);
}
if (args.includes('--clean')) rmSync(dist, { recursive: true, force: true });
if (args.includes('--if-stale')) {
  const why = staleness();
  if (why === null) process.exit(0);
  process.stderr.write(`Building dist/ (${why}).\n`);
}
await build({ declarations: !args.includes('--if-stale') });

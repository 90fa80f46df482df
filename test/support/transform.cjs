// Jest's transform of the TypeScript sources and tests: esbuild strips the types of each file alone
// (as tsconfig's isolatedModules asks), to ES modules with the automatic JSX runtime (tsconfig's
// react-jsx) and a source map for the stack traces. No type is checked here: `npm test` runs tsc first.
//
// Each file also reads the language's built-ins (Object, Math, Map, JSON…) from the global object once,
// into constants of its own, instead of at every use. Jest evaluates every module in a vm context whose
// global object is a proxy: each name a module reads from the global scope goes through V8's
// interceptor and jest's proxy, some 30 times the cost of the same read in plain node, and the engines'
// hot loops read Object, Math and Map millions of times (a board game's playout ran 3 times slower under
// jest than in node). The constants are the very objects the global names hold (jest never replaces
// them; its fake timers replace Date and the timers, which are not taken here), so nothing a test sees
// changes but the time.
const { readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const esbuild = require('esbuild');

/** What a transformed file depends on besides its own text: this transform and the esbuild that runs it. */
const SALT = `${esbuild.version}\0${readFileSync(__filename, 'utf8')}`;

/** The language's built-ins, read once per file: never the clock, the timers or anything a test may swap. */
const BUILTINS = [
  'Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Math', 'JSON', 'Reflect',
  'Proxy', 'Promise', 'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'RegExp', 'Intl', 'ArrayBuffer', 'DataView',
  'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array', 'Int32Array', 'Float32Array',
  'Float64Array', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'AggregateError',
  'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'structuredClone',
].map((name) => [name, new RegExp(`\\b${name}\\b`)]);

/** esbuild's refusal of a file that declares a name the preamble declares too (an import, a class…). */
const DECLARED = /^The symbol "(\w+)" has already been declared/;

/** The line read before the file's own: its built-ins from the global object, on the file's first line (its lines keep their numbers). */
const preamble = (names) => (names.length === 0 ? '' : `const { ${names.join(', ')} } = globalThis;`);

/** esbuild's names the text declares itself among `names` (an import, a class…): none when it refused it for another reason. */
const declaredIn = (error, names) => {
  const declared = new Set((error.errors ?? []).map((message) => DECLARED.exec(message.text)?.[1]).filter(Boolean));
  return names.filter((name) => declared.has(name));
};

/** The built-ins `source` names. */
const namedIn = (source) => BUILTINS.filter(([, used]) => used.test(source)).map(([name]) => name);

/** Our TypeScript: types stripped, the preamble on its first line. */
function typescript(source, path, options) {
  let names = namedIn(source);
  const shebang = source.startsWith('#!') ? source.indexOf('\n') + 1 : 0;
  for (;;) {
    try {
      const { code, map } = esbuild.transformSync(source.slice(0, shebang) + preamble(names) + source.slice(shebang), {
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
        format: options.supportsStaticESM ? 'esm' : 'cjs',
        target: 'es2022',
        jsx: 'automatic',
        sourcemap: 'external',
        sourcefile: path,
        tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
      });
      return { code, map };
    } catch (error) {
      // A name the file declares itself is its own: read from the global object no more.
      const own = declaredIn(error, names);
      if (own.length === 0) throw error;
      names = names.filter((name) => !own.includes(name));
    }
  }
}

/** What opens a JavaScript file before its code: a #! line, comments, a "use strict" (which must stay first to count). */
const OPENING = /^(?:#![^\n]*\n)?(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*(?:(["'])use strict\1;?)?/;

/**
 * The packages' JavaScript (React, Ink, zod…): the file's own text with the preamble after its
 * opening, on the same line. esbuild only reads it, to leave out the names the file declares
 * itself; a file it cannot read as given (or as a CommonJS module's body) is left as it is.
 */
function javascript(source, options) {
  let names = namedIn(source);
  const at = OPENING.exec(source)[0].length;
  while (names.length > 0) {
    const code = source.slice(0, at) + preamble(names) + source.slice(at);
    try {
      esbuild.transformSync(options.supportsStaticESM ? code : `(function () {${code}\n})`, { loader: 'js', format: options.supportsStaticESM ? 'esm' : undefined, logLevel: 'silent' });
      return { code };
    } catch (error) {
      const own = declaredIn(error, names);
      if (own.length === 0) break;
      names = names.filter((name) => !own.includes(name));
    }
  }
  return { code: source };
}

module.exports = {
  canInstrument: false,
  getCacheKey(source, path, options) {
    return createHash('sha1').update(SALT).update('\0').update(path).update('\0').update(source).update('\0').update(options.configString).update(String(options.supportsStaticESM)).digest('hex');
  },
  process(source, path, options) {
    return /\.tsx?$/.test(path) ? typescript(source, path, options) : javascript(source, options);
  },
};

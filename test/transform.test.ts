// The tests' transform (test/support/transform.cjs): every module reads the language's built-ins from
// the global object once, into constants of its own (a global read under jest's vm context costs some
// 30 plain reads), and nothing else about a module changes: its lines, its own names, its strictness.
import { createRequire } from 'node:module';

interface Transformed { code: string }
const transform = createRequire(import.meta.url)('./support/transform.cjs') as {
  process(source: string, path: string, options: { supportsStaticESM: boolean }): Transformed;
};
const esm = { supportsStaticESM: true };
const cjs = { supportsStaticESM: false };

test('a module reads the built-ins it names from the global object once, on its first line', () => {
  const { code } = transform.process('// a rule\nexport const most = (xs: number[]): number => Math.max(...xs, Object.keys({}).length);\n', '/x/a.ts', esm);
  const lines = code.split('\n');
  expect(lines[0]).toBe('const { Object, Math } = globalThis;');
  expect(code).toContain('Math.max(...xs, Object.keys({}).length)');
  // Only the names the file reads: no Map, no JSON here.
  expect(lines[0]).not.toMatch(/Map|JSON/);
});

test("a module's own names stay its own: an import, a class or a function named as a built-in is not taken from the global object", () => {
  const { code } = transform.process("import { Map } from './map.js';\nclass Set {}\nexport const both = [new Map(), new Set(), JSON.stringify(1)];\n", '/x/b.ts', esm);
  expect(code.split('\n')[0]).toBe('const { JSON } = globalThis;');
  const script = transform.process('function Symbol() {}\nmodule.exports = [Symbol, Math];\n', '/x/node_modules/p/c.js', cjs).code;
  expect(script.startsWith('const { Math } = globalThis;function Symbol() {}')).toBe(true);
});

test('a package\'s "use strict" stays its first statement, a #! line its first line, and a file esbuild cannot read is left as it is', () => {
  const strict = transform.process('/** @license x */\n"use strict";\nmodule.exports = Object.freeze({});\n', '/x/node_modules/p/d.js', cjs).code;
  expect(strict).toBe('/** @license x */\n"use strict";const { Object } = globalThis;\nmodule.exports = Object.freeze({});\n');
  const bin = transform.process('#!/usr/bin/env node\nconsole.log(JSON.stringify(1));\n', '/x/e.ts', esm).code;
  expect(bin.split('\n').slice(0, 2)).toEqual(['#!/usr/bin/env node', 'const { JSON } = globalThis;']);
  const odd = 'export default Math.max(;\n';
  expect(transform.process(odd, '/x/node_modules/p/f.js', esm).code).toBe(odd);
});

test("the built-ins a module reads are the global object's own: tests see the same Object, Map and JSON as any code", () => {
  const global = globalThis as unknown as Record<string, unknown>;
  expect([Object, Math, Map, JSON, Array, Error, structuredClone]).toEqual([global.Object, global.Math, global.Map, global.JSON, global.Array, global.Error, global.structuredClone]);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

// Jest's transform of the TypeScript sources and tests: esbuild strips the types of each file alone
// (as tsconfig's isolatedModules asks), to ES modules with the automatic JSX runtime (tsconfig's
// react-jsx) and a source map for the stack traces. No type is checked here: `npm test` runs tsc first.
const { readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const esbuild = require('esbuild');

/** What a transformed file depends on besides its own text: this transform and the esbuild that runs it. */
const SALT = `${esbuild.version}\0${readFileSync(__filename, 'utf8')}`;

module.exports = {
  canInstrument: false,
  getCacheKey(source, path, options) {
    return createHash('sha1').update(SALT).update('\0').update(path).update('\0').update(source).update('\0').update(options.configString).update(String(options.supportsStaticESM)).digest('hex');
  },
  process(source, path, options) {
    const { code, map } = esbuild.transformSync(source, {
      loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      format: options.supportsStaticESM ? 'esm' : 'cjs',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'external',
      sourcefile: path,
      tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
    });
    return { code, map };
  },
};

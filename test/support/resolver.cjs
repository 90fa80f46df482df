// Jest's resolver, with four changes. The installed string-width (the one Ink and src/text/width.ts
// import) resolves to its measured-once twin in test/support/string-width.ts, and Ink's
// @alcalzone/ansi-tokenize to its twin in test/support/ansi-tokenize.ts (each line styled once);
// each twin imports the real one, and packages that bring their own copy (another version) keep it.
// Two barrels are left out, because every test file that imports them reads and links each of their
// modules again: Ink's throttle comes from its own module rather than es-toolkit's compat barrel
// (THROTTLE), and zod's locales are English alone (ZOD_LOCALES). The built program is not concerned:
// its bundle keeps only what is used.
const path = require('node:path');

const TWINS = new Map([
  ['string-width', [path.resolve(__dirname, '../../node_modules/string-width/index.js'), path.resolve(__dirname, 'string-width.ts')]],
  ['@alcalzone/ansi-tokenize', [path.resolve(__dirname, '../../node_modules/@alcalzone/ansi-tokenize/build/index.js'), path.resolve(__dirname, 'ansi-tokenize.ts')]],
]);

/**
 * Ink's one name from es-toolkit's compat barrel, `throttle`, from its own module: the barrel imports
 * some 330 modules, each resolved, read and linked again in every test file that draws a screen (the
 * built program's bundle keeps only throttle). Another importer gets the barrel; should Ink import
 * another name from it, that import fails at once here, naming the name.
 */
const THROTTLE = path.resolve(__dirname, '../../node_modules/es-toolkit/dist/compat/function/throttle.mjs');
const INK = path.resolve(__dirname, '../../node_modules/ink/build');

/** zod's locales barrel, imported by its core and classic modules: English alone (zod-locales.mjs). */
const ZOD = path.resolve(__dirname, '../../node_modules/zod/v4');
const ZOD_LOCALES = path.resolve(__dirname, 'zod-locales.mjs');

module.exports = (request, options) => {
  if (request === 'es-toolkit/compat' && path.resolve(options.basedir) === INK) return THROTTLE;
  if (request === '../locales/index.js' && path.dirname(path.resolve(options.basedir)) === ZOD) return ZOD_LOCALES;
  const resolved = options.defaultResolver(request, options);
  const twin = TWINS.get(request);
  return twin && resolved === twin[0] && path.resolve(options.basedir) !== __dirname ? twin[1] : resolved;
};

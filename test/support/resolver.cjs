// Jest's resolver, with two changes: the installed string-width (the one Ink and src/text/width.ts
// import) resolves to its measured-once twin in test/support/string-width.ts, and Ink's
// @alcalzone/ansi-tokenize to its twin in test/support/ansi-tokenize.ts (each line styled once);
// each twin imports the real one. Packages that bring their own copy (another version) keep it.
const path = require('node:path');

const TWINS = new Map([
  ['string-width', [path.resolve(__dirname, '../../node_modules/string-width/index.js'), path.resolve(__dirname, 'string-width.ts')]],
  ['@alcalzone/ansi-tokenize', [path.resolve(__dirname, '../../node_modules/@alcalzone/ansi-tokenize/build/index.js'), path.resolve(__dirname, 'ansi-tokenize.ts')]],
]);

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const twin = TWINS.get(request);
  return twin && resolved === twin[0] && path.resolve(options.basedir) !== __dirname ? twin[1] : resolved;
};

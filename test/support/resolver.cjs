// Jest's resolver, with one change: the installed string-width (the one Ink and src/text/width.ts
// import) resolves to its measured-once twin in test/support/string-width.ts, which imports the
// real one. Packages that bring their own copy (another version) keep it.
const path = require('node:path');

const REAL = path.resolve(__dirname, '../../node_modules/string-width/index.js');
const TWIN = path.resolve(__dirname, 'string-width.ts');

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  return request === 'string-width' && resolved === REAL && path.resolve(options.basedir) !== __dirname ? TWIN : resolved;
};

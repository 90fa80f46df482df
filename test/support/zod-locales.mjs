// zod's locales in the tests: English alone, the one zod configures itself with and the only one the
// program's messages are in (test/support/resolver.cjs sends zod's locales barrel here: it imports
// some 60 locale modules, read and linked again in every test file that checks a record or a message).
export { default as en } from '../../node_modules/zod/v4/locales/en.js';

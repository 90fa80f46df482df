#!/usr/bin/env node
// React's development build, which Node gets unless NODE_ENV says otherwise, records a
// performance measure for every render that nothing clears (memory that grows all evening) and
// draws slower; a NODE_ENV set by the user (development, to see React's warnings) is kept.
// Set before the CLI loads anything: Ink and React read it once, when first imported.
process.env.NODE_ENV ||= 'production';
// dist/app/ is the program bundled by scripts/build.mjs: a few files to load instead of hundreds.
const { run } = await import('../dist/app/main.js');

await run();

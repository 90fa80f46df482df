#!/usr/bin/env node
// React's development build, which Node gets unless NODE_ENV says otherwise, records a
// performance measure for every render that nothing clears (memory that grows all evening) and
// draws slower; a NODE_ENV set by the user (development, to see React's warnings) is kept.
// Set before the CLI loads anything: Ink and React read it once, when first imported.
process.env.NODE_ENV ||= 'production';
// Ink draws nothing but the last frame when CI or CONTINUOUS_INTEGRATION is set (is-in-ci, read at
// import): a terminal in a CI-flagged shell (a dev container, a build agent's console) showed a blank
// screen for the whole game. The screens run only at a terminal, so the flag never applies to them.
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;
// dist/app/ is the program bundled by scripts/build.mjs: a few files to load instead of hundreds.
const { run } = await import('../dist/app/main.js');

await run();

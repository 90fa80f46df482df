// Before every test file: the environment the screens have at a player's terminal. Ink draws nothing
// but the last frame when CI or CONTINUOUS_INTEGRATION is set (is-in-ci, read when Ink is first
// imported), and the build machine sets CI: the screens' tests would see no frame, or see frames only
// when a test file that clears the flag (the SSH door's) ran earlier in the same worker. bin/junta.js
// clears the flag the same way for the program.
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;
// React, its reconciler and scheduler in their production builds, as the program runs them
// (bin/junta.js and the SSH door set NODE_ENV=production unless a user asks for development): the
// screens under test are the ones players get, drawn without the development build's per-element stacks.
process.env.NODE_ENV = 'production';

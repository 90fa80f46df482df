// After the suite (jest's globalTeardown): the in-memory scratch folder of test/support/scratch-dir.cjs goes.
module.exports = require('./scratch-dir.cjs').teardown;

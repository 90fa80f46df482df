// Before the suite (jest's globalSetup, in the main process before any worker starts, so every
// worker and child process inherits it): the tests' scratch files (os.tmpdir(): games saved after
// every action, records, caches, npm's scratch projects) go to a folder of their own in memory
// (/dev/shm) where the machine has one. Every save is written atomically, a temp file renamed over
// the old (src/io/files.ts); on a disk's filesystem (ext4) such a rename waits for the file's data
// to reach the disk, seconds a file over a suite's thousands of saves, and the wait measures the
// disk, not the code. The code under test is the same; where there is no /dev/shm, nothing changes.
const { mkdtempSync, rmSync } = require('node:fs');
const { join } = require('node:path');

module.exports = async function scratchDir() {
  if (process.env.JUNTA_TEST_TMPDIR) return;
  try {
    const dir = mkdtempSync(join('/dev/shm', 'junta-tests-'));
    process.env.JUNTA_TEST_TMPDIR = dir;
    process.env.TMPDIR = dir;
  } catch {
    // No /dev/shm (or not writable): the system's temporary folder, as before.
  }
};

/** After the suite (globalTeardown): the folder goes, with whatever a test left in it. */
module.exports.teardown = async function removeScratchDir() {
  const dir = process.env.JUNTA_TEST_TMPDIR;
  if (dir && dir.startsWith('/dev/shm/')) rmSync(dir, { recursive: true, force: true });
};

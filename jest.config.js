/** ES modules (esbuild strips the types: test/support/transform.cjs); run through `npm test` (NODE_OPTIONS=--experimental-vm-modules). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // string-width measured once per text, Ink's lines styled once (test/support/string-width.ts, ansi-tokenize.ts): Ink measures and styles every line of every frame.
  resolver: '<rootDir>/test/support/resolver.cjs',
  transform: {
    // Each file transpiled alone, its types stripped and never checked: `npm test` type-checks beside the tests (tsc, scripts/test.mjs).
    '^.+\\.tsx?$': '<rootDir>/test/support/transform.cjs',
    // The packages' modules as they are, but for their built-ins read once a file (the same transform).
    '^.+\\.[cm]?js$': '<rootDir>/test/support/transform.cjs',
  },
  // Every module the tests load takes the transform, the packages' too (their hot loops, zod's checks and
  // React's reconciler, read the global built-ins as often as the engines do).
  // TypeScript's compiler (9 MB, read by two tests that parse the sources) is loaded as it is: a clean
  // clone's first transform of it alone took a second, for no hot loop of the tests'.
  transformIgnorePatterns: ['/node_modules/typescript/'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  testTimeout: 60000,
  // The screens draw in tests as at a terminal, whatever the build machine's environment says.
  setupFiles: ['<rootDir>/test/support/screens-env.ts'],
  // The tests' scratch files in memory where the machine allows (test/support/scratch-dir.cjs).
  globalSetup: '<rootDir>/test/support/scratch-dir.cjs',
  globalTeardown: '<rootDir>/test/support/scratch-dir-teardown.cjs',
  // One worker per core: jest's default leaves one core to its idle main process (on 2 cores: one worker).
  maxWorkers: '100%',
  // A worker that holds more than 350 MB after a file is replaced before the next: jest's long-lived
  // workers grow with every file they run (ESM modules are kept), and a big heap makes every file after
  // it slower (the collector walks it; a clean clone once ran the Viva layout test last in a 1.4 GB
  // worker at 862 s, 127 s in a fresh one). With 1 GB the suite took 178 s here, with 350 MB 173 s
  // (200 MB: 173 s, its restarts cost what its smaller heaps save).
  workerIdleMemoryLimit: '350MB',
};

/** ts-jest in ESM mode; run through `npm test` (NODE_OPTIONS=--experimental-vm-modules). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  testTimeout: 60000,
  // The screens draw in tests as at a terminal, whatever the build machine's environment says.
  setupFiles: ['<rootDir>/test/support/screens-env.ts'],
  // One worker per core: jest's default leaves one core to its idle main process (on 2 cores: one worker).
  maxWorkers: '100%',
};

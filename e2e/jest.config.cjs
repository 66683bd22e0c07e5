/** Browser tests of the composed site: real servers, Debian chromium via playwright-core. */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  // TSX too: the site the tests start includes the shell's render server, which draws React.
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  testTimeout: 60_000,
  // The API's data migrated and seeded once per run; each file's site starts on a copy (e2e/testSite.ts).
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
};

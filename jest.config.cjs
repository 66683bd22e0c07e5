/** Unit and component tests (jsdom) and API tests (node, app.inject on a fresh embedded database). */
/** The shell and the remotes, written once in shared/apps.json. */
const { apps: APPS } = require('./shared/apps.json');
const EMBEDDED_TOO = require('./api/test/embeddedToo.cjs');
const missing = EMBEDDED_TOO.filter((file) => !require('node:fs').existsSync(`${__dirname}/api/test/${file}`));
if (missing.length) throw new Error(`api/test/embeddedToo.cjs names files that do not exist: ${missing.join(', ')}`);

/**
 * This run is the embedded one of a `npm test` whose last step runs every API test file on the
 * PostgreSQL server of API_TESTS_DATABASE_URL (scripts/api-tests-on-server.ts): only the files
 * whose proof depends on the engine run here too (api/test/embeddedToo.cjs).
 */
const serverRunsApiTests = Boolean(process.env.API_TESTS_DATABASE_URL) && !process.env.TEST_DATABASE_URL;

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

module.exports = {
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest.environment.cjs',
      roots: ['<rootDir>/shared', ...APPS.map((app) => `<rootDir>/${app.dir}`)],
      testMatch: ['**/*.test.ts?(x)'],
      // The build's own tests run in node (tools).
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/build/'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // ESM-only packages compiled to CommonJS for Jest: MSW's, and the render server's
      // @fastify/static's content-disposition.
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|content-disposition)/)',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      // The mock API server (MSW) hands each request on in a microtask: under fake timers it still
      // answers, as a network would, while the test holds the clock.
      fakeTimers: { doNotFake: ['queueMicrotask'] },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: serverRunsApiTests ? EMBEDDED_TOO.map((file) => `<rootDir>/api/test/${file}`) : ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // ESM-only dependencies of Fastify plugins: compile them to CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
      setupFilesAfterEnv: ['<rootDir>/api/test/setup.ts'],
      // One migrated, seeded database per run, copied by each file's test API (api/test/preparedDatabase.ts).
      globalSetup: '<rootDir>/api/test/globalSetup.ts',
      globalTeardown: '<rootDir>/api/test/globalTeardown.ts',
    },
    {
      displayName: 'tools',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts', '<rootDir>/shared/build'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};

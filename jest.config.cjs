/** Unit and component tests (jsdom) and API tests (node, app.inject on a fresh embedded database). */
/** The shell and the remotes, written once in shared/apps.json. */
const { apps: APPS } = require('./shared/apps.json');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', ...APPS.map((app) => `<rootDir>/${app.dir}`)],
      testMatch: ['**/*.test.ts?(x)'],
      // The build's own tests run in node (tools).
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/build/'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The render server's @fastify/static needs an ESM-only package: compiled to CommonJS too.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      // ESM-only dependencies of Fastify plugins: compile them to CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
      setupFilesAfterEnv: ['<rootDir>/api/test/setup.ts'],
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

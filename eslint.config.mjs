import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['remote-catalog', 'remote-checkout', 'remote-account', 'remote-admin'];

/** A regex for imports reaching into these package folders of the repo, by name or by relative path. */
const into = (names) => `^(?:(?:\\.{1,2}/)+|.*/)?(?:${names.join('|')})(?:/|$)`;

// Module Federation shares the router as '@store/shared/router': a direct import would bring a
// second router (and its context) into a remote.
const ROUTER = {
  regex: '^react-router(-dom)?(/|$)',
  message: "Import routing from '@store/shared/router', the router the shell shares.",
};

const boundary = (files, forbidden, message, { router = true } = {}) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: into(forbidden), message }, ...(router ? [ROUTER] : [])] },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'releases/**', 'bench-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Remotes never import each other, the shell or the API: they talk through @store/shared.
  ...REMOTES.map((self) =>
    boundary(
      [`${self}/**/*.{ts,tsx}`],
      [...REMOTES.filter((r) => r !== self), 'shell', 'api/src'],
      'Remotes never import each other, the shell or the API: talk through @store/shared (store actions).',
    ),
  ),
  boundary(['shell/**/*.{ts,tsx}'], [...REMOTES, 'api/src'], 'The shell loads remotes at run time only.'),
  boundary(['shared/**/*.{ts,tsx}'], [...REMOTES, 'shell', 'api/src'], '@store/shared depends on no app.'),
  boundary(['shared/src/router/index.ts'], [...REMOTES, 'shell', 'api/src'], '@store/shared depends on no app.', {
    router: false,
  }),
);

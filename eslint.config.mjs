import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The apps, written once in shared/apps.json. */
const REMOTES = JSON.parse(fs.readFileSync('shared/apps.json', 'utf8'))
  .apps.filter((app) => app.remote)
  .map((app) => app.dir);

/** A regex for imports reaching into these package folders of the repo, by name or by relative path. */
const into = (names) => `^(?:(?:\\.{1,2}/)+|.*/)?(?:${names.join('|')})(?:/|$)`;

// Module Federation shares the router as '@store/shared/router': a direct import would bring a
// second router (and its context) into a remote.
const ROUTER = {
  regex: '^react-router(-dom)?(/|$)',
  message: "Import routing from '@store/shared/router', the router the shell shares.",
};

// Lingui is shared inside '@store/shared/i18n': a second copy would be a second language context,
// and a remote's words would miss the page's language.
const LINGUI = {
  regex: '^@lingui/',
  message: "Take languages from '@store/shared/i18n' (translator, useLocale...), the shared Lingui.",
};

// Redux Toolkit (RTK Query included) is shared inside '@store/shared/store', with the one API
// slice: an app importing the toolkit itself would carry a second copy. Types are free.
const TOOLKIT = {
  regex: '^@reduxjs/toolkit(/|$)',
  allowTypeImports: true,
  message: "Take Redux Toolkit and RTK Query from '@store/shared/store' (storeApi, skipToken...), the shared copy.",
};

/** The apps reach the API through the store's endpoints (cache, tags, aborts, checked answers), never by hand. */
const API_CLIENT = {
  group: ['@store/shared/api'],
  importNames: ['apiClient'],
  message: "Add an endpoint to the store's API slice (storeApi.injectEndpoints; docs/architecture.md, Server data).",
};

/**
 * The API's modules in layers, top first (docs/architecture.md, "The API as modules"): a module
 * imports modules of its own or lower layers only, types included, and the platform folders
 * (jobs, providers, http, media, db...) import no module at all. The core rule, so it adds to the
 * repositories' type-aware rule on the same files instead of replacing it.
 */
const API_LAYERS = [
  ['checkout', 'shipping'],
  ['orders', 'reports'],
  ['catalog', 'wishlist', 'search', 'bags'],
  ['stock', 'ratings'],
  ['whatsapp', 'payments', 'giftCards', 'uploads', 'storeCredit'],
  [
    'notifications',
    'auth',
    'coupons',
    'pincodes',
    'shortLinks',
    'addresses',
    'measurements',
    'profile',
    'media',
    'health',
    'ops',
  ],
];
const apiLayers = () => {
  const layerRule = (above, message) => ({
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^(?:\\.\\./)+(?:modules/)?(?:${above.join('|')})(?:/|$)`, message }] },
    ],
  });
  // The top layer may import any module; each other layer, none of the layers above it.
  const modules = API_LAYERS.flatMap((layer, index) =>
    layer.map((module) => ({
      files: [`api/src/modules/${module}/**/*.{ts,tsx}`],
      rules: layerRule(
        API_LAYERS.slice(0, index).flat(),
        'A higher layer of the API: hand the work up through options wired in api/src/wiring.ts.',
      ),
    })),
  ).slice(API_LAYERS[0].length);
  const platform = {
    files: [
      'api/src/{jobs,providers,http,media,db,emails,observability,security}/**/*.{ts,tsx}',
      'api/src/{config,settings}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+modules(?:/|$)',
              message: 'The platform imports no module: a module takes the platform, not the other way.',
            },
          ],
        },
      ],
    },
  };
  return [...modules, platform];
};

// Type-aware, so the toolkit's types stay importable.
const RESTRICTED = '@typescript-eslint/no-restricted-imports';

const boundary = (files, forbidden, message, { router = true, toolkit = false } = {}) => ({
  files,
  rules: {
    [RESTRICTED]: [
      'error',
      {
        patterns: [
          { regex: into(forbidden), message },
          ...(router ? [ROUTER, LINGUI] : []),
          ...(toolkit ? [TOOLKIT] : []),
        ],
      },
    ],
  },
});

/** Each remote's feature folders, as they are on disk. */
const featuresOf = (remote) =>
  fs.existsSync(`${remote}/src/features`) ? fs.readdirSync(`${remote}/src/features`) : [];

/** A relative import climbing into one of these folders of the same remote's src. */
const upInto = (names) => ({ regex: `^(?:\\.\\./)+(?:${names.join('|')})(?:/|$)` });

/**
 * Inside a remote, imports point one way: exposes -> features -> components, hooks, api, lib ->
 * @store/shared. A feature never imports another feature (what two share moves down a level),
 * nor the exposes; the lower levels import neither. The catalogue's pages carry no zod: its
 * forms' rules load with checkout and account, never on a shopper's first page.
 */
const remoteZones = (remote) => {
  const otherRemotes = {
    regex: into([...REMOTES.filter((r) => r !== remote), 'shell', 'api/src']),
    message: 'Remotes never import each other, the shell or the API: talk through @store/shared (store actions).',
  };
  const noZod =
    remote === 'remote-catalog'
      ? [
          {
            regex: '^zod$|^@store/shared/schemas$',
            allowTypeImports: true,
            message: 'No zod on the catalogue pages (first-load JS).',
          },
        ]
      : [];
  const rule = (patterns) => ({
    [RESTRICTED]: ['error', { patterns: [otherRemotes, ROUTER, LINGUI, TOOLKIT, API_CLIENT, ...noZod, ...patterns] }],
  });
  const features = featuresOf(remote);
  return [
    { files: [`${remote}/**/*.{ts,tsx}`], rules: rule([]) },
    ...features.map((feature) => ({
      files: [`${remote}/src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: rule([
        {
          ...upInto(['exposes', ...features.filter((f) => f !== feature).flatMap((f) => [f, `features/${f}`])]),
          message:
            'A feature imports no other feature nor the exposes: move what two features share to src/components, hooks, api or lib.',
        },
      ]),
    })),
    {
      files: [`${remote}/src/{components,hooks,api,lib}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: rule([{ ...upInto(['features', 'exposes']), message: 'Shared code of a remote imports no feature.' }]),
    },
  ];
};

// India's calendar and clock are read in one place, shared/src/format/dates.ts (indiaDay, indiaHour,
// formatIndiaDate...): no second zone name or 5.5-hour shift. Tests may work a day out themselves,
// to check the helpers. A file's last matching block sets its no-restricted-syntax, so the blocks
// that set it for code carry this one too.
const INDIA_ZONE = {
  selector: "Literal[value='Asia/Kolkata'], BinaryExpression[operator='*'][left.value=5.5]",
  message: "Read India's day and time with the helpers of @store/shared/format (shared/src/format/dates.ts).",
};

/** @store/shared's contracts (zod schemas the API imports too) stay free of the UI and HTTP. */
const SHARED_CONTRACTS = [
  'shared/src/api/{account,adminCoupon,adminProduct,checkout,contract,measurementProfileSchema,product,rupees,schemas}.ts',
  'shared/src/catalog/**/*.ts',
  'shared/src/format/**/*.ts',
];

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
  // Remotes never import each other, the shell or the API (they talk through @store/shared),
  // and inside each, imports point one way.
  ...REMOTES.flatMap(remoteZones),
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['shared/src/format/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', INDIA_ZONE] },
  },
  // Money is converted in one place (@store/shared/format): never an inline * 100 or / 100.
  {
    files: ['api/src/modules/**/*.ts', 'api/src/http/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression[operator=/^[*\\/]$/][right.value=100]',
          message: 'Convert money with paiseToRupees / rupeesToPaise / percentOf from @store/shared/format.',
        },
        INDIA_ZONE,
      ],
    },
  },
  // The API's modules import only modules of lower layers; a lower one hands work up through
  // options wired in api/src/wiring.ts (docs/architecture.md, "The API as modules").
  ...apiLayers(),
  // Inside the orders and payments modules only the repositories (*Repository.ts) query the
  // database; routes and services call them, so each query has one home (docs/architecture.md).
  {
    files: ['api/src/modules/{orders,payments}/**/*.ts'],
    ignores: ['**/*Repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: "Query through the module's repository (*Repository.ts); row types may be imported as types.",
            },
          ],
        },
      ],
    },
  },
  // One palette: screens take colours from the design tokens (docs/design.md), never a literal.
  {
    files: ['{shell,remote-*}/src/**/*.{ts,tsx}', 'shared/src/{ui,forms,harness}/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/theme.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b/], Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message: 'Take the colour from theme.color in @store/shared/ui (docs/design.md), or add a token there.',
        },
        INDIA_ZONE,
      ],
      // The store asks in its own dialog, which a phone draws like the rest of the store.
      'no-restricted-properties': [
        'error',
        ...['confirm', 'alert', 'prompt'].map((property) => ({
          object: 'window',
          property,
          message: "Ask with useConfirm from @store/shared/ui (the store's own dialog).",
        })),
      ],
      'no-restricted-globals': ['error', 'confirm', 'alert', 'prompt'],
    },
  },
  // Component tests act as a user (userEvent) against the API faked at HTTP, not stubbed modules.
  {
    files: ['{shell,shared,remote-*}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='jest'][callee.property.name=/^(mock|doMock|unstable_mockModule)$/]",
          message: 'Answer the screen from the API: installFakeApi from @store/shared/testing, not a replaced module.',
        },
        {
          selector: "ImportSpecifier[imported.name='fireEvent']",
          message: 'Act as a user: the `user` renderWithStore returns (Testing Library userEvent).',
        },
      ],
    },
  },
  boundary(['shell/**/*.{ts,tsx}'], [...REMOTES, 'api/src'], 'The shell loads remotes at run time only.', {
    toolkit: true,
  }),
  // The render server draws the page with react-router's StaticRouter, which the browser's
  // shared router leaves out; it is the same react-router-dom the shared router re-exports.
  boundary(['shell/server/**/*.{ts,tsx}'], [...REMOTES, 'api/src'], 'The shell loads remotes at run time only.', {
    router: false,
  }),
  boundary(['shared/**/*.{ts,tsx}'], [...REMOTES, 'shell', 'api/src'], '@store/shared depends on no app.'),
  // The shared language module is where Lingui is imported (and the build's message compiler).
  boundary(
    ['shared/src/i18n/**/*.{ts,tsx}', 'shared/build/**/*.ts'],
    [...REMOTES, 'shell', 'api/src'],
    '@store/shared depends on no app.',
    { router: false },
  ),
  // Shared screens (the address form, the payment widget...) are bundled into each remote: they
  // reach the store by its singleton's name, or they would carry a second store and API slice.
  (() => {
    const zone = boundary(
      ['shared/src/{forms,ui,payment,captcha}/**/*.{ts,tsx}'],
      [...REMOTES, 'shell', 'api/src'],
      '@store/shared depends on no app.',
      { toolkit: true },
    );
    zone.ignores = ['**/*.test.{ts,tsx}'];
    zone.rules[RESTRICTED][1].patterns.push(
      {
        regex: '^(\\.\\./)+store(/|$)',
        allowTypeImports: true,
        message: "Import the store from '@store/shared/store' (the singleton every app shares).",
      },
      {
        regex: '^(\\.\\./)+i18n(/|$)',
        message: "Import languages from '@store/shared/i18n' (the singleton every app shares).",
      },
    );
    return zone;
  })(),
  {
    files: SHARED_CONTRACTS,
    ignores: ['**/*.test.ts'],
    rules: {
      [RESTRICTED]: [
        'error',
        {
          patterns: [
            { regex: into([...REMOTES, 'shell', 'api/src']), message: '@store/shared depends on no app.' },
            {
              regex:
                '^(react|react-dom|styled-components|axios|react-redux|@reduxjs/toolkit)(/|$)|^\\.\\./(ui|store|http|payment|forms|testing|harness)(/|$)|^\\./client$',
              message:
                'Contracts (schemas, catalogue, formats) carry no UI, store or HTTP client: the API imports them.',
            },
          ],
        },
      ],
    },
  },
  boundary(['shared/src/router/index.ts'], [...REMOTES, 'shell', 'api/src'], '@store/shared depends on no app.', {
    router: false,
  }),
);

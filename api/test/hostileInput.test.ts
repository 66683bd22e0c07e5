import fc from 'fast-check';
import { rawRows } from '../src/db/rawRows';
import { customerClient } from './customerClient';
import { ACCESS } from './routeAccess';
import { testApiSession } from './testApp';

const api = testApiSession();
/** The same cases every run, so CI is repeatable; FC_SEED=<n> explores others. */
const SEED = Number(process.env.FC_SEED) || 20261122;
/**
 * Random requests per route: 10 in `npm test` (3,000-odd cases, a minute or so of a CI worker);
 * `npm run test:fuzz` sends 50 per route, and FC_RUNS=<n> any number.
 */
const RUNS_PER_ROUTE = Number(process.env.FC_RUNS) || 10;
const { call, signIn, signInAdmin } = customerClient(api);

/** Tables a refused request must leave as they were (attempt counters and sessions may move). */
const WATCHED = [
  'products',
  'coupons',
  'checkouts',
  'orders',
  'payments',
  'customers',
  'addresses',
  'measurement_profiles',
  'product_ratings',
  'media_files',
  'order_events',
  'upload_tokens',
  'return_requests',
  'refunds',
  'credit_notes',
  'wishlist_items',
  'stock_alerts',
];

/**
 * The watched tables' state: per table its row count and its newest row version's transaction
 * (xmin). Any insert, update or delete that commits moves one of them; a rolled-back write's rows
 * are invisible. A fraction of a checksum of every row's text (7,500 reads a run).
 */
async function databaseState(): Promise<string> {
  const columns = WATCHED.map(
    (table) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${table}") as "${table}"`,
  );
  return JSON.stringify((await rawRows(api.database.db, `select ${columns.join(', ')}`))[0]);
}

/**
 * The watched tables' state before each request. A refusal changes nothing (else the test fails),
 * so the state read after one is also the state before the next request: a run of refusals reads
 * the tables once per request, not twice. After any other answer the next request reads afresh.
 */
function stateBeforeEachRequest() {
  let known: string | undefined;
  return {
    /** The state now: the one read after the last refusal, or read afresh. */
    before: async () => {
      const state = known ?? (await databaseState());
      known = undefined;
      return state;
    },
    /** After a refusal: whether the database changed since `before`. */
    changedSince: async (before: string) => {
      known = await databaseState();
      return known !== before;
    },
  };
}

/** Strings that have broken other servers: injection, markup, traversal, odd unicode, numbers as text. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  "'; DROP TABLE products; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '\u0000',
  '%00',
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '\uD800',
  '\u202Eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ हिन्दी',
  '00000000-0000-0000-0000-000000000000',
  '9'.repeat(400),
];

const FIELDS = [
  'name',
  'price',
  'phone',
  'code',
  'proof',
  'captcha',
  'items',
  'shippingAddress',
  'paymentOption',
  'couponCode',
  'code',
  'rating',
  'fit',
  'measurements',
  'street',
  'city',
  'zip',
  'description',
  'images',
  'category',
  'type',
  'size',
  'status',
  'email',
  'password',
  'razorpay',
  'value',
  'kind',
  'minOrder',
  'expiresAt',
  'subtotal',
  'total',
];

const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(-0.01, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 0),
    fc.boolean(),
    fc.constant(null),
    fc.constant('x'.repeat(200_000)),
    fc.constant(deep(500)),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor', 'prototype'), tie('node'), {
      maxKeys: 5,
    }),
  ),
})).node;

/** A body: any value, or an object of the API's field names (and pollution keys) set to any value. */
const body = fc.oneof(
  value,
  fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor'), value, { minKeys: 1, maxKeys: 8 }),
);
const segment = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'grapheme', maxLength: 30 }));
const query = fc.dictionary(fc.constantFrom(...FIELDS, 'search', 'sort', 'cursor', 'limit', 'phone'), segment, {
  maxKeys: 4,
});

/** Every byte of the text's UTF-8 percent-encoded, as a client sends odd text (a lone surrogate too). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

type Method = Parameters<typeof call>[0];

it('answers random and hostile input to every route with a 4xx and a message, and changes nothing', async () => {
  const customer = await signIn('+919877700001');
  const admin = await signInAdmin();
  const asCaller = { customer, public: undefined, proof: undefined };
  // Ending the session of the caller would make the rest of the run signed out.
  const routes = [...new Set(api.app.registeredRoutes.map((r) => `${r.method} ${r.url}`))].filter(
    (route) => !route.startsWith('OPTIONS') && route !== 'POST /auth/logout',
  );
  const faults: string[] = [];
  const state = stateBeforeEachRequest();
  let cases = 0;
  let accepted = 0;
  for (const route of routes) {
    const [method, pattern] = route.split(' ') as [Method, string];
    const access = ACCESS[route] ?? 'public';
    // A desk route as the owner: every role's routes are hers.
    const cookie = typeof access === 'string' ? asCaller[access] : admin;
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 2, maxLength: 2 }), query, body, async (params, q, payload) => {
        cases += 1;
        let index = 0;
        const path = pattern.replace(/:\w+|\*/g, () => percentEncoded(params[index++] ?? ''));
        const url = `${path}?${new URLSearchParams(q).toString()}`;
        const before = await state.before();
        const answer = await call(method, url, method === 'GET' ? undefined : (payload as object), cookie);
        if (answer.status >= 500)
          faults.push(`${route}: ${answer.status} for ${JSON.stringify(payload).slice(0, 200)}`);
        else if (answer.status >= 400) {
          if (typeof answer.body?.message !== 'string' || !answer.body.message)
            faults.push(`${route}: ${answer.status} without a message`);
          if (await state.changedSince(before)) faults.push(`${route}: ${answer.status}, but the database changed`);
        } else if (method !== 'GET') accepted += 1;
        if (faults.length) throw new Error(faults.join('\n'));
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED },
    );
  }
  // A polluted prototype would show on every object of the process.
  expect(({} as Record<string, unknown>).a).toBeUndefined();
  expect(faults).toEqual([]);
  console.info(`hostile input: ${cases} cases over ${routes.length} routes; ${accepted} writes accepted as data`);
}, 300_000);

/** Every path to a value inside a body: ['items', 0, 'size', 'upper'] and so on. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  return [
    prefix,
    ...Object.entries(value).flatMap(([key, inner]) =>
      leafPaths(inner, [...prefix, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

function withValueAt(body: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1] as string | number] = replacement;
  return copy;
}

it('takes one bad field inside an otherwise good body as a 4xx naming it, or as plain data', async () => {
  const customer = await signIn('+919877700002');
  const admin = await signInAdmin();
  const [product] = (await call('GET', '/api/products/mens?limit=1')).body;
  const address = { name: 'Asha', phone: '9877700002', street: '1 MG Road', city: 'Pune', state: 'MH', zip: '411001' };
  const samples: [Method, string, object, string | undefined][] = [
    [
      'POST',
      '/payment/create-order',
      {
        amount: product.price,
        items: [{ productId: product._id, size: { upper: 'M', lower: '32' } }],
        shippingAddress: address,
      },
      undefined,
    ],
    ['POST', '/address', address, customer],
    ['POST', '/measurement-profiles', { name: 'Me', fit: 'mens', measurements: { chest: 40, waist: 34 } }, customer],
    [
      'POST',
      '/admin/add-product',
      { name: 'Stole', price: 1200, mainCategory: 'accessories', type: 'stoles', description: 'Silk' },
      admin,
    ],
    ['PUT', `/products/admin/${product._id}`, { name: product.name, price: product.price, description: 'Wool' }, admin],
    [
      'POST',
      '/admin/coupons',
      { code: 'HOSTILE1', kind: 'flat', value: 100, minOrder: 1000, expiresAt: '2030-01-01T00:00:00+05:30' },
      admin,
    ],
    ['POST', '/coupons/check', { code: 'WELCOME10', subtotal: 5000 }, undefined],
    ['PUT', `/products/${product._id}/rating`, { rating: 4 }, customer],
  ];
  const faults: string[] = [];
  const state = stateBeforeEachRequest();
  let cases = 0;
  let accepted = 0;
  for (const [method, url, sample, cookie] of samples) {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...leafPaths(sample)), value, async (at, replacement) => {
        cases += 1;
        const before = await state.before();
        const payload = withValueAt(sample, at, replacement) as object;
        const answer = await call(method, url, payload, cookie);
        const where = `${method} ${url} with ${at.join('.') || 'the body'} = ${JSON.stringify(replacement)?.slice(0, 80)}`;
        if (answer.status >= 500) faults.push(`${where}: ${answer.status}`);
        else if (answer.status >= 400) {
          if (!answer.body?.message) faults.push(`${where}: ${answer.status} without a message`);
          if (await state.changedSince(before)) faults.push(`${where}: refused, but the database changed`);
        } else accepted += 1;
        if (faults.length) throw new Error(faults.join('\n'));
      }),
      { numRuns: 60, seed: SEED },
    );
  }
  expect(faults).toEqual([]);
  console.info(`hostile fields: ${cases} cases over ${samples.length} bodies; ${accepted} accepted as data`);
}, 300_000);

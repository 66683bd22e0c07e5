import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@store/shared/schemas';
import { customerClient } from './customerClient';
import { ACCESS, UNSCHEMED_ANSWERS } from './routeAccess';
import { insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn, signInAdmin, signInStaff } = customerClient(api);

type Method = Parameters<typeof call>[0];

/** A concrete address for a route pattern: ids that exist nowhere, a code that is not a coupon. */
function concrete(url: string): string {
  return url.replace(/:id/g, randomUUID()).replace(/:code/g, 'NOSUCHCODE').replace('*', 'products/nothing.jpg');
}

const routes = () => [...new Set(api.app.registeredRoutes.map((r) => `${r.method} ${r.url}`))];

it('declares who may call every route the API registers', () => {
  const undeclared = routes().filter((route) => !(route in ACCESS));
  expect(undeclared).toEqual([]);
  const stale = Object.keys(ACCESS).filter((route) => !routes().includes(route));
  expect(stale).toEqual([]);
});

it('serializes every answer through a declared schema, but for the listed exceptions', () => {
  const unschemed = [
    ...new Set(api.app.registeredRoutes.filter((r) => !r.answered).map((r) => `${r.method} ${r.url}`)),
  ];
  expect(unschemed.filter((route) => !(route in UNSCHEMED_ANSWERS))).toEqual([]);
  expect(Object.keys(UNSCHEMED_ANSWERS).filter((route) => !unschemed.includes(route))).toEqual([]);
});

/** The headers every answer of the API carries, whoever asks and whatever the outcome. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

it('answers each route as declared: signed out, as a customer and as each staff role', async () => {
  const customer = await signIn('+919866600001');
  const staff: Record<StaffRole, string> = {
    owner: await signInAdmin(),
    support: await signInStaff('support'),
    workshop: await signInStaff('workshop'),
  };
  const wrong: string[] = [];
  for (const route of routes()) {
    const [method, pattern] = route.split(' ') as [Method | 'OPTIONS', string];
    if (method === 'OPTIONS') continue;
    const url = concrete(pattern);
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    const answer = await call(method, url, body);
    const signedOut = answer.status;
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (answer.headers[name] !== value) wrong.push(`${route}: ${name} is ${answer.headers[name]}`);
    const access = ACCESS[route];
    if (access === 'public' && (signedOut === 401 || signedOut === 403))
      wrong.push(`${route}: ${signedOut} signed out`);
    if (access === 'proof' && !(signedOut >= 400 && signedOut < 500))
      wrong.push(`${route}: ${signedOut} signed out, without its proof`);
    if (access === 'customer') {
      if (signedOut !== 401) wrong.push(`${route}: ${signedOut} signed out, not 401`);
      const asCustomer = (await call(method, url, body, customer)).status;
      if (asCustomer === 401) wrong.push(`${route}: 401 for a signed-in customer`);
    }
    if (typeof access === 'object') {
      if (signedOut !== 401) wrong.push(`${route}: ${signedOut} signed out, not 401`);
      const asCustomer = (await call(method, url, body, customer)).status;
      if (asCustomer !== 403) wrong.push(`${route}: ${asCustomer} for a customer, not 403`);
      for (const role of STAFF_ROLES) {
        const status = (await call(method, url, body, staff[role])).status;
        const letIn = status !== 401 && status !== 403;
        if (letIn !== access.includes(role)) wrong.push(`${route}: ${status} for ${role}`);
      }
    }
  }
  expect(wrong).toEqual([]);
}, 180_000);

/**
 * What customer A owns, and a valid body to try on it, for every route that names a record by
 * id. A customer or proof route with an id that is not listed here fails the test.
 */
const NOT_OWNED = new Set(['PUT /products/:id/rating']); // the id is a product, rated per customer

it("never lets customer B read or change customer A's addresses, profiles, orders or session", async () => {
  const phoneA = '+919866600011';
  const a = await signIn(phoneA);
  const b = await signIn('+919866600012');
  const address = {
    name: 'Asha',
    phone: '9866600011',
    street: '7 Secret Lane',
    city: 'Pune',
    state: 'MH',
    zip: '411001',
  };
  const profile = { name: 'A-only', fit: 'mens', measurements: { chest: 40 } };
  const owned: Record<string, { id: string; body?: object; url?: string }> = {};
  const addressId = (await call('POST', '/address', address, a)).body._id;
  const profileId = (await call('POST', '/measurement-profiles', profile, a)).body._id;
  owned['PUT /address/:id'] = { id: addressId, body: { ...address, city: 'Mumbai' } };
  owned['DELETE /address/:id'] = { id: addressId };
  owned['PUT /measurement-profiles/:id'] = { id: profileId, body: { ...profile, measurements: { chest: 30 } } };
  owned['DELETE /measurement-profiles/:id'] = { id: profileId };
  const orderOfA = await insertPaidOrder(api, phoneA);
  owned['POST /orders/:id/pay-balance'] = { id: orderOfA, body: {} };
  owned['GET /orders/:id/invoice'] = { id: orderOfA };
  owned['GET /orders/:id/tracking'] = { id: orderOfA };
  owned['GET /orders/:id/credit-notes/:number'] = {
    id: orderOfA,
    url: `/orders/${orderOfA}/credit-notes/CN-2026-27-0001`,
  };
  owned['GET /orders/:id/receipts/:paymentId'] = {
    id: orderOfA,
    url: `/orders/${orderOfA}/receipts/pay_AAAAAAAAAAAAAA`,
  };
  owned['POST /orders/:id/returns'] = {
    id: orderOfA,
    body: { lineId: '00000000-0000-4000-8000-000000000001', kind: 'refund', reason: 'fit' },
  };
  // A's wishlist and an alert for a sold-out size of a seeded piece.
  const womens = (await call('GET', '/api/products/womens?limit=48')).body as {
    _id: string;
    availability: Record<string, string>;
  }[];
  const [outPiece, outSize] = womens.flatMap((p) =>
    Object.entries(p.availability)
      .filter(([, state]) => state === 'out')
      .map(([size]) => [p._id, size] as const),
  )[0] as [string, string];
  await call('PUT', `/wishlist/${outPiece}`, undefined, a);
  const alertId = (await call('POST', '/stock-alerts', { productId: outPiece, size: outSize, channel: 'text' }, a)).body
    ._id;
  owned['DELETE /stock-alerts/:id'] = { id: alertId };
  owned['GET /orders/:id/returns/:returnId/credit-note'] = {
    id: orderOfA,
    url: `/orders/${orderOfA}/returns/00000000-0000-4000-8000-000000000001/credit-note`,
  };

  const seenByA = async () =>
    JSON.stringify(
      await Promise.all(
        ['/address', '/measurement-profiles', '/orders/my-orders', '/auth/me', '/wishlist', '/stock-alerts'].map(
          async (url) => (await call('GET', url, undefined, a)).body,
        ),
      ),
    );
  const before = await seenByA();
  const wrong: string[] = [];
  for (const route of routes()) {
    const [method, pattern] = route.split(' ') as [Method, string];
    const access = ACCESS[route];
    if (access !== 'customer' && access !== 'proof') continue;
    if (pattern.includes(':id')) {
      if (NOT_OWNED.has(route)) continue;
      const target = owned[route];
      if (!target) {
        wrong.push(`${route}: names a record, but the test does not know whose`);
        continue;
      }
      const status = (await call(method, target.url ?? pattern.replace(':id', target.id), target.body, b)).status;
      if (status !== 403 && status !== 404) wrong.push(`${route}: ${status} for customer B on A's record`);
    } else if (method === 'GET') {
      // What B reads names nothing of A's.
      const text = JSON.stringify((await call('GET', pattern, undefined, b)).body);
      for (const secret of [phoneA.slice(3), addressId, profileId, '7 Secret Lane', outPiece, alertId])
        if (text.includes(secret)) wrong.push(`${route}: shows B ${secret}`);
    }
  }
  // B signing out ends B's session only.
  await call('POST', '/auth/logout', {}, b);
  expect((await call('GET', '/auth/me', undefined, b)).status).toBe(401);
  expect(wrong).toEqual([]);
  expect(await seenByA()).toBe(before);
  expect((await call('GET', '/address', undefined, a)).body).toMatchObject([{ street: '7 Secret Lane' }]);
});

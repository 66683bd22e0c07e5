import { buildApp } from '../src/app';
import { RATE_LIMITS } from '../src/http/rateLimits';
import { ADDRESS } from './shopperClient';
import { testApiSession } from './testApp';

// This file runs the API as production does: per-client limits on, counted in the database
// (or in Redis at TEST_REDIS_URL), and X-Forwarded-For believed from nobody.
const api = testApiSession({ rateLimits: true, redisUrl: process.env.TEST_REDIS_URL || null });

// Addresses of this run only: a Redis shared with an earlier run within the minute keeps its counts.
const run = 1 + Math.floor(Math.random() * 250);
const client = (n: number) => `10.${run}.${n}.1`;

async function checkCoupon(app = api.app, headers: Record<string, string> = {}, remoteAddress = client(10)) {
  const response = await app.inject({
    method: 'POST',
    url: '/coupons/check',
    payload: { code: 'WELCOME10', subtotal: 5000 },
    headers: { 'x-requested-with': 'store', ...headers },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('rate limits', () => {
  it('answer 429 with a message a shopper can act on once a client passes the limit', async () => {
    for (let i = 0; i < RATE_LIMITS.couponCheck; i++) expect((await checkCoupon()).status).toBe(200);
    const refused = await checkCoupon();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests: please wait \d+ s and try again$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await checkCoupon(api.app, {}, client(11))).status).toBe(200);
  });

  it('slow a caller guessing at texted short links (/c/<code>), and only that caller', async () => {
    const open = (remoteAddress: string) =>
      api.app.inject({ method: 'GET', url: '/c/Guess1234', remoteAddress }).then((r) => r.statusCode);
    for (let i = 0; i < RATE_LIMITS.shortLinks; i++) expect(await open(client(60))).toBe(404);
    expect(await open(client(60))).toBe(429);
    expect(await open(client(61))).toBe(404);
  });

  it('slow a caller guessing gift card codes, and guesses at one code prefix from many callers', async () => {
    const check = (code: string, remoteAddress: string) =>
      api.app
        .inject({
          method: 'POST',
          url: '/gift-cards/balance',
          payload: { code },
          headers: { 'x-requested-with': 'store' },
          remoteAddress,
        })
        .then((r) => ({ status: r.statusCode, message: (r.json() as { message: string }).message }));
    // One caller, random guesses: unknown, then refused for a while.
    for (let i = 0; i < RATE_LIMITS.giftCardCheck; i++)
      expect((await check(`${run}${i}`.padEnd(16, 'X').slice(0, 16), client(70))).status).toBe(404);
    const slowed = await check('XXXXXXXXXXXXXXXX', client(70));
    expect(slowed.status).toBe(429);
    expect(slowed.message).toMatch(/^Too many requests: please wait \d+ s and try again$/);
    // Many callers, one known start of a code: the prefix is slowed, whoever asks.
    const prefix = `Q${String(run).padStart(3, '0')}`;
    for (let i = 0; i < RATE_LIMITS.giftCardCheck; i++)
      expect((await check(`${prefix}${String(i).padStart(12, '0')}`, client(100 + i))).status).toBe(404);
    expect((await check(`${prefix}999999999999`, client(99))).status).toBe(429);
    // Another prefix from that new caller is not.
    expect((await check('R000999999999999', client(99))).status).toBe(404);
  });

  it('count gift card codes tried at checkout as checks of them: per caller, and per prefix with the balance page', async () => {
    const checkout = (giftCardCode: string, remoteAddress: string) =>
      api.app
        .inject({
          method: 'POST',
          url: '/payment/create-order',
          payload: {
            amount: 100,
            items: [{ productId: '00000000-0000-4000-8000-000000000000' }],
            shippingAddress: { ...ADDRESS },
            giftCardCode,
          },
          headers: { 'x-requested-with': 'store' },
          remoteAddress,
        })
        .then((r) => r.statusCode);
    for (let i = 0; i < RATE_LIMITS.giftCardCheck; i++)
      expect(await checkout(`C${run}${i}`.padEnd(16, 'X').slice(0, 16), client(80))).not.toBe(429);
    expect(await checkout('CXXXXXXXXXXXXXXX', client(80))).toBe(429);
    // A prefix guessed on the balance page is slowed at checkout too, from a new caller.
    const prefix = `P${String(run).padStart(3, '0')}`;
    for (let i = 0; i < RATE_LIMITS.giftCardCheck; i++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/gift-cards/balance',
        payload: { code: `${prefix}${String(i).padStart(12, '0')}` },
        headers: { 'x-requested-with': 'store' },
        remoteAddress: client(130 + i),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await checkout(`${prefix}999999999999`, client(81))).toBe(429);
  });

  it('cannot be dodged with a forged X-Forwarded-For', async () => {
    const address = client(20);
    for (let i = 0; i < RATE_LIMITS.couponCheck; i++) await checkCoupon(api.app, {}, address);
    const forged = await checkCoupon(api.app, { 'x-forwarded-for': '203.0.113.99' }, address);
    expect(forged.status).toBe(429);
  });

  it('are shared by every API instance on the same database', async () => {
    const second = await buildApp({ config: api.config, database: api.database });
    try {
      const address = client(30);
      for (let i = 0; i < RATE_LIMITS.couponCheck; i++)
        expect((await checkCoupon(i % 2 ? second : api.app, {}, address)).status).toBe(200);
      expect((await checkCoupon(second, {}, address)).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('count the client a trusted proxy names, when one is configured', async () => {
    const behindProxy = await buildApp({ config: { ...api.config, trustProxy: 1 }, database: api.database });
    try {
      const proxy = '10.0.0.2';
      for (let i = 0; i < RATE_LIMITS.couponCheck; i++)
        await checkCoupon(behindProxy, { 'x-forwarded-for': client(40) }, proxy);
      expect((await checkCoupon(behindProxy, { 'x-forwarded-for': client(40) }, proxy)).status).toBe(429);
      expect((await checkCoupon(behindProxy, { 'x-forwarded-for': client(41) }, proxy)).status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it("guard sign-in, codes, orders, cash orders and their confirmation, returns, coupon checks, uploads, saved addresses, ratings (their photos), back-in-stock alerts, a shopper's documents, her parcel's tracking, her answer to a failed delivery, and a left bag's reminders and links", () => {
    const limited = api.app.registeredRoutes.filter((route) => route.limited).map((r) => `${r.method} ${r.url}`);
    expect(limited.sort()).toEqual(
      [
        'DELETE /orders/guest-access',
        'GET /c/:code',
        'GET /auth/imagekit',
        'GET /orders/my-orders',
        'GET /orders/:id/credit-notes/:number',
        'GET /orders/:id/invoice',
        'GET /orders/:id/receipts/:paymentId',
        'POST /auth/adminlogin',
        'POST /auth/customer-login',
        'POST /auth/otp/send',
        'POST /auth/otp/verify',
        'POST /coupons/check',
        'POST /gift-cards/purchases',
        'POST /gift-cards/purchases/confirm',
        'POST /gift-cards/balance',
        'POST /imagekit/api/v1/files/upload',
        'POST /orders',
        'POST /orders/:id/pay-balance',
        'POST /orders/:id/returns',
        'GET /orders/:id/returns/:returnId/credit-note',
        'POST /payment/create-order',
        'POST /payment/release',
        'POST /payment/cash-quote',
        'POST /payment/cash-order',
        'POST /orders/cash/confirm',
        'POST /address',
        'PUT /address/:id',
        'PUT /products/:id/rating',
        'POST /stock-alerts',
        'GET /orders/:id/tracking',
        'GET /delivery-issues/:token',
        'POST /delivery-issues/:token',
        'POST /bag/reminders',
        'POST /bags/:token',
        'POST /bags/:token/stop',
      ].sort(),
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { customerClient, sessionCookie } from './customerClient';
import { testApiSession } from './testApp';

let second: FastifyInstance;
// Before the session's own hook, which closes the database: the second instance's job queue
// stops while the database it polls is still open.
afterAll(async () => {
  await second?.close();
});
const api = testApiSession();

beforeAll(async () => {
  // A second API instance on the same database: nothing but the database is shared.
  second = await buildApp({ config: api.config, database: api.database });
});

it("serves one shopper's sign-in and checkout alternately from two API instances", async () => {
  const a = customerClient(api);
  const b = customerClient({ ...api, app: second });
  const phone = '+919855500001';

  // Captcha from A, code sent by B, verified on A, session started on B and read on A.
  const captcha = await a.solvedCaptcha();
  expect((await b.call('POST', '/auth/otp/send', { phone, captcha })).status).toBe(200);
  const { body: verified } = await a.call('POST', '/auth/otp/verify', { phone, code: a.lastCode(phone) });
  const login = await b.call('POST', '/auth/customer-login', { phone, proof: verified.proof });
  const sid = sessionCookie(login.cookie);
  expect((await a.call('GET', '/auth/me', undefined, sid)).body).toMatchObject({ phone, role: 'customer' });
  // The resend wait and the used puzzle hold across instances too.
  expect((await a.call('POST', '/auth/otp/send', { phone, captcha })).status).toBe(400);

  // The bag's product read on B, the payment order made on A, paid on B, the order saved on A.
  const [product] = (await b.call('GET', '/products/accessories')).body as { _id: string; price: number }[];
  const address = {
    name: 'Asha Rao',
    phone,
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
  };
  const opened = await a.call(
    'POST',
    '/payment/create-order',
    { amount: product?.price, items: [{ productId: product?._id }], shippingAddress: address },
    sid,
  );
  expect(opened.status).toBe(200);
  const paid = await b.call('POST', '/payment/sandbox/pay', {
    orderId: opened.body.order.id,
    method: 'upi',
    vpa: 'success@razorpay',
  });
  const confirmation = {
    razorpay: {
      orderId: paid.body.razorpay_order_id,
      paymentId: paid.body.razorpay_payment_id,
      signature: paid.body.razorpay_signature,
    },
  };
  const saved = await a.call('POST', '/orders', confirmation, sid);
  expect(saved.status).toBe(201);
  // The same payment confirmed on the other instance is the same order, not a second one.
  const again = await b.call('POST', '/orders', confirmation, sid);
  expect(again).toMatchObject({ status: 200, body: { order: { _id: saved.body.order._id } } });
  expect((await b.call('GET', '/orders/my-orders', undefined, sid)).body).toHaveLength(1);

  // Signing out on A ends the session for B as well.
  await a.call('POST', '/auth/logout', undefined, sid);
  expect((await b.call('GET', '/auth/me', undefined, sid)).status).toBe(401);
}, 30_000);

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMetricsServer } from '@store/shared/metrics-server';
import { customerClient } from './customerClient';
import { SUCCESS_CARD, shopperClient } from './shopperClient';
import { eventually, testApiSession } from './testApp';

const api = testApiSession({ sandboxWebhookDelayMs: 20 });
const shopper = shopperClient(api);
const customer = customerClient(api);
let server: http.Server;
let metricsUrl: string;

beforeAll(async () => {
  server = await startMetricsServer(api.app.metrics.registry, { port: 0, host: '127.0.0.1', token: 'scrape-token' });
  metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What Prometheus would read: each sample's value by its name and labels, as written. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl, { headers: { authorization: 'Bearer scrape-token' } });
  expect(response.status).toBe(200);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n'))
    if (line && !line.startsWith('#')) {
      const at = line.lastIndexOf(' ');
      samples.set(line.slice(0, at), Number(line.slice(at + 1)));
    }
  return samples;
}

const grew = (before: Map<string, number>, after: Map<string, number>, sample: string) =>
  (after.get(sample) ?? 0) - (before.get(sample) ?? 0);

it('are never served on the public port, and ask the scraper for its token', async () => {
  expect((await api.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  expect((await fetch(metricsUrl)).status).toBe(401);
  expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer guess' } })).status).toBe(401);
});

it('count requests by route pattern and status, with their latency', async () => {
  const before = await scrape();
  const [product] = await shopper.bag();
  await api.app.inject({ method: 'GET', url: `/products/${product?._id}` });
  await api.app.inject({ method: 'GET', url: '/products/00000000-0000-4000-8000-000000000000' });
  const after = await scrape();
  expect(grew(before, after, 'store_http_requests_total{method="GET",route="/products/:id",status="200"}')).toBe(1);
  expect(grew(before, after, 'store_http_requests_total{method="GET",route="/products/:id",status="404"}')).toBe(1);
  expect(grew(before, after, 'store_http_request_duration_seconds_count{method="GET",route="/products/:id"}')).toBe(2);
  // No product id ever becomes a label of its own.
  expect([...after.keys()].some((key) => key.includes(String(product?._id)))).toBe(false);
});

it('follow a payment from its order to its webhooks, and a declined card', async () => {
  const before = await scrape();
  const { body } = await shopper.createOrder();
  const declined = await shopper.pay(body.order.id, { ...SUCCESS_CARD, cardNumber: '4100 2800 0008 0001' });
  expect(declined.status).toBe(402);
  const paid = await shopper.pay(body.order.id);
  expect((await shopper.placeOrder(paid.body)).status).toBe(201);
  // The sandbox's webhook for the same payment arrives after the browser's call (a job due
  // 150 ms later): a repeat of work done, counted as applied once its job has run.
  await eventually(async () =>
    expect(grew(before, await scrape(), 'store_payment_webhooks_total{outcome="applied"}')).toBe(1),
  );
  const forged = await api.app.inject({
    method: 'POST',
    url: '/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f00d', 'x-razorpay-event-id': 'evt_x' },
    payload: '{}',
  });
  expect(forged.statusCode).toBe(400);
  const after = await scrape();
  expect(grew(before, after, 'store_payments_total{event="created"}')).toBe(1);
  expect(grew(before, after, 'store_payments_total{event="failed"}')).toBe(1);
  expect(grew(before, after, 'store_payments_total{event="captured"}')).toBe(1);
  expect(grew(before, after, 'store_payment_webhooks_total{outcome="applied"}')).toBe(1);
  expect(grew(before, after, 'store_payment_webhooks_total{outcome="rejected"}')).toBe(1);
}, 30_000);

it('count sign-in codes sent, image variants made, and the database connections', async () => {
  const before = await scrape();
  expect((await customer.sendCode('9811122233')).status).toBe(200);
  const [product] = await shopper.bag();
  const image = new URL(String(product?.images[0]?.url)).pathname;
  expect((await api.app.inject({ method: 'GET', url: `${image}?tr=w-160,q-60` })).statusCode).toBe(200);
  const after = await scrape();
  expect(grew(before, after, 'store_otp_sends_total{outcome="sent"}')).toBe(1);
  expect(grew(before, after, 'store_image_variants_made_total{format="jpg"}')).toBe(1);
  expect(after.get('store_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  expect(after.has('store_api_process_resident_memory_bytes')).toBe(true);
});

/**
 * `npm run soak` (not part of `npm test`): the API on loopback under steady mixed traffic for
 * SOAK_SECONDS (60), then the checks a payment system must pass:
 * - no answer was a 5xx;
 * - every captured payment has exactly one order, and no order lacks a captured payment;
 * - the API's memory (resident set) is flat: the last 10 s within 25% of the 10 s after warm-up.
 *
 * Traffic, started at SOAK_RATE (40) actions a second whatever the answers' speed: browse a
 * section, search, open a product, price a bag with a coupon, check out (create-order, sandbox
 * card, POST /orders; one in five leaves it to the webhook), and the admin's orders, counts and
 * product edits. Embedded database by default, PostgreSQL with SOAK_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN } from '../api/src/config';
import { openDatabase } from '../api/src/db/client';
import { createScratchDatabase } from '../api/src/db/scratchDatabase';
import { reconcileSandboxPayments } from '../api/src/modules/payments/sandboxReconciliation';
import { spawnApi, stopProcess, waitForReady } from './lib/apiProcess';

const SECONDS = Number(process.env.SOAK_SECONDS) || 60;
const RATE = Number(process.env.SOAK_RATE) || 40;
const PORT = Number(process.env.SOAK_PORT) || 4700;
const API = `http://127.0.0.1:${PORT}`;
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'store' };

interface Product {
  _id: string;
  name: string;
  price: number;
  description: string;
  /** Accessories need no size: the checkout journey buys one. */
  accessory: boolean;
}

const statuses = new Map<string, number>();
const faults: string[] = [];
let adminCookie = '';

async function request(label: string, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${API}${url}`, { ...init, headers: { ...HEADERS, ...init.headers } });
  const key = `${label} ${response.status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  if (response.status >= 500) faults.push(`${label}: ${response.status} ${await response.clone().text()}`);
  return response;
}

const post = (label: string, url: string, body: object, headers: Record<string, string> = {}) =>
  request(label, url, { method: 'POST', body: JSON.stringify(body), headers });
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function checkout(catalog: Product[], leaveToWebhook: boolean) {
  const product = pick(catalog.filter((p) => p.accessory));
  const opened = await post('create-order', '/payment/create-order', {
    amount: product.price,
    items: [{ productId: product._id }],
    shippingAddress: {
      name: 'Soak Shopper',
      phone: phone(),
      street: '1 MG Road',
      city: 'Pune',
      state: 'MH',
      zip: '411001',
    },
  });
  if (!opened.ok) return;
  const { order } = (await opened.json()) as { order: { id: string } };
  const paid = await post('sandbox pay', '/payment/sandbox/pay', {
    orderId: order.id,
    method: 'card',
    cardNumber: '4100 2800 0000 1007',
    expiry: '12/30',
    cvv: '123',
  });
  if (!paid.ok || leaveToWebhook) return;
  const payment = (await paid.json()) as Record<string, string>;
  await post('place order', '/orders', {
    razorpay: {
      orderId: payment.razorpay_order_id,
      paymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
    },
  });
}

async function admin(catalog: Product[]) {
  const cookie = { cookie: adminCookie };
  const which = Math.random();
  if (which < 0.4) await request('admin orders', '/orders/all', { headers: cookie });
  else if (which < 0.8) await request('admin counts', '/admin/counts', { headers: cookie });
  else {
    const product = pick(catalog);
    await request('admin edit', `/products/admin/${product._id}`, {
      method: 'PUT',
      headers: cookie,
      body: JSON.stringify({ name: product.name, price: product.price, description: product.description }),
    });
  }
}

/** One action of the mix, weighted as a shop's traffic is: mostly browsing, some buying. */
async function action(catalog: Product[]) {
  const roll = Math.random();
  if (roll < 0.3) await request('browse', `/api/products/${pick(['mens', 'womens', 'accessories'])}`);
  else if (roll < 0.45) await request('search', `/api/products/mens?search=${pick(['suit', 'kurta', 'blazer', 'zz'])}`);
  else if (roll < 0.65) await request('product', `/products/${pick(catalog)._id}`);
  else if (roll < 0.75) await post('price bag', '/coupons/check', { code: 'WELCOME10', subtotal: pick(catalog).price });
  else if (roll < 0.9) await checkout(catalog, Math.random() < 0.2);
  else await admin(catalog);
}

function residentKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-soak-'));
  const scratch = process.env.SOAK_DATABASE_URL
    ? await createScratchDatabase(process.env.SOAK_DATABASE_URL, 'store_soak')
    : null;
  const api = spawnApi(
    {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(PORT),
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(os.tmpdir(), 'store-test-media'),
      DATABASE_URL: scratch?.url ?? '',
      LOG_LEVEL: 'warn',
      // Many shoppers from one address: per-client limits would only measure the 429s.
      RATE_LIMITS: 'off',
    },
    'ignore',
  );
  try {
    await waitForReady(API, api);
    const login = await post('admin login', '/auth/adminlogin', DEFAULT_ADMIN);
    adminCookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const catalog = (
      await Promise.all(
        ['mens', 'womens', 'accessories'].map(async (section) =>
          ((await (await fetch(`${API}/products/${section}`)).json()) as Product[]).map((p) => ({
            ...p,
            accessory: section === 'accessories',
          })),
        ),
      )
    ).flat();

    console.log(`soak: ${SECONDS} s at ${RATE} actions/s against ${API} (${scratch ? 'PostgreSQL' : 'PGlite'})`);
    const memory: { at: number; kb: number }[] = [];
    const started = Date.now();
    const inFlight = new Set<Promise<void>>();
    let begun = 0;
    let done = 0;
    let maxInFlight = 0;
    // A steady schedule: action n starts at n / RATE seconds, however long earlier ones take.
    while (Date.now() - started < SECONDS * 1000) {
      const due = Math.floor(((Date.now() - started) / 1000) * RATE);
      for (; begun < due; begun++) {
        const running: Promise<void> = action(catalog)
          .catch((error: unknown) => void faults.push(`request failed: ${(error as Error).message}`))
          .finally(() => {
            done += 1;
            inFlight.delete(running);
          });
        inFlight.add(running);
      }
      maxInFlight = Math.max(maxInFlight, inFlight.size);
      if (memory.length === 0 || Date.now() - (memory.at(-1)?.at ?? 0) >= 1000)
        memory.push({ at: Date.now() - started, kb: residentKb(api.pid as number) });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(inFlight);
    const elapsed = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the sandbox's last webhooks land

    const window = (from: number, to: number) => {
      const kb = memory.filter((m) => m.at >= from * 1000 && m.at < to * 1000).map((m) => m.kb);
      return kb.sort((a, b) => a - b)[Math.floor(kb.length / 2)] ?? 0;
    };
    const early = window(10, 20);
    const late = window(SECONDS - 10, SECONDS);
    const growth = early ? (late - early) / early : 0;

    await stopProcess(api);
    const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: path.join(dataDir, 'pglite') });
    const payments = await reconcileSandboxPayments(database);
    await database.close();

    console.log(
      `held ${(done / elapsed).toFixed(1)} actions/s (${done} in ${elapsed.toFixed(1)} s, at most ${maxInFlight} at once)`,
    );
    for (const [key, count] of [...statuses].sort()) console.log(`  ${key.padEnd(28)} ${count}`);
    console.log(`captured payments ${payments.captured}, orders ${payments.orders}`);
    console.log(
      `API resident memory: ${Math.round(early / 1024)} MB at 10-20 s, ${Math.round(late / 1024)} MB at the end (${(growth * 100).toFixed(1)}%)`,
    );
    const problems = [
      ...faults.slice(0, 20),
      ...payments.problems,
      ...(growth > 0.25 ? [`memory grew ${(growth * 100).toFixed(0)}%`] : []),
      ...(done / elapsed < RATE * 0.9 ? [`held only ${(done / elapsed).toFixed(1)} of ${RATE} actions/s`] : []),
    ];
    if (problems.length) {
      console.error(`soak FAILED:\n${problems.join('\n')}`);
      process.exitCode = 1;
    } else console.log('soak passed: no 5xx, one order per captured payment, none without, memory flat');
  } finally {
    await stopProcess(api);
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();

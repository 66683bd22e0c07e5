import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { ApiConfig } from '../src/config';
import { orders, payments, products, type ShippingAddress } from '../src/db/schema';
import { insertOrderLines } from '../src/modules/orders/ordersRepository';
import type { QueueTuning } from '../src/jobs/queue';
import { prepareDatabase } from '../src/prepare';
import { cloudWhatsApp } from '../src/providers/whatsapp';
import { baseTestConfig, freshDatabase, openPreparedDataDir } from './preparedDatabase';

/** Quick retries and expiry, so a test sees a job fail, die and come back in seconds. */
export const FAST_JOBS: QueueTuning = {
  retryDelaySeconds: 1,
  retryLimit: 1,
  expireInSeconds: 2,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
};

/**
 * A seeded API on a fresh database: embedded in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by close()).
 */
export async function startTestApi(overrides: Partial<ApiConfig> = {}) {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-outbox-'));
  const settings: ApiConfig = {
    ...baseTestConfig(),
    // Variants start empty, so tests see images being made, not only read back.
    mediaCacheDir: fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-variants-')),
    mailOutbox: path.join(outboxDir, 'mail.jsonl'),
    smsOutbox: path.join(outboxDir, 'sms.jsonl'),
    // Webhooks arrive soon after a sandbox payment, so tests need not wait long for them, yet after
    // the shopper's own call as Razorpay's usually do (the queue now starts a due job within ~50 ms).
    sandboxWebhookDelayMs: 500,
    // Puzzles a test solves in a few milliseconds.
    captchaMaxCounter: 20,
    // A file's tests call as one client far faster than a person; rateLimits.test.ts turns them on.
    rateLimits: false,
    ...overrides,
  };
  // A file that names its own database (one that outlives a process) gets that one, else a fresh one.
  const own = 'databaseUrl' in overrides || 'dataDir' in overrides;
  const fresh = own ? null : await freshDatabase(settings);
  const config = fresh ? { ...settings, databaseUrl: fresh.url } : settings;
  const opened = own ? await openPreparedDataDir(config) : fresh?.opened;
  const database = await prepareDatabase(config, () => {}, opened);
  const app = await buildApp({ config, database });
  return {
    app,
    config,
    database,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
      await fresh?.drop();
      fs.rmSync(config.mediaCacheDir, { recursive: true, force: true });
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/** Registers a file's hooks: one seeded API for all its tests, closed after them. */
export function testApiSession(overrides: Partial<ApiConfig> = {}): TestApi {
  const session = {} as TestApi;
  beforeAll(async () => {
    Object.assign(session, await startTestApi(overrides));
  }, 120_000);
  afterAll(async () => {
    await session.close?.();
  });
  return session;
}

/** A shipping address as checkout stores it, for orders a test writes straight to the database: Asha's in Pune unless `place` says otherwise. */
export const testAddress = (phone: string, place: Partial<ShippingAddress> = {}): ShippingAddress => ({
  name: 'Asha',
  phone,
  email: null,
  landmark: null,
  street: '1 MG Road',
  city: 'Pune',
  state: 'MH',
  zip: '411001',
  country: 'India',
  ...place,
});

/**
 * A paid order as checkout leaves it, written straight to the database, for tests about what
 * happens afterwards (ratings, the admin's order screens). Returns its id.
 */
export async function insertPaidOrder(
  api: TestApi,
  phone: string,
  {
    productId,
    completed = false,
    fulfilment = completed ? 'delivered' : 'processing',
    paidIn,
  }: {
    productId?: string;
    completed?: boolean;
    fulfilment?: string;
    /** 'cash': paid to the courier, its payment row the courier's cash (refunds go to an account). */
    paidIn?: 'cash';
  } = {},
): Promise<string> {
  const [order] = await api.database.db
    .insert(orders)
    .values({
      checkoutId: randomUUID(),
      customerName: 'Asha',
      phone,
      shippingAddress: testAddress(phone),
      totalPaise: 500000,
      paidPaise: 500000,
      status: 'paid',
      guest: true,
      completed,
      fulfilment,
    })
    .returning({ id: orders.id });
  if (order && paidIn === 'cash')
    await api.database.db.insert(payments).values({
      providerPaymentId: `pay_cod${order.id.replace(/-/g, '')}`,
      providerOrderId: `cod_${order.id}`,
      orderId: order.id,
      amountPaise: 500000,
      type: 'cash',
      method: 'cash',
    });
  if (order && productId)
    await insertOrderLines(api.database.db, order.id, [
      { productId, name: 'Suit', size: { upper: 'M', lower: '32' }, pricePaise: 500000, image: '' },
    ]);
  return order?.id as string;
}

/** Retries an expectation until it holds (background jobs land a moment after the request). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The first seeded product of a section by name (or the one `skip` places on): a stable product for a test to buy and rate. */
export async function firstSeededProduct(api: TestApi, category: 'mens' | 'womens' | 'accessories', skip = 0) {
  const [product] = await api.database.db
    .select()
    .from(products)
    .where(eq(products.category, category))
    // By name, then id: seeded names can repeat, and each test must get the same piece every run.
    .orderBy(products.name, products.id)
    .offset(skip)
    .limit(1);
  if (!product) throw new Error('no seeded product');
  return product;
}

/** The Cloud API client calling this API's WhatsApp sandbox, as the app's own does; another token is refused as Meta refuses it. */
export function sandboxWhatsApp(api: TestApi, token = api.config.whatsapp.token) {
  return cloudWhatsApp({
    ...api.config.whatsapp,
    token,
    transport: async (path, init) => {
      const response = await api.app.inject({
        method: 'POST',
        url: `/whatsapp/sandbox${path}`,
        ...init,
        payload: init.body,
      });
      return { status: response.statusCode, body: response.json() };
    },
  });
}

/** A second app over the same database, as a store with WhatsApp off runs (jobs left to the test's own app). */
export function appWithWhatsAppOff(api: TestApi) {
  return buildApp({
    config: {
      ...api.config,
      whatsapp: { ...api.config.whatsapp, provider: 'off' },
      jobs: { ...api.config.jobs, inProcess: false },
    },
    database: api.database,
  });
}

import fs from 'node:fs';
import { PRODUCTION_STAGES } from '@store/shared/catalog';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  IDEMPOTENT_RETRY_DELAY_MS,
  newIdempotencyKey,
  worthRetrying,
} from '@store/shared/schemas';
import { DEFAULT_ADMIN } from '../../api/src/config';

/**
 * The shop's traffic, as `npm run soak` and `npm run scale-test` drive it: shoppers browse,
 * search, open products, price a bag and check out (sandbox card, then POST /orders; one in
 * five leaves it to the webhook; one in three buys a piece made to measure), and the admin
 * reads orders and counts, edits products and moves made-to-measure pieces on (a text and an
 * e-mail each). With a shop origin, shoppers also load pages and pictures through it. The
 * checkout's calls carry an Idempotency-Key and are sent once more on no answer or a 502-504,
 * as the shop's HTTP client (@store/shared/api) sends them.
 */
export interface MixOptions {
  /** Where the API answers (the API itself, or a load balancer in front of several). */
  api: string;
  /** The shop's own origin (nginx in front of the render servers), for pages and /media. */
  shop?: string;
}

interface Product {
  _id: string;
  name: string;
  price: number;
  description: string;
  section: string;
  images: { url: string }[];
}

/** A 5xx a shopper or the admin saw, with what it was and when. */
export interface Fault {
  label: string;
  method: string;
  status: number;
  /** When the answer came (epoch ms). */
  at: number;
  body: string;
}

const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'store' };
/** The stages a piece moves on to after 'received'. */
const STAGES = PRODUCTION_STAGES.slice(1);
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The value below which 99% of the values lie (ms). */
export const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;

export function shopperMix({ api, shop }: MixOptions) {
  const statuses = new Map<string, number>();
  const faults: Fault[] = [];
  /** Requests that never got an answer (connection refused or reset), by label. */
  const broken: string[] = [];
  const latencies = new Map<string, number[]>();
  /** Keyed calls the shopper's client sent a second time, with what the first copy got. */
  const retried: string[] = [];
  /** Keyed calls answered from an earlier copy's kept answer (the API's Idempotent-Replayed). */
  const replayed: string[] = [];
  let adminCookie = '';
  let catalog: Product[] = [];
  /** Made-to-measure orders placed, and the stage each piece was last moved to. */
  const tailored = new Map<string, number>();

  /** One call as the shop's client makes it: a keyed one is sent once more if it may not have been done. */
  async function send(label: string, url: string, init: RequestInit & { keyed?: boolean }) {
    const headers = {
      ...HEADERS,
      ...init.headers,
      ...(init.keyed ? { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } : {}),
    };
    const once = () => fetch(url, { ...init, headers });
    if (!init.keyed) return once();
    const first = await once().catch((error: Error) => error);
    if (!worthRetrying(first instanceof Error ? undefined : first.status)) return first as Response;
    retried.push(`${label}: ${first instanceof Error ? first.message : first.status}`);
    if (!(first instanceof Error)) await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAY_MS));
    return once();
  }

  async function request(
    label: string,
    url: string,
    init: RequestInit & { keyed?: boolean } = {},
    base = api,
  ): Promise<Response> {
    const begun = performance.now();
    const method = init.method ?? 'GET';
    let response: Response;
    try {
      response = await send(label, `${base}${url}`, init);
    } catch (error) {
      broken.push(`${label}: ${(error as Error).message}`);
      throw error;
    }
    const body = response.status >= 500 ? await response.clone().text() : '';
    latencies.set(label, [...(latencies.get(label) ?? []), performance.now() - begun]);
    if (response.headers.get(IDEMPOTENT_REPLAY_HEADER)) replayed.push(label);
    const key = `${label} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (response.status >= 500)
      faults.push({ label, method, status: response.status, at: Date.now(), body: body.slice(0, 200) });
    return response;
  }

  /** The checkout's calls: each keyed, as the shop's client sends them. */
  const post = (label: string, url: string, body: object) =>
    request(label, url, { method: 'POST', body: JSON.stringify(body), keyed: true });

  async function checkout(leaveToWebhook: boolean) {
    const madeToMeasure = Math.random() < 1 / 3;
    const product = pick(catalog.filter((p) => p.section === (madeToMeasure ? 'mens' : 'accessories')));
    const opened = await post('create-order', '/payment/create-order', {
      amount: product.price,
      items: [
        madeToMeasure
          ? { productId: product._id, size: { custom: true, chest: 40, waist: 34 } }
          : { productId: product._id },
      ],
      shippingAddress: {
        name: 'Load Shopper',
        phone: phone(),
        // Each order's confirmation e-mail is checked: sent once, and how long after the order.
        email: 'shopper@example.in',
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
    const placed = await post('place order', '/orders', {
      razorpay: {
        orderId: payment.razorpay_order_id,
        paymentId: payment.razorpay_payment_id,
        signature: payment.razorpay_signature,
      },
    });
    if (placed.ok && madeToMeasure) tailored.set(((await placed.json()) as { order: { _id: string } }).order._id, -1);
  }

  async function admin() {
    const cookie = { cookie: adminCookie };
    const which = Math.random();
    const moving = [...tailored].filter(([, stage]) => stage < STAGES.length - 1);
    if (which < 0.3) await request('admin orders', '/orders/all', { headers: cookie });
    else if (which < 0.55) await request('admin counts', '/admin/counts', { headers: cookie });
    else if (which < 0.8 && moving.length > 0) {
      const [orderId, stage] = pick(moving);
      tailored.set(orderId, stage + 1); // before the answer: two moves of one piece never race
      const moved = await request('admin stage', '/admin/orders/stages', {
        method: 'PUT',
        headers: cookie,
        body: JSON.stringify({ items: [{ orderId, item: 0 }], stage: STAGES[stage + 1] }),
      });
      if (!moved.ok) tailored.set(orderId, stage);
    } else {
      const product = pick(catalog);
      await request('admin edit', `/products/admin/${product._id}`, {
        method: 'PUT',
        headers: cookie,
        body: JSON.stringify({ name: product.name, price: product.price, description: product.description }),
      });
    }
  }

  /** A page and its main picture, from the shop's origin (render servers, nginx's cache, /media). */
  async function page() {
    const product = pick(catalog);
    await request('page', pick(['/', `/${product.section}`, `/product/${product._id}`]), {}, shop);
    const picture = product.images[0]?.url;
    if (picture) await request('picture', `${new URL(picture).pathname}?tr=w-${pick([320, 480, 800])}`, {}, shop);
  }

  return {
    statuses,
    faults,
    broken,
    retried,
    replayed,
    latencies,
    /** Made-to-measure orders placed through POST /orders (for the stage moves). */
    tailored,
    /** Signs the admin in and reads the catalogue the mix picks from. */
    async prepare() {
      const login = await request('admin login', '/auth/adminlogin', {
        method: 'POST',
        body: JSON.stringify(DEFAULT_ADMIN),
      });
      adminCookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
      if (!adminCookie) throw new Error(`admin sign-in failed: ${login.status}`);
      catalog = (
        await Promise.all(
          ['mens', 'womens', 'accessories'].map(async (section) =>
            ((await (await fetch(`${api}/products/${section}`)).json()) as Product[]).map((p) => ({ ...p, section })),
          ),
        )
      ).flat();
    },
    catalogue: () => catalog,
    /** One action, weighted as a shop's traffic is: mostly browsing, some buying. */
    async action() {
      const roll = Math.random();
      if (shop && roll < 0.15) await page();
      else if (roll < 0.3) await request('browse', `/api/products/${pick(['mens', 'womens', 'accessories'])}`);
      else if (roll < 0.45)
        await request('search', `/api/products/mens?search=${pick(['suit', 'kurta', 'blazer', 'zz'])}`);
      else if (roll < 0.65) await request('product', `/products/${pick(catalog)._id}`);
      else if (roll < 0.75)
        await post('price bag', '/coupons/check', { code: 'WELCOME10', subtotal: pick(catalog).price });
      else if (roll < 0.9) await checkout(Math.random() < 0.2);
      else await admin();
    },
  };
}

export type ShopperMix = ReturnType<typeof shopperMix>;

/**
 * Starts actions at `rate` a second for `seconds`, however long earlier ones take (a steady
 * schedule, as shoppers arrive), calling `tick` every few ms with the seconds elapsed; resolves
 * when every action has finished, with how many ran and the most at once.
 */
export async function runSteady(
  rate: number,
  seconds: number,
  action: () => Promise<void>,
  tick: (elapsed: number) => void | Promise<void> = () => {},
) {
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  let begun = 0;
  let done = 0;
  let maxInFlight = 0;
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    for (; begun < due; begun++) {
      const running: Promise<void> = action()
        .catch(() => {}) // recorded by the mix (broken)
        .finally(() => {
          done += 1;
          inFlight.delete(running);
        });
      inFlight.add(running);
    }
    maxInFlight = Math.max(maxInFlight, inFlight.size);
    await tick((Date.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  return { done, elapsed: (Date.now() - started) / 1000, maxInFlight };
}

/** An outbox file's lines (JSON), or none when nothing was sent yet. */
export function outboxLines<T>(file: string): T[] {
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : [];
}

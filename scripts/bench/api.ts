import autocannon from 'autocannon';
import { STOCK_MAX, type EditProductInput } from '@store/shared/schemas';
import { DEFAULT_ADMIN } from '../../api/src/config';

export interface RouteFigures {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Throughput as a share of the ceiling: the same server answering a body of this size from memory. */
  ofCeiling: number;
  ceilingRps: number;
}

/** Load on one URL: throughput, latency percentiles (ms), errors and non-2xx answers. */
export async function hammer(
  url: string,
  seconds: number,
  connections: number,
  request: Partial<autocannon.Options> = {},
) {
  const result = await autocannon({ url, duration: seconds, connections, ...request });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Each create-order holds a piece for 15 minutes: the bench's bag is stocked as far as the admin
 * may (100,000), so every call of the run holds one rather than hearing 'sold out' after a few dozen.
 */
async function stockForTheRun(apiUrl: string, productId: string): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'store' };
  const login = await fetch(`${apiUrl}/auth/adminlogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  const cookie = /(?:__Host-)?sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`bench: admin sign-in failed (${login.status})`);
  const listed = (await (
    await fetch(`${apiUrl}/products/admin/accessories`, { headers: { cookie } })
  ).json()) as (EditProductInput & { _id: string })[];
  const current = listed.find((product) => product._id === productId);
  if (!current) throw new Error('bench: the bag is not on the admin list');
  const { name, price, description, hsn, brand, material } = current;
  const edit: EditProductInput = { name, price, description, hsn, brand, material, stock: { 'one-size': STOCK_MAX } };
  const saved = await fetch(`${apiUrl}/products/admin/${productId}`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify(edit),
  });
  if (!saved.ok) throw new Error(`bench: stocking the bag failed (${saved.status}: ${await saved.text()})`);
}

/**
 * The listing, a product and create-order under load, each beside its ceiling:
 * GET /__bench/ceiling?bytes=<the route's body size> on the same server, measured right after.
 */
export async function measureApi(apiUrl: string, seconds: number, connections: number): Promise<RouteFigures[]> {
  const listing = await fetch(`${apiUrl}/api/products/mens`);
  const listed = (await listing.clone().json()) as { _id: string; price: number }[];
  const product = listed[0] as { _id: string; price: number };
  const accessories = (await (await fetch(`${apiUrl}/api/products/accessories`)).json()) as {
    _id: string;
    price: number;
  }[];
  const bag = accessories[0] as { _id: string; price: number };
  await stockForTheRun(apiUrl, bag._id);
  const order = JSON.stringify({
    amount: bag.price,
    items: [{ productId: bag._id }],
    shippingAddress: {
      name: 'Asha Rao',
      phone: '9876543210',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
    },
  });
  const routes: { route: string; url: string; request?: Partial<autocannon.Options> }[] = [
    { route: 'GET /api/products/mens', url: `${apiUrl}/api/products/mens` },
    { route: 'GET /products/{id}', url: `${apiUrl}/products/${product._id}` },
    {
      route: 'POST /payment/create-order',
      url: `${apiUrl}/payment/create-order`,
      request: {
        method: 'POST',
        body: order,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
      },
    },
  ];
  const figures: RouteFigures[] = [];
  for (const { route, url, request } of routes) {
    const sample = await fetch(url, {
      method: request?.method ?? 'GET',
      body: request?.body as string | undefined,
      headers: request?.headers as Record<string, string> | undefined,
    });
    const bytes = Buffer.byteLength(await sample.text());
    const measured = await hammer(url, seconds, connections, request);
    const ceiling = await hammer(`${apiUrl}/__bench/ceiling?bytes=${bytes}`, seconds, connections);
    figures.push({
      route,
      ...measured,
      ceilingRps: ceiling.rps,
      ofCeiling: Number((measured.rps / Math.max(1, ceiling.rps)).toFixed(2)),
    });
  }
  return figures;
}

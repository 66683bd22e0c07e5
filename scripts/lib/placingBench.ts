import { httpConnection } from './httpConnection';

/** Percentiles of a run's latencies, in ms. */
export interface Spread {
  p50: number;
  p99: number;
}

export interface PlacingRun {
  buyers: number;
  connections: number;
  stocked: number;
  seconds: number;
  /** Each step's latency: the hold (create-order), the sandbox payment, placing the order, and all three. */
  hold: Spread;
  pay: Spread;
  place: Spread;
  whole: Spread;
  placed: number;
  soldOut: number;
  failed: number;
  productIds: string[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
const spread = (values: number[]): Spread => ({ p50: percentile(values, 50), p99: percentile(values, 99) });

/** What a round sells: `count` new products stocked `perSize` in M, named apart from other rounds' ('Bench Kurta warm-up 3'). */
export async function stockProducts(
  base: string,
  adminHeaders: Record<string, string>,
  { count, perSize, label }: { count: number; perSize: number; label: string },
): Promise<{ _id: string; price: number }[]> {
  const connection = httpConnection(base);
  const products: { _id: string; price: number }[] = [];
  for (let i = 0; i < count; i++) {
    const response = await connection.post(
      '/admin/products',
      {
        name: `Bench Kurta ${label} ${i + 1}`,
        price: 1999,
        mainCategory: 'womens',
        type: 'anarkali-suit',
        stock: { M: perSize },
      },
      adminHeaders,
    );
    if (response.status !== 201) throw new Error(`bench product: ${response.status} ${response.text()}`);
    products.push(response.json() as { _id: string; price: number });
  }
  connection.close();
  return products;
}

/**
 * Shoppers placing orders, `connections` at once: each starts a payment for one piece of one of
 * `products` (stockProducts: their stock is `stocked`; the stock hold), pays it on the sandbox
 * and places the order (or only holds, `holdOnly`). `buyers` beyond the pieces hear 'sold out'.
 * Times each step.
 */
export async function placeOrders(
  base: string,
  products: { _id: string; price: number }[],
  {
    buyers,
    connections,
    stocked,
    holdOnly = false,
  }: {
    buyers: number;
    connections: number;
    stocked: number;
    /** Only the holds (the pieces stay held): the hold's cost without the payments' beside it. */
    holdOnly?: boolean;
  },
): Promise<PlacingRun> {
  const times = { hold: [] as number[], pay: [] as number[], place: [] as number[], whole: [] as number[] };
  const outcome = { placed: 0, soldOut: 0, failed: 0 };
  let next = 0;
  // Each shopper's calls on a connection of her own, kept alive, one call at a time.
  const worker = async () => {
    const connection = httpConnection(base);
    const post = connection.post;
    while (next < buyers) {
      const buyer = next++;
      const product = products[buyer % products.length] as { _id: string; price: number };
      const started = performance.now();
      const created = await post('/payment/create-order', {
        amount: product.price,
        items: [{ productId: product._id, size: 'M' }],
        shippingAddress: {
          name: 'Bench Buyer',
          phone: `9${String(700_000_000 + buyer).padStart(9, '0')}`,
          street: '1 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560001',
        },
      });
      const held = performance.now();
      times.hold.push(held - started);
      if (created.status === 409) {
        outcome.soldOut += 1;
        continue;
      }
      if (created.status !== 200) {
        outcome.failed += 1;
        continue;
      }
      if (holdOnly) {
        outcome.placed += 1;
        continue;
      }
      const { order } = created.json() as { order: { id: string } };
      const paid = await post('/payment/sandbox/pay', {
        orderId: order.id,
        method: 'card',
        cardNumber: '4100 2800 0000 1007',
        expiry: '12/30',
        cvv: '123',
      });
      const payment = paid.json() as Record<string, string>;
      const paidAt = performance.now();
      times.pay.push(paidAt - held);
      const placed = await post('/orders', {
        razorpay: {
          orderId: payment.razorpay_order_id,
          paymentId: payment.razorpay_payment_id,
          signature: payment.razorpay_signature,
        },
      });
      if (placed.status === 201) outcome.placed += 1;
      else outcome.failed += 1;
      const done = performance.now();
      times.place.push(done - paidAt);
      times.whole.push(done - started);
    }
    connection.close();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return {
    buyers,
    connections,
    stocked,
    seconds: (Date.now() - started) / 1000,
    hold: spread(times.hold),
    pay: spread(times.pay),
    place: spread(times.place),
    whole: spread(times.whole),
    ...outcome,
    productIds: products.map((p) => p._id),
  };
}

import { and, eq } from 'drizzle-orm';
import type { AdminProduct, OrderJson } from '@store/shared/schemas';
import { productStock } from '../src/db/schema';
import { customerClient } from './customerClient';
import { addressFor, shopperClient, type SandboxPayment } from './shopperClient';
import { testApiSession } from './testApp';

/**
 * Two of one size: the bag sends a line per piece, the server prices each, holds them together,
 * and refuses more than MAX_PIECES_PER_LINE or than the size has, naming the line, changing nothing.
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, signInAdmin } = customerClient(api);
let sid: string;
beforeAll(async () => {
  sid = await signInAdmin();
});

let made = 0;
async function product(stock: Record<string, number>, price = 2999, mainCategory = 'womens'): Promise<AdminProduct> {
  made += 1;
  const type = mainCategory === 'accessories' ? 'watch' : 'anarkali-suit';
  const body = { name: `Pair Kurta ${made}`, price, mainCategory, type, stock };
  const answer = await call('POST', '/admin/products', body, sid);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body as AdminProduct;
}

const onHand = async (productId: string, key = 'M') =>
  (
    await api.database.db
      .select({ n: productStock.onHand })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.stockKey, key)))
  )[0]?.n;

const pieces = (piece: AdminProduct, count: number, size: string | null = 'M') =>
  Array.from({ length: count }, () => ({ productId: piece._id, size }));

it('prices, holds and places two of one size as two order lines', async () => {
  const piece = await product({ M: 4 });
  const started = await shopper.createOrder({
    items: pieces(piece, 2),
    amount: piece.price * 2,
    shippingAddress: addressFor('9811300001'),
  });
  expect(started.status).toBe(200);
  expect(started.body.order.amount).toBe(piece.price * 2 * 100);
  expect(await onHand(piece._id)).toBe(2);
  const paid = await shopper.pay(started.body.order.id);
  const placed = await shopper.placeOrder(paid.body as SandboxPayment);
  expect(placed.status).toBe(201);
  const order = placed.body.order as OrderJson;
  expect(order.items.map((line) => [line.name, line.size, line.price])).toEqual([
    [piece.name, 'M', piece.price],
    [piece.name, 'M', piece.price],
  ]);
  expect(order.totalAmount).toBe(piece.price * 2);
});

it('refuses more pieces than the size has left, saying how many, and holds nothing', async () => {
  const piece = await product({ M: 2 });
  const answer = await shopper.createOrder({
    items: pieces(piece, 3),
    amount: piece.price * 3,
    shippingAddress: addressFor('9811300002'),
  });
  expect(answer).toEqual({
    status: 400,
    body: {
      message: `Only 2 of ${piece.name} in M are left: choose 2 or fewer`,
      field: 'items.2',
      code: 'stock.onlyLeft',
      values: { productId: piece._id, product: piece.name, size: 'M', left: 2 },
    },
  });
  expect(await onHand(piece._id)).toBe(2);
  // The cash quote prices the bag the same way.
  const quote = await call('POST', '/payment/cash-quote', {
    items: pieces(piece, 3),
    shippingAddress: addressFor('9811300002'),
  });
  expect(quote.status).toBe(400);
  expect(quote.body.message).toBe(`Only 2 of ${piece.name} in M are left: choose 2 or fewer`);
});

it('refuses more than 5 of one product in one size', async () => {
  const piece = await product({ M: 20 });
  const answer = await shopper.createOrder({
    items: pieces(piece, 6),
    amount: piece.price * 6,
    shippingAddress: addressFor('9811300003'),
  });
  expect(answer).toEqual({
    status: 400,
    body: {
      message: `At most 5 of ${piece.name} in size M can be ordered at once`,
      field: 'items.5',
      code: 'stock.tooMany',
      values: { productId: piece._id, product: piece.name, size: 'M', max: 5 },
    },
  });
  expect(await onHand(piece._id)).toBe(20);
});

it('says an accessory has only one left without naming a size', async () => {
  const watch = await product({ 'one-size': 1 }, 4999, 'accessories');
  const answer = await shopper.createOrder({
    items: pieces(watch, 2, null),
    amount: watch.price * 2,
    shippingAddress: addressFor('9811300004'),
  });
  expect(answer).toEqual({
    status: 400,
    body: {
      message: `Only 1 of ${watch.name} is left: choose 1 or fewer`,
      field: 'items.1',
      code: 'stock.onlyLeft',
      values: { productId: watch._id, product: watch.name, size: '', left: 1 },
    },
  });
});

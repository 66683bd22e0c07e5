import { eq } from 'drizzle-orm';
import type { AdminProduct } from '@store/shared/schemas';
import { orders, stockHolds } from '../src/db/schema';
import { cancelUnconfirmedCashOrders } from '../src/modules/checkout/cash/cashConfirmation';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { stockedPieces } from './stockedPieces';
import { testApiSession } from './testApp';

/**
 * What one shopper may hold of a size, so nobody makes the last pieces look sold out with
 * checkouts never paid: STOCK_HOLD_PER_SIZE (3) per checkout and per phone, client address
 * or account across live holds; an unconfirmed cash order holds for COD_CONFIRM_HOURS (2).
 * Per-client limits on, as in production (a test file is one client address).
 */
const api = testApiSession({ rateLimits: true });
const shopper = shopperClient(api);
const { signIn, signInAdmin } = customerClient(api);
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});

const pieces = stockedPieces(api, 'Capped Kurta');
/** A new women's piece with this many in M. */
const product = (stock: number): Promise<AdminProduct> => pieces.piece(admin, stock, 999);
const { onHand } = pieces;

/** Starts paying for `pieces` of size M, shipped to this phone, from this client address. */
async function start(
  piece: AdminProduct,
  pieces: number,
  phone: string,
  remoteAddress = '203.0.113.1',
  cookie?: string,
) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/payment/create-order',
    remoteAddress,
    headers: { 'x-requested-with': 'store', ...(cookie ? { cookie } : {}) },
    payload: {
      items: Array.from({ length: pieces }, () => ({ productId: piece._id, size: 'M' })),
      amount: piece.price * pieces,
      shippingAddress: addressFor(phone),
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const heldRows = async (productId: string) =>
  (await api.database.db.select().from(stockHolds).where(eq(stockHolds.productId, productId))).length;

it('refuses one checkout more than 3 of a size, naming the piece and size; nothing is held', async () => {
  const piece = await product(16);
  expect(await start(piece, 4, '9822000001')).toEqual({
    status: 400,
    body: { message: `items: at most 3 of ${piece.name} in size M can be bought in one order`, field: 'items' },
  });
  expect(await onHand(piece._id)).toBe(16);
  expect(await heldRows(piece._id)).toBe(0);
  expect((await start(piece, 3, '9822000001')).status).toBe(200);
  expect(await onHand(piece._id)).toBe(13);
});

it('refuses a phone piling holds on one size across checkouts, from other addresses too', async () => {
  const piece = await product(16);
  expect((await start(piece, 2, '9822000002', '203.0.113.2')).status).toBe(200);
  const refused = await start(piece, 2, '9822000002', '203.0.113.3');
  expect(refused).toEqual({
    status: 409,
    body: {
      message: `items: 2 of ${piece.name} in size M are already held for you in another checkout, and one shopper may hold at most 3; complete or close that checkout, or try again when its hold ends`,
      field: 'items',
    },
  });
  expect(await onHand(piece._id)).toBe(14);
  expect((await start(piece, 1, '9822000002', '203.0.113.3')).status).toBe(200);
  expect((await start(piece, 1, '9822000002', '203.0.113.4')).status).toBe(409);
  // Another shopper still buys it.
  expect((await start(piece, 3, '9822000003', '203.0.113.5')).status).toBe(200);
  expect(await onHand(piece._id)).toBe(10);
});

it('refuses one client address piling holds on a size with a new phone each time', async () => {
  const piece = await product(16);
  for (const phone of ['9822000011', '9822000012', '9822000013'])
    expect((await start(piece, 1, phone, '198.51.100.7')).status).toBe(200);
  const fourth = await start(piece, 1, '9822000014', '198.51.100.7');
  expect([fourth.status, fourth.body.message]).toEqual([
    409,
    `items: 3 of ${piece.name} in size M are already held for you in another checkout, and one shopper may hold at most 3; complete or close that checkout, or try again when its hold ends`,
  ]);
  expect(await onHand(piece._id)).toBe(13);
});

it('counts an account across phones and addresses, and a released or paid hold no more', async () => {
  const piece = await product(16);
  const sid = await signIn('+919822000021');
  const first = await start(piece, 3, '9822000021', '198.51.100.21', sid);
  expect(first.status).toBe(200);
  expect((await start(piece, 1, '9822000022', '198.51.100.22', sid)).status).toBe(409);
  const released = await shopper.post('/payment/release', { orderId: first.body.order.id }, { cookie: sid });
  expect(released.body).toEqual({ released: 3 });
  expect((await start(piece, 3, '9822000022', '198.51.100.22', sid)).status).toBe(200);
  expect(await onHand(piece._id)).toBe(13);
});

it("holds a signed-in shopper's unconfirmed cash order's last piece 2 hours, not a day", async () => {
  const piece = await product(1);
  const sid = await signIn('+919822000031');
  const placed = await shopper.post(
    '/payment/cash-order',
    // Delivered to another phone she did not prove: the order waits for its confirmation by text.
    { items: [{ productId: piece._id, size: 'M' }], amount: piece.price, shippingAddress: addressFor('9822000039') },
    { cookie: sid },
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.placed.order._id as string;
  const confirmBy = Date.parse(placed.body.placed.order.cash.confirmBy);
  expect(confirmBy - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
  expect(confirmBy - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
  expect(await onHand(piece._id)).toBe(0);
  await cancelUnconfirmedCashOrders(api.database.db, new Date(Date.now() + 119 * 60_000));
  expect(await onHand(piece._id)).toBe(0);
  await cancelUnconfirmedCashOrders(api.database.db, new Date(Date.now() + 121 * 60_000));
  expect(await onHand(piece._id)).toBe(1);
  const [order] = await api.database.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order?.cashState).toBe('cancelled');
});

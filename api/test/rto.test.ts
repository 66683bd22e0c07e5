import { eq } from 'drizzle-orm';
import { formatPaise } from '@store/shared/format';
import type { AdminProduct, OrderJson } from '@store/shared/schemas';
import { creditNotes, orderEvents, orderLines, payments, refunds, sandboxPayments, shipments } from '../src/db/schema';
import { refusedCashDeliveries } from '../src/modules/checkout/cash/cashRepository';
import { taxInvoice } from '../src/modules/orders/invoices/taxInvoice';
import { findOrder } from '../src/modules/orders/ordersRepository';
import { customerClient } from './customerClient';
import { giftCardsOf } from './giftCardsIssued';
import { courierSandbox, insertCashOrder, insertParcel, setFulfilment } from './parcels';
import { addressFor, shopperClient } from './shopperClient';
import { stockedPieces } from './stockedPieces';
import { eventually, testApiSession } from './testApp';

/**
 * Returns to origin (issue 42, part 4): the desk receives a parcel the courier brought back,
 * once; sellable pieces go back on sale (their waiting shoppers told), the order closes without
 * revenue: a prepaid one refunded in full through the provider, an invoice cancelled by credit
 * notes, a cash one refused (the phone's refused deliveries count it).
 */
const api = testApiSession();
const shopper = shopperClient(api);
const { call, signIn, signInAdmin, textsTo } = customerClient(api);
const pieces = stockedPieces(api, 'RTO Kurta');
const { issued } = giftCardsOf(api);
let admin: string;
beforeAll(async () => {
  admin = await signInAdmin();
});
const db = () => api.database.db;
const desk = (method: 'GET' | 'POST', url: string, body?: object, cookie: string | undefined = admin) =>
  call(method, url, body, cookie);
const receive = (shipmentId: string, lines: object[], cookie?: string) =>
  desk('POST', `/admin/shipping/shipments/${shipmentId}/received`, { lines }, cookie);
const eventsOf = async (orderId: string) =>
  (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => ({
    kind: event.kind,
    to: event.toValue,
  }));

/** A guest's prepaid order of this piece in M, paid on the sandbox. */
async function prepaidOrder(piece: AdminProduct, phone: string): Promise<OrderJson> {
  const { body } = await shopper.createOrder({
    amount: piece.price,
    items: [{ productId: piece._id, size: 'M' }],
    shippingAddress: { ...addressFor(phone), email: 'asha@example.in' },
  });
  const placed = await shopper.placeOrder((await shopper.pay(body.order.id)).body);
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return placed.body.order as OrderJson;
}

it('lists parcels coming back, receives one once: the piece on sale again (alert sent), the payment refunded, the invoice credited', async () => {
  const piece = await pieces.piece(admin, 1, 1999);
  const order = await prepaidOrder(piece, '9822200011');
  expect(await pieces.onHand(piece._id)).toBe(0);
  // A shopper waits for the sold-out size.
  const waiting = await signIn('+919822200099');
  expect(
    (await call('POST', '/stock-alerts', { productId: piece._id, size: 'M', channel: 'text' }, waiting)).status,
  ).toBe(201);
  // The shopper downloaded her invoice before the parcel left.
  const invoice = await taxInvoice(db(), (await findOrder(db(), order._id))!, api.config);

  const parcel = await insertParcel(api, order._id, { status: 'rto-in-transit' });
  await setFulfilment(api, order._id, 'rto');
  const listed = await desk('GET', '/admin/shipping/rto');
  expect(listed.status).toBe(200);
  const row = (listed.body.shipments as { _id: string; lines: { _id: string }[] }[]).find((s) => s._id === parcel.id);
  const { number } = (await findOrder(db(), order._id))!;
  expect(row).toMatchObject({ orderNumber: number, awb: parcel.awb, status: 'rto-in-transit' });
  expect(row?.lines).toEqual([{ _id: order.items[0]?._id, name: piece.name, size: 'M' }]);

  const lineId = order.items[0]?._id as string;
  // Every piece must be accounted for; nothing changes on a wrong body.
  expect(await receive(parcel.id, [])).toMatchObject({ status: 400, body: { field: 'lines' } });
  expect(await receive(parcel.id, [{ lineId: '00000000-0000-4000-8000-000000000000', sellable: true }])).toMatchObject({
    status: 400,
    body: { field: 'lines' },
  });
  expect((await receive(parcel.id, [{ lineId, sellable: true }], waiting)).status).toBe(403);
  expect(await pieces.onHand(piece._id)).toBe(0);

  const received = await receive(parcel.id, [{ lineId, sellable: true }]);
  expect(received).toMatchObject({ status: 200, body: { _id: parcel.id, status: 'rto-in-transit' } });
  expect(await pieces.onHand(piece._id)).toBe(1);
  await eventually(() => expect(textsTo('+919822200099').some((sms) => sms.text.includes(piece.name))).toBe(true));
  // Received: it leaves the list, and a second receipt is refused, changing nothing.
  expect(
    ((await desk('GET', '/admin/shipping/rto')).body.shipments as { _id: string }[]).map((s) => s._id),
  ).not.toContain(parcel.id);
  expect((await receive(parcel.id, [{ lineId, sellable: true }])).status).toBe(409);
  expect(await pieces.onHand(piece._id)).toBe(1);

  // Refunded in full through the provider, processed by its webhook; the invoice cancelled.
  await eventually(async () => {
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows).toMatchObject([
      { shipmentId: parcel.id, returnId: null, amountPaise: piece.price * 100, status: 'processed' },
    ]);
  });
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
  expect(payment?.refundedPaise).toBe(piece.price * 100);
  const notes = await db().select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
  expect(notes).toMatchObject([{ shipmentId: parcel.id, invoiceLine: 0, invoiceNumber: invoice.number }]);
  expect(notes.reduce((sum, note) => sum + note.totalPaise, 0)).toBe(piece.price * 100);
  await eventually(async () =>
    expect(await eventsOf(order._id)).toEqual(
      expect.arrayContaining([
        { kind: 'restock', to: 'back on sale' },
        { kind: 'rto', to: 'received' },
        { kind: 'credit-note', to: notes[0]?.number },
        { kind: 'refund', to: `${formatPaise(piece.price * 100)} asked of the payment provider` },
        expect.objectContaining({ kind: 'refund', to: expect.stringMatching(/^on its way \(rfnd_/) }),
        expect.objectContaining({ kind: 'refund', to: expect.stringMatching(/^refunded \(rfnd_/) }),
      ]),
    ),
  );
  const [shipment] = await db().select().from(shipments).where(eq(shipments.id, parcel.id));
  expect(shipment?.receivedAt).toBeInstanceOf(Date);
});

it('refunds a returned parcel paid by gift card and card each part its own way: the card part through the provider, the gift card at once', async () => {
  const piece = await pieces.piece(admin, 1, 1999);
  const card = await issued(500);
  const { body } = await shopper.createOrder({
    amount: piece.price - 500,
    items: [{ productId: piece._id, size: 'M' }],
    shippingAddress: addressFor('9822200033'),
    giftCardCode: card.code,
  });
  const placed = await shopper.placeOrder((await shopper.pay(body.order.id)).body);
  expect(placed.status).toBe(201);
  const order = placed.body.order as OrderJson;
  const spent = await call('POST', '/gift-cards/balance', { code: card.code });
  expect(spent.body.balance).toBe(0);

  const parcel = await insertParcel(api, order._id, { status: 'rto-delivered' });
  await setFulfilment(api, order._id, 'rto');
  expect((await receive(parcel.id, [{ lineId: order.items[0]?._id, sellable: true }])).status).toBe(200);

  const rows = await db().select().from(refunds).where(eq(refunds.orderId, order._id));
  expect(
    rows.map(({ method, amountPaise }) => ({ method, amountPaise })).sort((a, b) => a.amountPaise - b.amountPaise),
  ).toEqual([
    { method: 'giftCard', amountPaise: 500 * 100 },
    { method: 'provider', amountPaise: (piece.price - 500) * 100 },
  ]);
  expect((await call('POST', '/gift-cards/balance', { code: card.code })).body.balance).toBe(500);
  await eventually(async () =>
    expect(await eventsOf(order._id)).toEqual(
      expect.arrayContaining([
        {
          kind: 'refund',
          to: `${formatPaise((piece.price - 500) * 100)} asked of the payment provider; ${formatPaise(500 * 100)} given back to gift card`,
        },
        expect.objectContaining({ kind: 'refund', to: expect.stringMatching(/^refunded \(rfnd_/) }),
      ]),
    ),
  );
});

it('closes a cash order without revenue: refused (the phone counts it), damaged pieces kept off sale', async () => {
  const good = await pieces.piece(admin, 3, 1500);
  const torn = await pieces.piece(admin, 3, 1500);
  const phone = '+919822200022';
  const before = await refusedCashDeliveries(db(), phone);
  const order = await insertCashOrder(api, phone, { productIds: [good._id, torn._id], fulfilment: 'rto' });
  const parcel = await insertParcel(api, order.id, { status: 'rto-delivered', cashPaise: order.totalPaise });
  const { lines } = (await desk('GET', '/admin/shipping/rto')).body.shipments.find(
    (s: { _id: string }) => s._id === parcel.id,
  ) as { lines: { _id: string; name: string }[] };
  const [goodLine, tornLine] = lines as { _id: string }[];
  const received = await receive(parcel.id, [
    { lineId: tornLine?._id, sellable: false },
    { lineId: goodLine?._id, sellable: true },
  ]);
  expect(received.status).toBe(200);
  expect([await pieces.onHand(good._id), await pieces.onHand(torn._id)]).toEqual([4, 3]);
  const closed = await findOrder(db(), order.id);
  expect(closed).toMatchObject({ cashState: 'refused', fulfilment: 'rto', paidPaise: 0 });
  expect(await refusedCashDeliveries(db(), phone)).toBe(before + 1);
  // No cash payment row (no revenue), nothing to refund, no invoice to credit.
  expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  expect(await db().select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toEqual([]);
  expect(await eventsOf(order.id)).toEqual(
    expect.arrayContaining([
      { kind: 'cash', to: 'refused' },
      { kind: 'restock', to: 'back on sale' },
      { kind: 'restock', to: 'damaged: not for sale' },
      { kind: 'rto', to: 'received' },
    ]),
  );
});

it('refuses a parcel that is not coming back, or only starting back, changing nothing', async () => {
  const piece = await pieces.piece(admin, 2, 1200);
  const order = await insertCashOrder(api, '+919822200033', { productIds: [piece._id], fulfilment: 'shipped' });
  for (const [status, message] of [
    ['in-transit', 'is not coming back to us (it is in-transit)'],
    ['rto-initiated', 'is only starting back: receive it when it reaches us'],
  ]) {
    const parcel = await insertParcel(api, order.id, { status: status as string });
    const answer = await receive(parcel.id, [{ lineId: '00000000-0000-4000-8000-000000000000', sellable: true }]);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(message);
    await db().update(shipments).set({ status: 'cancelled' }).where(eq(shipments.id, parcel.id));
  }
  expect(await pieces.onHand(piece._id)).toBe(2);
  expect((await findOrder(db(), order.id))?.cashState).toBe('confirmed');
  const nobody = [{ lineId: '00000000-0000-4000-8000-000000000000', sellable: true }];
  expect((await receive('00000000-0000-4000-8000-000000000000', nobody)).status).toBe(404);
});

it('receives a cash parcel the sandbox courier turned back: refused at its start, received once back at the label', async () => {
  const courier = courierSandbox(api, (method, url, body) => desk(method, url, body));
  const piece = await pieces.piece(admin, 2, 1300);
  const phone = '+919822200044';
  const order = await insertCashOrder(api, phone, { productIds: [piece._id], fulfilment: 'processing' });
  const { shipmentId, awb } = await courier.book(order.id);
  await courier.moves(awb, 'picked-up', 'rto');
  // The courier's return starts: the order is refused at once (the phone's rule counts it).
  expect(await findOrder(db(), order.id)).toMatchObject({ fulfilment: 'rto', cashState: 'refused' });
  const listed = async () =>
    ((await desk('GET', '/admin/shipping/rto')).body.shipments as { _id: string; status: string }[]).find(
      (s) => s._id === shipmentId,
    );
  expect(await listed()).toMatchObject({ status: 'rto-initiated' });
  const lineId = (await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]?.id as string;
  expect((await receive(shipmentId, [{ lineId, sellable: true }])).status).toBe(409);
  // The sandbox's clock brings it back to the label.
  for (let day = 1; day <= 10 && (await listed())?.status !== 'rto-delivered'; day += 1)
    await courier.tick(new Date(Date.now() + day * 86_400_000));
  expect(await listed()).toMatchObject({ status: 'rto-delivered' });
  const onHand = await pieces.onHand(piece._id);
  expect((await receive(shipmentId, [{ lineId, sellable: true }])).status).toBe(200);
  expect(await pieces.onHand(piece._id)).toBe((onHand ?? 0) + 1);
  expect(await listed()).toBeUndefined();
  expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
});

it("records a refund the provider refused, and the desk's refund again asks once more for what is left", async () => {
  const piece = await pieces.piece(admin, 1, 1700);
  const order = await prepaidOrder(piece, '9822200055');
  const parcel = await insertParcel(api, order._id, { status: 'rto-delivered' });
  await setFulfilment(api, order._id, 'rto');
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order._id));
  const paymentId = payment?.providerPaymentId as string;
  // The provider will not refund it now (as Razorpay refuses a payment it cannot refund).
  await db().update(sandboxPayments).set({ status: 'authorized' }).where(eq(sandboxPayments.id, paymentId));
  const lineId = order.items[0]?._id as string;
  expect((await receive(parcel.id, [{ lineId, sellable: true }])).status).toBe(200);
  expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
  expect(await eventsOf(order._id)).toContainEqual({ kind: 'refund', to: 'refused by the payment provider' });

  const again = () => desk('POST', `/admin/shipping/shipments/${parcel.id}/refund`, {});
  expect((await again()).status).toBe(502);
  await db().update(sandboxPayments).set({ status: 'captured' }).where(eq(sandboxPayments.id, paymentId));
  expect((await again()).status).toBe(200);
  await eventually(async () =>
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order._id))).toMatchObject([
      { shipmentId: parcel.id, amountPaise: piece.price * 100, status: 'processed' },
    ]),
  );
  expect(await again()).toMatchObject({ status: 409, body: { message: expect.stringContaining('refunded already') } });
});

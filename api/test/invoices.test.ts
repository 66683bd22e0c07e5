import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderJson } from '@store/shared/schemas';
import { orders } from '../src/db/schema';
import { discountWords } from '../src/modules/orders/invoices/documents';
import { financialYear, taxInvoice } from '../src/modules/orders/invoices/taxInvoice';
import { customerClient } from './customerClient';
import { addressFor, shopperClient } from './shopperClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const shopper = shopperClient(api);
const { signIn, signInAdmin } = customerClient(api);

/** A document as the browser downloads it, with the guest's token or a session cookie. */
async function download(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload, body: response.body };
}

/** A paid (or 20%-now) guest order shipped to a state; its JSON and the guest's token header. */
async function paidOrder(phone: string, state: string, partial = false, zip = '560001') {
  const due = partial ? Math.round((await shopper.total()) * 0.2) : await shopper.total();
  const { body } = await shopper.createOrder({
    shippingAddress: { ...addressFor(phone), state, zip },
    partialPayment: partial,
    amount: due,
  });
  const placed = (await shopper.placeOrder((await shopper.pay(body.order.id)).body)).body;
  return { order: placed.order as OrderJson, guest: { 'x-guest-token': placed.guestToken as string } };
}

const rowOf = async (id: string) => (await api.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

it('counts financial years from April, in India time', () => {
  expect(financialYear(new Date('2026-03-31T18:00:00Z'))).toBe('2025-26');
  expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
  expect(financialYear(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
});

it("issues a paid order's tax invoice as a PDF, numbered once and in sequence within the year", async () => {
  const first = await paidOrder('9855500001', 'Karnataka');
  const second = await paidOrder('9855500002', 'Maharashtra');
  const invoice = await download(`/orders/${first.order._id}/invoice`, first.guest);
  expect(invoice.status).toBe(200);
  expect(invoice.headers['content-type']).toBe('application/pdf');
  expect(invoice.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const year = financialYear(new Date());
  expect(invoice.headers['content-disposition']).toBe(`attachment; filename="invoice-ELG-${year}-000001.pdf"`);
  // Asking again gives the same invoice; the next order gets the next number.
  expect((await download(`/orders/${first.order._id}/invoice`, first.guest)).headers['content-disposition']).toBe(
    invoice.headers['content-disposition'],
  );
  expect((await download(`/orders/${second.order._id}/invoice`, second.guest)).headers['content-disposition']).toBe(
    `attachment; filename="invoice-ELG-${year}-000002.pdf"`,
  );
});

it('splits GST as CGST + SGST in the seller state and IGST elsewhere, adding up to what was paid', async () => {
  const local = await paidOrder('9855500003', 'Karnataka');
  const away = await paidOrder('9855500004', 'Kerala', false, '682001');
  // The pincode decides the place of supply, whatever state was typed beside it.
  const mistyped = await paidOrder('9855500009', 'Kerala', false, '560001');
  expect((await taxInvoice(api.database.db, await rowOf(mistyped.order._id), api.config)).split.intraState).toBe(true);
  const inState = await taxInvoice(api.database.db, await rowOf(local.order._id), api.config);
  const outOfState = await taxInvoice(api.database.db, await rowOf(away.order._id), api.config);
  expect(inState.split).toMatchObject({ intraState: true, igstPaise: 0 });
  expect(inState.split.cgstPaise).toBeGreaterThan(0);
  expect(outOfState.split).toMatchObject({ intraState: false, cgstPaise: 0, sgstPaise: 0 });
  for (const { split, order } of [inState, outOfState]) {
    expect(split.totalPaise).toBe(order.paidPaise);
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(order.paidPaise);
  }
  expect(inState.lines.every((line) => /^\d{4}$/.test(line.hsn))).toBe(true);
});

it('gives a 20%-now order a receipt for each payment, and its invoice only once paid in full', async () => {
  const { order, guest } = await paidOrder('9855500005', 'Karnataka', true);
  expect((await download(`/orders/${order._id}/invoice`, guest)).body).toContain(
    'The invoice is issued once the order is paid in full',
  );
  const [payment] = (
    await api.app.inject({ method: 'GET', url: `/admin/orders/${order._id}`, headers: { cookie: await signInAdmin() } })
  ).json().payments;
  const receipt = await download(`/orders/${order._id}/receipts/${payment.paymentId}`, guest);
  expect(receipt.status).toBe(200);
  expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${payment.paymentId}.pdf"`);
  expect((await download(`/orders/${order._id}/receipts/pay_NOTONTHISORDER1`, guest)).status).toBe(404);

  const balance = await shopper.post(`/orders/${order._id}/pay-balance`, {}, guest);
  await shopper.placeOrder((await shopper.pay(balance.body.order.id)).body);
  expect((await download(`/orders/${order._id}/invoice`, guest)).status).toBe(200);
});

it("keeps each order's documents to its shopper and the desk", async () => {
  const { order, guest } = await paidOrder('9855500006', 'Karnataka');
  const other = await paidOrder('9855500007', 'Karnataka');
  expect((await download(`/orders/${order._id}/invoice`)).status).toBe(401);
  // Someone else's order is answered as an unknown one: the answer tells no one it exists.
  const unknown = await download(`/orders/${randomUUID()}/invoice`, other.guest);
  expect(unknown.status).toBe(404);
  expect((await download(`/orders/${order._id}/invoice`, other.guest)).body).toBe(unknown.body);
  const stranger = await signIn('+919855500099');
  for (const url of [`/orders/${order._id}/invoice`, `/orders/${randomUUID()}/invoice`])
    expect(await download(url, { cookie: stranger })).toMatchObject({ status: 404, body: unknown.body });
  const owner = await signIn('+919855500006');
  expect((await download(`/orders/${order._id}/invoice`, { cookie: owner })).status).toBe(200);
  expect((await download(`/admin/orders/${order._id}/invoice`, { cookie: owner })).status).toBe(403);
  expect((await download(`/admin/orders/${order._id}/invoice`, { cookie: await signInAdmin() })).status).toBe(200);
  expect((await download(`/orders/${randomUUID()}/invoice`, guest)).status).toBe(404);
});

it('issues no invoice without the store GSTIN', async () => {
  const { order } = await paidOrder('9855500008', 'Karnataka');
  const config = { ...api.config, seller: { ...api.config.seller, gstin: null } };
  await expect(taxInvoice(api.database.db, await rowOf(order._id), config)).rejects.toMatchObject({
    statusCode: 503,
    message: 'Invoices are not available yet: the store has no GSTIN set',
  });
});

it('tells the checkout the seller state and slabs (the split the invoice will state) and the pages the dispatch days', async () => {
  const dispatch = await api.app.inject({ method: 'GET', url: '/store/dispatch' });
  expect(dispatch.json()).toEqual({ standard: 2, tailored: 10 });
  const response = await api.app.inject({ method: 'GET', url: '/store/tax' });
  expect(response.json()).toEqual({ sellerState: 'Karnataka', slabs: api.config.gstSlabs });
  expect(response.headers['cache-control']).toBe('public, max-age=300');
});

it('prints the HSN code the admin gives a product, and the default for its kind otherwise', async () => {
  const sid = await signInAdmin();
  const [product] = await shopper.bag();
  expect(product?.hsn).toBe('6203');
  const edit = (hsn: string) =>
    api.app.inject({
      method: 'PUT',
      url: `/admin/products/${product?._id}`,
      headers: { cookie: sid, 'x-requested-with': 'store' },
      payload: { name: product?.name, price: product?.price, description: product?.description, hsn },
    });
  expect((await edit('62')).json().message).toBe('HSN code is 4, 6 or 8 digits');
  expect((await edit('620311')).json().hsn).toBe('620311');
  const { order } = await paidOrder('9855500010', 'Karnataka');
  const invoice = await taxInvoice(api.database.db, await rowOf(order._id), api.config);
  expect(invoice.lines[0]?.hsn).toBe('620311');
  await edit('6203');
});

describe("the invoice's discount line", () => {
  test('names the coupon and the prepaid nudge apart, and no coupon when only the nudge applied', () => {
    expect(discountWords({ discountPaise: 15_000, prepaidDiscountPaise: 5_000, couponCode: 'DIWALI10' })).toBe(
      'a discount of Rs.150.00 (DIWALI10 Rs.100.00; paying online Rs.50.00)',
    );
    expect(discountWords({ discountPaise: 5_000, prepaidDiscountPaise: 5_000, couponCode: null })).toBe(
      'a discount of Rs.50.00 (paying online Rs.50.00)',
    );
    expect(discountWords({ discountPaise: 10_000, prepaidDiscountPaise: 0, couponCode: 'FEST' })).toBe(
      'a discount of Rs.100.00 (FEST Rs.100.00)',
    );
  });
});

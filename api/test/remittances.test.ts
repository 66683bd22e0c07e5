import { count, eq } from 'drizzle-orm';
import { indiaDayPlus } from '@store/shared/format';
import { courierRemittanceLines, courierSandboxShipments, orders, payments } from '../src/db/schema';
import { findOrder } from '../src/modules/orders/ordersRepository';
import { remittanceCsv } from '../src/providers/courier';
import { customerClient } from './customerClient';
import { courierSandbox, insertCashOrder, insertParcel } from './parcels';
import { stockedPieces } from './stockedPieces';
import { testApiSession } from './testApp';

/**
 * The courier's cash remittance (issue 42, part 5): the desk imports the aggregator's CSV (or
 * its API); each (batch, AWB) once; cash that matches its delivered order to the paisa is
 * collected through the cash desk's own remittance; the rest, and delivered cash orders never
 * remitted, are listed as mismatches. A broken or dangerous file imports nothing.
 */
const api = testApiSession();
const { call, signInAdmin } = customerClient(api);
const pieces = stockedPieces(api, 'Remitted Kurta');
let admin: string;
let productId: string;
beforeAll(async () => {
  admin = await signInAdmin();
  productId = (await pieces.piece(admin, 50, 1500))._id;
});
const db = () => api.database.db;
const importCsv = (csv: string) => call('POST', '/admin/shipping/remittances/import', { csv }, admin);
const mismatches = async () =>
  (await call('GET', '/admin/shipping/remittances/mismatches', undefined, admin)).body.mismatches as {
    kind: string;
    awb: string | null;
    orderId?: string;
    days?: number;
  }[];
const DAY_MS = 86_400_000;

/** A cash order delivered `daysAgo` days ago by a courier parcel: its order and AWB. */
async function delivered(phone: string, daysAgo: number) {
  const deliveredAt = new Date(Date.now() - daysAgo * DAY_MS);
  const order = await insertCashOrder(api, phone, { productIds: [productId], fulfilment: 'delivered', deliveredAt });
  const parcel = await insertParcel(api, order.id, {
    status: 'delivered',
    at: deliveredAt,
    cashPaise: order.totalPaise,
  });
  return { order, awb: parcel.awb as string };
}
const cashRows = async (orderId: string) =>
  (await db().select({ n: count() }).from(payments).where(eq(payments.orderId, orderId)))[0]?.n;
const importedLines = async () => (await db().select({ n: count() }).from(courierRemittanceLines))[0]?.n;

it('imports a batch once: matching cash collected, a differing amount and an unknown AWB listed', async () => {
  const right = await delivered('+919833300011', 3);
  const short = await delivered('+919833300022', 3);
  const day = indiaDayPlus(-1);
  const csv = remittanceCsv([
    { reference: 'UTIBR20261205000001', remittedOn: day, awb: right.awb, amountPaise: right.order.totalPaise },
    { reference: 'UTIBR20261205000001', remittedOn: day, awb: short.awb, amountPaise: short.order.totalPaise - 5000 },
    { reference: 'UTIBR20261205000001', remittedOn: day, awb: 'SRUNKNOWN0001', amountPaise: 99_900 },
  ]);
  const first = await importCsv(csv);
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ reference: 'UTIBR20261205000001', lines: 3, recorded: 1, alreadyImported: 0 });
  expect(first.body.mismatches).toEqual([
    expect.objectContaining({
      kind: 'amount-differs',
      awb: short.awb,
      orderId: short.order.id,
      expected: 1500,
      remitted: 1450,
    }),
    expect.objectContaining({ kind: 'unknown-awb', awb: 'SRUNKNOWN0001', remitted: 999 }),
  ]);
  expect(await findOrder(db(), right.order.id)).toMatchObject({
    cashState: 'collected',
    paidPaise: right.order.totalPaise,
  });
  expect(await findOrder(db(), short.order.id)).toMatchObject({ cashState: 'confirmed', paidPaise: 0 });
  expect([await cashRows(right.order.id), await cashRows(short.order.id)]).toEqual([1, 0]);

  // The same batch again: nothing changes, and the answer says so.
  const lines = await importedLines();
  const again = await importCsv(csv);
  expect(again.body).toMatchObject({ lines: 3, recorded: 0, alreadyImported: 3, mismatches: [] });
  expect(await importedLines()).toBe(lines);
  expect(await cashRows(right.order.id)).toBe(1);

  const listed = await mismatches();
  expect(listed).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'amount-differs', orderId: short.order.id }),
      expect.objectContaining({ kind: 'unknown-awb', awb: 'SRUNKNOWN0001' }),
    ]),
  );
  // Listed once as differing, never also as not remitted.
  expect(listed.filter((m) => m.orderId === short.order.id)).toHaveLength(1);
});

it('lists delivered cash orders the courier has not remitted after the grace days (10 by default)', async () => {
  const late = await delivered('+919833300033', 12);
  const recent = await delivered('+919833300044', 3);
  const listed = await mismatches();
  expect(listed).toContainEqual(
    expect.objectContaining({ kind: 'not-remitted', orderId: late.order.id, awb: late.awb, expected: 1500, days: 12 }),
  );
  expect(listed.map((m) => m.orderId)).not.toContain(recent.order.id);
});

it('refuses a file with a formula or a broken row, naming the row, and imports nothing of it', async () => {
  const good = await delivered('+919833300055', 2);
  const day = indiaDayPlus(-1);
  const valid = remittanceCsv([
    { reference: 'UTIBR20261205000777', remittedOn: day, awb: good.awb, amountPaise: good.order.totalPaise },
  ]);
  const header = valid.split('\r\n')[0] as string;
  const row = valid.split('\r\n')[1] as string;
  const files: [string, RegExp][] = [
    [
      `${header}\r\n${row}\r\n${day},UTIBR1,CRF1,ELG-1,"=HYPERLINK(""http://x.example"")",Delhivery,10.00,10.00\r\n`,
      /^Row 3: .*formula/,
    ],
    [`${header}\r\n${row}\r\n${day},UTIBR1,CRF1,ELG-1,@SUM(A1),Delhivery,10.00,10.00\r\n`, /^Row 3: .*formula/],
    [`${header}\r\n${row}\r\n${day},UTIBR1,CRF1\r\n`, /^Row 3 has 3 cells; the header has 8/],
    [
      `${header}\r\n${row}\r\n${day},UTIBR1,CRF1,ELG-1,SR123456,Delhivery,10.00,ten\r\n`,
      /^Row 3: "ten" is not an amount/,
    ],
    [
      `${header}\r\n${row}\r\n31-02-2026,UTIBR1,CRF1,ELG-1,SR123456,Delhivery,10.00,10.00\r\n`,
      /^Row 3: "31-02-2026" is not a date/,
    ],
    [
      `${header}\r\n${row}\r\n${day},"UTIBR1,CRF1,ELG-1,SR123456,Delhivery,10.00,10.00\r\n`,
      /^Row 3: a quoted cell is never closed/,
    ],
    [`${header}\r\n${row}\r\n${row}\r\n`, /^Row 3 repeats AWB/],
    ['AWB,Amount\r\nSR1,10\r\n', /no UTR column/],
  ];
  const lines = await importedLines();
  for (const [csv, message] of files) {
    const answer = await importCsv(csv);
    expect([answer.status, answer.body.field]).toEqual([400, 'csv']);
    expect(answer.body.message).toMatch(message);
  }
  expect(await importedLines()).toBe(lines);
  expect(await findOrder(db(), good.order.id)).toMatchObject({ cashState: 'confirmed' });
  // The same file without the bad row imports.
  expect((await importCsv(valid)).body).toMatchObject({ recorded: 1 });
  expect((await db().select().from(orders).where(eq(orders.id, good.order.id)))[0]?.cashState).toBe('collected');
});

it("fetches the aggregator's remittances since the last day imported: a parcel delivered on the sandbox is collected once", async () => {
  const courier = courierSandbox(api, (method, url, body) => call(method, url, body, admin));
  const order = await insertCashOrder(api, '+919833300066', { productIds: [productId], fulfilment: 'processing' });
  const { awb } = await courier.book(order.id);
  await courier.moves(awb, 'picked-up', 'in-transit', 'out-for-delivery', 'delivered');
  expect(await findOrder(db(), order.id)).toMatchObject({ fulfilment: 'delivered', cashState: 'confirmed' });
  // Delivered three days ago, on both sides: the sandbox remits two days after delivery.
  const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
  await db()
    .update(courierSandboxShipments)
    .set({ deliveredAt: threeDaysAgo })
    .where(eq(courierSandboxShipments.awb, awb));
  await db().update(orders).set({ deliveredAt: threeDaysAgo }).where(eq(orders.id, order.id));
  await courier.tick(new Date());

  const fetch = () => call('POST', '/admin/shipping/remittances/fetch', {}, admin);
  const fetched = await fetch();
  expect(fetched.status).toBe(200);
  expect(fetched.body).toMatchObject({ recorded: 1, mismatches: [] });
  expect(await findOrder(db(), order.id)).toMatchObject({ cashState: 'collected', paidPaise: order.totalPaise });
  // Fetched again (from the same last day): already imported, nothing changes.
  const again = await fetch();
  expect(again.body).toMatchObject({ recorded: 0, alreadyImported: fetched.body.lines });
  expect(await cashRows(order.id)).toBe(1);
  // The same batch as the panel's CSV export: already imported too.
  const [line] = await db().select().from(courierRemittanceLines).where(eq(courierRemittanceLines.awb, awb));
  const csv = remittanceCsv([
    { reference: line!.reference, remittedOn: line!.remittedOn, awb, amountPaise: line!.amountPaise },
  ]);
  expect((await importCsv(csv)).body).toMatchObject({ recorded: 0, alreadyImported: 1 });
});

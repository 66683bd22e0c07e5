import { indiaDay, indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import { deliveryExceptions } from '../src/db/schema';
import { customerClient } from './customerClient';
import { insertCashOrder, insertParcel } from './parcels';
import { insertPaidOrder, testApiSession } from './testApp';

/**
 * The dashboard's delivery figures (issue 42, part 6): per ISO week in India, parcels delivered
 * and returned to origin, failed deliveries opened and answered; delivered vs RTO by state,
 * courier and payment method. Admins only.
 */
const api = testApiSession();
const { call, signIn, signInAdmin } = customerClient(api);
const DAY_MS = 86_400_000;

/** ISO week label of an instant in India: '2026-W49'. */
function isoWeek(at: Date): string {
  const day = new Date(`${indiaDay(at)}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY_MS);
  const yearStart = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 1));
  const week = 1 + Math.floor((thursday.getTime() - yearStart.getTime()) / (7 * DAY_MS));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

it('counts delivered and returned parcels per India week, and splits them by state, courier and method', async () => {
  const admin = await signInAdmin();
  // Monday 00:10 in India this week is still Sunday in UTC: it counts in this week.
  const weekday = (new Date(`${indiaDay()}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(indiaTimeOn(indiaDayPlus(-weekday), '00:10:00'));
  const thisWeek = monday.getTime() <= Date.now() ? monday : new Date();
  const lastWeek = new Date(thisWeek.getTime() - 7 * DAY_MS);
  const longAgo = new Date(thisWeek.getTime() - 30 * 7 * DAY_MS);
  const productIds: string[] = [];
  const cash = async (phone: string, state: string) =>
    (await insertCashOrder(api, phone, { productIds, fulfilment: 'shipped', state })).id;
  const parcels: [string, string, Date, string][] = [
    [await cash('+919844400001', 'Karnataka'), 'delivered', thisWeek, 'Delhivery'],
    [await cash('+919844400002', 'Karnataka'), 'rto-delivered', thisWeek, 'Delhivery'],
    [await cash('+919844400003', 'Bihar'), 'rto-in-transit', lastWeek, 'Ekart'],
    [await insertPaidOrder(api, '+919844400004'), 'delivered', lastWeek, 'Ekart'],
    [await insertPaidOrder(api, '+919844400005'), 'in-transit', thisWeek, 'Ekart'],
    [await cash('+919844400006', 'Bihar'), 'delivered', longAgo, 'Ekart'],
  ];
  const shipped = [];
  for (const [orderId, status, at, courierName] of parcels)
    shipped.push(await insertParcel(api, orderId, { status, at, courierName }));
  await api.database.db.insert(deliveryExceptions).values([
    { shipmentId: shipped[2]!.id, attempt: 1, reason: 'Door locked', openedAt: lastWeek, answerBy: thisWeek },
    {
      shipmentId: shipped[1]!.id,
      attempt: 1,
      reason: 'Refused',
      openedAt: lastWeek,
      answerBy: thisWeek,
      state: 'answered',
      answeredAt: thisWeek,
    },
  ]);

  const answer = await call('GET', '/admin/shipping/stats?weeks=12', undefined, admin);
  expect(answer.status).toBe(200);
  const { weeks, byState, byCourier, byMethod } = answer.body;
  expect(weeks).toHaveLength(12);
  expect(weeks.at(-1)).toEqual({ week: isoWeek(thisWeek), delivered: 1, rto: 1, ndrOpened: 0, ndrResolved: 1 });
  expect(weeks.at(-2)).toEqual({ week: isoWeek(lastWeek), delivered: 1, rto: 1, ndrOpened: 2, ndrResolved: 0 });
  expect(weeks.slice(0, -2).every((week: { delivered: number; rto: number }) => week.delivered + week.rto === 0)).toBe(
    true,
  );
  // The parcel of 30 weeks ago and the one still in transit are outside these figures.
  expect(byState).toEqual(
    expect.arrayContaining([
      { state: 'Karnataka', delivered: 1, rto: 1 },
      { state: 'Bihar', delivered: 0, rto: 1 },
      { state: 'MH', delivered: 1, rto: 0 },
    ]),
  );
  expect(byCourier).toEqual(
    expect.arrayContaining([
      { courier: 'Delhivery', delivered: 1, rto: 1 },
      { courier: 'Ekart', delivered: 1, rto: 1 },
    ]),
  );
  expect(byMethod).toEqual(
    expect.arrayContaining([
      { method: 'cash', delivered: 1, rto: 2 },
      { method: 'prepaid', delivered: 1, rto: 0 },
    ]),
  );
  expect((await call('GET', '/admin/shipping/stats?weeks=0', undefined, admin)).status).toBe(400);
  expect((await call('GET', '/admin/shipping/stats', undefined, await signIn('+919844400099'))).status).toBe(403);
});

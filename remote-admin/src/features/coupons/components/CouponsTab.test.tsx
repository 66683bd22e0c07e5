import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import type { Coupon } from '../api/couponsApi';
import { CouponsTab } from './CouponsTab';

const server = setupApiServer();

const welcome: Coupon = {
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minOrder: 1000,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
};

beforeEach(() => {
  // What the server keeps: a save shows in the list the screen reads again after it.
  let stored = [welcome];
  const keep = (coupon: Coupon) => {
    stored = [...stored.filter((c) => c.code !== coupon.code), coupon].sort((a, b) => a.code.localeCompare(b.code));
    return coupon;
  };
  server.use(
    api.get('/admin/coupons', () => HttpResponse.json(stored)),
    api.post('/admin/coupons', async ({ request }) => {
      const body = await request.json();
      return HttpResponse.json(keep({ ...(body as Coupon), uses: 0, active: true }), { status: 201 });
    }),
    api.patch('/admin/coupons/:code/toggle-active', () => HttpResponse.json(keep({ ...welcome, active: false }))),
  );
});

it('lists codes, switches one off and adds a flat one after refusing a bad percent', async () => {
  const { user } = renderWithStore(<CouponsTab />);
  const retype = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    await user.type(field, value);
  };
  expect(await screen.findByText(/10% off, orders of ₹1,000 or more · Active/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Switch off' }));
  expect(await screen.findByText(/· Off$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add coupon' }));
  const form = screen.getByRole('form', { name: 'Coupon' });
  await retype(within(form).getByLabelText('Code'), 'diwali500');
  await retype(within(form).getByLabelText('Percent'), '150');
  await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
  expect(within(form).getByLabelText('Percent')).toHaveAccessibleDescription(
    'A percent coupon takes a whole number from 1 to 100',
  );
  await user.selectOptions(within(form).getByLabelText('Kind'), 'flat');
  await retype(within(form).getByLabelText('Rupees off'), '500');
  await retype(within(form).getByLabelText('Expires on (optional)'), '2026-12-31');
  await retype(within(form).getByLabelText('Uses in all (empty: no cap)'), '0');
  await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
  expect(within(form).getByLabelText('Uses in all (empty: no cap)')).toHaveAccessibleDescription(
    'Total uses must be at least 1 (or empty for no cap)',
  );
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  await retype(within(form).getByLabelText('Starts on (optional)'), '2026-12-01');
  await retype(within(form).getByLabelText('Uses in all (empty: no cap)'), '200');
  await retype(within(form).getByLabelText('Uses per customer (empty: no cap)'), '1');
  await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
  expect(await screen.findByText('Coupon saved')).toBeInTheDocument();
  expect(requestsTo('POST /admin/coupons')[0]?.body).toEqual({
    code: 'DIWALI500',
    kind: 'flat',
    value: 500,
    minOrder: 0,
    startsAt: '2026-12-01T00:00:00+05:30',
    expiresAt: '2026-12-31T23:59:59+05:30',
    maxUses: 200,
    maxUsesPerCustomer: 1,
    active: true,
  });
  expect(
    screen.getByText(/₹500 off, from 1\/12\/2026, until 31\/12\/2026, used 0 of 200, 1 per customer · Active/),
  ).toBeInTheDocument();
});

it('says every problem beside its field at the first save, a 150% discount among them', async () => {
  const { user } = renderWithStore(<CouponsTab />);
  await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
  const form = screen.getByRole('form', { name: 'Coupon' });
  await user.type(within(form).getByLabelText('Percent'), '150');
  await user.type(within(form).getByLabelText('Starts on (optional)'), '2026-12-31');
  await user.type(within(form).getByLabelText('Expires on (optional)'), '2026-12-01');
  await user.type(within(form).getByLabelText('Uses per customer (empty: no cap)'), '0');
  await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
  const said = (label: string) => within(form).getByLabelText(label);
  expect(said('Code')).toHaveAccessibleDescription('Code is 3 to 40 letters, digits, - or _');
  expect(said('Percent')).toHaveAccessibleDescription('A percent coupon takes a whole number from 1 to 100');
  expect(said('Expires on (optional)')).toHaveAccessibleDescription('The end must come after the start');
  expect(said('Uses per customer (empty: no cap)')).toHaveAccessibleDescription(
    'Uses per customer must be at least 1 (or empty for no cap)',
  );
  expect(said('Percent')).toHaveAttribute('aria-invalid', 'true');
  expect(said('Minimum order (Rs.)')).not.toHaveAttribute('aria-invalid');
  expect(requestsTo('POST /admin/coupons')).toHaveLength(0);
});

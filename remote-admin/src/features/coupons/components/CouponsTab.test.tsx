import { renderWithStore } from '@store/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { createCoupon, fetchCoupons, toggleCoupon, type Coupon } from '../../../api/coupons';
import { CouponsTab } from './CouponsTab';

jest.mock('../../../api/coupons', () => ({
  fetchCoupons: jest.fn(),
  createCoupon: jest.fn(),
  updateCoupon: jest.fn(),
  toggleCoupon: jest.fn(),
  deleteCoupon: jest.fn(),
}));

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
  (fetchCoupons as jest.Mock).mockReset().mockResolvedValue([welcome]);
  (createCoupon as jest.Mock).mockReset().mockImplementation(async (coupon) => ({ ...coupon, active: true }));
  (toggleCoupon as jest.Mock).mockReset().mockResolvedValue({ ...welcome, active: false });
});

it('lists codes, switches one off and adds a flat one after refusing a bad percent', async () => {
  renderWithStore(<CouponsTab />);
  expect(await screen.findByText(/10% off, orders of ₹1,000 or more · Active/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
  expect(await screen.findByText(/· Off$/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
  const form = screen.getByRole('form', { name: 'Coupon' });
  fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'diwali500' } });
  fireEvent.change(within(form).getByLabelText('Percent'), { target: { value: '150' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('A percent coupon takes a whole number from 1 to 100');
  fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'flat' } });
  fireEvent.change(within(form).getByLabelText('Rupees off'), { target: { value: '500' } });
  fireEvent.change(within(form).getByLabelText('Expires on (optional)'), { target: { value: '2026-12-31' } });
  fireEvent.change(within(form).getByLabelText('Uses in all (empty: no cap)'), { target: { value: '0' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Total uses must be at least 1 (or empty for no cap)');
  fireEvent.change(within(form).getByLabelText('Starts on (optional)'), { target: { value: '2026-12-01' } });
  fireEvent.change(within(form).getByLabelText('Uses in all (empty: no cap)'), { target: { value: '200' } });
  fireEvent.change(within(form).getByLabelText('Uses per customer (empty: no cap)'), { target: { value: '1' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
  expect(await screen.findByText('Coupon saved')).toBeInTheDocument();
  expect(createCoupon).toHaveBeenCalledWith({
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

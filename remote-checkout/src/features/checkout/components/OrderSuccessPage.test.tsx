import { saveGuestOrder, signedIn } from '@store/shared/store';
import { renderWithStore, SAMPLE_ORDER } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { OrderSuccessPage } from './OrderSuccessPage';

const location = () => screen.getByTestId('location');

beforeEach(() => localStorage.clear());

it('thanks the shopper and goes to the orders when a guest token is stored', async () => {
  saveGuestOrder('+919876543210', 'token');
  const { user } = renderWithStore(<OrderSuccessPage />, { route: '/ordersuccess', path: '/ordersuccess' });
  expect(screen.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeInTheDocument();
  expect(screen.getByText('Your order has been placed successfully.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View My Orders' }));
  await waitFor(() => expect(location()).toHaveTextContent('/customer-dashboard'));
});

it('asks for a sign-in first when nothing is stored, then goes to the orders', async () => {
  const { store, user } = renderWithStore(<OrderSuccessPage />, { route: '/ordersuccess', path: '/ordersuccess' });
  await user.click(screen.getByRole('button', { name: 'View My Orders' }));
  expect(store.getState().ui.loginOpen).toBe(true);
  expect(location()).toHaveTextContent('/ordersuccess');
  act(() => void store.dispatch(signedIn({ name: 'Asha', phone: '+919876543210', role: 'customer' })));
  await waitFor(() => expect(location()).toHaveTextContent('/customer-dashboard'));
});

it('Continue Shopping goes home', async () => {
  const { user } = renderWithStore(<OrderSuccessPage />, { route: '/ordersuccess', path: '/ordersuccess' });
  await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
});

const placedOrder = {
  ...SAMPLE_ORDER,
  orderNumber: 'ELG-2026-000123',
  totalAmount: 30000,
  paidAmount: 6000,
  amountDue: 24000,
  expectedDispatch: '2026-12-04',
  items: [
    { ...SAMPLE_ORDER.items[0]!, _id: 'l1', name: 'Royal Sherwani', size: { custom: true, chest: 40 }, price: 25000 },
    { ...SAMPLE_ORDER.items[0]!, _id: 'l2', name: 'Silk Stole', size: 'Free', price: 5000, stage: null },
  ],
};

it('sums up the order: number, pieces, paid and due, where it goes and when it leaves', () => {
  renderWithStore(<OrderSuccessPage />, {
    route: { pathname: '/ordersuccess', state: { order: placedOrder, emailed: false } },
    path: '/ordersuccess',
  });
  const summary = screen.getByRole('region', { name: 'Order ELG-2026-000123' });
  expect(
    within(summary)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual(['Royal Sherwani (made to measure)Rs.25,000', 'Silk Stole (Size: Free)Rs.5,000']);
  expect(summary).toHaveTextContent('PaidRs.6,000');
  expect(summary).toHaveTextContent('Due before dispatchRs.24,000');
  expect(summary).toHaveTextContent(`Delivery to${placedOrder.shippingAddress.name}`);
  expect(summary).toHaveTextContent('Expected dispatch4 Dec 2026');
  // No e-mail was given: no promise of one.
  expect(screen.queryByText(/confirmation e-mail/)).not.toBeInTheDocument();
  expect(
    screen.getByText('Your order and its progress are on your dashboard: View My Orders below.'),
  ).toBeInTheDocument();
});

it('says the confirmation e-mail is on its way only when an e-mail was given', () => {
  renderWithStore(<OrderSuccessPage />, {
    route: {
      pathname: '/ordersuccess',
      state: { order: { ...placedOrder, amountDue: 0, paidAmount: 30000 }, emailed: true },
    },
    path: '/ordersuccess',
  });
  expect(screen.getByText(/A confirmation e-mail with your order details is on its way/)).toBeInTheDocument();
  expect(screen.queryByText('Due before dispatch')).not.toBeInTheDocument();
});

it('shows the coupon, so its lines add up to what was paid and what is due', () => {
  const order = { ...placedOrder, discount: 3000, couponCode: 'DIWALI10', totalAmount: 27000, amountDue: 21000 };
  renderWithStore(<OrderSuccessPage />, {
    route: { pathname: '/ordersuccess', state: { order, emailed: false } },
    path: '/ordersuccess',
  });
  const summary = screen.getByRole('region', { name: 'Order ELG-2026-000123' });
  // 30,000 - 3,000 = 27,000 = 6,000 paid + 21,000 due.
  expect(summary).toHaveTextContent(
    'Sub-totalRs.30,000Coupon DIWALI10−Rs.3,000Total (GST included)Rs.27,000PaidRs.6,000Due before dispatchRs.21,000',
  );
});

describe('a cash order waiting for its confirmation', () => {
  const cashOrder = {
    ...SAMPLE_ORDER,
    phone: '+919876543210',
    paymentMethod: 'cash' as const,
    cash: { fee: 0, state: 'awaiting-confirmation' as const, confirmBy: null },
  };
  const show = (state: object) =>
    renderWithStore(<OrderSuccessPage />, {
      route: { pathname: '/ordersuccess', state: { order: cashOrder, ...state } },
      path: '/ordersuccess',
    });

  it('points to the texted link and code', () => {
    show({ emailed: true });
    expect(
      screen.getByText(
        'Please confirm your order: we texted a link and a code to +91 98765 43210 and e-mailed them to you.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it("points to the WhatsApp message's Confirm button when the shopper chose WhatsApp", () => {
    show({ emailed: false, whatsapp: true });
    expect(
      screen.getByText('Please confirm your order: tap Confirm in the WhatsApp message we sent to +91 98765 43210.'),
    ).toHaveAttribute('role', 'status');
  });
});

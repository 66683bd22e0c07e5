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

it('says an accessory is one size, never "Size: -", in English and Hindi', async () => {
  const watch = { ...SAMPLE_ORDER.items[0]!, _id: 'l3', name: 'Tan Watch', size: null, price: 3000 };
  const order = { ...placedOrder, items: [watch] };
  const lines = () =>
    within(screen.getByRole('region', { name: /ELG-2026-000123/ }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
  const { unmount } = renderWithStore(<OrderSuccessPage />, {
    route: { pathname: '/ordersuccess', state: { order, emailed: false } },
    path: '/ordersuccess',
  });
  expect(lines()).toEqual(['Tan Watch (One size)Rs.3,000']);
  unmount();
  await act(async () =>
    renderWithStore(<OrderSuccessPage />, {
      route: { pathname: '/ordersuccess', state: { order, emailed: false } },
      path: '/ordersuccess',
      locale: 'hi',
    }),
  );
  await screen.findByRole('heading', { name: 'ऑर्डर के लिए धन्यवाद!' });
  expect(lines()).toEqual(['Tan Watch (फ़्री साइज़)Rs.3,000']);
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

describe('a cash order confirmed as it was placed (its phone proven at checkout)', () => {
  const confirmedOrder = {
    ...SAMPLE_ORDER,
    phone: '+919876543210',
    paymentMethod: 'cash' as const,
    amountDue: 12550,
    cash: { fee: 49, state: 'confirmed' as const, confirmBy: null, confirmedHow: 'phone proven at checkout' },
  };
  const show = (locale?: 'hi') =>
    renderWithStore(<OrderSuccessPage />, {
      route: { pathname: '/ordersuccess', state: { order: confirmedOrder, emailed: true, whatsapp: true } },
      path: '/ordersuccess',
      locale,
    });

  it('shows what her store credit paid and what the courier collects, each on its own line', () => {
    const order = { ...confirmedOrder, totalAmount: 12550, paidAmount: 2000, amountDue: 10550 };
    renderWithStore(<OrderSuccessPage />, {
      route: { pathname: '/ordersuccess', state: { order, emailed: true, balances: { giftCard: 0, credit: 2000 } } },
      path: '/ordersuccess',
    });
    const summary = screen.getByRole('region', { name: `Order ${order.orderNumber}` });
    // Off the total as at checkout, and not counted again as paid: the lines add up to the total.
    expect(summary).toHaveTextContent('Store credit−Rs.2,000');
    expect(summary).not.toHaveTextContent('Paid');
    expect(summary).not.toHaveTextContent('Gift card');
    expect(summary).toHaveTextContent('In cash on deliveryRs.10,550');
    expect(screen.getByText(/Please keep Rs\.10,550 in cash for the courier\./)).toBeInTheDocument();
  });

  it('says it is confirmed and what to keep for the courier, and asks nothing more', () => {
    show();
    expect(
      screen.getByText(
        'Your order is confirmed: your phone is verified, so there is nothing more to do. Please keep Rs.12,550 in cash for the courier.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/please confirm/i)).not.toBeInTheDocument();
  });

  it('says so in Hindi', async () => {
    await act(async () => show('hi'));
    expect(await screen.findByText(/^आपका ऑर्डर कन्फ़र्म है/)).toHaveTextContent(
      'आपका ऑर्डर कन्फ़र्म है: आपका फ़ोन वेरिफ़ाइड है, इसलिए आगे कुछ नहीं करना है। कृपया कूरियर के लिए Rs.12,550 कैश में तैयार रखें।',
    );
    expect(screen.queryByText(/कृपया अपना ऑर्डर कन्फ़र्म करें/)).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it('thanks the shopper and sums up the order in Hindi, its dispatch day written the Hindi way', async () => {
    await act(async () =>
      renderWithStore(<OrderSuccessPage />, {
        route: { pathname: '/ordersuccess', state: { order: placedOrder, emailed: false } },
        path: '/ordersuccess',
        locale: 'hi',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'ऑर्डर के लिए धन्यवाद!' })).toBeInTheDocument();
    expect(screen.getByText('आपका ऑर्डर सफलतापूर्वक हो गया है।')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ऑर्डर ELG-2026-000123' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Royal Sherwani (नाप से बना)Rs.25,000', 'Silk Stole (साइज़: Free)Rs.5,000']);
    expect(summary).toHaveTextContent('कुल (GST सहित)Rs.30,000पेमेंट हो चुकाRs.6,000डिस्पैच से पहले देना हैRs.24,000');
    expect(summary).toHaveTextContent('अनुमानित डिस्पैच4 दिस॰ 2026');
    expect(screen.getByRole('button', { name: 'मेरे ऑर्डर देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खरीदारी जारी रखें' })).toBeInTheDocument();
  });

  it('asks to confirm a cash order in Hindi, by when in Hindi', async () => {
    const cashOrder = {
      ...SAMPLE_ORDER,
      phone: '+919876543210',
      paymentMethod: 'cash' as const,
      cash: { fee: 0, state: 'awaiting-confirmation' as const, confirmBy: '2026-11-28T08:30:00.000Z' },
    };
    await act(async () =>
      renderWithStore(<OrderSuccessPage />, {
        route: { pathname: '/ordersuccess', state: { order: cashOrder, emailed: false, whatsapp: true } },
        path: '/ordersuccess',
        locale: 'hi',
      }),
    );
    const confirm = await screen.findByText(/^कृपया अपना ऑर्डर कन्फ़र्म करें/);
    expect(confirm).toHaveAttribute('role', 'status');
    expect(confirm).toHaveTextContent(
      'कृपया अपना ऑर्डर कन्फ़र्म करें: +91 98765 43210 पर भेजे गए WhatsApp मैसेज में Confirm पर टैप करें।',
    );
    // 08:30 UTC is 2 pm in India.
    expect(confirm).toHaveTextContent(/28 नव॰ 2026, 2:00 .+ तक कन्फ़र्म न होने पर ऑर्डर रद्द हो जाएगा।$/);
  });

  it("names each piece by the product's Hindi name where it has one", async () => {
    const [sherwani, stole] = placedOrder.items;
    const order = {
      ...placedOrder,
      items: [
        { ...sherwani!, nameHi: 'शाही शेरवानी' },
        { ...stole!, nameHi: null },
      ],
    };
    await act(async () =>
      renderWithStore(<OrderSuccessPage />, {
        route: { pathname: '/ordersuccess', state: { order, emailed: false } },
        path: '/ordersuccess',
        locale: 'hi',
      }),
    );
    const summary = await screen.findByRole('region', { name: 'ऑर्डर ELG-2026-000123' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['शाही शेरवानी (नाप से बना)Rs.25,000', 'Silk Stole (साइज़: Free)Rs.5,000']);
  });
});

import { saveGuestOrder } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requests, requestsTo, SAMPLE_ORDER, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CustomerDashboard from '../../../exposes/CustomerDashboard';
import { OrderHistory } from './OrderHistory';

const server = setupApiServer();
const signedIn = { session: { currentUser: { name: '', phone: '+919876543210', role: 'customer' } } };

const order = SAMPLE_ORDER;

beforeEach(() => {
  // A guest who ordered in this browser: the API shows what the order token opens.
  localStorage.clear();
  saveGuestOrder('+919876543210', 'token-1');
});

it('asks a visitor who is not signed in and has no orders to sign in, with the login dialog', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([])));
  const { store, user } = renderWithStore(<CustomerDashboard />);
  expect(screen.getByRole('heading', { name: 'Customer Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('View your order history')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument();
  // A guest has no address book.
  expect(screen.queryByRole('heading', { name: 'Addresses' })).not.toBeInTheDocument();
  expect(screen.getByText('Loading orders...')).toBeInTheDocument();
  expect(await screen.findByText(/^Sign in with your phone number to see your orders/)).toBeInTheDocument();
  expect(screen.queryByText('No orders found.')).not.toBeInTheDocument();
  expect(store.getState().ui.loginOpen).toBe(true);
  expect(requests[0]?.headers['x-guest-token']).toBe('token-1');
  // Closed, it can be opened again from the page.
  store.dispatch({ type: 'ui/loginClosed' });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(store.getState().ui.loginOpen).toBe(true);
});

it('tells a signed-in customer without orders that they have none', async () => {
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([])),
    api.get('/ratings/mine', () => HttpResponse.json([])),
  );
  const { store } = renderWithStore(<OrderHistory />, { preloadedState: signedIn as never });
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  expect(store.getState().ui.loginOpen).toBe(false);
});

it('shows each order: status, date, address, rupee total and items with sizes', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([order])));
  renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent('Partly paid');
  expect(card).toHaveTextContent('20 Nov 2026');
  expect(card).toHaveTextContent('12 MG Road, Bengaluru, Karnataka 560001');
  expect(card).toHaveTextContent('Total: ₹1,25,000 (paid ₹25,000, due ₹1,00,000)');
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Royal Sherwani (Size: Upper: M, Lower: 32)', 'Noor Gown (Size: S)']);
});

it("says where a cash order's confirmation stands: awaiting it, then confirmed", async () => {
  const cash = {
    ...order,
    paymentMethod: 'cash' as const,
    cash: { fee: 0, state: 'confirmed' as const, confirmBy: null },
  };
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([{ ...cash, cash: { ...cash.cash, state: 'awaiting-confirmation' } }]),
    ),
  );
  const { unmount } = renderWithStore(<OrderHistory />);
  expect(await screen.findByTestId('cash-state')).toHaveTextContent('Cash: awaiting confirmation');
  // Nothing is paid before the door: the badge says how it is paid, not 'Partly paid'.
  expect(screen.getByRole('article')).toHaveTextContent(/^Cash on delivery ELG-/);
  unmount();
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([cash])));
  renderWithStore(<OrderHistory />);
  expect(await screen.findByTestId('cash-state')).toHaveTextContent('Cash: confirmed');
});

it('shows no cash line on a card order', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([order])));
  renderWithStore(<OrderHistory />);
  await screen.findByRole('article');
  expect(screen.queryByTestId('cash-state')).not.toBeInTheDocument();
});

it('says what of the payment came from her store credit and a gift card', async () => {
  const paidWithBalances = {
    ...order,
    paidAmount: order.totalAmount,
    amountDue: 0,
    balances: { credit: 300, giftCard: 500 },
  };
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([paidWithBalances, { ...order, _id: 'o-2' }])));
  renderWithStore(<OrderHistory />);
  const [first, second] = await screen.findAllByRole('article');
  expect(within(first as HTMLElement).getByText('₹300 of it from your store credit')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText('₹500 of it from your gift card')).toBeInTheDocument();
  expect(within(second as HTMLElement).queryByText(/of it from your/)).not.toBeInTheDocument();
});

it('logs a failure and shows an empty history', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.error()),
    api.get('/ratings/mine', () => HttpResponse.json([])),
  );
  renderWithStore(<OrderHistory />, { preloadedState: signedIn as never });
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

it("pays a 20%-now order's balance in the payment widget and shows it paid", async () => {
  // The server lists the order as paid once the balance is in, as the list reads again then.
  const paid: typeof order = { ...order, status: 'paid', paidAmount: 125000, amountDue: 0 };
  let listed: typeof order = order;
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([listed])),
    api.post('/orders/:id/pay-balance', () =>
      HttpResponse.json({
        order: { id: 'order_b', amount: 10000000, currency: 'INR' },
        keyId: 'k',
        provider: 'sandbox',
      }),
    ),
    api.post('/payment/sandbox/pay', () =>
      HttpResponse.json({
        razorpay_order_id: 'order_b',
        razorpay_payment_id: 'pay_b',
        razorpay_signature: 'a'.repeat(64),
      }),
    ),
    api.post('/orders', () => {
      listed = paid;
      return HttpResponse.json({ order: paid, guestToken: 't' });
    }),
  );
  const { user } = renderWithStore(<OrderHistory />);
  await user.click(await screen.findByRole('button', { name: 'Pay balance (Rs.1,00,000)' }));
  const widget = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  const card = within(widget).getByLabelText('Card number');
  await user.clear(card);
  await user.type(card, '4100280000001007');
  await user.click(within(widget).getByRole('button', { name: 'Pay ₹1,00,000' }));
  expect(await screen.findByText('Balance paid. Thank you!')).toBeInTheDocument();
  const [start] = requestsTo('POST /orders/:id/pay-balance');
  expect(start).toMatchObject({ path: '/orders/o1/pay-balance', headers: { 'x-guest-token': 'token-1' } });
  expect(requestsTo('POST /orders')[0]?.body).toEqual({
    razorpay: { orderId: 'order_b', paymentId: 'pay_b', signature: 'a'.repeat(64) },
  });
  await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('Paid'));
  expect(screen.queryByRole('button', { name: /Pay balance/ })).not.toBeInTheDocument();
});

it('offers stars on a completed order to a signed-in customer, with their earlier rating lit', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([{ ...order, status: 'paid', amountDue: 0, completed: true }]),
    ),
    api.get('/ratings/mine', () =>
      HttpResponse.json([{ productId: 'p2', rating: 4, review: null, fit: null, photos: [] }]),
    ),
    api.put<{ id: string }>('/products/:id/rating', async ({ params, request }) => {
      const body = await request.json();
      return HttpResponse.json({
        productId: params.id,
        rating: (body as { rating: number }).rating,
        review: null,
        fit: null,
        photos: [],
        ratingAverage: 4.5,
        ratingCount: 2,
      });
    }),
  );
  const { user } = renderWithStore(<OrderHistory />, { preloadedState: signedIn });
  const sherwani = await screen.findByRole('group', { name: 'Rate Royal Sherwani' });
  expect(within(screen.getByRole('group', { name: 'Rate Noor Gown' })).getByLabelText('4 stars')).toBeChecked();
  await user.click(within(sherwani).getByLabelText('5 stars'));
  expect(await screen.findByText('Thanks for rating Royal Sherwani!')).toBeInTheDocument();
  expect(requestsTo('PUT /products/:id/rating')).toMatchObject([{ path: '/products/p1/rating', body: { rating: 5 } }]);
});

it('lets a buyer who rated add a few words and the fit, and edit them later', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([{ ...order, status: 'paid', amountDue: 0, completed: true }]),
    ),
  );
  let mine = [{ productId: 'p1', rating: 4, review: null as string | null, fit: null as string | null, photos: [] }];
  server.use(
    api.get('/ratings/mine', () => HttpResponse.json(mine)),
    api.put<{ id: string }>('/products/:id/rating', async ({ params, request }) => {
      const body = await request.json();
      const { rating, review, fit } = body as { rating: number; review: string; fit: string };
      mine = [{ productId: params.id ?? '', rating, review: review.trim() || null, fit, photos: [] }];
      return HttpResponse.json({ ...mine[0], ratingAverage: 4, ratingCount: 1 });
    }),
  );
  const { user } = renderWithStore(<OrderHistory />, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: 'Review Royal Sherwani' }));
  const form = screen.getByRole('form', { name: 'Review of Royal Sherwani' });
  await user.click(within(form).getByRole('radio', { name: 'Runs small' }));
  await user.type(within(form).getByLabelText('Your review (optional)'), 'Order a size up.');
  expect(within(form).getByText('16/1000')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save review' }));
  expect(await screen.findByText('Thanks for reviewing Royal Sherwani!')).toBeInTheDocument();
  expect(requestsTo('PUT /products/:id/rating')[0]?.body).toEqual({
    rating: 4,
    review: 'Order a size up.',
    fit: 'small',
    photos: [],
  });
  expect(await screen.findByRole('button', { name: 'Edit your review of Royal Sherwani' })).toBeInTheDocument();
});

it('offers no stars before an order is delivered, being prepared or on its way', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([order, { ...order, _id: 'o2', orderNumber: 'ELG-2026-000124', fulfilment: 'shipped' }]),
    ),
    api.get('/ratings/mine', () => HttpResponse.json([])),
  );
  renderWithStore(<OrderHistory />, { preloadedState: signedIn });
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('group', { name: /^Rate/ })).not.toBeInTheDocument();
});

it('offers stars once the order is delivered, without waiting for the desk to complete it', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([{ ...order, status: 'paid', amountDue: 0, fulfilment: 'delivered' }]),
    ),
    api.get('/ratings/mine', () => HttpResponse.json([])),
  );
  renderWithStore(<OrderHistory />, { preloadedState: signedIn });
  expect(await screen.findByRole('group', { name: 'Rate Royal Sherwani' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Rate Noor Gown' })).toBeInTheDocument();
});

it('shows the order number, where the order is, and the courier with a link to track it', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([
        {
          ...order,
          fulfilment: 'shipped',
          shipment: {
            courier: 'Delhivery',
            trackingNumber: '1234567890123',
            trackingUrl: 'https://www.delhivery.com/track-v2/package/1234567890123',
          },
        },
      ]),
    ),
  );
  renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent('ELG-2026-000123 · Shipped');
  expect(card).toHaveTextContent('Shipped with Delhivery, tracking number 1234567890123');
  expect(within(card).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/1234567890123',
  );
});

it('never offers to pay the balance of a cancelled order', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([{ ...order, fulfilment: 'cancelled' }])));
  renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent('Cancelled');
  expect(within(card).queryByRole('button', { name: /balance/i })).not.toBeInTheDocument();
});

it('downloads the tax invoice of an order paid in full, with the guest token that opens it', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([{ ...order, status: 'paid', paidAmount: 125000, amountDue: 0 }]),
    ),
    api.get('/orders/:id/invoice', () =>
      HttpResponse.json('pdf', {
        headers: { 'content-disposition': 'attachment; filename="invoice-ELG-2026-27-000001.pdf"' },
      }),
    ),
  );
  const { user } = renderWithStore(<OrderHistory />);
  await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
  await waitFor(() => expect(requestsTo('GET /orders/:id/invoice')).toHaveLength(1));
  expect(requestsTo('GET /orders/:id/invoice')[0]).toMatchObject({
    path: '/orders/o1/invoice',
    headers: { 'x-guest-token': 'token-1' },
  });
});

it('downloads the credit notes that cancelled the invoice of a cancelled order', async () => {
  server.use(
    api.get('/orders/my-orders', () =>
      HttpResponse.json([
        {
          ...order,
          status: 'paid',
          paidAmount: 125000,
          amountDue: 0,
          fulfilment: 'cancelled',
          creditNotes: ['CN/2026-27/0007', 'CN/2026-27/0008'],
        },
      ]),
    ),
    api.get('/orders/:id/credit-notes/:number', () =>
      HttpResponse.json('pdf', {
        headers: { 'content-disposition': 'attachment; filename="credit-note-CN-2026-27-0008.pdf"' },
      }),
    ),
  );
  const { user } = renderWithStore(<OrderHistory />);
  expect(await screen.findByRole('button', { name: 'Credit note CN/2026-27/0007' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Credit note CN/2026-27/0008' }));
  await waitFor(() => expect(requestsTo('GET /orders/:id/credit-notes/:number')).toHaveLength(1));
  expect(requestsTo('GET /orders/:id/credit-notes/:number')[0]).toMatchObject({
    path: '/orders/o1/credit-notes/CN-2026-27-0008',
    headers: { 'x-guest-token': 'token-1' },
  });
});

it('offers no invoice while part of the order is due', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([order])));
  renderWithStore(<OrderHistory />);
  await screen.findByRole('article');
  expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
});

it('says when an order being prepared is expected to leave the workshop', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([order])));
  renderWithStore(<OrderHistory />);
  expect(await screen.findByRole('article')).toHaveTextContent('Expected dispatch by 30 Nov 2026');
});

it("shows a made-to-measure piece's way through the workshop, with the stage it is at", async () => {
  const tailored = {
    ...order,
    items: [{ ...order.items[0]!, size: { custom: true, chest: 40 }, stage: 'stitching' }],
  };
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([tailored])));
  renderWithStore(<OrderHistory />);
  const timeline = await screen.findByRole('list', { name: 'Progress of Royal Sherwani' });
  const steps = within(timeline).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    '✓ Order received',
    '✓ Measurements confirmed',
    '✓ Cutting',
    'Stitching',
    'Quality check',
    'Ready',
  ]);
  expect(within(timeline).getByText('Stitching')).toHaveAttribute('aria-current', 'step');
});

it("opens a guest's order from her e-mailed link in a browser that never held it, and keeps the link's token", async () => {
  localStorage.clear();
  const token = 'e'.repeat(43);
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([order])));
  renderWithStore(<OrderHistory />, { route: `/customer-dashboard?guest=${token}` });
  expect(await screen.findByRole('article')).toHaveTextContent(order.orderNumber);
  expect(requests[0]?.headers['x-guest-token']).toBe(token);
  // Kept like checkout's token, and gone from the address bar.
  expect(JSON.parse(localStorage.getItem('guest_order_tokens') ?? '[]')).toEqual([token]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer-dashboard$/));
});

it('ignores a link parameter that is not a token', async () => {
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([order])));
  renderWithStore(<OrderHistory />, { route: '/customer-dashboard?guest=not-a-token' });
  await screen.findByRole('article');
  expect(requests[0]?.headers['x-guest-token']).toBe('token-1');
  expect(JSON.parse(localStorage.getItem('guest_order_tokens') ?? '[]')).toEqual(['token-1']);
});

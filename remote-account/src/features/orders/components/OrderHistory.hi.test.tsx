import type { OrderJson, ReturnJson } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, SAMPLE_ORDER, setupApiServer } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import CustomerDashboard from '../../../exposes/CustomerDashboard';

const server = setupApiServer();
// The signed-in dashboard asks for her store credit too: she has none.
beforeEach(() => server.use(api.get('/account/store-credit', () => HttpResponse.json({ balance: 0, entries: [] }))));
const signedIn = { session: { currentUser: { name: '', phone: '+919876543210', role: 'customer' } } };

/** A made-to-measure sherwani being stitched, on an order partly paid. */
const inWorkshop: OrderJson = {
  ...SAMPLE_ORDER,
  items: [{ ...SAMPLE_ORDER.items[0]!, size: { custom: true, chest: 40 }, stage: 'stitching' }],
};

const refunded: ReturnJson = {
  _id: 'r1',
  orderId: 'o2',
  lineId: 'o2-1',
  kind: 'refund',
  reason: 'too-small',
  note: null,
  photoUrl: null,
  exchangeSize: null,
  alterations: null,
  state: 'refunded',
  stage: null,
  refusal: null,
  refund: { amount: 25000, to: 'provider', processed: true },
  creditNote: null,
  restocked: true,
  createdAt: '2026-11-20T04:00:00.000Z',
  timeline: [
    { state: 'requested', detail: null, at: '2026-11-20T04:00:00.000Z' },
    { state: 'refunded', detail: null, at: '2026-11-24T09:30:00.000Z' },
  ],
};

/** A delivered order paid in full, part of it by store credit, one piece of it refunded. */
const delivered: OrderJson = {
  ...SAMPLE_ORDER,
  _id: 'o2',
  orderNumber: 'ELG-2026-000099',
  status: 'paid',
  paidAmount: SAMPLE_ORDER.totalAmount,
  amountDue: 0,
  balances: { credit: 300, giftCard: 0 },
  fulfilment: 'delivered',
  completed: true,
  createdAt: '2026-11-10T10:00:00.000Z',
  items: SAMPLE_ORDER.items.map((item) => ({ ...item, _id: item._id.replace('o1', 'o2') })),
  afterSale: { returnUntil: '2026-11-25T00:00:00.000Z', refundsToAccount: false, returns: [refunded] },
};

beforeEach(() => localStorage.clear());

it('shows the dashboard in Hindi: orders with their Hindi dates, statuses, workshop stage and refund', async () => {
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([inWorkshop, delivered])),
    api.get('/ratings/mine', () => HttpResponse.json([])),
    api.get('/address', () => HttpResponse.json([])),
    api.get('/measurement-profiles', () => HttpResponse.json([])),
  );
  await act(async () => renderWithStore(<CustomerDashboard />, { locale: 'hi', preloadedState: signedIn as never }));
  expect(await screen.findByRole('heading', { name: 'मेरा अकाउंट' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'हम आपको किस नाम से बुलाएँ?' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ऑर्डर हिस्ट्री' })).toBeInTheDocument();
  expect(await screen.findByText('अभी कोई पता सेव नहीं है।')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'नाप प्रोफ़ाइल' })).toBeInTheDocument();

  // The order being made: its badge, where it is and its date in Hindi, what is paid and due.
  const open = await screen.findByRole('article', { name: '20 नव॰ 2026 का ऑर्डर' });
  expect(within(open).getByRole('heading', { level: 3 })).toHaveTextContent(
    'आंशिक पेमेंट ELG-2026-000123 · तैयार हो रहा है · 20 नव॰ 2026',
  );
  expect(open).toHaveTextContent('30 नव॰ 2026 तक भेजे जाने की उम्मीद');
  expect(open).toHaveTextContent('कुल: ₹1,25,000 (₹25,000 का पेमेंट हो गया, ₹1,00,000 बाकी)');
  const timeline = within(open).getByRole('list', { name: 'Royal Sherwani की प्रगति' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['✓ ऑर्डर मिल गया', '✓ नाप की पुष्टि हो गई', '✓ कटिंग', 'सिलाई', 'क्वालिटी जाँच', 'तैयार']);
  expect(within(open).getByRole('button', { name: /^बाकी रकम चुकाएँ \(/ })).toBeInTheDocument();

  // The delivered one: paid, completed, the refunded piece's steps with their Hindi times.
  const done = screen.getByRole('article', { name: '10 नव॰ 2026 का ऑर्डर' });
  expect(within(done).getByRole('heading', { level: 3 })).toHaveTextContent(
    'पेमेंट हो गया ELG-2026-000099 · डिलीवर हो गया · पूरा हुआ · 10 नव॰ 2026',
  );
  expect(done).toHaveTextContent('Noor Gown (साइज़: S)');
  expect(done).toHaveTextContent('इसमें से ₹300 आपके स्टोर क्रेडिट से');
  expect(done).not.toHaveTextContent('गिफ़्ट कार्ड से');
  const refund = within(done).getByRole('group', { name: 'इस पीस का रिटर्न: रिफ़ंड हो गया' });
  expect(
    within(within(refund).getByRole('list', { name: 'रिटर्न की टाइमलाइन' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['अनुरोध भेजा गया · 20 नव॰ 2026, 9:30 am', 'रिफ़ंड हो गया · 24 नव॰ 2026, 3:00 pm']);
  expect(refund).toHaveTextContent('₹25,000 आपके पेमेंट के तरीके में रिफ़ंड हो गए');
  expect(within(done).getByRole('group', { name: 'Noor Gown को रेटिंग दें' })).toBeInTheDocument();
  expect(within(done).getByRole('button', { name: 'इनवॉइस डाउनलोड करें' })).toBeInTheDocument();
});

it("names a piece by the product's Hindi name and the address's state in Hindi", async () => {
  const named: OrderJson = {
    ...delivered,
    items: delivered.items.map((item) => ({ ...item, nameHi: 'नूर गाउन' })),
    shippingAddress: { ...delivered.shippingAddress, state: 'Karnataka' },
  };
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([named])),
    api.get('/ratings/mine', () => HttpResponse.json([])),
    api.get('/address', () => HttpResponse.json([])),
    api.get('/measurement-profiles', () => HttpResponse.json([])),
  );
  await act(async () => renderWithStore(<CustomerDashboard />, { locale: 'hi', preloadedState: signedIn as never }));
  const done = await screen.findByRole('article', { name: '10 नव॰ 2026 का ऑर्डर' });
  expect(done).toHaveTextContent('नूर गाउन (साइज़: S)');
  expect(done).not.toHaveTextContent('Noor Gown');
  expect(done).toHaveTextContent('कर्नाटक');
  expect(within(done).getAllByRole('group', { name: 'नूर गाउन को रेटिंग दें' }).length).toBeGreaterThan(0);
});

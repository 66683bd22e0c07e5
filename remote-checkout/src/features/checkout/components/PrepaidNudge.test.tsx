import { HttpResponse } from 'msw';
import {
  api,
  fillAddressForm,
  pincodesHandler,
  renderWithStore,
  requestsTo,
  sampleProduct,
  setupApiServer,
} from '@store/shared/testing';
import { act, screen } from '@testing-library/react';
import { CheckoutPage } from './CheckoutPage';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/**
 * The prepaid nudge (COD_PREPAID_DISCOUNT): the API's cash quote says what paying online saves
 * on this bag; the page says so beside cash, in the shopper's language, takes it off the total
 * while card or UPI is chosen, and asks the card checkout for that amount.
 */
const server = setupApiServer();

const gown = sampleProduct({
  _id: 'p1',
  name: 'Noor Gown',
  price: 12501,
  category: 'womens',
  type: 'ball-gown',
  images: [],
  availability: { S: 'in_stock', M: 'in_stock' },
});
const cartItem = { productId: 'p1', name: 'Noor Gown', size: 'S', price: 12501, image: '', itemId: 'p1-S' };

/** The quote of a store taking Rs.625 off for paying online, cash offered with a Rs.49 fee. */
const quote = (prepaidDiscount: number) =>
  HttpResponse.json({
    offered: true,
    reason: null,
    needsPhone: false,
    fee: 49,
    total: 12550,
    payNow: 0,
    payOnDelivery: 12550,
    prepaidDiscount,
  });

function answer(prepaidDiscount: number) {
  server.use(
    pincodesHandler,
    api.get('/products/:idOrSection', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('type') ? [] : gown),
    ),
    api.post('/payment/cash-quote', () => quote(prepaidDiscount)),
    api.get('/store/whatsapp', () => HttpResponse.json({ offered: false })),
    api.get('/store/tax', () =>
      HttpResponse.json({
        sellerState: 'Karnataka',
        slabs: { apparel: [{ upToRupees: null, rate: 5 }], accessories: [] },
      }),
    ),
  );
}

beforeEach(() => localStorage.clear());

async function checkoutWithAddress() {
  const view = renderWithStore(<CheckoutPage />, {
    route: { pathname: '/checkout', state: { product: cartItem } },
    path: '/checkout',
  });
  await screen.findAllByText('Rs.12,501');
  await fillAddressForm(await screen.findByRole('form', { name: 'Shipping address' }));
  await screen.findByRole('button', { name: 'Edit Address' });
  return view;
}

it('says beside cash what paying online saves, takes it off the total and asks the card checkout for that', async () => {
  answer(625);
  const { user } = await checkoutWithAddress();
  expect(await screen.findByText('Pay online and save Rs.625')).toBeInTheDocument();
  expect(screen.getByText('Paying online').nextSibling).toHaveTextContent('−Rs.625');
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.11,876');
  server.use(
    api.post('/payment/create-order', () =>
      HttpResponse.json({
        order: { id: 'order_1', amount: 1187600, currency: 'INR' },
        keyId: 'k',
        provider: 'sandbox',
      }),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
  await screen.findByRole('dialog', { name: 'Sandbox payment' });
  expect(requestsTo('POST /payment/create-order')[0]?.body).toMatchObject({ amount: 11876 });
});

it('keeps the full price, fee added, when she pays in cash', async () => {
  answer(625);
  const { user } = await checkoutWithAddress();
  await user.click(await screen.findByRole('radio', { name: 'Cash on delivery (+Rs.49 fee)' }));
  expect(screen.queryByText('Paying online')).not.toBeInTheDocument();
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,550');
  // The nudge still stands beside cash: she may change her mind.
  expect(screen.getByText('Pay online and save Rs.625')).toBeInTheDocument();
});

it('says it in Hindi on a Hindi page', async () => {
  const offered = {
    offered: true,
    reason: null,
    needsPhone: false,
    fee: 0,
    total: 12501,
    payNow: 0,
    payOnDelivery: 12501,
  };
  const choice = (
    <PaymentMethodChoice
      method="prepaid"
      onMethod={() => {}}
      quote={{ ...offered, prepaidDiscount: 625 }}
      phone={null}
      onProof={() => {}}
    />
  );
  await act(async () => renderWithStore(choice, { locale: 'hi' }));
  expect(await screen.findByText('ऑनलाइन पेमेंट करें और Rs.625 बचाएँ')).toBeInTheDocument();
});

it('says nothing when the store offers no saving', async () => {
  answer(0);
  await checkoutWithAddress();
  await screen.findByRole('radio', { name: 'Cash on delivery (+Rs.49 fee)' });
  expect(screen.queryByText(/Pay online and save/)).not.toBeInTheDocument();
  expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs.12,501');
});

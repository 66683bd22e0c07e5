import type { OrderJson, ReturnJson } from '@store/shared/api';
import { saveGuestOrder } from '@store/shared/store';
import { installFakeApi, renderWithStore, SAMPLE_ORDER, sampleProduct } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { OrderHistory } from './OrderHistory';

const api = installFakeApi();

const delivered = (returns: ReturnJson[] = []): OrderJson => ({
  ...SAMPLE_ORDER,
  status: 'paid',
  paidAmount: SAMPLE_ORDER.totalAmount,
  amountDue: 0,
  fulfilment: 'delivered',
  afterSale: { returnUntil: new Date(Date.now() + 6 * 86_400_000).toISOString(), refundsToAccount: false, returns },
});

beforeEach(() => {
  localStorage.clear();
  saveGuestOrder('+919876543210', 'token-1');
});

it('asks for an exchange in Hindi: each missing choice said, sizes out of stock marked, the request shown', async () => {
  const returns: ReturnJson[] = [];
  api.on('GET /orders/my-orders', () => [delivered([...returns])]);
  api.on('GET /products/:id', ({ params }) =>
    sampleProduct({ _id: params.id, availability: { 'upper:L': 'in_stock', 'lower:34': 'low' } }),
  );
  api.on('POST /orders/:id/returns', ({ body }) => {
    const sent = body as Pick<ReturnJson, 'lineId' | 'kind' | 'reason' | 'exchangeSize'>;
    const asked: ReturnJson = {
      _id: 'r1',
      orderId: 'o1',
      ...sent,
      note: null,
      photoUrl: null,
      alterations: null,
      state: 'requested',
      stage: null,
      refusal: null,
      refund: null,
      creditNote: null,
      restocked: false,
      createdAt: new Date().toISOString(),
      timeline: [{ state: 'requested', detail: null, at: new Date().toISOString() }],
    };
    returns.push(asked);
    return asked;
  });
  const { user } = await act(async () => renderWithStore(<OrderHistory />, { locale: 'hi' }));
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent(/\d+ \S+ \d{4} तक रिटर्न और एक्सचेंज/);
  await user.click(within(card).getAllByRole('button', { name: 'रिटर्न या एक्सचेंज' })[0] as HTMLElement);
  const form = screen.getByRole('form', { name: 'Royal Sherwani का रिटर्न या एक्सचेंज' });
  expect(within(form).getByRole('radio', { name: 'दूसरे साइज़ से बदलें' })).toBeChecked();
  expect(await within(form).findByRole('option', { name: 'S (स्टॉक में नहीं)' })).toBeDisabled();

  await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('ऊपर का नया साइज़ चुनें');
  await user.selectOptions(within(form).getByLabelText('ऊपर का नया साइज़'), 'L');
  await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('नई कमर चुनें');
  await user.selectOptions(within(form).getByLabelText('नई कमर'), '34');
  await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('वजह चुनें');
  expect(api.callsTo('POST /orders/:id/returns')).toEqual([]);

  await user.selectOptions(within(form).getByLabelText('वजह'), 'बहुत छोटा');
  await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
  const status = await within(card).findByRole('group', { name: 'इस पीस का रिटर्न: अनुरोध भेजा गया' });
  expect(status).toHaveTextContent('दूसरे साइज़ से बदलें (नया साइज़: Upper: L, Lower: 34)');
  expect(await screen.findByText('आपका अनुरोध भेज दिया गया। हर कदम पर हम आपको मैसेज करेंगे।')).toBeInTheDocument();
  expect(api.callsTo('POST /orders/:id/returns')[0]?.body).toMatchObject({
    kind: 'exchange',
    reason: 'too-small',
    exchangeSize: { upper: 'L', lower: '34' },
  });
});

import type { OrderJson, ReturnJson } from '@store/shared/api';
import { saveGuestOrder } from '@store/shared/store';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, SAMPLE_ORDER, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { OrderHistory } from './OrderHistory';

const server = setupApiServer();

const delivered = (returnUntil: string | null, returns: ReturnJson[] = []): OrderJson => ({
  ...SAMPLE_ORDER,
  status: 'paid',
  paidAmount: SAMPLE_ORDER.totalAmount,
  amountDue: 0,
  fulfilment: 'delivered',
  afterSale: { returnUntil, refundsToAccount: false, returns },
});
const inAWeek = new Date(Date.now() + 6 * 86_400_000).toISOString();

/** A request as the API answers it on the day it is asked. */
const justAsked = (order: OrderJson, asked: Pick<ReturnJson, 'lineId' | 'kind' | 'reason'> & Partial<ReturnJson>) => ({
  _id: 'r1',
  orderId: order._id,
  note: null,
  photoUrl: null,
  exchangeSize: null,
  alterations: null,
  state: 'requested' as const,
  stage: null,
  refusal: null,
  refund: null,
  creditNote: null,
  restocked: false,
  createdAt: new Date().toISOString(),
  timeline: [{ state: 'requested' as const, detail: null, at: new Date().toISOString() }],
  ...asked,
});

beforeEach(() => {
  localStorage.clear();
  saveGuestOrder('+919876543210', 'token-1');
});

it('asks for a refund of one piece within the window, with its reason, and shows its first step', async () => {
  const order = delivered(inAWeek);
  const piece = order.items[1] as OrderJson['items'][number];
  // The API keeps the request: the order's list answers it from then on.
  const returns: ReturnJson[] = [];
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([delivered(inAWeek, [...returns])])),
    api.get<{ id: string }>('/products/:id', ({ params }) =>
      HttpResponse.json(sampleProduct({ _id: params.id, availability: { M: 'in_stock' } })),
    ),
    api.post('/orders/:id/returns', async ({ request }) => {
      const body = await request.json();
      const asked = justAsked(order, { lineId: (body as { lineId: string }).lineId, kind: 'refund', reason: 'defect' });
      returns.push(asked);
      return HttpResponse.json(asked);
    }),
  );
  const { user } = renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  expect(card).toHaveTextContent(/Returns and exchanges until/);
  const buttons = within(card).getAllByRole('button', { name: 'Return or exchange' });
  // Cancel gives focus back to the piece's button; opening puts it on the form's first choice.
  await user.click(buttons[1] as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const again = within(card).getAllByRole('button', { name: 'Return or exchange' })[1] as HTMLElement;
  expect(again).toHaveFocus();
  await user.click(again);
  const form = screen.getByRole('form', { name: `Return or exchange ${piece.name}` });
  expect(within(form).getAllByRole('radio')[0]).toHaveFocus();
  await user.click(within(form).getByRole('radio', { name: 'Refund' }));
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose a reason');
  expect(requestsTo('POST /orders/:id/returns')).toHaveLength(0);
  await user.selectOptions(within(form).getByLabelText('Reason'), 'defect');
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  const status = await within(card).findByRole('group', { name: 'Return of this piece: Requested' });
  expect(status).toHaveTextContent('Refund');
  expect(status).toHaveFocus();
  expect(requestsTo('POST /orders/:id/returns')[0]).toMatchObject({
    body: { lineId: piece._id, kind: 'refund', reason: 'defect' },
    headers: { 'x-guest-token': 'token-1' },
  });
  expect(within(card).getAllByRole('button', { name: 'Return or exchange' })).toHaveLength(1);
});

describe('where a signed-in customer’s refund goes', () => {
  const signedIn = { session: { currentUser: { name: 'Asha', phone: '+919876543210', role: 'customer' } } };
  const askRefund = async (order: OrderJson) => {
    server.use(
      api.get('/orders/my-orders', () => HttpResponse.json([order])),
      // A signed-in customer's card asks for her ratings and the pieces' pages too.
      api.get('/ratings/mine', () => HttpResponse.json([])),
      api.get<{ id: string }>('/products/:id', ({ params }) => HttpResponse.json(sampleProduct({ _id: params.id }))),
      api.post('/orders/:id/returns', () =>
        HttpResponse.json(justAsked(order, { lineId: order.items[0]?._id ?? '', kind: 'refund', reason: 'fit' })),
      ),
    );
    const { user } = renderWithStore(<OrderHistory />, { preloadedState: signedIn as never });
    const card = await screen.findByRole('article');
    await user.click(within(card).getAllByRole('button', { name: 'Return or exchange' })[0] as HTMLElement);
    const form = screen.getByRole('form', { name: /^Return or exchange/ });
    await user.click(within(form).getByRole('radio', { name: 'Refund' }));
    await user.selectOptions(within(form).getByLabelText('Reason'), 'fit');
    return { user, form };
  };

  it('offers store credit beside the way she paid, and sends her choice', async () => {
    const { user, form } = await askRefund({ ...delivered(inAWeek), guest: false });
    const group = within(form).getByRole('group', { name: 'Where should your refund go?' });
    expect(within(group).getByRole('radio', { name: 'Back the way you paid' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /^Store credit, at once/ }));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requestsTo('POST /orders/:id/returns')).toHaveLength(1));
    expect(requestsTo('POST /orders/:id/returns')[0]?.body).toMatchObject({ payout: { method: 'credit' } });
  });

  it('makes store credit the default for a cash order, with UPI or a bank account still to choose', async () => {
    const order = { ...delivered(inAWeek), guest: false };
    const { user, form } = await askRefund({ ...order, afterSale: { ...order.afterSale!, refundsToAccount: true } });
    expect(within(form).getByRole('radio', { name: /^Store credit, at once/ })).toBeChecked();
    expect(within(form).queryByRole('radio', { name: 'Back the way you paid' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('UPI ID')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'UPI' }));
    await user.type(within(form).getByLabelText('UPI ID'), 'asha@okhdfc');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requestsTo('POST /orders/:id/returns')).toHaveLength(1));
    expect(requestsTo('POST /orders/:id/returns')[0]?.body).toMatchObject({
      payout: { method: 'upi', upiId: 'asha@okhdfc' },
    });
  });
});

it("says the API's refusal beside the form, and offers nothing once the window has closed", async () => {
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([delivered(inAWeek)])),
    api.post('/orders/:id/returns', () =>
      HttpResponse.json(
        { message: 'Sorry, Royal Sherwani in Upper L is out of stock; choose another size' },
        { status: 409 },
      ),
    ),
    api.get<{ id: string }>('/products/:id', ({ params }) =>
      HttpResponse.json(sampleProduct({ _id: params.id, availability: { 'upper:L': 'in_stock', 'lower:34': 'low' } })),
    ),
  );
  const { user, unmount } = renderWithStore(<OrderHistory />);
  const card = await screen.findByRole('article');
  await user.click(within(card).getAllByRole('button', { name: 'Return or exchange' })[0] as HTMLElement);
  const form = screen.getByRole('form', { name: /^Return or exchange/ });
  // Sizes come from the stock; one with none left cannot be picked.
  expect(await within(form).findByRole('option', { name: 'S (out of stock)' })).toBeDisabled();
  await user.selectOptions(within(form).getByLabelText('New upper size'), 'L');
  // A set is exchanged whole: the waist is asked for too, before anything is sent.
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose the new waist');
  expect(requestsTo('POST /orders/:id/returns')).toHaveLength(0);
  await user.selectOptions(within(form).getByLabelText('New waist'), '34');
  await user.selectOptions(within(form).getByLabelText('Reason'), 'too-small');
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Upper L is out of stock');
  expect(requestsTo('POST /orders/:id/returns')[0]?.body).toMatchObject({
    kind: 'exchange',
    exchangeSize: { upper: 'L', lower: '34' },
  });
  unmount();

  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([delivered(new Date(Date.now() - 1000).toISOString())])),
  );
  renderWithStore(<OrderHistory />);
  const closed = await screen.findByRole('article');
  expect(within(closed).queryByRole('button', { name: 'Return or exchange' })).not.toBeInTheDocument();
  expect(closed).not.toHaveTextContent(/Returns and exchanges until/);
});

it("shows what an alteration changes, in the measurements' own words", async () => {
  const order = delivered(inAWeek);
  const piece = order.items[0] as OrderJson['items'][number];
  const asked = justAsked(order, {
    lineId: piece._id,
    kind: 'alteration',
    reason: 'fit',
    alterations: { chest: 41.5, sleeveLength: 24 },
  });
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([delivered(inAWeek, [asked])])));
  renderWithStore(<OrderHistory />);
  const status = await screen.findByRole('group', { name: 'Return of this piece: Requested' });
  expect(status).toHaveTextContent('Alteration: Chest to 41.5", Sleeve Length to 24"');
});

it('lists the measurements to alter in the order a tailor takes them, not as the database keeps them', async () => {
  // jsonb gives the keys back shortest first: the order the API answers a made-to-measure size in.
  const size = {
    calf: 15,
    flyU: 11,
    hips: 40,
    knee: 16,
    neck: 16,
    chest: 40,
    tummy: 36,
    waist: 34,
    biceps: 14,
    thighs: 24,
    custom: true,
    forearms: 11,
    shoulder: 18,
    lowerHips: 40,
    bottomRound: 16,
    lowerLength: 40,
    upperLength: 30,
    sleeveLength: 25,
  };
  const order = delivered(inAWeek);
  const tailored = { ...order, items: [{ ...order.items[0]!, size, stage: 'ready' }] };
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([tailored])));
  const { user } = renderWithStore(<OrderHistory />);
  await user.click(await screen.findByRole('button', { name: 'Ask for an alteration' }));
  const fields = screen.getByRole('group', { name: 'New measurements (inches): fill only those to change' });
  const labels = within(fields)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.replace(/ \(now .*$/, ''));
  expect(labels).toEqual([
    'Upper Length',
    'Chest',
    'Tummy',
    'Hips',
    'Shoulder',
    'Neck',
    'Sleeve Length',
    'Biceps',
    'Forearms',
    'Lower Length',
    'Waist',
    'Lower Hips',
    'Thighs',
    'Knee',
    'Calf',
    'Bottom Round',
    'Fly U',
  ]);
});

it("names an alteration's measurements in the tailor's order", async () => {
  const order = delivered(inAWeek);
  const piece = order.items[0] as OrderJson['items'][number];
  // As jsonb keeps them: shortest key first.
  const asked = justAsked(order, {
    lineId: piece._id,
    kind: 'alteration',
    reason: 'fit',
    alterations: { neck: 16, chest: 41 },
  });
  server.use(api.get('/orders/my-orders', () => HttpResponse.json([delivered(inAWeek, [asked])])));
  renderWithStore(<OrderHistory />);
  const status = await screen.findByRole('group', { name: 'Return of this piece: Requested' });
  expect(status).toHaveTextContent('Alteration: Chest to 41", Neck to 16"');
});

it('asks for an exchange in Hindi: each missing choice said, sizes out of stock marked, the request shown', async () => {
  const returns: ReturnJson[] = [];
  server.use(
    api.get('/orders/my-orders', () => HttpResponse.json([delivered(inAWeek, [...returns])])),
    api.get<{ id: string }>('/products/:id', ({ params }) =>
      HttpResponse.json(sampleProduct({ _id: params.id, availability: { 'upper:L': 'in_stock', 'lower:34': 'low' } })),
    ),
    api.post('/orders/:id/returns', async ({ request }) => {
      const body = await request.json();
      const asked = justAsked(delivered(inAWeek), body as Pick<ReturnJson, 'lineId' | 'kind' | 'reason'>);
      returns.push(asked);
      return HttpResponse.json(asked);
    }),
  );
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
  expect(requestsTo('POST /orders/:id/returns')).toEqual([]);

  await user.selectOptions(within(form).getByLabelText('वजह'), 'बहुत छोटा');
  await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
  const status = await within(card).findByRole('group', { name: 'इस पीस का रिटर्न: अनुरोध भेजा गया' });
  expect(status).toHaveTextContent('दूसरे साइज़ से बदलें (नया साइज़: ऊपरी: L, निचला: 34)');
  expect(await screen.findByText('आपका अनुरोध भेज दिया गया। हर कदम पर हम आपको मैसेज करेंगे।')).toBeInTheDocument();
  expect(requestsTo('POST /orders/:id/returns')[0]?.body).toMatchObject({
    kind: 'exchange',
    reason: 'too-small',
    exchangeSize: { upper: 'L', lower: '34' },
  });
});

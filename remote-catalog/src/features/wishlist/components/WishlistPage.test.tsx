import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { WishlistPage } from './WishlistPage';

const server = setupApiServer();
// A signed-in shopper's alert box asks whether the store sends WhatsApp.
beforeEach(() => server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: false }))));

const kurta = sampleProduct({
  _id: 'k1',
  name: 'Indigo Anarkali',
  nameHi: 'नील अनारकली',
  category: 'womens',
  type: 'anarkali-suit',
  price: 4599,
  availability: { XS: 'out', S: 'in_stock', M: 'low', L: 'out', XL: 'in_stock', XXL: 'in_stock' },
  left: { M: 2 },
});
const watch = sampleProduct({
  _id: 'w1',
  name: 'Brass Watch',
  nameHi: null,
  category: 'accessories',
  type: 'watch',
  price: 12500,
  availability: { 'one-size': 'out' },
  soldOut: true,
  madeToMeasure: false,
});
const saved = (...ids: string[]) => ({
  wishlist: { items: ids.map((productId) => ({ productId, addedAt: '2026-11-20T10:00:00.000Z' })), owner: null },
});

beforeEach(() => {
  server.use(
    api.get('/catalog/products', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json([kurta, watch].filter((product) => query.get('ids')?.split(',').includes(product._id)));
    }),
  );
});

it('says the list is empty and offers a way to shop', async () => {
  renderWithStore(<WishlistPage />, { route: '/wishlist' });
  expect(screen.getByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
  expect(screen.getByText(/Your wishlist is empty/)).toBeInTheDocument();
  const shop = screen.getByRole('navigation', { name: 'Shop' });
  expect(within(shop).getByRole('link', { name: 'Shop women' })).toHaveAttribute('href', '/womens');
  expect(requestsTo('GET /catalog/products')).toHaveLength(0);
});

it("lists each saved piece with its picture, Rs. price and every size's stock, in one read", async () => {
  renderWithStore(<WishlistPage />, { route: '/wishlist', preloadedState: saved('k1', 'w1', 'gone') });
  const pieces = await screen.findAllByTestId('saved-piece');
  expect(pieces).toHaveLength(2);
  expect(requestsTo('GET /catalog/products')[0]?.query.ids).toBe('k1,w1,gone');
  expect(screen.getByText('3 pieces saved')).toBeInTheDocument();
  const [first, second] = pieces as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('link', { name: 'Indigo Anarkali' })).toHaveAttribute('href', '/product/k1');
  expect(first).toHaveTextContent('Rs.4,599');
  const sizes = within(first).getByRole('group', { name: 'Sizes of Indigo Anarkali' });
  expect(sizes).toHaveTextContent('XS Sold out');
  expect(sizes).toHaveTextContent('M Only 2 left');
  expect(sizes).toHaveTextContent('S In stock');
  expect(second).toHaveTextContent('Sold out');
  expect(within(second).queryByRole('button', { name: 'Add to bag' })).not.toBeInTheDocument();
  // A piece taken off sale since it was saved.
  expect(screen.getByText('A piece you saved is no longer sold.')).toBeInTheDocument();
});

it('adds a piece to the bag in a size in stock, and removes a piece', async () => {
  const { user, store } = renderWithStore(<WishlistPage />, { route: '/wishlist', preloadedState: saved('k1', 'w1') });
  const [first] = (await screen.findAllByTestId('saved-piece')) as [HTMLElement];
  const size = within(first).getByRole('combobox', { name: 'Size' });
  // Sizes that are out cannot be chosen.
  expect(
    within(size)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose', 'S', 'M', 'XL', 'XXL']);
  await user.click(within(first).getByRole('button', { name: 'Add to bag' }));
  expect(await screen.findByText('Please select a size')).toBeInTheDocument();
  await user.selectOptions(size, 'M');
  await user.click(within(first).getByRole('button', { name: 'Add to bag' }));
  expect(store.getState().cart.items).toEqual([
    expect.objectContaining({ productId: 'k1', size: 'M', price: 4599, itemId: 'k1-M' }),
  ]);
  await user.click(screen.getByRole('button', { name: 'Remove Indigo Anarkali from wishlist' }));
  await waitFor(() => expect(screen.getAllByTestId('saved-piece')).toHaveLength(1));
  expect(store.getState().wishlist.items.map((item) => item.productId)).toEqual(['w1']);
});

it("lists a signed-in shopper's alerts, each with its Cancel, and opens an alert for a sold-out size", async () => {
  server.use(
    api.get('/stock-alerts', () =>
      HttpResponse.json([
        {
          _id: 'a1',
          productId: 'w1',
          productName: 'Brass Watch',
          size: 'one-size',
          channel: 'text',
          createdAt: '2026-11-27T10:00:00.000Z',
        },
      ]),
    ),
  );
  const { user } = renderWithStore(<WishlistPage />, {
    route: '/wishlist',
    preloadedState: {
      ...saved('k1'),
      session: { currentUser: { name: 'Asha', phone: '+919876543210', email: null, role: 'customer' } },
    },
  });
  const alerts = await screen.findByRole('region', { name: 'Back-in-stock alerts' });
  expect(alerts).toHaveTextContent('Brass Watch, One size: we will tell you by text message');
  expect(
    within(alerts).getByRole('button', { name: 'Cancel the alert for Brass Watch, One size' }),
  ).toBeInTheDocument();
  const [piece] = (await screen.findAllByTestId('saved-piece')) as [HTMLElement];
  await user.click(within(piece).getByRole('button', { name: 'Tell me when a sold-out size is back' }));
  const box = within(piece).getByRole('region', { name: 'Sold out in your size? Tell me when it is back' });
  expect(
    within(within(box).getByRole('combobox', { name: 'Size' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['XS', 'L']);
});

describe('in Hindi', () => {
  const renderHindi = (preloadedState?: ReturnType<typeof saved>) =>
    act(async () => renderWithStore(<WishlistPage />, { route: '/wishlist', locale: 'hi', preloadedState }));

  it('says in Hindi that the list is empty and offers a way to shop', async () => {
    await renderHindi();
    expect(await screen.findByRole('heading', { name: 'विशलिस्ट' })).toBeInTheDocument();
    expect(screen.getByText(/आपकी विशलिस्ट खाली है/)).toBeInTheDocument();
    const shop = screen.getByRole('navigation', { name: 'खरीदारी' });
    expect(within(shop).getByRole('link', { name: 'महिलाओं के लिए खरीदें' })).toHaveAttribute('href', '/womens');
  });

  it('lists the saved pieces in Hindi: names where given, the count, each size’s stock and the actions', async () => {
    const { user } = await renderHindi(saved('k1', 'w1', 'gone'));
    const pieces = await screen.findAllByTestId('saved-piece');
    expect(screen.getByText('3 पीस सेव किए गए')).toBeInTheDocument();
    const [first, second] = pieces as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'नील अनारकली' })).toHaveAttribute('href', '/product/k1');
    const sizes = within(first).getByRole('group', { name: 'नील अनारकली के साइज़' });
    expect(sizes).toHaveTextContent('XS स्टॉक खत्म');
    expect(sizes).toHaveTextContent('M सिर्फ़ 2 बचे हैं');
    expect(sizes).toHaveTextContent('S स्टॉक में है');
    // No Hindi name given: the English one.
    expect(within(second).getByRole('link', { name: 'Brass Watch' })).toBeInTheDocument();
    expect(second).toHaveTextContent('स्टॉक खत्म');
    expect(within(second).getByRole('button', { name: 'स्टॉक खत्म हुआ साइज़ वापस आने पर मुझे बताएँ' })).toBeInTheDocument();
    expect(screen.getByText('आपका सेव किया एक पीस अब बिकता नहीं है।')).toBeInTheDocument();

    const buy = within(first).getByRole('form', { name: 'नील अनारकली को बैग में डालें' });
    await user.click(within(buy).getByRole('button', { name: 'बैग में डालें' }));
    expect(await screen.findByText('कृपया साइज़ चुनें')).toBeInTheDocument();
    await user.selectOptions(within(buy).getByRole('combobox', { name: 'साइज़' }), 'M');
    await user.click(within(buy).getByRole('button', { name: 'बैग में डालें' }));
    expect(await screen.findByText('कार्ट में जुड़ गया!')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'नील अनारकली को विशलिस्ट से हटाएँ' }));
    expect(await screen.findByText('2 पीस सेव किए गए')).toBeInTheDocument();
  });
});

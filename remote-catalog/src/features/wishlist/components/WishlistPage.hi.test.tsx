import { installFakeApi, renderWithStore, sampleProduct } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { WishlistPage } from './WishlistPage';

const api = installFakeApi();

const kurta = sampleProduct({
  _id: 'k1',
  name: 'Indigo Anarkali',
  nameHi: 'नील अनारकली',
  category: 'womens',
  type: 'anarkali-suit',
  availability: { XS: 'out', S: 'in_stock', M: 'low', L: 'out', XL: 'in_stock', XXL: 'in_stock' },
  left: { M: 2 },
});
const watch = sampleProduct({
  _id: 'w1',
  name: 'Brass Watch',
  nameHi: null,
  category: 'accessories',
  type: 'watch',
  availability: { 'one-size': 'out' },
  soldOut: true,
  madeToMeasure: false,
});
const saved = (...ids: string[]) => ({
  wishlist: { items: ids.map((productId) => ({ productId, addedAt: '2026-11-20T10:00:00.000Z' })), owner: null },
});

beforeEach(() => {
  api.on('GET /catalog/products', ({ query }) =>
    [kurta, watch].filter((product) => query.ids?.split(',').includes(product._id)),
  );
});

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

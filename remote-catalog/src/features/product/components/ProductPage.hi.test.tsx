import type { Product } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, sampleProduct, setupApiServer } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { ProductPage } from './ProductPage';

const server = setupApiServer();
// A signed-in shopper's alert box asks whether the store sends WhatsApp.
beforeEach(() => server.use(api.get('/store/whatsapp', () => HttpResponse.json({ offered: false }))));

const PHONE = '+919876543210';

function renderHindi(product: Product, signedIn = false) {
  server.use(
    api.get<{ id: string }>('/products/:id', ({ params }) =>
      params.id === product._id
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
    ),
  );
  return act(async () =>
    renderWithStore(<ProductPage id={product._id} />, {
      route: `/product/${product._id}`,
      path: '/product/:id',
      locale: 'hi',
      preloadedState: signedIn ? { session: { currentUser: { name: '', phone: PHONE, role: 'customer' } } } : undefined,
    }),
  );
}

const lowStock = {
  availability: {
    ...sampleProduct().availability,
    'upper:M': 'low' as const,
    'upper:L': 'out' as const,
    'lower:32': 'low' as const,
  },
  left: { 'upper:M': 2, 'lower:32': 1 },
};

it('shows the Hindi name and description the admin gave, and each size and its stock in Hindi', async () => {
  const { user, store } = await renderHindi(
    sampleProduct({ nameHi: 'शाही शेरवानी सेट', descriptionHi: 'रॉ सिल्क की शेरवानी, हाथ से तैयार।', ...lowStock }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'शाही शेरवानी सेट' })).toBeInTheDocument();
  expect(screen.getByText('रॉ सिल्क की शेरवानी, हाथ से तैयार।')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'शाही शेरवानी सेट' })).toBeInTheDocument();
  // The admin's material is English free text: the page names the catalogue's fabric in Hindi instead.
  expect(screen.getByText('मटीरियल: सिल्क')).toBeInTheDocument();
  expect(screen.queryByText(/Raw silk/)).not.toBeInTheDocument();
  expect(document.title).toBe('शाही शेरवानी सेट | Elegance');
  const trail = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
  expect(within(trail).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
  expect(within(trail).getByRole('link', { name: 'शेरवानी सेट' })).toHaveAttribute('href', '/mens?type=sherwani-set');
  expect(screen.getByRole('button', { name: 'शाही शेरवानी सेट को विशलिस्ट में सेव करें' })).toBeInTheDocument();

  // A low size says how many are left, with Hindi's singular and plural.
  const upper = within(screen.getByRole('group', { name: 'अपर साइज़' }));
  const lower = within(screen.getByRole('group', { name: 'लोअर साइज़ (कमर, इंच)' }));
  expect(upper.getByRole('radio', { name: 'M सिर्फ़ 2 बचे हैं' })).toBeEnabled();
  expect(lower.getByRole('radio', { name: '32 सिर्फ़ 1 बचा है' })).toBeEnabled();
  expect(upper.getByRole('radio', { name: 'L स्टॉक में नहीं' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
  expect((await screen.findAllByText('कृपया अपर और लोअर दोनों साइज़ चुनें')).length).toBeGreaterThan(0);
  await user.click(upper.getByRole('radio', { name: 'M सिर्फ़ 2 बचे हैं' }));
  await user.click(lower.getByRole('radio', { name: '32 सिर्फ़ 1 बचा है' }));
  await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
  expect(await screen.findByText('कार्ट में जुड़ गया!')).toBeInTheDocument();
  // The bag keeps the Hindi name beside the English, for its line on a Hindi page.
  expect(store.getState().cart.items[0]).toMatchObject({ name: 'Royal Sherwani Set', nameHi: 'शाही शेरवानी सेट' });
  expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'डिलीवरी और रिटर्न' })).toHaveTextContent('फ़्री डिलीवरी');
});

it('says the MRP and the discount in Hindi', async () => {
  await renderHindi(sampleProduct({ price: 24999, mrp: 29999 }));
  expect(await screen.findByTestId('discount')).toHaveTextContent('16% की छूट');
  expect(screen.getByTestId('mrp')).toHaveTextContent('एमआरपी Rs.29,999');
});

it('shows the English name and description where no Hindi was given, in a Hindi page', async () => {
  await renderHindi(sampleProduct({ nameHi: null }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Royal Sherwani Set' })).toBeInTheDocument();
  expect(screen.getByText('Raw silk sherwani, hand finished.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'साइज़ गाइड देखें' })).toBeInTheDocument();
});

it('advises a size from saved measurements with its reasons in Hindi', async () => {
  server.use(
    api.get('/stock-alerts', () => HttpResponse.json([])),
    api.get('/measurement-profiles', () =>
      HttpResponse.json([
        { _id: 'f', name: 'Father', fit: 'mens', measurements: { chest: 41, shoulder: 17, waist: 33 }, updatedAt: '' },
        { _id: 'b', name: 'Brother', fit: 'mens', measurements: { chest: 48 }, updatedAt: '' },
      ]),
    ),
  );
  await renderHindi(sampleProduct(), true);
  const advice = await screen.findByRole('list', { name: 'आपके नाप के हिसाब से आपका साइज़' });
  expect(advice).toHaveTextContent('Father के लिए: L, कमर 34छाती 41 इंच → L · कमर 33 इंच → 34');
  expect(within(advice).getByRole('button', { name: 'L, कमर 34 चुनें' })).toBeInTheDocument();
  expect(advice).toHaveTextContent(
    'Brother के लिए: कोई स्टैंडर्ड साइज़ फ़िट नहीं होताछाती 48 इंच: सबसे बड़ा साइज़ XXL है, जो 46 इंच का है',
  );
  expect(within(advice).getByRole('button', { name: 'Brother के नाप से सिलवाएँ' })).toBeInTheDocument();
});

it('says in Hindi that a size runs small, and why the advice moved one size up', async () => {
  server.use(
    api.get('/stock-alerts', () => HttpResponse.json([])),
    api.get('/measurement-profiles', () =>
      HttpResponse.json([
        { _id: 'f', name: 'Father', fit: 'mens', measurements: { chest: 41, shoulder: 17, waist: 33 }, updatedAt: '' },
      ]),
    ),
  );
  await renderHindi(sampleProduct({ sizeFit: { 'upper:L': 'small' } }), true);
  expect(await screen.findByText('L में छोटा आता है: ज़्यादातर खरीदारों ने एक साइज़ बड़ा चुना')).toBeInTheDocument();
  const advice = await screen.findByRole('list', { name: 'आपके नाप के हिसाब से आपका साइज़' });
  expect(advice).toHaveTextContent(
    'Father के लिए: XL, कमर 34छाती 41 इंच → L · L छोटा आता है: ज़्यादातर खरीदारों ने एक साइज़ बड़ा चुना, XL · कमर 33 इंच → 34',
  );
});

it('takes a back-in-stock alert in Hindi, naming the channel in Hindi', async () => {
  server.use(
    api.get('/measurement-profiles', () => HttpResponse.json([])),
    api.get('/stock-alerts', () => HttpResponse.json([])),
    api.post('/stock-alerts', async ({ request }) => {
      const body = await request.json();
      const { size, channel } = body as { size: string; channel: 'text' };
      return HttpResponse.json(
        {
          _id: 'a1',
          productId: 'p1',
          productName: 'Indigo Anarkali',
          size,
          channel,
          createdAt: '2026-11-27T10:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  const { user } = await renderHindi(
    sampleProduct({ category: 'womens', type: 'anarkali-suit', availability: { S: 'in_stock', L: 'out' } }),
    true,
  );
  const box = await screen.findByRole('region', { name: 'आपके साइज़ में स्टॉक खत्म? वापस आने पर मुझे बताएँ' });
  expect(box).toHaveTextContent('+91 98765 43210 पर SMS');
  await user.selectOptions(within(box).getByRole('combobox', { name: 'साइज़' }), 'L');
  await user.click(within(box).getByRole('button', { name: 'वापस आने पर मुझे बताएँ' }));
  expect(await screen.findByText('L वापस आने पर हम आपको SMS से बताएँगे')).toBeInTheDocument();
});

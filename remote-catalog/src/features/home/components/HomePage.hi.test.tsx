import type { Product } from '@store/shared/api';
import { installFakeApi, installIntersectionObserver, renderWithStore, sampleProduct } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { HomePage } from './HomePage';

const api = installFakeApi();

/** The first piece of a section has a Hindi name; the others have none (English then). */
const product = (section: string, i: number): Product => ({
  ...sampleProduct(),
  _id: `${section}-${i}`,
  name: `${section} product ${i}`,
  nameHi: i === 0 ? `${section} हिंदी नाम` : null,
  category: section as Product['category'],
  type: 'suits',
  images: [{ url: `/media/${section}-${i}.jpg`, fileId: `${section}-${i}` }],
});

let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
  api.on('GET /products/:section', ({ params, query }) =>
    Array.from({ length: Number(query.limit) }, (_, i) => product(params.section ?? '', i)),
  );
});
afterEach(() => observer.restore());

it('reads in Hindi: the landing, the category tiles, a section row with Hindi names, and why choose us', async () => {
  await act(async () => renderWithStore(<HomePage />, { locale: 'hi' }));
  expect(await screen.findByRole('heading', { name: 'ELEGANCE: एक नज़र में' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Elegance की दुनिया में आइए' })).toBeInTheDocument();
  const sections = screen.getByRole('navigation', { name: 'शॉपिंग सेक्शन' });
  expect(within(sections).getByRole('link', { name: 'महिलाएँ' })).toHaveAttribute('href', '/womens');

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-categories')));
  const tiles = await screen.findByRole('region', { name: 'कैटेगरी के हिसाब से खरीदें' });
  // The category's name is Hindi; its address keeps the English value.
  expect(within(tiles).getByRole('link', { name: 'टक्सीडो' })).toHaveAttribute('href', '/mens?type=tuxedos');
  expect(within(tiles).getByRole('link', { name: 'पुरुषों के कपड़े' })).toHaveAttribute('href', '/mens');

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-womens')));
  const womens = await screen.findByRole('region', { name: 'महिलाओं के कपड़े' });
  expect(within(womens).getByRole('link', { name: 'महिलाओं के सभी कपड़े देखें' })).toHaveAttribute('href', '/womens');
  const cards = await within(womens).findAllByTestId('product-card');
  expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent('womens हिंदी नाम');
  expect(within(cards[0] as HTMLElement).getByRole('img', { name: 'womens हिंदी नाम' })).toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).getByRole('heading')).toHaveTextContent('womens product 1');
  expect(cards[0]).toHaveTextContent('सूट');
  expect(within(womens).getByRole('button', { name: 'womens हिंदी नाम को विशलिस्ट में सेव करें' })).toBeInTheDocument();

  act(() => observer.setInView((element) => element === screen.getByTestId('lazy-why')));
  expect(await screen.findByRole('heading', { name: 'हमें क्यों चुनें' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'फ़्री शिपिंग, GST शामिल' })).toBeInTheDocument();
});

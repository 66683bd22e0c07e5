import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { StockCard } from './StockCard';

const server = setupApiServer();

const card = () => screen.getByRole('region', { name: 'Stock' });

it('lists the sizes out and low, each a link to its product in its list with the edit open', async () => {
  server.use(
    api.get('/admin/stock/summary', () =>
      HttpResponse.json({
        low: [
          { productId: 'p1', name: 'Royal Sherwani Set', category: 'mens', size: 'upper:L', left: 2 },
          { productId: 'p2', name: 'Noor Gown', category: 'womens', size: 'M', left: 1 },
        ],
        out: [{ productId: 'p3', name: 'Ivory Potli', category: 'accessories', size: 'one-size', left: 0 }],
      }),
    ),
  );
  const { user } = renderWithStore(<StockCard />, { route: '/admin' });
  const out = await within(card()).findByRole('list', { name: 'Out of stock' });
  expect(within(out).getByRole('link')).toHaveTextContent('Ivory Potli · One sizeOut');
  const low = within(card()).getByRole('list', { name: 'Low' });
  expect(
    within(low)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Royal Sherwani Set · Upper L2 left', 'Noor Gown · M1 left']);
  expect(card()).toHaveTextContent('Low (2)');
  await user.click(within(low).getByRole('link', { name: /Royal Sherwani Set/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/allmens?edit=p1');
});

it('says all sizes are in stock when nothing is low or out', async () => {
  server.use(api.get('/admin/stock/summary', () => HttpResponse.json({ low: [], out: [] })));
  renderWithStore(<StockCard />);
  expect(await within(card()).findByText('All sizes in stock')).toBeInTheDocument();
  expect(within(card()).queryByRole('list')).not.toBeInTheDocument();
});

it('says so when the stock cannot load, and loads it again on Retry', async () => {
  server.use(
    api.get('/admin/stock/summary', () => HttpResponse.error(), { once: true }),
    api.get('/admin/stock/summary', () => HttpResponse.json({ low: [], out: [] })),
  );
  const { user } = renderWithStore(<StockCard />);
  expect(await within(card()).findByRole('alert')).toHaveTextContent(
    'Could not load stock. Check your connection and retry.',
  );
  await user.click(within(card()).getByRole('button', { name: 'Retry' }));
  expect(await within(card()).findByText('All sizes in stock')).toBeInTheDocument();
  expect(requestsTo('GET /admin/stock/summary')).toHaveLength(2);
});

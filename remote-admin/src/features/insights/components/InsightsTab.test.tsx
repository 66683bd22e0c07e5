import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import InsightsTab from './InsightsTab';

const server = setupApiServer();
/** Six reports come in and draw at once: on a busy machine that takes more than findBy's second. */
const drawn = { timeout: 10_000 };

const period = (start: string, revenue: number, orders: number) => ({
  start,
  revenue,
  orders,
  averageOrderValue: orders ? revenue / orders : 0,
});

beforeEach(() => {
  server.use(
    api.get('/admin/reports/sales', ({ request }) => {
      const query = new URL(request.url).searchParams;
      // Periods as the API cuts them: a month's start is its first day.
      const [first, second] =
        query.get('grain') === 'month' ? ['2026-11-01', '2026-12-01'] : ['2026-12-01', '2026-12-02'];
      return HttpResponse.json({
        from: query.get('from'),
        to: query.get('to'),
        grain: query.get('grain'),
        periods: [period(first, 12000, 3), period(second, -2000, 0)],
        totals: { revenue: 10000, orders: 3, averageOrderValue: 4000 },
        previous: {
          from: '2026-11-29',
          to: '2026-11-30',
          periods: [period('2026-11-29', 4000, 1), period('2026-11-30', 4000, 1)],
          totals: { revenue: 8000, orders: 2, averageOrderValue: 4000 },
        },
      });
    }),
    api.get('/admin/reports/payments', () =>
      HttpResponse.json({
        from: '2026-12-01',
        to: '2026-12-02',
        methods: [
          { method: 'card', payments: 2, received: 9000, refunded: 2000, net: 7000 },
          { method: 'cash', payments: 1, received: 3000, refunded: 0, net: 3000 },
          { method: 'giftCard', payments: 1, received: 500, refunded: 0, net: 500 },
        ],
      }),
    ),
    api.get('/admin/reports/products', () =>
      HttpResponse.json({
        from: '2026-12-01',
        to: '2026-12-02',
        pieces: [{ productId: 'p1', name: 'Linen Kurta Set', category: 'mens', sold: 3 }],
        categories: [{ category: 'mens', sold: 3 }],
      }),
    ),
    api.get('/admin/reports/stock', () =>
      HttpResponse.json({
        from: '2026-12-01',
        to: '2026-12-02',
        sizes: [{ size: 'upper:M', onHand: 6, sold: 3, sellThrough: 33.3, low: 1, out: 0 }],
        pieces: [{ productId: 'p1', name: 'Linen Kurta Set', size: 'upper:M', onHand: 2, sold: 3, sellThrough: 60 }],
      }),
    ),
    api.get('/admin/reports/returns', () =>
      HttpResponse.json({
        from: '2026-12-01',
        to: '2026-12-02',
        byReason: [{ reason: 'too-small', returns: 1, exchanges: 2 }],
        bySize: [{ size: 'lower:32', returns: 1, exchanges: 2 }],
        pieces: [{ productId: 'p1', name: 'Linen Kurta Set', sold: 3, returns: 1, exchanges: 2, returnRate: 100 }],
      }),
    ),
    api.get('/admin/reports/fit', () =>
      HttpResponse.json({
        minAnswers: 5,
        sizes: [
          { productId: 'p1', name: 'Linen Kurta Set', size: 'upper:M', small: 4, true: 1, large: 0, runs: 'small' },
        ],
      }),
    ),
  );
});

it('shows each report as a chart with its numbers in a table, against the period before', async () => {
  renderWithStore(<InsightsTab />);
  const revenue = await screen.findByRole('table', { name: 'Revenue received: the numbers' }, drawn);
  expect(within(revenue).getAllByRole('row')[1]).toHaveTextContent('1 Dec 2026₹12,000₹4,000');
  expect(screen.getByText('+25% vs 29 Nov 2026 – 30 Nov 2026')).toBeInTheDocument();
  const mix = await screen.findByRole('table', { name: 'Money by payment method: the numbers' }, drawn);
  // A method the store adds later (a gift card) appears by itself.
  expect(
    within(mix)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Card / UPI', 'Cash on delivery', 'Gift card']);
  const reasons = await screen.findByRole('table', { name: 'By reason: the numbers' }, drawn);
  expect(within(reasons).getAllByRole('row')[1]).toHaveTextContent('Too small12');
  const sizes = screen.getByRole('table', { name: 'Sell-through per size: the numbers' });
  expect(within(sizes).getAllByRole('row')[1]).toHaveTextContent('Upper M33.3%3610');
  const fit = await screen.findByRole('table', { name: 'Sizes buyers say run small or large' }, drawn);
  expect(within(fit).getAllByRole('row')[1]).toHaveTextContent('Linen Kurta SetUpper MSmall410');
  // The last four weeks, by day, until the admin asks otherwise.
  expect(requestsTo('GET /admin/reports/sales')[0]?.query).toMatchObject({ grain: 'day' });
});

it('asks every report again for another range, and cuts the sales by week or month', async () => {
  const { user } = renderWithStore(<InsightsTab />);
  await screen.findByRole('table', { name: 'Revenue received: the numbers' }, drawn);
  await user.selectOptions(screen.getByLabelText('Range'), 'Last 12 months');
  await waitFor(() => expect(requestsTo('GET /admin/reports/sales').at(-1)?.query).toMatchObject({ grain: 'month' }));
  const asked = requestsTo('GET /admin/reports/returns').at(-1)?.query as { from: string; to: string };
  expect((Date.parse(asked.to) - Date.parse(asked.from)) / 86_400_000).toBe(364);
  await user.selectOptions(screen.getByLabelText('Per'), 'week');
  await waitFor(() => expect(requestsTo('GET /admin/reports/sales').at(-1)?.query).toMatchObject({ grain: 'week' }));
});

it('downloads a report as CSV for the range shown', async () => {
  server.use(
    api.get(
      '/admin/reports/payments.csv',
      () =>
        new HttpResponse('"Method"\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="payments.csv"' },
        }),
    ),
  );
  const { user } = renderWithStore(<InsightsTab />);
  await screen.findByRole('table', { name: 'Money by payment method: the numbers' }, drawn);
  await user.click(screen.getByRole('button', { name: 'Download Payment mix as CSV' }));
  await waitFor(() => expect(requestsTo('GET /admin/reports/payments.csv')).toHaveLength(1));
  expect(requestsTo('GET /admin/reports/payments.csv')[0]?.query).toEqual(
    requestsTo('GET /admin/reports/payments')[0]?.query,
  );
});

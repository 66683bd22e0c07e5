import type { AdminReview } from '@store/shared/schemas';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { ReviewsTab } from './ReviewsTab';

const server = setupApiServer();

const review = (extra: Partial<AdminReview>): AdminReview => ({
  productId: '11111111-1111-4111-8111-111111111111',
  productName: 'Royal Sherwani Set',
  customerId: '22222222-2222-4222-8222-222222222222',
  rating: 1,
  review: 'Call 98xxxxxx for cheaper',
  fit: null,
  reviewer: 'Ravi',
  hidden: false,
  at: '2026-11-20T10:00:00.000Z',
  photos: [],
  contact: '+91 ••••••3210',
  orderNumbers: ['ELG-2026-000012'],
  ...extra,
});

it('hides a review from the product page and shows it again, the list reading what the server keeps', async () => {
  let kept = [
    review({}),
    review({
      customerId: '33333333-3333-4333-8333-333333333333',
      review: 'Lovely.',
      rating: 5,
      fit: 'true',
      reviewer: 'Asha R.',
      contact: '+91 ••••••4455 · asha@example.in',
      orderNumbers: ['ELG-2026-000031', 'ELG-2026-000047'],
      photos: [
        {
          url: 'http://api/media/reviews/a.jpg',
          thumbnailUrl: 'http://api/media/reviews/a.jpg?tr=w-160,q-70,f-auto',
        },
      ],
    }),
  ];
  server.use(
    api.get('/admin/reviews', () => HttpResponse.json(kept.map((r) => ({ ...r })))),
    api.patch<{ id: string; customerId: string }>(
      '/admin/products/:id/reviews/:customerId',
      async ({ params, request }) => {
        const body = await request.json();
        const { hidden } = body as { hidden: boolean };
        kept = kept.map((r) => (r.customerId === params.customerId ? { ...r, hidden } : r));
        return HttpResponse.json({ hidden });
      },
    ),
  );
  const { user } = renderWithStore(<ReviewsTab />);
  const list = await screen.findByRole('list', { name: 'Reviews' });
  const [spam, kind] = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  expect(kind).toHaveTextContent(
    'Royal Sherwani Set · ★★★★★ · True to sizeLovely.Asha R. · 20 Nov 2026+91 ••••••4455 · asha@example.in · ELG-2026-000031, ELG-2026-000047',
  );
  expect(spam).toHaveTextContent('Ravi · 20 Nov 2026+91 ••••••3210 · ELG-2026-000012');
  expect(within(kind!).getByRole('img', { name: "Photo from Asha R.'s review" })).toHaveAttribute(
    'src',
    'http://api/media/reviews/a.jpg?tr=w-160,q-70,f-auto',
  );
  expect(within(spam!).getByLabelText('1 of 5 stars')).toHaveTextContent('★☆☆☆☆');
  await user.click(within(spam!).getByRole('button', { name: 'Hide' }));
  expect(await screen.findByText('Review of Royal Sherwani Set hidden')).toBeInTheDocument();
  expect(requestsTo('PATCH /admin/products/:id/reviews/:customerId')[0]?.body).toEqual({ hidden: true });
  expect(await within(spam!).findByText(/hidden from the product page/)).toBeInTheDocument();
  await user.click(within(spam!).getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('Review of Royal Sherwani Set shown again')).toBeInTheDocument();
});

it('says when the reviews could not be loaded, and tries again', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    api.get('/admin/reviews', () => HttpResponse.error(), { once: true }),
    api.get('/admin/reviews', () => HttpResponse.json([review({})])),
  );
  const { user } = renderWithStore(<ReviewsTab />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the reviews.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Call 98xxxxxx for cheaper')).toBeInTheDocument();
  log.mockRestore();
});

it('says when there are no reviews yet', async () => {
  server.use(api.get('/admin/reviews', () => HttpResponse.json([])));
  renderWithStore(<ReviewsTab />);
  expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
});

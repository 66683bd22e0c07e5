import type { ProductReviews as Reviews } from '@store/shared/schemas';
import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { ProductReviews } from './ProductReviews';

const server = setupApiServer();

const answer: Reviews = {
  reviews: [
    {
      rating: 4,
      review: 'The colour is true.',
      fit: 'small',
      reviewer: 'Meera S.',
      at: '2026-11-20T10:00:00.000Z',
      photos: [
        { url: 'http://api/media/reviews/a.jpg', thumbnailUrl: 'http://api/media/reviews/a.jpg?tr=w-160,q-70,f-auto' },
      ],
    },
  ],
  fit: { small: 4, true: 2, large: 0 },
  verdict: 'small',
};

it('writes the fit summary, stars, date, fit and the photo dialog in Hindi; the review stays as written', async () => {
  server.use(api.get('/products/:id/reviews', () => HttpResponse.json(answer)));
  const { user } = await act(async () =>
    renderWithStore(<ProductReviews product={{ _id: 'p1', rating: { average: 4, count: 1 } }} />, { locale: 'hi' }),
  );
  expect(await screen.findByRole('heading', { name: 'रिव्यू' })).toBeInTheDocument();
  expect(await screen.findByText(/ज़्यादातर खरीदारों के अनुसार यह छोटा आता है \(6 में से 4\)/)).toBeInTheDocument();
  expect(screen.getByLabelText('5 में से 4 स्टार')).toBeInTheDocument();
  expect(screen.getByText('The colour is true.')).toBeInTheDocument();
  expect(screen.getByText('Meera S. · 20 नव॰ 2026 · छोटा आता है')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Meera S. के रिव्यू की फ़ोटो' }));
  const dialog = screen.getByRole('dialog', { name: 'Meera S. के रिव्यू की फ़ोटो' });
  expect(within(dialog).getByRole('img', { name: 'Meera S. के रिव्यू की फ़ोटो' })).toBeInTheDocument();
});

it('writes the ratings, their stars from 5 to 1, the fit and the line that no one has written a review in Hindi', async () => {
  server.use(
    api.get('/products/:id/reviews', () =>
      HttpResponse.json({ reviews: [], fit: { small: 1, true: 3, large: 0 }, verdict: null }),
    ),
  );
  const breakdown = { stars: [2, 3, 6, 21, 20], fit: { small: 1, true: 3, large: 0 }, written: 0 };
  await act(async () =>
    renderWithStore(<ProductReviews product={{ _id: 'p1', rating: { average: 3.9, count: 52, breakdown } }} />, {
      locale: 'hi',
    }),
  );
  const block = await screen.findByRole('region', { name: 'रिव्यू' });
  expect(block).toHaveTextContent('52 रेटिंग का औसत 3.9');
  expect(within(block).getByText('4 स्टार: 21 रेटिंग (40%)')).toBeInTheDocument();
  expect(block).toHaveTextContent('फ़िटिंग: 4 खरीदारों ने बताया');
  expect(within(block).getByText(/^अभी तक किसी ने रिव्यू नहीं लिखा है।/)).toBeInTheDocument();
});

import type { ProductReviews as Reviews } from '@store/shared/schemas';
import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import { ProductReviews } from './ProductReviews';

const server = setupApiServer();

const photo = (name: string) => ({
  url: `http://api/media/reviews/${name}.jpg`,
  thumbnailUrl: `http://api/media/reviews/${name}.jpg?tr=w-160,q-70,f-auto`,
});

const answer: Reviews = {
  reviews: [
    {
      rating: 5,
      review: 'The colour is true.',
      fit: 'true',
      reviewer: 'Meera S.',
      at: '2026-11-20T10:00:00.000Z',
      photos: [photo('a'), photo('b')],
    },
    { rating: 4, review: '', fit: null, reviewer: 'Kiran', at: '2026-11-19T10:00:00.000Z', photos: [photo('c')] },
    { rating: 3, review: 'Fine.', fit: null, reviewer: 'Ravi', at: '2026-11-18T10:00:00.000Z', photos: [] },
  ],
  fit: { small: 0, true: 1, large: 0 },
  verdict: null,
};

const renderReviews = () => {
  server.use(api.get('/products/:id/reviews', () => HttpResponse.json(answer)));
  return renderWithStore(<ProductReviews product={{ _id: 'p1', rating: { average: 4, count: 3 } }} />);
};

it("shows each review's photos as lazy, sized thumbnails named for the reviewer, and none for a review without", async () => {
  renderReviews();
  await screen.findByText('The colour is true.');
  const reviewBy = (name: string) => screen.getByText(new RegExp(`^${name} ·`)).closest('li') as HTMLElement;
  const [kiran, ravi] = [reviewBy('Kiran'), reviewBy('Ravi')];
  const thumbnails = screen.getAllByRole('img', { name: "Photo from Meera S.'s review" });
  expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([
    'http://api/media/reviews/a.jpg?tr=w-160,q-70,f-auto',
    'http://api/media/reviews/b.jpg?tr=w-160,q-70,f-auto',
  ]);
  for (const image of thumbnails) {
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '80');
    expect(image).toHaveAttribute('height', '80');
  }
  // A review of photos alone is listed, without an empty paragraph.
  expect(within(kiran).getByRole('img', { name: "Photo from Kiran's review" })).toBeInTheDocument();
  expect(kiran.querySelector('p')).toBeNull();
  expect(within(ravi).queryByRole('img')).toBeNull();
});

it('opens a tapped thumbnail larger in a dialog, and closes it again', async () => {
  const { user } = renderReviews();
  const [, second] = await screen.findAllByRole('button', { name: "Photo from Meera S.'s review" });
  await user.click(second as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: "Photo from Meera S.'s review" });
  expect(within(dialog).getByRole('img', { name: "Photo from Meera S.'s review" })).toHaveAttribute(
    'src',
    'http://api/media/reviews/b.jpg?tr=w-1080,q-80,f-auto',
  );
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(second).toHaveFocus();
});

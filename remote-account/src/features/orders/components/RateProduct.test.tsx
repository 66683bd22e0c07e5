import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyRating } from '../api/ordersApi';
import { RateProduct } from './RateProduct';

const server = setupApiServer();

const kept = {
  key: 'reviews/11111111-1111-4111-8111-111111111111.jpg',
  url: 'http://api/media/reviews/11111111-1111-4111-8111-111111111111.jpg',
  thumbnailUrl: 'http://api/media/reviews/11111111-1111-4111-8111-111111111111.jpg?tr=w-160,q-70,f-auto',
};
const saved: MyRating = { productId: 'p1', rating: 4, review: 'Lovely.', fit: null, photos: [kept] };

/** The answer the API gives: the photos it stored, each by a key of its own. */
function answerRatings() {
  server.use(
    api.put<{ id: string }>('/products/:id/rating', async ({ params, request }) => {
      const body = await request.json();
      const sent = body as { rating: number; review?: string; photos?: string[] };
      return HttpResponse.json({
        productId: params.id,
        rating: sent.rating,
        review: sent.review ?? null,
        fit: null,
        photos: (sent.photos ?? []).map((photo, index) =>
          photo.startsWith('reviews/') ? kept : { ...kept, key: `reviews/0000000${index}-new.jpg` },
        ),
        ratingAverage: 4,
        ratingCount: 1,
      });
    }),
  );
}

const picture = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

it('offers each star as a named radio in a 44 px square, chosen by pointer or arrow keys', async () => {
  answerRatings();
  const { user } = renderWithStore(<RateProduct productId="p1" name="Noor Gown" saved={saved} />);
  const stars = screen.getByRole('group', { name: 'Rate Noor Gown' });
  const radios = within(stars).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
    '1 star',
    '2 stars',
    '3 stars',
    '4 stars',
    '5 stars',
  ]);
  expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
  for (const radio of radios) {
    const target = getComputedStyle(radio.closest('label') as HTMLElement);
    expect([target.width, target.height]).toEqual(['44px', '44px']);
  }
  await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
  await user.keyboard('{ArrowRight}');
  expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeChecked();
  await waitFor(() => expect(requestsTo('PUT /products/:id/rating').at(-1)?.body).toEqual({ rating: 5 }));
  await user.click(within(stars).getByRole('radio', { name: '2 stars' }));
  await waitFor(() => expect(requestsTo('PUT /products/:id/rating').at(-1)?.body).toEqual({ rating: 2 }));
});

it('adds photos with previews, removes one, says why a file is refused, and sends them with the review', async () => {
  answerRatings();
  renderWithStore(<RateProduct productId="p1" name="Noor Gown" saved={saved} />);
  // The accept attribute is the browser's hint; a shopper can still pick any file.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Edit your review of Noor Gown' }));
  const form = screen.getByRole('form', { name: 'Review of Noor Gown' });
  const photos = within(form).getByRole('group', { name: 'Photos (optional, up to 3)' });
  expect(within(photos).getByRole('img', { name: 'Your photo 1' })).toHaveAttribute('src', kept.thumbnailUrl);

  await user.upload(within(photos).getByLabelText('Add photos'), [
    new File(['plain words'], 'notes.txt', { type: 'text/plain' }),
    picture('big.jpg', 5 * 1024 * 1024 + 1),
    picture('front.jpg'),
  ]);
  expect(await within(photos).findByRole('alert')).toHaveTextContent(
    'notes.txt is not a picture (JPEG, PNG, WebP, GIF or AVIF). big.jpg is larger than 5 MB',
  );
  expect(
    within(photos)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['Your photo 1', 'Your photo 2']);
  expect(within(photos).getByRole('img', { name: 'Your photo 2' }).getAttribute('src')).toMatch(
    /^data:image\/jpeg;base64,/,
  );

  await user.upload(within(photos).getByLabelText('Add photos'), [picture('side.jpg'), picture('back.jpg')]);
  // The alert above stays until the new pictures are read (FileReader, asynchronous): wait for its new words.
  expect(
    await within(photos).findByText('A review can have at most 3 photos: 1 left out', { selector: '[role="alert"]' }),
  ).toBeInTheDocument();
  expect(within(photos).getAllByRole('img')).toHaveLength(3);
  // Full: no more to add.
  expect(within(photos).queryByLabelText('Add photos')).toBeNull();

  await user.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));
  expect(within(photos).getAllByRole('img')).toHaveLength(2);
  expect(within(photos).queryByRole('alert')).toBeNull();
  await user.click(within(form).getByRole('button', { name: 'Save review' }));
  expect(await screen.findByText('Thanks for reviewing Noor Gown!')).toBeInTheDocument();
  const body = requestsTo('PUT /products/:id/rating')[0]?.body as { photos: string[] };
  expect(body).toMatchObject({ rating: 4, review: 'Lovely.' });
  expect(body.photos).toHaveLength(2);
  for (const photo of body.photos) expect(photo).toMatch(/^data:image\/jpeg;base64,/);
});

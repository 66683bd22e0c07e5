import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { MyRating } from '../api/ordersApi';
import { RateProduct } from './RateProduct';

const server = setupApiServer();

const saved: MyRating = { productId: 'p1', rating: 4, review: 'Lovely.', fit: null, photos: [] };

it('rates and reviews in Hindi: stars by count, the fit, a refused photo, the thanks', async () => {
  server.use(
    api.put<{ id: string }>('/products/:id/rating', async ({ params, request }) => {
      const body = await request.json();
      return HttpResponse.json({
        ...(body as object),
        productId: params.id,
        photos: [],
        ratingAverage: 4,
        ratingCount: 1,
      });
    }),
  );
  const { user } = await act(async () =>
    renderWithStore(<RateProduct productId="p1" name="Noor Gown" saved={saved} />, { locale: 'hi' }),
  );
  const stars = await screen.findByRole('group', { name: 'Noor Gown को रेटिंग दें' });
  expect(within(stars).getByRole('radio', { name: '4 स्टार' })).toBeChecked();
  expect(within(stars).getAllByRole('radio')).toHaveLength(5);

  await user.click(screen.getByRole('button', { name: 'Noor Gown का अपना रिव्यू बदलें' }));
  const form = screen.getByRole('form', { name: 'Noor Gown का रिव्यू' });
  const fit = within(form).getByRole('group', { name: 'फ़िटिंग कैसी रही?' });
  expect(within(fit).getByRole('radio', { name: 'नहीं बताना चाहते' })).toBeChecked();
  await user.click(within(fit).getByRole('radio', { name: 'छोटा आता है' }));
  const review = within(form).getByLabelText('आपका रिव्यू (वैकल्पिक)');
  await user.clear(review);
  await user.type(review, 'कपड़ा बढ़िया है');

  // A photo over 5 MB is left out, said in Hindi with its file name.
  const photos = within(form).getByRole('group', { name: 'फ़ोटो (वैकल्पिक, 3 तक)' });
  await user.upload(within(photos).getByLabelText('फ़ोटो जोड़ें'), [
    new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
  ]);
  expect(await within(photos).findByRole('alert')).toHaveTextContent('big.jpg 5 MB से बड़ी है');

  await user.click(within(form).getByRole('button', { name: 'रिव्यू सेव करें' }));
  expect(await screen.findByText('Noor Gown का रिव्यू देने के लिए धन्यवाद!')).toBeInTheDocument();
  await waitFor(() =>
    expect(requestsTo('PUT /products/:id/rating')[0]?.body).toEqual({
      rating: 4,
      review: 'कपड़ा बढ़िया है',
      fit: 'small',
      photos: [],
    }),
  );
});

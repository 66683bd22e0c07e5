import axios, { isCancel } from 'axios';
import { apiClient } from '../api/client';
import { installFakeApi, PENDING, reply, UNREACHABLE } from './fakeApi';

/** The fake answers the way a server would, through the real client, so screens cannot tell. */
const api = installFakeApi();

it('routes by method and path, with params, query, JSON body and the store header', async () => {
  api.on('POST /orders/:id/notes', ({ params, query, body }) => ({ id: params.id, query, body }));
  const { data } = await apiClient().post('/orders/o%201/notes', { text: 'Hem 2 cm' }, { params: { draft: 1 } });
  expect(data).toEqual({ id: 'o 1', query: { draft: '1' }, body: { text: 'Hem 2 cm' } });
  expect(api.calls[0]?.headers['x-requested-with']).toBe('store');
});

it('rejects a refusal as axios does, with the status and body', async () => {
  api.on('GET /products/:id', () => reply(404, { message: 'Product not found' }));
  await expect(apiClient().get('/products/p9')).rejects.toMatchObject({
    response: { status: 404, data: { message: 'Product not found' } },
  });
});

it('answers once before the standing route, and the latest standing route wins', async () => {
  api.on('GET /counts', () => 1).on('GET /counts', () => 2);
  api.once('GET /counts', () => 0);
  const counts = [];
  for (let i = 0; i < 3; i++) counts.push((await axios.get('http://localhost/counts')).data);
  expect(counts).toEqual([0, 2, 2]);
});

it('can be out of reach, or hold a request until the screen aborts it', async () => {
  api.on('GET /down', () => UNREACHABLE).on('GET /slow', () => PENDING);
  await expect(apiClient().get('/down')).rejects.toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
  const controller = new AbortController();
  const slow = apiClient().get('/slow', { signal: controller.signal });
  controller.abort();
  expect(isCancel(await slow.catch((error: unknown) => error))).toBe(true);
});

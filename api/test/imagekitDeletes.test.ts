import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { customerClient } from './customerClient';
import { eventually, FAST_JOBS, startTestApi, type TestApi } from './testApp';

const ENDPOINT = 'https://ik.imagekit.io/elegance';
const PRIVATE_KEY = 'private_test_key';

/**
 * A local stand-in for ImageKit's Delete File API (DELETE /v1/files/:fileId, basic auth with
 * the private key): 204 for a file it has, 404 for one it has not, and 500 when told to fail.
 */
async function fakeImagekit(files: string[]) {
  const state = { files: new Set(files), failNext: 0, calls: [] as { fileId: string; status: number }[] };
  const server = http.createServer((request, response) => {
    const fileId = decodeURIComponent(request.url?.match(/^\/v1\/files\/([^/]+)$/)?.[1] ?? '');
    const answer = (status: number, body?: object) => {
      state.calls.push({ fileId, status });
      response.writeHead(status, { 'content-type': 'application/json' }).end(body ? JSON.stringify(body) : undefined);
    };
    if (request.method !== 'DELETE' || !fileId) return answer(404, { message: 'Not found' });
    if (request.headers.authorization !== `Basic ${Buffer.from(`${PRIVATE_KEY}:`).toString('base64')}`)
      return answer(401, { message: 'Your request does not contain private API key.' });
    if (state.failNext > 0) {
      state.failNext--;
      return answer(500, { message: 'We have encountered an internal error.' });
    }
    if (!state.files.delete(fileId)) return answer(404, { message: 'The requested file does not exist.' });
    return answer(204);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let imagekit: Awaited<ReturnType<typeof fakeImagekit>>;
let api: TestApi;
let admin = '';
beforeAll(async () => {
  imagekit = await fakeImagekit(['ik-kept', 'ik-taken-off']);
  api = await startTestApi({
    imagesProvider: 'imagekit',
    imageUrlEndpoint: ENDPOINT,
    imagekit: {
      publicKey: 'public_test_key',
      privateKey: PRIVATE_KEY,
      uploadUrl: `${imagekit.url}/upload`,
      apiUrl: imagekit.url,
      urlEndpoint: ENDPOINT,
    },
    seedDemoData: false,
    jobs: { inProcess: true, tuning: FAST_JOBS },
  });
  admin = await customerClient(api).signInAdmin();
}, 120_000);
afterAll(async () => {
  await api.close();
  await imagekit.close();
});

const image = (fileId: string) => ({ url: `${ENDPOINT}/products/${fileId}.jpg`, fileId });
const product = {
  name: 'Kundan Jhumkas',
  price: 3499,
  description: 'Gold-plated.',
  mainCategory: 'accessories',
  subCategory: 'default',
  type: 'jewellery',
};

it('deletes images from ImageKit by a job that retries a failed delete and counts a missing file as deleted', async () => {
  const { call } = customerClient(api);
  const created = await call(
    'POST',
    '/admin/add-product',
    { ...product, images: [image('ik-kept'), image('ik-taken-off'), image('ik-already-gone')] },
    admin,
  );
  expect(created.status).toBe(201);

  // ImageKit fails the first delete: the edit is saved all the same, and the job tries again.
  imagekit.state.failNext = 1;
  const edited = await call(
    'PUT',
    `/admin/products/${created.body._id}`,
    { ...product, images: [image('ik-kept')] },
    admin,
  );
  expect(edited.status).toBe(200);
  // The job deletes the pieces one after another: the last call lands a moment after the first file is gone.
  await eventually(() =>
    expect(imagekit.state.calls).toEqual([
      { fileId: 'ik-taken-off', status: 500 },
      { fileId: 'ik-taken-off', status: 204 },
      { fileId: 'ik-already-gone', status: 404 },
    ]),
  );
  expect(imagekit.state.files.has('ik-kept')).toBe(true);

  expect((await call('DELETE', `/admin/products/${created.body._id}`, undefined, admin)).status).toBe(200);
  await eventually(() => expect(imagekit.state.files.has('ik-kept')).toBe(false));
  // Nothing left for the admin: every removal completed.
  const dead = (await call('GET', '/admin/jobs/failed', undefined, admin)).body as { name: string }[];
  expect(dead.filter((job) => job.name === 'remove-product-images')).toEqual([]);
}, 60_000);

import type { AdminProduct } from '@store/shared/schemas';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';

/**
 * With IMAGES_PROVIDER=imagekit the photos live at ImageKit, but the shop names them under its
 * own /media (PUBLIC_MEDIA_URL), which nginx or the render server passes to ImageKit: the page's
 * pictures come on its own connection, as with the API's own store.
 */
const IMAGEKIT = 'https://ik.imagekit.io/elegance';
const api = testApiSession({
  imagesProvider: 'imagekit',
  imageUrlEndpoint: 'https://shop.test/media',
  imagekit: {
    publicKey: 'public_test',
    privateKey: 'private_test',
    uploadUrl: 'https://upload.imagekit.io/api/v1/files/upload',
    apiUrl: 'https://api.imagekit.io',
    urlEndpoint: IMAGEKIT,
  },
});
const { call, signInAdmin } = customerClient(api);

it("takes an ImageKit upload's URL and names the picture on the shop's /media", async () => {
  const admin = await signInAdmin();
  const product = {
    name: 'ImageKit Kurta',
    price: 2499,
    description: 'Named on the shop.',
    mainCategory: 'womens',
    type: 'anarkali-suit',
    images: [{ url: `${IMAGEKIT}/products/kurta%20one.jpg?updatedAt=1`, fileId: 'ik_file_1' }],
  };
  const added = await call('POST', '/admin/add-product', product, admin);
  expect(added.status).toBe(201);
  const shown = await call('GET', `/products/${(added.body as AdminProduct)._id}`);
  expect(shown.body.images[0].url).toBe('https://shop.test/media/products/kurta%20one.jpg');

  const elsewhere = await call(
    'POST',
    '/admin/add-product',
    { ...product, images: [{ url: 'https://evil.example/products/x.jpg', fileId: 'ik_file_2' }] },
    admin,
  );
  expect(elsewhere).toMatchObject({ status: 400, body: { message: `images.0.url: not on ${IMAGEKIT}/` } });
});

import type { Product } from '@store/shared/schemas';
import { testApiSession } from './testApp';

const api = testApiSession();
const get = async (query: string) => {
  const answer = await api.app.inject({ method: 'GET', url: `/store/delivery?${query}` });
  return { status: answer.statusCode, body: answer.json() };
};
let product: Product;
beforeAll(async () => {
  product = (
    (await api.app.inject({ method: 'GET', url: '/api/products/womens?limit=1' })).json() as Product[]
  )[0] as Product;
});

/** The day in India, `days` from today. */
const inDays = (days: number) => new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('the product page asks a pincode when it would arrive', () => {
  it('answers the place and a date: dispatch days plus 2 in the seller state, 3 to a metro, 5 elsewhere', async () => {
    const { standard, tailored } = api.config.dispatchDays;
    const seller = api.config.seller.state;
    const near = seller === 'Karnataka' ? '560001' : '400001';
    expect(await get(`pincode=${near}&productId=${product._id}`)).toEqual({
      status: 200,
      body: expect.objectContaining({ pincode: near, deliverable: true, deliveryBy: inDays(standard + 2) }),
    });
    expect((await get(`pincode=700001&productId=${product._id}`)).body).toEqual({
      pincode: '700001',
      city: 'Kolkata',
      state: 'West Bengal',
      deliverable: true,
      cashOnDelivery: true,
      deliveryBy: inDays(standard + 3),
    });
    expect((await get(`pincode=682001&productId=${product._id}`)).body.deliveryBy).toBe(inDays(standard + 5));
    // A made-to-measure piece takes the tailored lead time.
    expect((await get(`pincode=682001&productId=${product._id}&madeToMeasure=true`)).body.deliveryBy).toBe(
      inDays(tailored + 5),
    );
  });

  it('refuses a pincode India Post does not list, a malformed one, and an unknown product', async () => {
    expect(await get(`pincode=999999&productId=${product._id}`)).toEqual({
      status: 400,
      body: { message: 'We could not find pincode 999999', field: 'pincode' },
    });
    expect((await get(`pincode=56001&productId=${product._id}`)).body).toEqual({
      message: 'Pincode must be 6 digits',
      field: 'pincode',
      code: 'field.invalid',
      values: { field: 'pincode' },
    });
    expect((await get('pincode=560001&productId=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('pincode=560001')).body.message).toBe('Invalid product id');
  });
});

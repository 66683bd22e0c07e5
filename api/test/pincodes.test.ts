import { checkouts } from '../src/db/schema';
import { ADDRESS, shopperClient } from './shopperClient';
import { testApiSession } from './testApp';

const api = testApiSession();
const shopper = shopperClient(api);
const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

it('names the city and state of a pincode, with the current names of states and cities', async () => {
  expect(await get('/pincodes/560001')).toEqual({
    status: 200,
    body: { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' },
  });
  // The dataset files Leh under Jammu and Kashmir and Daman apart from Dadra: both are mapped.
  expect((await get('/pincodes/194101')).body.state).toBe('Ladakh');
  expect((await get('/pincodes/396210')).body.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
  expect((await get('/pincodes/605001')).body.state).toBe('Puducherry');
});

it('refuses a pincode India Post does not list, or one that is not 6 digits', async () => {
  expect(await get('/pincodes/999999')).toEqual({
    status: 404,
    body: {
      message: 'We could not find pincode 999999: please check it',
      code: 'address.pincodeUnknown',
      values: { pincode: '999999' },
    },
  });
  expect((await get('/pincodes/56001')).body.message).toBe('Pincode must be 6 digits');
});

it('takes no order for an unknown pincode, and writes nothing', async () => {
  const before = (await api.database.db.select().from(checkouts)).length;
  const refused = await shopper.createOrder({ shippingAddress: { ...ADDRESS, zip: '999999' } });
  expect(refused).toEqual({
    status: 400,
    body: {
      message: 'shippingAddress.zip: We could not find pincode 999999; please check it',
      code: 'address.pincodeUnknown',
      values: { pincode: '999999' },
    },
  });
  expect((await api.database.db.select().from(checkouts)).length).toBe(before);
});

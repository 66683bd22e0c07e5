import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema';
import { customerClient } from './customerClient';
import { insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn } = customerClient(api);

describe('measurement profiles', () => {
  const father = { name: 'Father', fit: 'mens', measurements: { chest: 42, waist: 36.5, sleeveLength: 24 } };

  it('saves, edits and deletes a named set, for its customer alone', async () => {
    expect((await call('GET', '/measurement-profiles')).status).toBe(401);
    const asha = await signIn('+919833300001');
    const ravi = await signIn('+919833300002');
    const created = await call('POST', '/measurement-profiles', father, asha);
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Father', fit: 'mens', measurements: father.measurements },
    });
    const id = created.body._id;
    expect((await call('GET', '/measurement-profiles', undefined, ravi)).body).toEqual([]);
    expect((await call('PUT', `/measurement-profiles/${id}`, father, ravi)).status).toBe(404);
    expect((await call('DELETE', `/measurement-profiles/${id}`, undefined, ravi)).status).toBe(404);

    const edited = await call('PUT', `/measurement-profiles/${id}`, { ...father, measurements: { chest: 43 } }, asha);
    expect(edited.body.measurements).toEqual({ chest: 43 });
    expect((await call('GET', '/measurement-profiles', undefined, asha)).body).toMatchObject([
      { _id: id, measurements: { chest: 43 } },
    ]);
    expect((await call('DELETE', `/measurement-profiles/${id}`, undefined, asha)).status).toBe(204);
    expect((await call('GET', '/measurement-profiles', undefined, asha)).body).toEqual([]);
  });

  it("refuses another fit's fields, silly values and a second profile of the same name", async () => {
    const sid = await signIn('+919833300003');
    const attempt = (body: object) => call('POST', '/measurement-profiles', body, sid);
    expect((await attempt({ ...father, measurements: { bust: 34 } })).body.message).toBe(
      "measurements.bust: is not a men's measurement",
    );
    expect((await attempt({ ...father, measurements: { chest: -2 } })).body.message).toBe(
      'measurements.chest: must be more than 0 inches',
    );
    expect((await attempt({ ...father, measurements: { chest: 400 } })).body.message).toBe(
      'measurements.chest: must be at most 120 inches',
    );
    expect((await attempt({ ...father, measurements: {} })).body.message).toBe(
      'measurements: Enter at least one measurement, such as Upper Length',
    );
    expect((await attempt({ ...father, name: '  ' })).body.message).toBe('name: Name is required');
    expect((await attempt({ ...father, fit: 'kids' })).body.message).toBe("fit: Fit must be men's or women's");
    expect((await attempt(father)).status).toBe(201);
    expect(await attempt({ ...father, name: 'father' })).toMatchObject({
      status: 409,
      body: { message: 'You already have a profile named father' },
    });
    expect((await call('GET', '/measurement-profiles', undefined, sid)).body).toHaveLength(1);
  });
});

describe('ratings', () => {
  async function someProduct() {
    const [product] = await api.database.db.select().from(products).where(eq(products.category, 'mens')).limit(1);
    if (!product) throw new Error('no seeded product');
    return product;
  }

  const order = (phone: string, productId: string, completed: boolean) =>
    insertPaidOrder(api, phone, { productId, completed });

  it('counts one rating per customer once an order with the product is completed', async () => {
    const product = await someProduct();
    const sid = await signIn('+919833300010');
    await order('+919833300010', product.id, false);
    expect(await call('PUT', `/products/${product.id}/rating`, { rating: 4 }, sid)).toMatchObject({
      status: 403,
      body: { message: 'You can rate a product once an order with it is completed' },
    });
    await order('+919833300010', product.id, true);
    expect((await call('PUT', `/products/${product.id}/rating`, { rating: 4 }, sid)).body).toMatchObject({
      rating: 4,
      ratingCount: product.ratingCount + 1,
    });
    // Changing one's mind replaces the rating; the count stays.
    await call('PUT', `/products/${product.id}/rating`, { rating: 2 }, sid);
    const [after] = await api.database.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toMatchObject({ ratingCount: product.ratingCount + 1, ratingTotal: product.ratingTotal + 2 });
    expect((await call('GET', '/ratings/mine', undefined, sid)).body).toEqual([{ productId: product.id, rating: 2 }]);
    const listed = await api.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(listed.json().rating.count).toBe(product.ratingCount + 1);
  });

  it('refuses strangers, signed-out callers and ratings outside 1 to 5', async () => {
    const product = await someProduct();
    expect((await call('PUT', `/products/${product.id}/rating`, { rating: 5 })).status).toBe(401);
    const stranger = await signIn('+919833300011');
    expect((await call('PUT', `/products/${product.id}/rating`, { rating: 5 }, stranger)).status).toBe(403);
    await order('+919833300012', product.id, true);
    const buyer = await signIn('+919833300012');
    for (const rating of [0, 6, 3.5, '5'])
      expect((await call('PUT', `/products/${product.id}/rating`, { rating }, buyer)).body.message).toBe(
        'rating: Rating must be a whole number from 1 to 5',
      );
    expect((await call('GET', '/ratings/mine', undefined, buyer)).body).toEqual([]);
  });
});

describe('profile', () => {
  it('lets a customer give their name, which /auth/me then answers; a blank one is refused and changes nothing', async () => {
    const sid = await signIn('+919844400311');
    expect((await call('GET', '/auth/me', undefined, sid)).body.name).toBe('');
    const blank = await call('PUT', '/account/profile', { name: '   ' }, sid);
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'name: Name is required' });
    const saved = await call('PUT', '/account/profile', { name: '  Asha Rao ' }, sid);
    expect(saved.body).toEqual({ name: 'Asha Rao', phone: '+919844400311', email: null, role: 'customer' });
    expect((await call('GET', '/auth/me', undefined, sid)).body.name).toBe('Asha Rao');
    // Signed out, nobody's name changes.
    expect((await call('PUT', '/account/profile', { name: 'Mallory' })).status).toBe(401);
  });
});

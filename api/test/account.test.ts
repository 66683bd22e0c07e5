import { eq } from 'drizzle-orm';
import { orders, products } from '../src/db/schema';
import { customerClient } from './customerClient';
import { firstSeededProduct, insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn, signInAdmin } = customerClient(api);

describe('saved addresses', () => {
  const home = {
    name: 'Asha Rao',
    phone: '9876543210',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
  };

  it('are kept up to 20 per account, however many are saved at once', async () => {
    const sid = await signIn('+919833300011');
    const saves = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call('POST', '/address', { ...home, street: `${i + 1} MG Road` }, sid)),
    );
    expect(saves.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(saves.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
      Array(4).fill({
        message: 'You can keep up to 20 addresses. Delete one first.',
        code: 'address.bookFull',
        values: { max: 20 },
      }),
    );
    const kept = (await call('GET', '/address', undefined, sid)).body as { _id: string }[];
    expect(kept).toHaveLength(20);
    // Deleting one makes room for another.
    expect((await call('DELETE', `/address/${kept[0]?._id}`, undefined, sid)).status).toBe(204);
    expect((await call('POST', '/address', home, sid)).status).toBe(201);
  });
});

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
      'Enter at least one measurement, such as Upper Length',
    );
    expect((await attempt({ ...father, name: '  ' })).body.message).toBe('Name is required');
    expect((await attempt({ ...father, fit: 'kids' })).body.message).toBe("Fit must be men's or women's");
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
      body: { message: 'You can rate a product once an order with it is delivered' },
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
    expect((await call('GET', '/ratings/mine', undefined, sid)).body).toEqual([
      { productId: product.id, rating: 2, review: null, fit: null, photos: [] },
    ]);
    const listed = await api.app.inject({ method: 'GET', url: `/products/${product.id}` });
    expect(listed.json().rating.count).toBe(product.ratingCount + 1);
  });

  it('lets the buyer rate a piece once its order is delivered, before the desk completes it', async () => {
    const product = await someProduct();
    const phone = '+919833300014';
    const sid = await signIn(phone);
    const rate = () => call('PUT', `/products/${product.id}/rating`, { rating: 5, review: 'Arrived, and fits.' }, sid);
    await insertPaidOrder(api, phone, { productId: product.id, fulfilment: 'shipped' });
    expect(await rate()).toMatchObject({
      status: 403,
      body: { message: 'You can rate a product once an order with it is delivered' },
    });
    // Delivered and deleted by the desk: no longer an order of theirs to rate from.
    const deleted = await insertPaidOrder(api, phone, { productId: product.id, fulfilment: 'delivered' });
    await api.database.db.update(orders).set({ deleted: true }).where(eq(orders.id, deleted));
    expect((await rate()).status).toBe(403);
    expect((await call('GET', '/ratings/mine', undefined, sid)).body).toEqual([]);

    const delivered = await insertPaidOrder(api, phone, { productId: product.id, fulfilment: 'delivered' });
    expect(await rate()).toMatchObject({ status: 200, body: { rating: 5, review: 'Arrived, and fits.' } });
    // The admin's list names the delivered order as the one it was bought in.
    const [{ number } = { number: '' }] = await api.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, delivered));
    const listed = (await call('GET', '/admin/reviews', undefined, await signInAdmin())).body as {
      review: string;
      orderNumbers: string[];
    }[];
    expect(listed.find((row) => row.review === 'Arrived, and fits.')?.orderNumbers).toEqual([number]);
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
        'Rating must be a whole number from 1 to 5',
      );
    expect((await call('GET', '/ratings/mine', undefined, buyer)).body).toEqual([]);
  });
});

describe('reviews and fit', () => {
  const productOf = (category: 'mens' | 'womens') => firstSeededProduct(api, category);
  const buyer = async (phone: string, productId: string, name = '') => {
    await insertPaidOrder(api, phone, { productId, completed: true });
    const sid = await signIn(phone);
    if (name) await call('PUT', '/account/profile', { name }, sid);
    return sid;
  };
  const reviewsOf = async (productId: string) => (await call('GET', `/products/${productId}/reviews`)).body;

  it("shows a buyer's review signed with first name and initial, keeps it when only the stars change, and clears it on request", async () => {
    const product = await productOf('womens');
    const sid = await buyer('+919833300021', product.id, 'Asha Rao');
    const saved = await call(
      'PUT',
      `/products/${product.id}/rating`,
      { rating: 5, review: '  Lovely fall, the colour is true.  ', fit: 'small' },
      sid,
    );
    expect(saved.body).toMatchObject({ rating: 5, review: 'Lovely fall, the colour is true.', fit: 'small' });
    expect(await reviewsOf(product.id)).toMatchObject({
      reviews: [{ rating: 5, review: 'Lovely fall, the colour is true.', fit: 'small', reviewer: 'Asha R.' }],
      fit: { small: 1, true: 0, large: 0 },
      verdict: null,
    });
    // Stars alone keep the words and the fit.
    await call('PUT', `/products/${product.id}/rating`, { rating: 4 }, sid);
    expect((await reviewsOf(product.id)).reviews).toMatchObject([
      { rating: 4, review: 'Lovely fall, the colour is true.' },
    ]);
    // A blank review and a null fit clear them.
    await call('PUT', `/products/${product.id}/rating`, { rating: 4, review: '   ', fit: null }, sid);
    expect(await reviewsOf(product.id)).toMatchObject({ reviews: [], fit: { small: 0, true: 0, large: 0 } });
  });

  it('says what most buyers found of the fit once five have answered', async () => {
    const product = await productOf('mens');
    const answers = ['true', 'small', 'true', 'large'];
    for (const [i, fit] of answers.entries()) {
      const sid = await buyer(`+91983330010${i}`, product.id);
      await call('PUT', `/products/${product.id}/rating`, { rating: 4, fit }, sid);
    }
    expect(await reviewsOf(product.id)).toMatchObject({ fit: { small: 1, true: 2, large: 1 }, verdict: null });
    const fifth = await buyer('+919833300109', product.id);
    await call('PUT', `/products/${product.id}/rating`, { rating: 3, fit: 'true' }, fifth);
    expect(await reviewsOf(product.id)).toMatchObject({ fit: { small: 1, true: 3, large: 1 }, verdict: 'true' });
  });

  it("gives a rated product's own answer its stars, fit and written reviews in full; lists carry the average alone", async () => {
    const admin = await signInAdmin();
    const piece = {
      name: 'Breakdown Kurta',
      price: 1999,
      mainCategory: 'womens',
      type: 'anarkali-suit',
      stock: { M: 5 },
    };
    const made = (await call('POST', '/admin/products', piece, admin)).body as { _id: string };
    const ratingOf = async (url: string) => (await api.app.inject({ method: 'GET', url })).json();
    expect((await ratingOf(`/products/${made._id}`)).rating).toBeNull();
    const given = [{ rating: 5, fit: 'true', review: 'Lovely drape.' }, { rating: 4, fit: 'small' }, { rating: 4 }];
    for (const [i, body] of given.entries())
      await call('PUT', `/products/${made._id}/rating`, body, await buyer(`+91983330020${i}`, made._id));
    const average = expect.closeTo(13 / 3, 1);
    expect((await ratingOf(`/products/${made._id}`)).rating).toEqual({
      average,
      count: 3,
      breakdown: { stars: [0, 0, 0, 2, 1], fit: { small: 1, true: 1, large: 0 }, written: 1 },
    });
    // The fit changed alone, the stars as they were: the page's answer says so at once.
    await call(
      'PUT',
      `/products/${made._id}/rating`,
      { rating: 4, fit: 'large' },
      await buyer('+919833300202', made._id),
    );
    expect((await ratingOf(`/products/${made._id}`)).rating.breakdown.fit).toEqual({ small: 1, true: 1, large: 1 });
    // The only words hidden: none left to read, the stars and fit still counted.
    const [{ customerId } = { customerId: '' }] = (
      (await call('GET', '/admin/reviews', undefined, admin)).body as { customerId: string; review: string }[]
    ).filter((row) => row.review === 'Lovely drape.');
    await call('PATCH', `/admin/products/${made._id}/reviews/${customerId}`, { hidden: true }, admin);
    expect((await ratingOf(`/products/${made._id}`)).rating.breakdown.written).toBe(0);
    await call('PUT', `/products/${made._id}/rating`, { rating: 2 }, await buyer('+919833300203', made._id));
    expect((await ratingOf(`/products/${made._id}`)).rating.breakdown).toEqual({
      stars: [0, 1, 0, 2, 1],
      fit: { small: 1, true: 1, large: 1 },
      written: 0,
    });
    expect((await ratingOf(`/catalog/products?ids=${made._id}`))[0].rating).toEqual({ average: 3.75, count: 4 });
  });

  it('refuses a review too long or a fit it does not know, and changes nothing', async () => {
    const product = await productOf('womens');
    const sid = await buyer('+919833300031', product.id);
    const before = await reviewsOf(product.id);
    expect(
      (await call('PUT', `/products/${product.id}/rating`, { rating: 5, review: 'a'.repeat(1001) }, sid)).body.message,
    ).toBe('Keep the review to 1000 characters');
    expect((await call('PUT', `/products/${product.id}/rating`, { rating: 5, fit: 'tight' }, sid)).body.message).toBe(
      'Fit must be runs small, true to size or runs large',
    );
    expect(await reviewsOf(product.id)).toEqual(before);
    expect((await call('GET', `/products/00000000-0000-4000-8000-000000000000/reviews`)).status).toBe(404);
  });

  it("lets an admin hide a review's words (the stars still count) and show them again; customers cannot", async () => {
    const product = await productOf('mens');
    const sid = await buyer('+919833300041', product.id, 'Ravi');
    await call('PUT', `/products/${product.id}/rating`, { rating: 1, review: 'Call 98xxxxxx for cheaper' }, sid);
    const admin = await signInAdmin();
    const listed = (await call('GET', '/admin/reviews', undefined, admin)).body as {
      customerId: string;
      review: string;
    }[];
    const review = listed.find((row) => row.review === 'Call 98xxxxxx for cheaper');
    expect(review).toMatchObject({ productId: product.id, reviewer: 'Ravi', hidden: false });
    const path = `/admin/products/${product.id}/reviews/${review?.customerId}`;
    expect((await call('PATCH', path, { hidden: true }, sid)).status).toBe(403);
    expect((await call('PATCH', path, { hidden: 'yes' }, admin)).body.message).toBe('Hidden must be true or false');
    expect((await call('PATCH', path, { hidden: true }, admin)).body).toEqual({ hidden: true });
    expect((await reviewsOf(product.id)).reviews.map((r: { review: string }) => r.review)).not.toContain(
      'Call 98xxxxxx for cheaper',
    );
    const [rated] = await api.database.db.select().from(products).where(eq(products.id, product.id));
    expect(rated?.ratingCount).toBeGreaterThan(0);
    await call('PATCH', path, { hidden: false }, admin);
    expect((await reviewsOf(product.id)).reviews.map((r: { review: string }) => r.review)).toContain(
      'Call 98xxxxxx for cheaper',
    );
  });
});

describe('profile', () => {
  it('lets a customer give their name, which /auth/me then answers; a blank one is refused and changes nothing', async () => {
    const sid = await signIn('+919844400311');
    expect((await call('GET', '/auth/me', undefined, sid)).body.name).toBe('');
    const blank = await call('PUT', '/account/profile', { name: '   ' }, sid);
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      message: 'Name is required',
      field: 'name',
      code: 'field.required',
      values: { field: 'name' },
    });
    const saved = await call('PUT', '/account/profile', { name: '  Asha Rao ' }, sid);
    expect(saved.body).toEqual({
      name: 'Asha Rao',
      phone: '+919844400311',
      email: null,
      role: 'customer',
      permissions: [],
    });
    expect((await call('GET', '/auth/me', undefined, sid)).body.name).toBe('Asha Rao');
    // Signed out, nobody's name changes.
    expect((await call('PUT', '/account/profile', { name: 'Mallory' })).status).toBe(401);
  });
});

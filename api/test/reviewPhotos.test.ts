import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminReview, ProductReviews } from '@store/shared/schemas';
import { orders } from '../src/db/schema';
import { customerClient } from './customerClient';
import { animatedGif } from './uploadClient';
import { eventually, firstSeededProduct, insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();
const { call, signIn, signInAdmin } = customerClient(api);

/** A small picture as the browser's FileReader gives it: a data URL. */
const picture = async (background: string, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width: 48, height: 40, channels: 3, background } });
  const data = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/${format};base64,${data.toString('base64')}`;
};

const productOf = (category: 'mens' | 'womens' | 'accessories', skip = 0) => firstSeededProduct(api, category, skip);

/** A customer with a completed order of the product, signed in and named; their session and the order's number. */
async function buyer(phone: string, productId: string, name: string) {
  const orderId = await insertPaidOrder(api, phone, { productId, completed: true });
  const sid = await signIn(phone);
  await call('PUT', '/account/profile', { name }, sid);
  const [order] = await api.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return { sid, orderNumber: order?.number as string };
}

const rate = (productId: string, body: object, sid?: string) => call('PUT', `/products/${productId}/rating`, body, sid);
const reviewsOf = async (productId: string) =>
  (await call('GET', `/products/${productId}/reviews`)).body as ProductReviews;
const keyOf = (url: string) => new URL(url).pathname.replace(/^\/media\//, '');
const stored = (key: string) => fs.existsSync(`${api.config.mediaDir}/${key}`);
/** Photo-discard jobs queued so far: each stored photo queues one before it is written. */
const discardJobs = async () =>
  (
    await api.database.executeSql(
      `select data->>'path' as path, state from pgboss.job where name = 'discard-photo' order by created_on, id`,
    )
  ).rows as { path: string; state: string }[];

describe('photos on reviews', () => {
  it('are stored with the review and shown under it, a thumbnail each from the /media/ store', async () => {
    const product = await productOf('womens');
    const { sid } = await buyer('+919855500001', product.id, 'Meera Shah');
    const saved = await rate(
      product.id,
      { rating: 5, review: 'Colour as shown.', photos: [await picture('#aa3344'), await picture('#3344aa', 'png')] },
      sid,
    );
    expect(saved.status).toBe(200);
    const photos = saved.body.photos as { key: string; url: string; thumbnailUrl: string }[];
    expect(photos).toHaveLength(2);
    expect(photos.map((photo) => photo.key)).toEqual([
      expect.stringMatching(/^reviews\/[\w-]+\.jpg$/),
      expect.stringMatching(/^reviews\/[\w-]+\.png$/),
    ]);
    for (const photo of photos) {
      expect(stored(photo.key)).toBe(true);
      expect(photo.url).toBe(`http://api.test/media/${photo.key}`);
      expect(photo.thumbnailUrl).toBe(`http://api.test/media/${photo.key}?tr=w-160,q-70,f-auto`);
    }
    const [review] = (await reviewsOf(product.id)).reviews;
    expect(review).toMatchObject({ review: 'Colour as shown.', reviewer: 'Meera S.' });
    expect(review?.photos).toEqual(photos.map(({ url, thumbnailUrl }) => ({ url, thumbnailUrl })));
    // The thumbnail is a real, smaller picture.
    const thumbnail = await api.app.inject({
      url: new URL(photos[0]?.thumbnailUrl as string).pathname + '?tr=w-160,q-70',
    });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('jpeg');
    // The buyer's own list names them by key, for the next edit.
    expect((await call('GET', '/ratings/mine', undefined, sid)).body).toEqual([
      expect.objectContaining({ productId: product.id, photos }),
    ]);
  });

  it('make a review of their own, without words', async () => {
    const product = await productOf('accessories');
    const { sid } = await buyer('+919855500002', product.id, 'Kiran');
    expect((await rate(product.id, { rating: 4, photos: [await picture('#118811')] }, sid)).status).toBe(200);
    expect((await reviewsOf(product.id)).reviews).toEqual([
      expect.objectContaining({ rating: 4, review: '', reviewer: 'Kiran', photos: [expect.any(Object)] }),
    ]);
  });

  it('are refused over 3, too large or not pictures, with a clear message, and nothing changes', async () => {
    const product = await productOf('mens');
    const { sid } = await buyer('+919855500003', product.id, 'Ravi Kumar');
    expect(
      (await rate(product.id, { rating: 4, review: 'Good.', photos: [await picture('#222222')] }, sid)).status,
    ).toBe(200);
    const before = await reviewsOf(product.id);
    const mine = (await call('GET', '/ratings/mine', undefined, sid)).body;
    const jobs = (await discardJobs()).length;
    const photo = await picture('#444444');
    const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64');
    // 1,100 frames of 4x4 pixels: 39 KB that used to cost seconds of CPU and answer 500.
    const manyFrames = `data:image/gif;base64,${(await animatedGif(1100)).toString('base64')}`;
    const cases: [object, { message: string; field: string }][] = [
      [
        { rating: 2, photos: [photo, photo, photo, photo] },
        { message: 'A review can have at most 3 photos', field: 'photos' },
      ],
      [
        { rating: 2, photos: [photo, Buffer.from('plain text, not a picture').toString('base64')] },
        { message: 'Photo 2: The file is not an image (JPEG, PNG, WebP, GIF or AVIF)', field: 'photos.1' },
      ],
      [
        { rating: 2, photos: [manyFrames] },
        { message: 'Photo 1: The image has 1100 frames; at most 100 are accepted', field: 'photos.0' },
      ],
      [
        { rating: 2, photos: [tooLarge] },
        { message: 'Photo 1 is larger than 5 MB', field: 'photos.0' },
      ],
      [
        { rating: 2, photos: ['data:text/html;base64,PGI+'] },
        { message: 'A photo could not be read; choose the file again', field: 'photos.0' },
      ],
      [
        { rating: 2, photos: 'a photo' },
        { message: 'Photos must be a list', field: 'photos' },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await rate(product.id, body, sid);
      // A schema's refusal also carries its field's code, naming the same field; the photo checks'
      // own refusals (too large, not a picture) carry none.
      const { code, values, ...said } = answer.body as { code?: string; values?: { field: string } };
      expect({ status: answer.status, ...said }).toEqual({ status: 400, ...expected });
      if (code !== undefined)
        expect([code, values?.field]).toEqual([expect.stringMatching(/^field\.(required|invalid)$/), expected.field]);
    }
    expect(await reviewsOf(product.id)).toEqual(before);
    expect((await call('GET', '/ratings/mine', undefined, sid)).body).toEqual(mine);
    // None of them stored a photo (each stored one queues its discard check first).
    expect(await discardJobs()).toHaveLength(jobs);
  });

  it('can be kept, removed and added when the review is edited; the removed ones leave storage', async () => {
    const product = await productOf('womens');
    const { sid } = await buyer('+919855500004', product.id, 'Lata Iyer');
    const first = (
      await rate(product.id, { rating: 4, photos: [await picture('#101010'), await picture('#202020')] }, sid)
    ).body.photos as { key: string }[];
    const [keep, drop] = first.map((photo) => photo.key) as [string, string];
    const edited = await rate(
      product.id,
      { rating: 4, review: 'Better in daylight.', photos: [await picture('#303030'), keep] },
      sid,
    );
    expect(edited.status).toBe(200);
    const after = (edited.body.photos as { key: string }[]).map((photo) => photo.key);
    expect(after).toHaveLength(2);
    expect(after[1]).toBe(keep);
    await eventually(() => expect(stored(drop)).toBe(false));
    expect(stored(keep)).toBe(true);
    expect(stored(after[0] as string)).toBe(true);
    // Only the stars change: the photos stay as they are.
    expect((await rate(product.id, { rating: 5 }, sid)).body.photos).toEqual(edited.body.photos);

    // The removal is idempotent, and never takes a photo a review still has (the delayed check of each stored photo).
    const again = await Promise.all(
      [drop, keep].map((path) => api.app.jobs.enqueue(api.database.db, 'discard-photo', { path })),
    );
    await eventually(async () => {
      const { rows } = await api.database.executeSql(`select state from pgboss.job where id = any($1::uuid[])`, [
        again,
      ]);
      expect(rows.map((row) => row.state)).toEqual(['completed', 'completed']);
    });
    expect(stored(keep)).toBe(true);

    // An empty list takes them all off.
    expect((await rate(product.id, { rating: 5, photos: [] }, sid)).body.photos).toEqual([]);
    await eventually(() => expect([keep, after[0] as string].filter(stored)).toEqual([]));
    expect((await reviewsOf(product.id)).reviews[0]?.photos).toEqual([]);
  });

  it('are set by their rater alone: strangers are refused and nobody can claim another buyer’s photo', async () => {
    // Not the piece another test reviews: its reviews here are only this test's.
    const product = await productOf('accessories', 1);
    const asha = await buyer('+919855500005', product.id, 'Asha Rao');
    const own = (await rate(product.id, { rating: 5, review: 'Sturdy.', photos: [await picture('#505050')] }, asha.sid))
      .body.photos[0].key as string;
    const jobs = (await discardJobs()).length;
    expect((await rate(product.id, { rating: 5, photos: [await picture('#606060')] })).status).toBe(401);
    const stranger = await signIn('+919855500006');
    const refused = await rate(product.id, { rating: 5, photos: [await picture('#606060')] }, stranger);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You can rate a product once an order with it is delivered' },
    });
    expect(await discardJobs()).toHaveLength(jobs);

    // Another buyer of the same product naming Asha's photo as theirs: refused before their new photo is stored.
    const ravi = await buyer('+919855500007', product.id, 'Ravi');
    const claim = await rate(product.id, { rating: 1, photos: [await picture('#707070'), own] }, ravi.sid);
    expect(claim).toMatchObject({
      status: 400,
      body: { message: "Photo 2 is not one of your review's photos; choose it again", field: 'photos.1' },
    });
    expect(await discardJobs()).toHaveLength(jobs);
    expect(stored(own)).toBe(true);
    expect((await call('GET', '/ratings/mine', undefined, ravi.sid)).body).toEqual([]);
    expect((await reviewsOf(product.id)).reviews.map((review) => review.reviewer)).toEqual(['Asha R.']);
  });

  it('that a failed save stored are removed again, and the review keeps what it had', async () => {
    const product = await productOf('womens');
    const { sid } = await buyer('+919855500009', product.id, 'Nisha');
    const kept = (await rate(product.id, { rating: 3, photos: [await picture('#909090')] }, sid)).body.photos;
    const jobs = (await discardJobs()).length;
    await api.database.executeSql(`create function refuse_rating() returns trigger language plpgsql as
      $$ begin raise exception 'database unavailable'; end $$`);
    await api.database.executeSql(
      `create trigger refuse_rating before update on product_ratings for each row execute function refuse_rating()`,
    );
    try {
      const failed = await rate(product.id, { rating: 3, photos: [await picture('#a0a0a0')] }, sid);
      expect(failed.status).toBe(500);
    } finally {
      await api.database.executeSql('drop trigger refuse_rating on product_ratings; drop function refuse_rating()');
    }
    // Its photo had its hour-later check queued before it was written, and its removal now.
    const [check, removal] = (await discardJobs()).slice(jobs);
    expect(removal?.path).toBe(check?.path);
    await eventually(() => expect(stored(check?.path as string)).toBe(false));
    expect((await call('GET', '/ratings/mine', undefined, sid)).body[0].photos).toEqual(kept);
  });

  it('are hidden with the review and shown again with it; the admin sees them, and who wrote it', async () => {
    const product = await productOf('mens');
    const { sid, orderNumber } = await buyer('+919855500008', product.id, 'Vikram Singh');
    await rate(product.id, { rating: 1, review: 'Call me for cheaper', photos: [await picture('#808080')] }, sid);
    const admin = await signInAdmin();
    const listed = (await call('GET', '/admin/reviews', undefined, admin)).body as AdminReview[];
    const review = listed.find((row) => row.review === 'Call me for cheaper') as AdminReview;
    expect(review).toMatchObject({
      reviewer: 'Vikram S.',
      contact: '+91 ••••••0008',
      orderNumbers: [orderNumber],
      photos: [
        { url: expect.stringMatching(/^http:\/\/api\.test\/media\/reviews\//), thumbnailUrl: expect.any(String) },
      ],
    });
    const path = `/admin/products/${product.id}/reviews/${review.customerId}`;
    expect((await call('PATCH', path, { hidden: true }, admin)).body).toEqual({ hidden: true });
    const shown = await reviewsOf(product.id);
    expect(JSON.stringify(shown)).not.toContain('Call me for cheaper');
    expect(JSON.stringify(shown)).not.toContain(keyOf(review.photos[0]?.url as string));
    expect((await call('GET', '/admin/reviews', undefined, admin)).body).toContainEqual(
      expect.objectContaining({ review: 'Call me for cheaper', hidden: true, photos: review.photos }),
    );
    await call('PATCH', path, { hidden: false }, admin);
    expect((await reviewsOf(product.id)).reviews).toContainEqual(
      expect.objectContaining({ review: 'Call me for cheaper', photos: review.photos }),
    );
  });
});

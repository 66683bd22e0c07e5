import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaFiles } from '../src/db/schema';
import { mediaStoreFor } from '../src/media/mediaStore';
import { sweepAbandonedUploads } from '../src/modules/uploads/abandonedUploads';
import { uploadSignature } from '../src/modules/uploads/uploadSignature';
import { customerClient } from './customerClient';
import { animatedGif, uploadFile } from './uploadClient';
import { eventually, testApiSession } from './testApp';
import type { UploadAuth } from '@store/shared/schemas';

const api = testApiSession();
const { call, signInAdmin } = customerClient(api);

let admin = '';
beforeAll(async () => {
  admin = await signInAdmin();
});

const upload = (file: Buffer, fields: Partial<Record<string, string>> = {}, fileName = 'photo.jpg') =>
  uploadFile(api, admin, file, fields, fileName);

const photo = () =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .toBuffer();

/** A valid 1x1 PNG whose header then claims width x height: a decompression bomb's disguise. */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

async function storedCount() {
  const files = fs.existsSync(path.join(api.config.mediaDir, 'products'))
    ? fs.readdirSync(path.join(api.config.mediaDir, 'products')).length
    : 0;
  return { rows: (await api.database.db.select().from(mediaFiles)).length, files };
}

describe('image uploads (ImageKit protocol, local store)', () => {
  it('signs uploads for admins only', async () => {
    expect((await call('GET', '/auth/imagekit')).status).toBe(401);
    const auth: UploadAuth = (await call('GET', '/auth/imagekit', undefined, admin)).body;
    expect(auth.signature).toBe(uploadSignature(api.config.imagekit.privateKey, auth.token, auth.expire));
    expect(auth.expire - Date.now() / 1000).toBeLessThanOrEqual(3600);
  });

  it('stores a real image and answers as ImageKit does; the image is then served', async () => {
    const { status, body } = await upload(await photo());
    expect(status).toBe(200);
    expect(body).toMatchObject({
      fileId: expect.stringMatching(/^[0-9a-f]{24}$/),
      width: 640,
      height: 800,
      fileType: 'image',
    });
    const served = await api.app.inject({ method: 'GET', url: new URL(body.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a reused token, a bad signature and an expire out of bounds, storing nothing', async () => {
    const before = await storedCount();
    const first = await upload(await photo());
    const reused = await upload(await photo(), {
      token: first.auth.token,
      expire: String(first.auth.expire),
      signature: first.auth.signature,
    });
    expect(reused).toMatchObject({ status: 400, body: { message: 'The token parameter has already been used' } });
    expect((await upload(await photo(), { signature: 'f'.repeat(40) })).body.message).toBe('Invalid signature');
    const key = api.config.imagekit.privateKey;
    const past = String(Math.floor(Date.now() / 1000) - 10);
    expect(
      (
        await upload(await photo(), {
          token: 'tok-past',
          expire: past,
          signature: uploadSignature(key, 'tok-past', past),
        })
      ).body.message,
    ).toBe('The expire parameter is in the past: ask for a new upload signature');
    const far = String(Math.floor(Date.now() / 1000) + 7200);
    expect(
      (await upload(await photo(), { token: 'tok-far', expire: far, signature: uploadSignature(key, 'tok-far', far) }))
        .body.message,
    ).toBe('The expire parameter must be less than 60 minutes in the future');
    expect(await storedCount()).toEqual({ rows: before.rows + 1, files: before.files + 1 });
  });

  it('refuses a non-image named .jpg, a 6 MB file, a pixel bomb and a damaged image, storing nothing', async () => {
    const before = await storedCount();
    expect((await upload(Buffer.from('%PDF-1.7 not a photo'), {}, 'invoice.jpg')).body.message).toBe(
      'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)',
    );
    const big = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big).toMatchObject({ status: 413, body: { message: 'The file is larger than 5 MB' } });
    expect((await upload(await pixelBomb(50_000, 50_000), {}, 'tiny.png')).body.message).toBe(
      'The image is 50000x50000 pixels; at most 40 megapixels are accepted',
    );
    const whole = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    expect((await upload(whole.subarray(0, whole.length / 3))).body.message).toBe(
      'The image is damaged and cannot be read',
    );
    expect(await storedCount()).toEqual(before);
  });

  it('refuses an animated GIF of too many frames before decoding them, and takes a short animation', async () => {
    const before = await storedCount();
    const started = Date.now();
    expect(await upload(await animatedGif(1100), {}, 'spinner.gif')).toMatchObject({
      status: 400,
      body: { message: 'The image has 1100 frames; at most 100 are accepted' },
    });
    expect((await upload(await animatedGif(101), {}, 'spinner.gif')).body.message).toBe(
      'The image has 101 frames; at most 100 are accepted',
    );
    // Refused from the header: no frame was decoded.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await storedCount()).toEqual(before);
    const short = await upload(await animatedGif(12, 16), {}, 'twirl.gif');
    expect(short).toMatchObject({ status: 200, body: { width: 16, height: 16 } });
  });

  it('puts uploaded images on a new product, and deleting the product deletes them', async () => {
    const uploaded = (await upload(await photo())).body;
    const created = await call(
      'POST',
      '/admin/add-product',
      {
        name: 'Ivory Potli',
        price: 2499,
        description: 'Hand-beaded.',
        mainCategory: 'accessories',
        subCategory: 'default',
        type: 'bag',
        images: [{ url: uploaded.url, fileId: uploaded.fileId }],
      },
      admin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ivory Potli',
      price: 2499,
      subCategory: 'default',
      images: [{ fileId: uploaded.fileId }],
    });
    const file = path.join(api.config.mediaDir, 'products', uploaded.name);
    expect(fs.existsSync(file)).toBe(true);
    expect((await call('DELETE', `/products/admin/${created.body._id}`, undefined, admin)).status).toBe(200);
    // A job of the delete's transaction removes the file, then its record, a moment later.
    await eventually(async () => {
      expect(fs.existsSync(file)).toBe(false);
      expect(await api.database.db.select().from(mediaFiles).where(eq(mediaFiles.fileId, uploaded.fileId))).toEqual([]);
    });
  });

  it('removes an image an edit takes off the product, and keeps the ones it still shows', async () => {
    const [first, second] = [(await upload(await photo())).body, (await upload(await photo())).body];
    const product = {
      name: 'Silk Stole',
      price: 1899,
      description: 'Hand-woven.',
      mainCategory: 'accessories',
      subCategory: 'default',
      type: 'bag',
    };
    const created = await call(
      'POST',
      '/admin/add-product',
      { ...product, images: [first, second].map((image) => ({ url: image?.url, fileId: image?.fileId })) },
      admin,
    );
    expect(created.status).toBe(201);
    const edited = await call(
      'PUT',
      `/admin/products/${created.body._id}`,
      { ...product, images: [{ url: second?.url, fileId: second?.fileId }] },
      admin,
    );
    expect(edited.status).toBe(200);
    const file = (name: string) => path.join(api.config.mediaDir, 'products', name);
    await eventually(() => expect(fs.existsSync(file(first?.name))).toBe(false));
    expect(fs.existsSync(file(second?.name))).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: new URL(second?.url).pathname })).statusCode).toBe(200);
  });

  it('refuses a product with an image that was never uploaded, or a type of another category', async () => {
    const product = { name: 'X', price: 10, mainCategory: 'womens', type: 'bodycon' };
    expect(
      (
        await call(
          'POST',
          '/admin/add-product',
          { ...product, images: [{ url: 'http://x/y.jpg', fileId: 'abc' }] },
          admin,
        )
      ).body.message,
    ).toBe('images.0.fileId: no uploaded image has this id');
    expect((await call('POST', '/admin/add-product', { ...product, type: 'all' }, admin)).body.message).toBe(
      'This type does not belong to the category',
    );
    expect(
      (await call('POST', '/admin/add-product', { ...product, mainCategory: 'mens', type: 'all' }, admin)).status,
    ).toBe(201);
    expect(
      (await call('POST', '/admin/add-product', { ...product, description: 'x'.repeat(401) }, admin)).body.message,
    ).toBe('Description must be at most 400 characters');
  });

  it('sweeps uploads no product took within a day, and keeps the ones in use', async () => {
    const kept = (await upload(await photo())).body;
    const abandoned = (await upload(await photo())).body;
    await call(
      'POST',
      '/admin/add-product',
      {
        name: 'Kept',
        price: 10,
        mainCategory: 'accessories',
        type: 'watch',
        images: [{ url: kept.url, fileId: kept.fileId }],
      },
      admin,
    );
    const dayOld = new Date(Date.now() - 25 * 60 * 60_000);
    await api.database.db.update(mediaFiles).set({ createdAt: dayOld });
    expect(await sweepAbandonedUploads(api.database.db, mediaStoreFor(api.config))).toBeGreaterThanOrEqual(1);
    const left = (await api.database.db.select().from(mediaFiles)).map((f) => f.fileId);
    expect(left).toContain(kept.fileId);
    expect(left).not.toContain(abandoned.fileId);
    expect(fs.existsSync(path.join(api.config.mediaDir, 'products', abandoned.name))).toBe(false);
    expect(fs.existsSync(path.join(api.config.mediaDir, 'products', kept.name))).toBe(true);
  });
});

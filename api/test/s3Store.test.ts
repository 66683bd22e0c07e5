import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startS3Server, type S3Server } from '../../scripts/lib/s3Server';
import { mediaFiles } from '../src/db/schema';
import { mediaStoreFor } from '../src/media/mediaStore';
import { sweepAbandonedUploads } from '../src/modules/uploads/abandonedUploads';
import { customerClient } from './customerClient';
import { uploadFile } from './uploadClient';
import { eventually, startTestApi, type TestApi } from './testApp';

/** IMAGES_PROVIDER=s3 against a real S3-protocol server: no file of the store touches local disk. */
let s3: S3Server;
let api: TestApi;
let admin = '';
const BUCKET = 'store-media';
const unusedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-s3-no-local-'));

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  // The demo catalogue's pictures take seconds to draw: this store starts with none.
  api = await startTestApi({ imagesProvider: 's3', s3: s3.settings(BUCKET), mediaDir: unusedDir, seedDemoData: false });
  admin = await customerClient(api).signInAdmin();
}, 120_000);

afterAll(async () => {
  await api?.close();
  await s3?.close();
  fs.rmSync(unusedDir, { recursive: true, force: true });
});

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background } })
    .jpeg()
    .toBuffer();

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'GET',
    url: new URL(url, 'http://api.test').pathname + new URL(url, 'http://api.test').search,
    headers,
  });

describe('images in an S3 bucket', () => {
  it('stores an upload in the bucket, serves it and its variants through /media, and deletes it with its product', async () => {
    const uploaded = await uploadFile(api, admin, await photo('#8a5a2b'));
    expect(uploaded.status).toBe(200);
    const key = `products/${uploaded.body.name}`;
    expect(await s3.keys(BUCKET)).toContain(key);
    expect(fs.readdirSync(unusedDir)).toEqual([]);

    const original = await get(uploaded.body.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 640, height: 800 });
    const again = await get(uploaded.body.url, { 'if-none-match': String(original.headers.etag) });
    expect(again.statusCode).toBe(304);

    const variant = await get(`${uploaded.body.url}?tr=w-300,f-webp`);
    expect(variant.statusCode).toBe(200);
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ width: 300, height: 375, format: 'webp' });

    const { call } = customerClient(api);
    const created = await call(
      'POST',
      '/admin/add-product',
      {
        name: 'Bucket Potli',
        price: 1499,
        mainCategory: 'accessories',
        type: 'watch',
        images: [{ url: uploaded.body.url, fileId: uploaded.body.fileId }],
      },
      admin,
    );
    expect(created.status).toBe(201);
    expect((await call('DELETE', `/products/admin/${created.body._id}`, undefined, admin)).status).toBe(200);
    // The file is removed by a job of the deletion's transaction, a moment later.
    await eventually(async () => expect(await s3.keys(BUCKET)).not.toContain(key));
    // The variant made earlier on this instance is not served once its original is gone.
    expect((await get(`${uploaded.body.url}?tr=w-300,f-webp`)).statusCode).toBe(404);
    expect((await get(uploaded.body.url)).statusCode).toBe(404);
  });

  it('sweeps an upload no product took within a day out of the bucket, keeping the one in use', async () => {
    const kept = (await uploadFile(api, admin, await photo('#204060'))).body;
    const abandoned = (await uploadFile(api, admin, await photo('#602040'))).body;
    const { call } = customerClient(api);
    await call(
      'POST',
      '/admin/add-product',
      {
        name: 'Kept in the bucket',
        price: 10,
        mainCategory: 'accessories',
        type: 'watch',
        images: [{ url: kept.url, fileId: kept.fileId }],
      },
      admin,
    );
    await api.database.db.update(mediaFiles).set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) });
    expect(await sweepAbandonedUploads(api.database.db, mediaStoreFor(api.config))).toBe(1);
    const keys = await s3.keys(BUCKET);
    expect(keys).toContain(`products/${kept.name}`);
    expect(keys).not.toContain(`products/${abandoned.name}`);
    expect(await api.database.db.select().from(mediaFiles).where(eq(mediaFiles.fileId, abandoned.fileId))).toEqual([]);
    expect((await get(kept.url)).statusCode).toBe(200);
  });

  it('answers 404 for keys that are not stored or not well-formed, without asking outside the bucket', async () => {
    for (const url of [
      '/media/products/nope.jpg',
      '/media/products/nope.jpg?tr=w-100',
      '/media/%2e%2e/x.jpg',
      '/media/a//b.jpg',
    ])
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

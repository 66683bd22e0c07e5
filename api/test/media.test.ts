import fs from 'node:fs';
import sharp from 'sharp';
import { ART_HEIGHT, ART_WIDTH } from '../src/seed/productArt';
import { customerClient } from './customerClient';
import { testApiSession } from './testApp';
import { uploadFile } from './uploadClient';

const api = testApiSession();
let imagePath: string;

beforeAll(async () => {
  const [product] = (await api.app.inject({ method: 'GET', url: '/api/products/mens?limit=1' })).json();
  imagePath = new URL(product.images[0].url).pathname;
});

async function image(url: string, accept?: string) {
  const response = await api.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
  const meta = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null;
  return { response, meta };
}

/** The media path of a photo of this size an admin uploaded. */
async function uploaded(width: number, height: number): Promise<string> {
  const photo = await sharp({ create: { width, height, channels: 3, background: '#5a2b8a' } })
    .jpeg()
    .toBuffer();
  const { body } = await uploadFile(api, await customerClient(api).signInAdmin(), photo);
  return new URL(body.url).pathname;
}

describe('image store', () => {
  it('serves the original without a transformation, cacheable for a year and usable cross-origin', async () => {
    const { response, meta } = await image(imagePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(meta).toMatchObject({ width: ART_WIDTH, height: ART_HEIGHT, format: 'jpeg' });
  });

  it('resizes with ?tr=w-..,q-.. keeping the aspect ratio, never wider than asked', async () => {
    const { response, meta } = await image(`${imagePath}?tr=w-300,q-60`);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(meta).toMatchObject({ width: 300, height: 375 });
    const original = await image(imagePath);
    expect(response.rawPayload.length).toBeLessThan(original.response.rawPayload.length / 3);
  });

  it('understands the path form /tr:w-..,q-../', async () => {
    const path = imagePath.replace('/media/', '/media/tr:w-100,q-80/');
    expect((await image(path)).meta).toMatchObject({ width: 100, height: 125 });
  });

  it('does not enlarge past the original', async () => {
    const small = await uploaded(600, 750);
    expect((await image(`${small}?tr=w-1800`)).meta).toMatchObject({ width: 600, height: 750 });
  });

  it('encodes webp and avif on request, and picks by the Accept header for f-auto', async () => {
    expect((await image(`${imagePath}?tr=w-200,f-webp`)).meta?.format).toBe('webp');
    const avif = await image(`${imagePath}?tr=w-200,f-avif`);
    expect(avif.response.headers['content-type']).toBe('image/avif');
    expect(avif.meta?.format).toBe('heif');
    const auto = await image(`${imagePath}?tr=w-200,f-auto`, 'image/avif,image/webp,*/*');
    expect(auto.response.headers['content-type']).toBe('image/webp');
    expect(auto.response.headers.vary).toMatch(/Accept/);
    const legacy = await image(`${imagePath}?tr=w-200,f-auto`, '*/*');
    expect(legacy.response.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps each variant on disk and serves it again without re-encoding', async () => {
    const url = `${imagePath}?tr=w-150,q-70`;
    const first = await image(url);
    const files = fs.readdirSync(api.config.mediaCacheDir);
    const second = await image(url);
    expect(fs.readdirSync(api.config.mediaCacheDir)).toEqual(files);
    expect(second.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(second.meta?.width).toBe(150);
  });

  it('makes only the widths and qualities the pages use: others snap to them, adding no file', async () => {
    await image(`${imagePath}?tr=w-480,q-90`);
    const files = fs.readdirSync(api.config.mediaCacheDir).length;
    // A stranger walking every width and quality between two steps of the ladder...
    for (let w = 461; w <= 480; w++) {
      const { response, meta } = await image(`${imagePath}?tr=w-${w},q-${88 + (w % 5)}`);
      expect(response.statusCode).toBe(200);
      expect(meta?.width).toBe(480);
    }
    // ...gets the one variant that was already there.
    expect(fs.readdirSync(api.config.mediaCacheDir)).toHaveLength(files);
    expect((await image(`${imagePath}?tr=w-1`)).meta?.width).toBe(60);
  });

  it("serves a large upload at the product zoom's width, wider than the gallery's", async () => {
    const path = await uploaded(2400, 3000);
    // The zoom asks for w-1800 (ZoomLightbox); the gallery's largest is w-1200.
    expect((await image(`${path}?tr=w-1800,q-90,f-auto`, 'image/webp')).meta).toMatchObject({
      width: 1800,
      height: 2250,
      format: 'webp',
    });
    expect((await image(`${path}?tr=w-1200,q-95`)).meta?.width).toBe(1200);
  });

  it('refuses malformed transformations with a clear message', async () => {
    for (const [tr, message] of [
      ['w-0', 'tr: w must be a whole number from 1 to 4000'],
      ['w-abc', 'tr: w must be a whole number from 1 to 4000'],
      ['q-101', 'tr: q must be a whole number from 1 to 100'],
      ['f-gif', 'tr: f must be one of auto, jpg, png, webp, avif'],
      ['rt-90', "tr: unsupported transformation 'rt-90' (use w, q, f)"],
      ['h-100', "tr: unsupported transformation 'h-100' (use w, q, f)"],
    ]) {
      const response = await api.app.inject({ method: 'GET', url: `${imagePath}?tr=${tr}` });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
    }
  });

  it('answers 404 for missing files and for paths outside the media root', async () => {
    for (const url of [
      '/media/products/nope.jpg',
      '/media/products/nope.jpg?tr=w-100',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/products',
    ]) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

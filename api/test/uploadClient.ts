import sharp from 'sharp';
import type { UploadAuth } from '@store/shared/schemas';
import { customerClient } from './customerClient';
import type { TestApi } from './testApp';

/** ImageKit's multipart upload, as the admin screen sends it, with a fresh signature. */
export async function uploadFile(
  api: TestApi,
  admin: string,
  file: Buffer,
  fields: Partial<Record<string, string>> = {},
  fileName = 'photo.jpg',
) {
  const auth = (await customerClient(api).call('GET', '/auth/imagekit', undefined, admin)).body as UploadAuth;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const all = {
    fileName,
    publicKey: auth.publicKey,
    signature: auth.signature,
    expire: String(auth.expire),
    token: auth.token,
    folder: '/products',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) form.append(name, value);
  const request = new Request('http://api.test', { method: 'POST', body: form });
  const response = await api.app.inject({
    method: 'POST',
    url: new URL(auth.uploadUrl).pathname,
    headers: { 'content-type': request.headers.get('content-type') as string, 'x-requested-with': 'store' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json(), auth };
}

/**
 * An animated GIF of many small frames: tiny on disk, seconds of CPU to decode every frame. Each
 * frame lights another pixel, so the encoder keeps them all (it merges repeated frames).
 */
export async function animatedGif(frames: number, size = 4): Promise<Buffer> {
  const frameBytes = size * size * 3;
  const raw = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame++) {
    const at = frame * frameBytes + (frame % (size * size)) * 3;
    raw.fill(255, at, at + 3);
  }
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .gif()
    .toBuffer();
}

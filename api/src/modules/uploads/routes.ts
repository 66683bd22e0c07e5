import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { mediaFiles, uploadTokens } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { limited } from '../../http/rateLimits';
import type { MediaStore } from '../../media/mediaStore';
import { forStaff } from '../../http/guards';
import { checkImage, MAX_UPLOAD_BYTES, reencodeWithoutMetadata } from './imageCheck';
import { checkUploadAuth, issueUploadAuth, MAX_EXPIRE_AHEAD_S } from './uploadSignature';
import { uploadAuthAnswer, type UploadAuth } from '@store/shared/schemas';

export const LOCAL_UPLOAD_PATH = '/imagekit/api/v1/files/upload';

const AUTH_MESSAGES = {
  expired: 'The expire parameter is in the past: ask for a new upload signature',
  'too-far': `The expire parameter must be less than ${MAX_EXPIRE_AHEAD_S / 60} minutes in the future`,
  signature: 'Invalid signature',
} as const;

/**
 * GET /auth/imagekit (admins: one signature per image) and, with the API's own store (disk or S3), its
 * stand-in for ImageKit's upload API: the same multipart fields, checks and answer, so the
 * admin screen uploads the same way to either.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database; media: MediaStore; config: ApiConfig }> = async (
  app,
  { db, media, config },
) => {
  const { publicKey, privateKey, uploadUrl } = config.imagekit;

  await forStaff('catalog')(
    app,
    async (admins) => {
      admins.get(
        '/auth/imagekit',
        { ...limited('uploads'), schema: { response: { 200: uploadAuthAnswer } } },
        async (_request, reply): Promise<UploadAuth> => {
          reply.header('Cache-Control', 'no-store');
          return { ...issueUploadAuth(privateKey), publicKey, uploadUrl, folder: '/products' };
        },
      );
    },
    {},
  );

  if (config.imagesProvider === 'imagekit') return;

  // One file of at most 5 MB; one byte more is how a bigger file shows itself.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 12 } });

  app.post(LOCAL_UPLOAD_PATH, limited('uploads'), async (request) => {
    if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data');
    const fields: Record<string, string> = {};
    let data: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        data = await part.toBuffer().catch(() => null);
        if (!data || part.file.truncated) throw new HttpError(413, 'The file is larger than 5 MB');
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    for (const name of ['publicKey', 'signature', 'expire', 'token', 'fileName'])
      if (!fields[name]) throw new HttpError(400, `Missing parameter ${name}`);
    if (fields.publicKey !== publicKey) throw new HttpError(403, 'Your account cannot be authenticated');
    const problem = checkUploadAuth(privateKey, fields as { token: string; expire: string; signature: string });
    if (problem) throw new HttpError(problem === 'signature' ? 403 : 400, AUTH_MESSAGES[problem]);
    if (!data) throw new HttpError(400, 'Missing file parameter');
    if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, 'The file is larger than 5 MB');

    // Spend the token before anything is stored, so two uploads cannot share it.
    const now = new Date();
    await db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, now));
    const spent = await db
      .insert(uploadTokens)
      .values({ token: String(fields.token), expiresAt: new Date(Number(fields.expire) * 1000) })
      .onConflictDoNothing()
      .returning();
    if (spent.length === 0) throw new HttpError(400, 'The token parameter has already been used');

    const checked = await checkImage(data);
    if ('problem' in checked) throw new HttpError(400, checked.problem);
    const image = { ext: checked.ext, ...(await reencodeWithoutMetadata(data, checked.ext)) };
    const fileId = randomBytes(12).toString('hex');
    const path = `products/${fileId}.${image.ext}`;
    await media.write(path, image.data);
    await db
      .insert(mediaFiles)
      .values({ fileId, path, size: image.data.length, width: image.width, height: image.height });
    const url = media.urlFor({ fileId, path });
    return {
      fileId,
      name: `${fileId}.${image.ext}`,
      url,
      thumbnailUrl: `${url}?tr=w-200`,
      filePath: `/${path}`,
      size: image.data.length,
      width: image.width,
      height: image.height,
      fileType: 'image',
    };
  });
};

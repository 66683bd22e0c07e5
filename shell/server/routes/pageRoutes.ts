import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '@store/shared/cache-control';
import { localeOfPath } from '@store/shared/i18n';
import { remoteRouteFor } from '../../src/routing/remoteRoutes';
import { languageRedirect, requestUrl } from '../languageRedirect';
import type { PageCache } from '../pageCache';
import type { Rendered, SendStart } from '../renderPage';

/**
 * Sent by a shared cache in front (nginx): it wants each page whole, with Cache-Control saying
 * whether it may keep it, rather than streamed with a start that left before the draw ended.
 */
export const WHOLE_PAGE_HEADER = 'x-whole-page';

const gzippedOf = (page: Rendered): Buffer => (page.gzipped ??= zlib.gzipSync(page.html));

/**
 * A name with an extension is one of the build's files, unless a route with a param takes it:
 * a signed link's token may carry dots (`/delivery-issue/<id>.<signature>`).
 */
function isFile(pathname: string): boolean {
  if (!path.extname(pathname)) return false;
  const route = remoteRouteFor(localeOfPath(pathname).path);
  return !route || Object.keys(route.params).length === 0;
}

/**
 * Every other address: a file is one of the build's files (when this server serves them, else
 * 404); the rest (`/` included) are pages, after the shopper's language.
 */
export function pageRoutes(app: FastifyInstance, pages: PageCache, origin: string, serveFiles: boolean): void {
  app.get('/*', async (request, reply) => {
    const url = requestUrl(request.url, origin);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.code(400).type('text/plain').send('Bad path');
    }
    if (isFile(pathname)) return serveFiles ? reply.sendFile(pathname) : reply.callNotFound();
    const language = languageRedirect(url, request.headers.cookie);
    if (language)
      return reply
        .code(302)
        .headers({ ...language, 'Cache-Control': 'no-store' })
        .send();
    return sendPage(request, reply, pages, url);
  });
}

/**
 * A page: a drawn one streamed (its start leaves, gzip flushed, before the body is drawn),
 * else sent whole, gzipped once per kept page, with an ETag a shared cache revalidates.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, pages: PageCache, url: URL) {
  const zipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    // A streamed start leaves before the draw is known to succeed: not for a shared cache.
    'Cache-Control': PRIVATE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
  };
  // A drawn page's start leaves at once, its body when drawn: written to the socket by hand.
  const streamed: { sent: number; to: NodeJS.WritableStream | null } = { sent: 0, to: null };
  const sendStart: SendStart = async (status, start) => {
    reply.hijack();
    const response = reply.raw;
    // nginx in front passes the start on at once instead of buffering the page.
    response.writeHead(status, { ...headers, 'X-Accel-Buffering': 'no' });
    const gzipping = zipped ? zlib.createGzip() : null;
    gzipping?.pipe(response);
    streamed.to = gzipping ?? response;
    streamed.to.write(start);
    streamed.sent = Buffer.byteLength(start);
    if (gzipping) await new Promise<void>((resolve) => gzipping.flush(() => resolve()));
    // Node holds a response's writes until the next tick, which a draw running in this
    // tick's promise callbacks would only reach once drawn: the start leaves now.
    response.socket?.uncork();
  };
  const whole = request.method !== 'GET' || Boolean(request.headers[WHOLE_PAGE_HEADER]);
  let html: Rendered;
  try {
    html = await pages.page(url, whole ? undefined : sendStart);
  } catch (error) {
    if (!reply.sent) throw error;
    // A page whose start has left cannot turn into an error page: it is cut off instead.
    console.error('render server:', error);
    reply.raw.destroy();
    return;
  }
  if (streamed.to) {
    streamed.to.end(html.html.subarray(streamed.sent));
    return;
  }
  if (html.etag) {
    Object.assign(headers, { 'Cache-Control': SHARED_CACHE_CONTROL, ETag: html.etag });
    if (request.headers['if-none-match'] === html.etag) return reply.code(304).headers(headers).send();
  }
  return reply
    .code(html.status)
    .headers(headers)
    .send(zipped ? gzippedOf(html) : html.html);
}

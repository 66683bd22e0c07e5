import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { limited } from '../../http/rateLimits';
import { openShortLink, type ShortLinkPurpose } from './shortLinks';

interface Options {
  db: Database;
  shopUrl: string;
  /** The long signed link each purpose opens, derived again from the order id. */
  targets: Record<ShortLinkPurpose, (orderId: string) => string>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** A page a phone's browser shows for a link that opens nothing: what happened and what to do. */
function notFoundPage(shopUrl: string): string {
  const confirm = escapeHtml(`${shopUrl}/confirm-order`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not valid - Elegance</title></head><body><h1>This link is not valid or has expired</h1><p>Check the link in your text. To confirm a cash order, type its order number and the code from your text at <a href="${confirm}">${confirm}</a>.</p></body></html>`;
}

/**
 * GET /c/:code: a texted short link, redirected (302) to the long signed link it stands for. An
 * unknown, malformed or expired code is a 404 saying so (a page for a browser); opening codes is rate-limited per
 * caller, so guessing at them is slow as well as hopeless (62^9 codes).
 */
export const shortLinkRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, shopUrl, targets }) => {
  app.get(
    '/c/:code',
    { ...limited('shortLinks'), schema: { params: z.object({ code: z.string().max(64) }) } },
    async (request, reply) => {
      const opened = await openShortLink(db, request.params.code, new Date());
      reply.header('Cache-Control', 'no-store');
      if (!opened) {
        // A phone's browser reads a page; any other caller the API's { message }.
        if (request.headers.accept?.includes('text/html'))
          return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(shopUrl));
        return reply.code(404).send({ message: 'This link is not valid or has expired' });
      }
      return reply.redirect(targets[opened.purpose](opened.orderId), 302);
    },
  );
};

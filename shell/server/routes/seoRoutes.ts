import type { FastifyInstance } from 'fastify';
import type { CatalogReader } from '../catalogReader';
import { robotsTxt, sitemapXml } from '../seo/sitemap';

/** robots.txt and a sitemap of the live catalogue (compressed on the way out by @fastify/compress). */
export function seoRoutes(app: FastifyInstance, catalog: CatalogReader, origin: string): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
      .send(robotsTxt(origin)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = await catalog.sitemap().catch(() => null);
    if (!sitemap)
      return reply
        .code(503)
        .headers({ 'Content-Type': 'text/plain', 'Retry-After': '60' })
        .send('Catalogue unavailable');
    return reply
      .headers({
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
      })
      .send(sitemapXml(origin, sitemap));
  });
}

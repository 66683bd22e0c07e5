import http from 'node:http';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply } from 'fastify';
import type { RuntimeConfig } from '@store/shared/config';
import { catalogReader, type CatalogReader } from './catalogReader';
import { pageCache } from './pageCache';
import { runtimeConfigFile, SERVER_RENDERED } from './pageBody';
import { RemoteContainers } from './remoteContainers';
import { RenderMetrics } from './renderMetrics';
import { pageRenderer } from './renderPage';
import { buildFiles } from './routes/buildFiles';
import { opsRoutes } from './routes/opsRoutes';
import { pageRoutes } from './routes/pageRoutes';
import { passOnRoutes } from './routes/passOnRoutes';
import { seoRoutes } from './routes/seoRoutes';
import { shellHeaders, type ShellSecurity } from './shellHeaders';

export interface RenderServerOptions {
  /** The shell's build (index.html, chunks, runtime-config.json). */
  root: string;
  port: number;
  host?: string;
  /** Where this server reaches the API (inside a network it may differ from the browser's URL). */
  apiUrl: string;
  /** The site's public origin, for canonical URLs, the sitemap and link previews. */
  publicOrigin: string;
  /**
   * Where the site's own /media/... is passed on (`npm start`; nginx does it in the containers):
   * the API's image store (its /media, the default) or an image CDN, e.g. https://ik.imagekit.io/shop.
   */
  mediaUpstream?: string;
  /** Serve the build's files too (`npm start`); off when nginx serves them in front. */
  serveFiles?: boolean;
  /**
   * Send the shell's security headers (a Content Security Policy for the API and remote origins
   * of the runtime config, Razorpay and ImageKit when used); off when nginx in front sends them.
   */
  securityHeaders?: ShellSecurity;
  /** How long a page waits for the API before it goes out with the site's generic head. */
  apiBudgetMs?: number;
  /** Pages kept per catalogue version; 0 turns the cache off (the bench's uncached runs). */
  cacheEntries?: number;
  /** How long a page waits for a remote's node container before the browser draws that part. */
  remoteBudgetMs?: number;
  /**
   * The runtime config pages are drawn with; by default runtime-config.json beside the build,
   * re-read when it changes (a release moves a remote there).
   */
  runtimeConfig?: () => RuntimeConfig;
  /** Set on SIGTERM (main.ts): `/__ready` answers 503 so a load balancer drains this server. */
  lifecycle?: { draining: boolean };
  catalog?: CatalogReader;
  /** Where the remotes' page modules come from; by default their node containers, over HTTP. */
  remotes?: Pick<RemoteContainers, 'load'>;
  /** Render times, cache hits and browser fallbacks (main.ts serves them on METRICS_PORT). */
  metrics?: RenderMetrics;
  /** Check the API's answers against their schemas before drawing, as the browser does (off in production). */
  checkAnswers?: boolean;
}

/**
 * The storefront's HTML server. Every page goes out as the shell's document with that page's
 * own title, description, canonical URL, link-preview tags and structured data, and the right
 * status (404 for an unknown path or product); robots.txt and sitemap.xml come from the live
 * catalogue. Pages are kept per catalogue version, so an admin's edit shows on the next request.
 */
export async function startRenderServer(options: RenderServerOptions): Promise<http.Server> {
  const catalog = options.catalog ?? catalogReader(options.apiUrl, options.apiBudgetMs ?? 1000);
  const origin = options.publicOrigin.replace(/\/$/, '');
  const runtimeConfig = options.runtimeConfig ?? runtimeConfigFile(options.root);
  const metrics = options.metrics ?? new RenderMetrics();
  const render = pageRenderer({
    catalog,
    origin,
    runtimeConfig,
    remotes: options.remotes ?? new RemoteContainers(SERVER_RENDERED),
    metrics,
    remoteBudgetMs: options.remoteBudgetMs ?? 300,
    checkAnswers: options.checkAnswers ?? true,
  });
  const pages = pageCache({
    catalog,
    root: options.root,
    runtimeConfig,
    render,
    metrics,
    entries: options.cacheEntries ?? 2000,
  });
  const headers = shellHeaders(options.securityHeaders, runtimeConfig, origin);

  const app = Fastify({
    // A target that is no URL (a broken %-escape) reaches no route.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      void reply.code(400).type('text/plain').send('Bad path'),
  });
  app.addHook('onRequest', async (request, reply) => {
    // On the raw response: answers written by hand (a streamed page, a picture) carry them too.
    for (const [name, value] of Object.entries(headers())) reply.raw.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).headers({ Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).send('Method not allowed');
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) console.error('render server:', error);
    return reply
      .code(status)
      .type('text/plain')
      .send(status >= 500 ? 'Server error' : http.STATUS_CODES[status]);
  });
  // gzip only, as browsers and nginx in front take it; a page is compressed by its route (once per kept page).
  await app.register(compress, { encodings: ['gzip'] });
  if (options.serveFiles) await buildFiles(app, options.root);

  opsRoutes(app, pages, options.lifecycle);
  seoRoutes(app, catalog, origin);
  passOnRoutes(app, options.mediaUpstream ?? `${options.apiUrl}/media`, runtimeConfig);
  pageRoutes(app, pages, origin, options.serveFiles ?? false);

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app.server;
}

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RuntimeConfig } from '@store/shared/config';
import { securityHeaders, shellContentSecurityPolicy } from '@store/shared/security-headers';
import { Gzip, serveStaticFile } from '@store/shared/static-files';
import { ApiUnavailable, catalogReader, readOnce, type CatalogReader } from './catalogReader';
import { drawnOnServer, pageBody, runtimeConfigFile, SERVER_RENDERED } from './pageBody';
import { RemoteContainers } from './remoteContainers';
import { RenderMetrics } from './renderMetrics';
import { pageDocument } from './document';
import { resolvePage } from './pages';
import { privateHead } from './seo/pageHead';
import { robotsTxt, sitemapXml } from './seo/sitemap';

export interface RenderServerOptions {
  /** The shell's build (index.html, chunks, runtime-config.json). */
  root: string;
  port: number;
  host?: string;
  /** Where this server reaches the API (inside a network it may differ from the browser's URL). */
  apiUrl: string;
  /** The site's public origin, for canonical URLs, the sitemap and link previews. */
  publicOrigin: string;
  /** Serve the build's files too (`npm start`); off when nginx serves them in front. */
  serveFiles?: boolean;
  /**
   * Send the shell's security headers (a Content Security Policy for the API and remote origins
   * of the runtime config, Razorpay and ImageKit when used); off when nginx in front sends them.
   */
  securityHeaders?: { razorpay: boolean; imagekitUrlEndpoint?: string; hsts?: boolean };
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
  /** Render times, cache hits and browser fallbacks (main.ts serves them on METRICS_PORT). */
  metrics?: RenderMetrics;
}

interface Rendered {
  status: number;
  html: Buffer;
  /** Compressed once, when rendered: a kept page costs no compression per request. */
  gzipped: Buffer;
}

const rendered = (status: number, html: string): Rendered => {
  const body = Buffer.from(html);
  return { status, html: body, gzipped: zlib.gzipSync(body) };
};

/**
 * The catalogue's version as of this request: requests that arrive while a read is on its way
 * share it, so a burst costs one read and an admin's edit shows on the next page.
 */
function versionWatch(catalog: CatalogReader) {
  let reading: Promise<number> | null = null;
  return (): Promise<number> =>
    (reading ??= catalog.version().finally(() => {
      reading = null;
    }));
}

/**
 * The storefront's HTML server. Every page goes out as the shell's document with that page's
 * own title, description, canonical URL, link-preview tags and structured data, and the right
 * status (404 for an unknown path or product); robots.txt and sitemap.xml come from the live
 * catalogue. Pages are kept per catalogue version, so an admin's edit shows on the next request.
 */
export function startRenderServer(options: RenderServerOptions): Promise<http.Server> {
  const catalog = options.catalog ?? catalogReader(options.apiUrl, options.apiBudgetMs ?? 1000);
  const origin = options.publicOrigin.replace(/\/$/, '');
  const gzip = new Gzip();
  const currentVersion = versionWatch(catalog);
  const runtimeConfig = options.runtimeConfig ?? runtimeConfigFile(options.root);
  const remotes = new RemoteContainers(SERVER_RENDERED);
  const metrics = options.metrics ?? new RenderMetrics();
  let headersFor: { config: RuntimeConfig | null; headers: Record<string, string> } = { config: null, headers: {} };
  const shellHeaders = () => {
    const security = options.securityHeaders;
    if (!security) return {};
    const config = runtimeConfig();
    if (headersFor.config !== config) {
      const policy = shellContentSecurityPolicy({
        apiUrl: config.apiUrl,
        remoteUrls: Object.values(config.remotes),
        razorpay: security.razorpay,
        imagekitUrlEndpoint: security.imagekitUrlEndpoint,
      });
      headersFor = { config, headers: securityHeaders(policy, { hsts: security.hsts }) };
    }
    return headersFor.headers;
  };
  const limit = options.cacheEntries ?? 2000;
  const cache = new Map<string, Rendered>();
  let template = { read: 0, html: '' };
  const indexHtml = () => {
    const file = path.join(options.root, 'index.html');
    const changed = fs.statSync(file).mtimeMs;
    if (changed !== template.read) template = { read: changed, html: fs.readFileSync(file, 'utf8') };
    return template.html;
  };

  async function render(url: URL): Promise<Rendered & { cacheable: boolean }> {
    const started = performance.now();
    try {
      const reads = readOnce(catalog);
      const page = await resolvePage(url, origin, reads);
      const body =
        page.status === 200
          ? await pageBody(url, runtimeConfig(), remotes, reads, options.remoteBudgetMs ?? 300).catch(
              (error: unknown) => {
                if (error instanceof ApiUnavailable) throw error;
                console.error(`render server: ${url.pathname} drawn by the browser:`, error);
                return null;
              },
            )
          : null;
      // A page whose remote did not answer is not kept: the next request tries the remote again.
      const cacheable = page.status !== 200 || body !== null || !drawnOnServer(url.pathname);
      if (!cacheable) metrics.fellBack();
      metrics.rendered((performance.now() - started) / 1000, body !== null);
      return { ...rendered(page.status, pageDocument(indexHtml(), page.head, body)), cacheable };
    } catch (error) {
      // The API is away or slow: the page still goes out (the browser loads its data itself).
      if (!(error instanceof ApiUnavailable)) throw error;
      if (drawnOnServer(url.pathname)) metrics.fellBack();
      return { ...rendered(200, pageDocument(indexHtml(), privateHead())), cacheable: false };
    }
  }

  async function page(url: URL): Promise<Rendered> {
    // Without the version (the API is away), nothing is kept or reused.
    const version = await currentVersion().catch(() => null);
    // A release or rollback of a remote (runtime config) changes the page as much as the catalogue does.
    const key = `${version}\n${JSON.stringify(runtimeConfig().remotes)}\n${url.pathname}${url.search}`;
    const kept = version === null || limit === 0 ? undefined : cache.get(key);
    if (kept) {
      metrics.page('hit', kept.status);
      return kept;
    }
    const { cacheable, ...fresh } = await render(url);
    const keep = cacheable && version !== null && limit > 0;
    metrics.page(keep ? 'miss' : 'uncacheable', fresh.status);
    if (keep) {
      // Pages of an older version go first, then the oldest kept.
      for (const old of cache.keys()) {
        if (cache.size < limit && old.startsWith(`${version}\n`)) break;
        cache.delete(old);
      }
      cache.set(key, fresh);
    }
    return fresh;
  }

  const send = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    status: number,
    type: string,
    body: Buffer | string,
    key: string,
  ) => {
    const answer = gzip.body(request, { 'Content-Type': type, 'Cache-Control': 'no-cache' }, Buffer.from(body), key);
    response.writeHead(status, answer.headers).end(request.method === 'HEAD' ? undefined : answer.body);
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad path');
        return;
      }
      for (const [name, value] of Object.entries(shellHeaders())) response.setHeader(name, value);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
        return;
      }
      if (pathname === '/__ready') {
        const draining = options.lifecycle?.draining ?? false;
        response
          .writeHead(draining ? 503 : 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
          .end(draining ? 'Shutting down' : 'ready');
        return;
      }
      if (pathname === '/robots.txt') {
        send(request, response, 200, 'text/plain; charset=utf-8', robotsTxt(origin), 'robots');
        return;
      }
      if (pathname === '/sitemap.xml') {
        try {
          const version = await currentVersion();
          send(
            request,
            response,
            200,
            'application/xml; charset=utf-8',
            sitemapXml(origin, await catalog.sitemap()),
            `sitemap:${version}`,
          );
        } catch {
          response.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '60' }).end('Catalogue unavailable');
        }
        return;
      }
      // Files have a name with an extension; every other path (`/` included) is a page.
      const file = Boolean(path.extname(pathname));
      if (file && options.serveFiles && serveStaticFile(request, response, pathname, { root: options.root }, gzip))
        return;
      if (file) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const html = await page(url);
      const zipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(html.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : zipped ? html.gzipped : html.html);
    })().catch((error: unknown) => {
      console.error('render server:', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Server error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '@store/shared/cache-control';
import type { RuntimeConfig } from '@store/shared/config';
import { isLocale, LANGUAGE_COOKIE, languageCookie, localeOfPath, localizedPath } from '@store/shared/i18n';
import { securityHeaders, shellContentSecurityPolicy } from '@store/shared/security-headers';
import { Gzip, serveStaticFile } from '@store/shared/static-files';
import { ApiUnavailable, catalogReader, readOnce, type CatalogReader } from './catalogReader';
import {
  drawablePage,
  drawnOnServer,
  drawPage,
  keptWithCatalogue,
  noScriptFrame,
  runtimeConfigFile,
  SERVER_RENDERED,
} from './pageBody';
import { RemoteContainers } from './remoteContainers';
import { RenderMetrics } from './renderMetrics';
import { documentEnd, documentStart, imageOriginOf, originOf, pageDocument } from './document';
import { passMedia } from './mediaProxy';
import { resolvePage, type ResolvedPage } from './pages';
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
  securityHeaders?: { razorpay: boolean; imagekitUrlEndpoint?: string; mediaUrl?: string; hsts?: boolean };
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

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * A path of this site, safe to send as a Location: a browser reads `//host/...` and `/\host/...`
 * as another site's address, so any run of slashes and backslashes at its start (encoded ones
 * too: some proxies decode `%2F` before they pass a redirect on) becomes one slash.
 */
export function ownPath(path: string): string {
  return path.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
}

/**
 * The request's address on this site. A target starting `//` or `/\` is a path here, not
 * another host, as WHATWG URL parsing against the origin would read it.
 */
export function requestUrl(target: string, origin: string): URL {
  return /^[/\\]{2}/.test(target) ? new URL(`${origin}${target}`) : new URL(target, origin);
}

/**
 * The shopper's language, kept in the `lang` cookie: the header's switch links to the other
 * language's page with `?lang=hi` (it works without JavaScript), answered here with the cookie
 * and the clean address; later, a page asked for in the other language is sent to the chosen
 * one. Null: the page is served as asked.
 */
export function languageRedirect(url: URL, cookies: string | undefined): Record<string, string> | null {
  const { locale, path: asPath } = localeOfPath(url.pathname);
  // `/hi//evil.example/x` is `//evil.example/x` in English: never another site's address.
  const path = ownPath(asPath);
  const asked = url.searchParams.get(LANGUAGE_COOKIE);
  if (asked !== null) {
    const clean = new URL(url);
    clean.searchParams.delete(LANGUAGE_COOKIE);
    // Anything but a language is dropped from the address, and nothing is kept.
    if (!isLocale(asked)) return { Location: `${ownPath(clean.pathname)}${clean.search}` };
    return {
      Location: `${ownPath(localizedPath(path, asked))}${clean.search}`,
      'Set-Cookie': `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
    };
  }
  const chosen = languageCookie(cookies);
  if (!chosen || chosen === locale) return null;
  return { Location: `${ownPath(localizedPath(path, chosen))}${url.search}` };
}

interface Rendered {
  status: number;
  html: Buffer;
  /** A storefront page kept for its catalogue generation: a shared cache may keep it too. */
  shared?: boolean;
  /** Its generation's entity tag (shared pages only). */
  etag?: string;
  /** Compressed once, the first time a client takes it gzipped: a kept page costs no compression per request. */
  gzipped?: Buffer;
}

const rendered = (status: number, html: string): Rendered => ({ status, html: Buffer.from(html) });
const gzippedOf = (page: Rendered): Buffer => (page.gzipped ??= zlib.gzipSync(page.html));

/**
 * Sent by a shared cache in front (nginx): it wants each page whole, with Cache-Control saying
 * whether it may keep it, rather than streamed with a start that left before the draw ended.
 */
export const WHOLE_PAGE_HEADER = 'x-whole-page';
/** The render server's answer to /__page-generation: what nginx puts in its page cache's key. */
export const PAGE_GENERATION_HEADER = 'X-Page-Generation';

/** Sends the start of a page before the rest is drawn (the status and head are known by then). */
type SendStart = (status: number, start: string) => Promise<void>;

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
  const remotes = options.remotes ?? new RemoteContainers(SERVER_RENDERED);
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
        mediaUrl: security.mediaUrl,
        shellOrigin: origin,
      });
      headersFor = { config, headers: securityHeaders(policy, { hsts: security.hsts }) };
    }
    return headersFor.headers;
  };
  const limit = options.cacheEntries ?? 2000;
  const cache = new Map<string, Rendered>();
  /** The shell's build: its index.html, re-read when a new build writes it (`read`: its mtime). */
  let build = { read: 0, html: '' };
  const currentBuild = () => {
    const file = path.join(options.root, 'index.html');
    const changed = fs.statSync(file).mtimeMs;
    if (changed !== build.read) build = { read: changed, html: fs.readFileSync(file, 'utf8') };
    return build;
  };

  /**
   * The origin of the images the last drawn page showed (a store's images all come from one),
   * when it is not the site's own: a connection to open early (the site's own is open already).
   */
  let lastImageOrigin: string | null = null;
  const elsewhere = (imageOrigin: string | null) => (imageOrigin === origin ? null : imageOrigin);

  /**
   * The page for `url`, in `template` (the build's index.html, the one its cache key names). A
   * storefront page the server draws is streamed: `sendStart` gets the document's start (status,
   * head, fonts, early start) as soon as the page is known and its remote loaded, and the body
   * follows when drawn; the whole page is returned for the cache.
   */
  async function render(url: URL, template: string, sendStart?: SendStart): Promise<Rendered & { cacheable: boolean }> {
    const started = performance.now();
    const reads = readOnce(catalog);
    // A Hindi page (/hi/...) is the same page in Hindi: its routes see the path without /hi.
    const { locale, path: appPath } = localeOfPath(url.pathname);
    const appUrl = new URL(`${appPath}${url.search}`, url);
    let page: ResolvedPage;
    try {
      page = await resolvePage(appUrl, origin, reads, locale);
    } catch (error) {
      // The API is away or slow: the page still goes out (the browser loads its data itself).
      if (!(error instanceof ApiUnavailable)) throw error;
      if (drawnOnServer(appPath)) metrics.fellBack();
      return { ...rendered(200, pageDocument(template, privateHead(locale))), cacheable: false, shared: false };
    }
    const config = runtimeConfig();
    const drawable =
      page.status === 200 ? await drawablePage(appUrl, config, remotes, options.remoteBudgetMs ?? 300) : null;
    // The images' origin (this product's, else the last drawn page's): the start opens its connection.
    const imageOrigin = elsewhere(page.head.image ? originOf(page.head.image) : null) ?? lastImageOrigin;
    const start = documentStart(template, page.head, drawable !== null, imageOrigin);
    if (drawable && sendStart) await sendStart(page.status, start);
    const body =
      drawable &&
      (await drawPage(url, locale, config, drawable, reads, options.checkAnswers ?? true).catch((error: unknown) => {
        // The browser draws it instead (earlyStart.ts starts the parked scripts at once).
        if (!(error instanceof ApiUnavailable))
          console.error(`render server: ${url.pathname} drawn by the browser:`, error);
        return null;
      }));
    // A page the browser draws whose content lives there: for a browser without JavaScript, the
    // store's header and footer and a word on what it needs, rather than a blank page.
    const framing = page.status === 200 && !body ? noScriptFrame(url, appPath, locale, config) : null;
    const frame =
      framing &&
      (await framing.catch((error: unknown) => {
        console.error(`render server: ${url.pathname} sent without its noscript frame:`, error);
        return undefined;
      }));
    // A page whose remote or reads failed is not kept: the next request tries again.
    const drawnAsMeant = (page.status !== 200 || body !== null || !drawnOnServer(appPath)) && frame !== undefined;
    if (!drawnAsMeant) metrics.fellBack();
    const cacheable = drawnAsMeant && keptWithCatalogue(appPath);
    metrics.rendered((performance.now() - started) / 1000, body !== null);
    if (body) lastImageOrigin = elsewhere(imageOriginOf(body.html)) ?? lastImageOrigin;
    const html = start + documentEnd(template, body, imageOrigin ?? origin, frame ?? null);
    return { ...rendered(page.status, html), cacheable, shared: cacheable && !page.private };
  }

  /**
   * What every page is drawn from now: the catalogue's version (null while the API is away),
   * the shell's build (its index.html: other script names) and the remotes' addresses (a
   * release or rollback changes the page as much as the catalogue does). `tag`: its short name,
   * the pages' ETag and nginx's cache key.
   */
  async function currentGeneration() {
    const version = await currentVersion().catch(() => null);
    const shell = currentBuild();
    const generation = `${version}\n${shell.read}\n${JSON.stringify(runtimeConfig().remotes)}\n`;
    const tag = version === null ? null : createHash('sha1').update(generation).digest('base64url').slice(0, 16);
    return { shell, generation, tag };
  }

  async function page(url: URL, sendStart?: SendStart): Promise<Rendered> {
    // Without the version (the API is away), nothing is kept or reused.
    const { shell, generation, tag } = await currentGeneration();
    const key = `${generation}${url.pathname}${url.search}`;
    const kept = tag === null || limit === 0 ? undefined : cache.get(key);
    if (kept) {
      metrics.page('hit', kept.status);
      return kept;
    }
    const { cacheable, ...drawn } = await render(url, shell.html, sendStart);
    const keep = cacheable && tag !== null && limit > 0;
    const fresh = { ...drawn, shared: keep && drawn.shared, etag: keep && drawn.shared ? `W/"${tag}"` : undefined };
    metrics.page(keep ? 'miss' : 'uncacheable', fresh.status);
    if (keep) {
      // Pages of an older version or build go first, then the oldest kept.
      for (const old of cache.keys()) {
        if (cache.size < limit && old.startsWith(generation)) break;
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
      const url = requestUrl(request.url ?? '/', origin);
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
      if (pathname === '/__page-generation') {
        const { tag } = await currentGeneration();
        response.writeHead(204, { 'Cache-Control': 'no-store', [PAGE_GENERATION_HEADER]: tag ?? '' }).end();
        return;
      }
      if (pathname.startsWith('/media/')) {
        passMedia(request, response, options.mediaUpstream ?? `${options.apiUrl}/media`);
        return;
      }
      // A texted short link (<shop>/c/<code>): the API keeps the codes and slows each caller's
      // guesses, so the shopper's own browser is sent there (it redirects on to the signed link).
      const shortLink = /^\/c\/([0-9A-Za-z]{1,64})$/.exec(pathname);
      if (shortLink) {
        const api = runtimeConfig().apiUrl.replace(/\/$/, '');
        response.writeHead(302, { Location: `${api}/c/${shortLink[1]}`, 'Cache-Control': 'no-store' }).end();
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
      const language = languageRedirect(url, request.headers.cookie);
      if (language) {
        response.writeHead(302, { ...language, 'Cache-Control': 'no-store' }).end();
        return;
      }
      const zipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const headers = {
        'Content-Type': 'text/html; charset=utf-8',
        // A streamed start leaves before the draw is known to succeed: not for a shared cache.
        'Cache-Control': PRIVATE_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
        ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
      };
      // A drawn page's start leaves at once (gzip flushed), its body when drawn.
      const streamed: { sent: number; to: NodeJS.WritableStream | null } = { sent: 0, to: null };
      const sendStart: SendStart = async (status, start) => {
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
      const html = await page(url, whole ? undefined : sendStart);
      if (streamed.to) {
        streamed.to.end(html.html.subarray(streamed.sent));
        return;
      }
      if (html.etag) {
        Object.assign(headers, { 'Cache-Control': SHARED_CACHE_CONTROL, ETag: html.etag });
        if (request.headers['if-none-match'] === html.etag) {
          response.writeHead(304, headers).end();
          return;
        }
      }
      response.writeHead(html.status, headers);
      response.end(request.method === 'HEAD' ? undefined : zipped ? gzippedOf(html) : html.html);
    })().catch((error: unknown) => {
      console.error('render server:', error);
      // A page whose start has left cannot turn into an error page: it is cut off instead.
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

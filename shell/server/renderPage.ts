import type { RuntimeConfig } from '@store/shared/config';
import { localeOfPath } from '@store/shared/i18n';
import { ApiUnavailable, readOnce, type CatalogReader } from './catalogReader';
import { documentEnd, documentStart, imageOriginOf, originOf, pageDocument } from './document';
import { drawablePage, drawnOnServer, drawPage, keptWithCatalogue, noScriptFrame } from './pageBody';
import { resolvePage, type ResolvedPage } from './pages';
import type { RemoteContainers } from './remoteContainers';
import type { RenderMetrics } from './renderMetrics';
import { privateHead } from './seo/pageHead';

export interface Rendered {
  status: number;
  html: Buffer;
  /** A storefront page kept for its catalogue generation: a shared cache may keep it too. */
  shared?: boolean;
  /** Its generation's entity tag (shared pages only). */
  etag?: string;
  /** Compressed once, the first time a client takes it gzipped: a kept page costs no compression per request. */
  gzipped?: Buffer;
}

/** Sends the start of a page before the rest is drawn (the status and head are known by then). */
export type SendStart = (status: number, start: string) => Promise<void>;

export type RenderPage = (
  url: URL,
  template: string,
  sendStart?: SendStart,
) => Promise<Rendered & { cacheable: boolean }>;

export interface PageDrawing {
  catalog: CatalogReader;
  /** The site's public origin, without a trailing slash. */
  origin: string;
  runtimeConfig: () => RuntimeConfig;
  remotes: Pick<RemoteContainers, 'load'>;
  metrics: RenderMetrics;
  remoteBudgetMs: number;
  checkAnswers: boolean;
}

const rendered = (status: number, html: string): Rendered => ({ status, html: Buffer.from(html) });

/**
 * Draws the page for `url` in `template` (the build's index.html, the one its cache key names).
 * A storefront page the server draws is streamed: `sendStart` gets the document's start (status,
 * head, fonts, early start) as soon as the page is known and its remote loaded, and the body
 * follows when drawn; the whole page is returned for the cache.
 */
export function pageRenderer({
  catalog,
  origin,
  runtimeConfig,
  remotes,
  metrics,
  remoteBudgetMs,
  checkAnswers,
}: PageDrawing): RenderPage {
  /**
   * The origin of the images the last drawn page showed (a store's images all come from one),
   * when it is not the site's own: a connection to open early (the site's own is open already).
   */
  let lastImageOrigin: string | null = null;
  const elsewhere = (imageOrigin: string | null) => (imageOrigin === origin ? null : imageOrigin);

  return async (url, template, sendStart) => {
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
    const drawable = page.status === 200 ? await drawablePage(appUrl, config, remotes, remoteBudgetMs) : null;
    // The images' origin (this product's, else the last drawn page's): the start opens its connection.
    const imageOrigin = elsewhere(page.head.image ? originOf(page.head.image) : null) ?? lastImageOrigin;
    const start = documentStart(template, page.head, drawable !== null, imageOrigin);
    if (drawable && sendStart) await sendStart(page.status, start);
    const body =
      drawable &&
      (await drawPage(url, locale, config, drawable, reads, checkAnswers).catch((error: unknown) => {
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
  };
}

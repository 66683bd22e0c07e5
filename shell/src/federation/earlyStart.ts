/**
 * The shell's early start: an async script in index.html (built on its own, see
 * @store/shared/build), run as soon as it arrives, while the shell's scripts are still
 * downloading. It fetches the runtime config, the page's remote manifest and, on a page the
 * browser draws (the render server drew none: its remote failed or was slow), the API reads that
 * remote declared for the page (its data hints), and hints the browser to fetch the remote's
 * entry and the page module's chunks, so all of it downloads beside the shell instead of after
 * it. The shell, the federation runtime and the store's API slice take over what it fetched
 * (loadRuntimeConfig, and takeEarlyRead for the rest). A page the server drew has its answers
 * in its HTML. It must stay small: it imports data, not libraries.
 */
import {
  fetchRuntimeConfig,
  fillDataHint,
  PARKED_SCRIPT_TYPE,
  SERVER_DRAWN_ATTRIBUTE,
  type DataHints,
  type EarlyAnswer,
  type EarlyStart,
  type RemoteName,
} from '@store/shared/config';
// The addresses' languages only (the early start carries no library).
import { localeOfPath } from '@store/shared/i18n/locales';
import { remoteRouteFor } from '../routing/remoteRoutes';

interface ManifestFiles {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string }; dataHints?: DataHints };
  exposes: { name: string; path?: string; assets: { js: { sync: string[] } } }[];
}

function hint(rel: 'preload' | 'preconnect', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') link.as = 'script';
  document.head.appendChild(link);
}

/** The remote entry and the exposed module's own chunks, as the runtime would fetch them. */
function chunksOf(manifestUrl: string, manifest: ManifestFiles, exposed: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const expose = manifest.exposes.find((e) => e.name === exposed || e.path === `./${exposed}`);
  const files = [[remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), ...(expose?.assets.js.sync ?? [])];
  return files.map((file) => new URL(file, base).href);
}

/**
 * The render server means to draw this page: its scripts are parked. Whether it did is known
 * once the document is parsed (a page streams in: its head leaves before its body is drawn);
 * until then, and on other pages, `drawn` is false.
 */
const drawing = document.documentElement.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
let drawn = false;
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

/** A drawn page's shell scripts, started in their document order (as `defer` would run them). */
function startParkedScripts() {
  for (const parked of document.querySelectorAll<HTMLScriptElement>(`script[type="${PARKED_SCRIPT_TYPE}"]`)) {
    const script = document.createElement('script');
    script.src = parked.dataset.src ?? '';
    script.async = false;
    parked.replaceWith(script);
  }
}

/** Resolves after the browser has painted a frame (a rAF runs before the paint, a task after it). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the largest paint the page had when it loaded is on screen: where the browser
 * reports largest paints, after the first one it reports; elsewhere, after the next frame.
 */
function largestPaintShown(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return afterNextPaint();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      void afterNextPaint().then(resolve);
    };
    const observer = new PerformanceObserver(done);
    // Nothing large on the page (or a hidden tab, which paints nothing) holds hydration no longer than this.
    const cap = setTimeout(done, 1500);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * A drawn page is on screen already: everything else waits until it has loaded and painted its
 * largest element, so its images and text never share the line or the main thread with code
 * only hydration needs. A page the server meant to draw but sent empty (its remote failed
 * meanwhile) starts its scripts as soon as it is parsed, as `defer` would.
 */
const pageLoaded = drawing
  ? parsed.then(() => {
      drawn = Boolean(document.getElementById('root')?.firstElementChild);
      return drawn ? loaded().then(largestPaintShown) : undefined;
    })
  : Promise.resolve();
if (drawing) void pageLoaded.then(startParkedScripts);

const config = pageLoaded.then(() => fetchRuntimeConfig());
const early: EarlyStart = { config, reads: {} };
window.__STORE_EARLY_START__ = early;

/** GETs `url` now and keeps the answer for its first taker (takeEarlyRead); null if it failed. */
function readAhead(url: string, init?: RequestInit): Promise<EarlyAnswer | null> {
  const answer = fetch(url, init)
    .then(async (response) =>
      response.ok ? { body: await response.text(), headers: Object.fromEntries(response.headers) } : null,
    )
    .catch(() => null);
  early.reads[url] = { at: performance.now(), answer };
  return answer;
}

/** The page's path as its routes know it: a Hindi page's without its /hi. */
const appPath = localeOfPath(window.location.pathname).path;

/**
 * The API reads the module declared for a page without a query string (a query changes what it
 * reads), with the route's params and the page's path filled in.
 */
function readDeclared(apiUrl: string, templates: string[], params: Record<string, string>) {
  // A page the render server drew came with these answers.
  if (window.location.search || drawn) return;
  for (const template of templates)
    void readAhead(`${apiUrl}${fillDataHint(template, appPath, params)}`, { credentials: 'include' });
}

const route = remoteRouteFor(appPath);
if (route) {
  const [remote, exposed] = route.module.split('/') as [RemoteName, string];
  void config
    .then(({ apiUrl, remotes }) => {
      // The page's images come from the API's origin too (a drawn page's head names it already).
      if (!drawn) hint('preconnect', new URL(apiUrl).origin);
      const url = remotes[remote];
      return readAhead(url).then((manifest) => {
        if (!manifest) return;
        const files = JSON.parse(manifest.body) as ManifestFiles;
        readDeclared(apiUrl, files.metaData.dataHints?.[exposed] ?? [], route.params);
        // A drawn page's remote code is fetched by the runtime as it hydrates.
        if (drawn) return;
        for (const chunk of chunksOf(url, files, exposed)) hint('preload', chunk);
      });
    })
    .catch(() => {
      // Only hints are lost: the runtime fetches (and reports) the remote itself.
    });
}

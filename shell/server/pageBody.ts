import fs from 'node:fs';
import path from 'node:path';
import { normalizeRuntimeConfig, type RuntimeConfig } from '@store/shared/config';
import type { Locale } from '@store/shared/i18n';
import { sharedEndpoints, type PagePrefetch } from '@store/shared/store';
import { createElement } from 'react';
import type { RemoteModuleId } from '../src/federation/contract';
import { noScriptModuleOf, NoScriptPage } from '../src/pages/NoScriptPage';
import { remoteRouteFor, type ShellPath } from '../src/routing/remoteRoutes';
import type { CatalogReader } from './catalogReader';
import { renderBody, renderFrame, type PageToDraw, type RenderedBody } from './renderBody';
import type { RemoteContainers } from './remoteContainers';

/**
 * The pages drawn on the server: the storefront's, and the checkout's frame (its bag lives in
 * the browser). Accounts and the admin stay in the browser.
 */
export const SERVER_RENDERED: readonly RemoteModuleId[] = [
  'catalog/Home',
  'catalog/Listing',
  'catalog/ProductDetail',
  'catalog/Search',
  'checkout/Checkout',
];

/**
 * The shell's own pages the server draws whole (the browser hydrates them): their words are the
 * shell's, and the customer-care page reads the dispatch days it names. Each with its first
 * reads, if any.
 */
export const SHELL_DRAWN: Readonly<Partial<Record<ShellPath, PagePrefetch | null>>> = {
  '/help': (_page, dispatch) => void dispatch(sharedEndpoints.endpoints.dispatchDays.initiate()),
  '/terms': null,
  '/privacy': null,
  '/login': null,
  '/register': null,
};

/** A path as the route table names it: no trailing slash. */
const routePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function shellDrawn(pathname: string): PagePrefetch | null | undefined {
  const path = routePath(pathname);
  return Object.hasOwn(SHELL_DRAWN, path) ? SHELL_DRAWN[path as ShellPath] : undefined;
}

/**
 * Whether a drawn page is kept for its catalogue generation: a shell page that reads the API
 * (the dispatch days) reads what the catalogue's version does not follow.
 */
export function keptWithCatalogue(pathname: string): boolean {
  return !shellDrawn(pathname);
}

/** The runtime config the shell's page reads (runtime-config.json beside the build), re-read when it changes. */
export function runtimeConfigFile(root: string): () => RuntimeConfig {
  const file = path.join(root, 'runtime-config.json');
  let kept = { at: -1, config: normalizeRuntimeConfig({}) };
  return () => {
    const at = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (at !== kept.at)
      kept = { at, config: normalizeRuntimeConfig(at ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}) };
    return kept.config;
  };
}

/**
 * Whether the server draws this page's body (the storefront's pages and the shell's own above);
 * `pathname` without its language.
 */
export function drawnOnServer(pathname: string): boolean {
  const route = remoteRouteFor(pathname);
  return Boolean(route && SERVER_RENDERED.includes(route.module)) || shellDrawn(pathname) !== undefined;
}

/** A page the server can draw: a storefront page whose remote module is loaded, or a shell page. */
export type DrawablePage = PageToDraw;

/**
 * The page's remote module, or null (the browser draws it, as before) when the page is neither
 * a storefront page nor one of the shell's drawn ones, or its remote did not answer within the budget.
 */
export async function drawablePage(
  url: URL,
  config: RuntimeConfig,
  remotes: Pick<RemoteContainers, 'load'>,
  budgetMs: number,
): Promise<DrawablePage | null> {
  const shell = shellDrawn(url.pathname);
  if (shell !== undefined) return { module: null, params: {}, prefetch: shell };
  const route = remoteRouteFor(url.pathname);
  if (!route || !SERVER_RENDERED.includes(route.module)) return null;
  const page = await remotes.load(config, route.module, budgetMs);
  return (
    page && { module: { id: route.module, component: page.component }, params: route.params, prefetch: page.prefetch }
  );
}

/**
 * The page's body, drawn with the remote's own code (or the shell's) from the API answers it
 * reads first, in `locale` (`url` is the address as requested, /hi included).
 */
export function drawPage(
  url: URL,
  locale: Locale,
  config: RuntimeConfig,
  page: DrawablePage,
  catalog: CatalogReader,
  checkAnswers: boolean,
): Promise<RenderedBody> {
  return renderBody(url, locale, config, page, catalog.read, checkAnswers);
}

/**
 * For a page the browser draws whose content lives there (a session, this browser's wishlist):
 * the store's header and footer and a word on what the page needs, to go in a <noscript> beside
 * the empty #root. Null for any other page. `pathname`: the app's path, without its language.
 */
export function noScriptFrame(
  url: URL,
  pathname: string,
  locale: Locale,
  config: RuntimeConfig,
): Promise<{ html: string; styles: string }> | null {
  const module = noScriptModuleOf(remoteRouteFor(routePath(pathname))?.module);
  if (!module) return null;
  return renderFrame(url, locale, config, createElement(NoScriptPage, { module }));
}

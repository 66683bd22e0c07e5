import fs from 'node:fs';
import path from 'node:path';
import { normalizeRuntimeConfig, type RuntimeConfig } from '@store/shared/config';
import type { Locale } from '@store/shared/i18n';
import type { RemoteModuleId } from '../src/federation/contract';
import { remoteRouteFor } from '../src/routing/remoteRoutes';
import type { CatalogReader } from './catalogReader';
import { renderBody, type RenderedBody } from './renderBody';
import type { RemoteContainers, ServerPage } from './remoteContainers';

/**
 * The pages drawn on the server: the storefront's, and the checkout's frame (its bag lives in
 * the browser). Accounts and the admin stay in the browser.
 */
export const SERVER_RENDERED: readonly RemoteModuleId[] = [
  'catalog/Home',
  'catalog/Listing',
  'catalog/ProductDetail',
  'checkout/Checkout',
];

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

/** Whether the server draws this page's body (the storefront's pages); `pathname` without its language. */
export function drawnOnServer(pathname: string): boolean {
  const route = remoteRouteFor(pathname);
  return Boolean(route && SERVER_RENDERED.includes(route.module));
}

/** A storefront page whose remote module is loaded: the server can draw it. */
export interface DrawablePage {
  id: RemoteModuleId;
  params: Record<string, string>;
  page: ServerPage;
}

/**
 * The page's remote module, or null (the browser draws it, as before) when the page is not a
 * storefront page or its remote did not answer within the budget.
 */
export async function drawablePage(
  url: URL,
  config: RuntimeConfig,
  remotes: Pick<RemoteContainers, 'load'>,
  budgetMs: number,
): Promise<DrawablePage | null> {
  const route = remoteRouteFor(url.pathname);
  if (!route || !SERVER_RENDERED.includes(route.module)) return null;
  const page = await remotes.load(config, route.module, budgetMs);
  return page && { id: route.module, params: route.params, page };
}

/**
 * The page's body, drawn with the remote's own code from the API answers its module reads first,
 * in `locale` (`url` is the address as requested, /hi included).
 */
export function drawPage(
  url: URL,
  locale: Locale,
  config: RuntimeConfig,
  { id, params, page }: DrawablePage,
  catalog: CatalogReader,
  checkAnswers: boolean,
): Promise<RenderedBody> {
  return renderBody(url, locale, config, { id, params, ...page }, catalog.read, checkAnswers);
}

import fs from 'node:fs';
import path from 'node:path';
import { fillDataHint, normalizeRuntimeConfig, type DataHints, type RuntimeConfig } from '@store/shared/config';
import type { ServerRead } from '@store/shared/store';
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

/** Each remote's data hints, from its manifest (the same the shell's early start reads), kept per address. */
const hintsByManifest = new Map<string, Promise<DataHints>>();
function hintsOf(manifestUrl: string, budgetMs: number): Promise<DataHints> {
  let hints = hintsByManifest.get(manifestUrl);
  if (!hints) {
    hints = fetch(manifestUrl, { signal: AbortSignal.timeout(budgetMs) })
      .then((response) => response.json() as Promise<{ metaData?: { dataHints?: DataHints } }>)
      .then((manifest) => manifest.metaData?.dataHints ?? {});
    // A failure is asked again next time.
    hints.catch(() => hintsByManifest.delete(manifestUrl));
    hintsByManifest.set(manifestUrl, hints);
  }
  return hints;
}

/** Whether the server draws this page's body (the storefront's pages). */
export function drawnOnServer(pathname: string): boolean {
  const route = remoteRouteFor(pathname);
  return Boolean(route && SERVER_RENDERED.includes(route.module));
}

/** A storefront page whose remote module is loaded: the server can draw it. */
export interface DrawablePage {
  id: RemoteModuleId;
  params: Record<string, string>;
  page: ServerPage;
  hints: DataHints;
}

/**
 * The page's remote module (and its manifest's data hints), or null (the browser draws it, as
 * before) when the page is not a storefront page or its remote did not answer within the budget.
 */
export async function drawablePage(
  url: URL,
  config: RuntimeConfig,
  remotes: Pick<RemoteContainers, 'load'>,
  budgetMs: number,
): Promise<DrawablePage | null> {
  const route = remoteRouteFor(url.pathname);
  if (!route || !SERVER_RENDERED.includes(route.module)) return null;
  const remote = route.module.split('/')[0] as keyof RuntimeConfig['remotes'];
  const [page, hints] = await Promise.all([
    remotes.load(config, route.module, budgetMs),
    hintsOf(config.remotes[remote], budgetMs).catch(() => ({}) as DataHints),
  ]);
  return page && { id: route.module, params: route.params, page, hints };
}

/** The page's body, drawn with the remote's own code and the API answers its first render reads. */
export async function drawPage(
  url: URL,
  config: RuntimeConfig,
  { id, params, page, hints }: DrawablePage,
  catalog: CatalogReader,
): Promise<RenderedBody> {
  const exposed = id.split('/')[1] as string;
  // The module's own reads for this URL (a listing's category, search and sort); else the
  // manifest's hints, which know no query: a page with one then reads in the browser.
  const paths = page.firstReads
    ? page.firstReads(url)
    : url.search
      ? []
      : (hints[exposed] ?? []).map((hint) => fillDataHint(hint, url.pathname, params));
  const serverReads: Record<string, ServerRead> = {};
  for (const [index, answer] of (await Promise.all(paths.map((p) => catalog.read(p)))).entries())
    serverReads[paths[index] as string] = answer;
  return renderBody(url, config, { id, component: page.component }, serverReads);
}

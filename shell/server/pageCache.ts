import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@store/shared/config';
import type { CatalogReader } from './catalogReader';
import type { RenderMetrics } from './renderMetrics';
import type { Rendered, RenderPage, SendStart } from './renderPage';

export interface PageCacheOptions {
  catalog: CatalogReader;
  /** The shell's build: its index.html is every page's template. */
  root: string;
  runtimeConfig: () => RuntimeConfig;
  render: RenderPage;
  metrics: RenderMetrics;
  /** Pages kept per catalogue version; 0 turns the cache off. */
  entries: number;
}

/** What every page is drawn from now; `tag` is its short name (null while the API is away). */
export interface Generation {
  template: string;
  generation: string;
  tag: string | null;
}

export interface PageCache {
  page(url: URL, sendStart?: SendStart): Promise<Rendered>;
  generation(): Promise<Generation>;
}

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

/** The shell's build: its index.html, re-read when a new build writes it (`read`: its mtime). */
function buildWatch(root: string) {
  let build = { read: 0, html: '' };
  return () => {
    const file = path.join(root, 'index.html');
    const changed = fs.statSync(file).mtimeMs;
    if (changed !== build.read) build = { read: changed, html: fs.readFileSync(file, 'utf8') };
    return build;
  };
}

/**
 * Pages kept per generation, so an admin's edit, a new build or a moved remote shows on the
 * next request; a page is drawn only when no page of this generation is kept for its address.
 */
export function pageCache({ catalog, root, runtimeConfig, render, metrics, entries }: PageCacheOptions): PageCache {
  const currentVersion = versionWatch(catalog);
  const currentBuild = buildWatch(root);
  const cache = new Map<string, Rendered>();

  /**
   * What every page is drawn from now: the catalogue's version (null while the API is away),
   * the shell's build (its index.html: other script names) and the remotes' addresses (a
   * release or rollback changes the page as much as the catalogue does). `tag`: its short name,
   * the pages' ETag and nginx's cache key.
   */
  async function generation(): Promise<Generation> {
    const version = await currentVersion().catch(() => null);
    const shell = currentBuild();
    const generation = `${version}\n${shell.read}\n${JSON.stringify(runtimeConfig().remotes)}\n`;
    const tag = version === null ? null : createHash('sha1').update(generation).digest('base64url').slice(0, 16);
    return { template: shell.html, generation, tag };
  }

  async function page(url: URL, sendStart?: SendStart): Promise<Rendered> {
    // Without the version (the API is away), nothing is kept or reused.
    const { template, generation: current, tag } = await generation();
    const key = `${current}${url.pathname}${url.search}`;
    const kept = tag === null || entries === 0 ? undefined : cache.get(key);
    if (kept) {
      metrics.page('hit', kept.status);
      return kept;
    }
    const { cacheable, ...drawn } = await render(url, template, sendStart);
    const keep = cacheable && tag !== null && entries > 0;
    const fresh = { ...drawn, shared: keep && drawn.shared, etag: keep && drawn.shared ? `W/"${tag}"` : undefined };
    metrics.page(keep ? 'miss' : 'uncacheable', fresh.status);
    if (keep) {
      // Pages of an older version or build go first, then the oldest kept.
      for (const old of cache.keys()) {
        if (cache.size < entries && old.startsWith(current)) break;
        cache.delete(old);
      }
      cache.set(key, fresh);
    }
    return fresh;
  }

  return { page, generation };
}

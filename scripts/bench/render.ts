import type http from 'node:http';
import { startRenderServer } from '../../shell/server/renderServer';
import { hammer } from './api';

export interface RenderFigures {
  page: string;
  cache: 'on' | 'off';
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * The render server under load on a product page: from its page cache at `connections`, and
 * with the cache off (every request reads the product and renders) at 10 connections, on a
 * second render server over the same build and API.
 */
export async function measureRender(
  site: { shellUrl: string; shellRoot: string; apiUrl: string },
  productPath: string,
  seconds: number,
  connections: number,
): Promise<RenderFigures[]> {
  const cached = await hammer(`${site.shellUrl}${productPath}`, seconds, connections);
  const port = new URL(site.shellUrl).port;
  const uncachedServer: http.Server = await startRenderServer({
    root: site.shellRoot,
    port: Number(port) + 50,
    apiUrl: site.apiUrl,
    publicOrigin: site.shellUrl,
    cacheEntries: 0,
  });
  try {
    const uncached = await hammer(`http://127.0.0.1:${Number(port) + 50}${productPath}`, seconds, 10);
    return [
      { page: productPath, cache: 'on', connections, ...cached },
      { page: productPath, cache: 'off', connections: 10, ...uncached },
    ];
  } finally {
    await new Promise((resolve) => uncachedServer.close(resolve));
    uncachedServer.closeAllConnections();
  }
}

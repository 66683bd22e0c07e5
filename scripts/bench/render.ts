import { spawnRenderServer } from '../lib/renderProcess';
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
  const uncachedServer = await spawnRenderServer(
    { ...process.env, RENDER_CACHE: 'off' },
    { port: Number(port) + 50, root: site.shellRoot, apiUrl: site.apiUrl, publicOrigin: site.shellUrl, alone: true },
  );
  try {
    // Measured warm, as a running server is: its node container loaded, its code compiled.
    const uncachedUrl = `http://127.0.0.1:${Number(port) + 50}${productPath}`;
    for (let tries = 0; tries < 50; tries++) {
      if ((await (await fetch(uncachedUrl)).text()).includes('data-drawn')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await hammer(uncachedUrl, 1, 10);
    const uncached = await hammer(uncachedUrl, seconds, 10);
    return [
      { page: productPath, cache: 'on', connections, ...cached },
      { page: productPath, cache: 'off', connections: 10, ...uncached },
    ];
  } finally {
    await uncachedServer.close();
  }
}

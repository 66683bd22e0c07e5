import http from 'node:http';
import { median } from '../lib/loadTest';
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

/** A drawn page streams: when its head (first byte) and its end arrive, one request at a time, median ms. */
export interface StreamFigures {
  page: string;
  headMs: number;
  wholeMs: number;
}

/** One GET of `url`: milliseconds to its first byte and to its last. */
function timedGet(url: string): Promise<{ head: number; whole: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let head = 0;
    http
      .get(url, (response) => {
        response.once('data', () => {
          head = performance.now() - started;
        });
        response.on('end', () => resolve({ head, whole: performance.now() - started }));
        response.resume();
      })
      .on('error', reject);
  });
}

/**
 * The render server under load on a product page: from its page cache at `connections`, and
 * with the cache off (every request reads the product and renders) at 10 connections, on a
 * second render server over the same build and API; there also, one request at a time, when
 * the streamed page's head and its whole arrive.
 */
export async function measureRender(
  site: { shellUrl: string; shellRoot: string; apiUrl: string },
  productPath: string,
  seconds: number,
  connections: number,
): Promise<{ load: RenderFigures[]; stream: StreamFigures }> {
  const cached = await hammer(`${site.shellUrl}${productPath}`, seconds, connections);
  const port = new URL(site.shellUrl).port;
  const uncachedServer = await spawnRenderServer(
    // Its metrics are not measured (the site's render server holds the default port).
    { ...process.env, RENDER_CACHE: 'off', METRICS_PORT: '0' },
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
    const times: { head: number; whole: number }[] = [];
    for (let run = 0; run < 51; run++) times.push(await timedGet(uncachedUrl));
    return {
      load: [
        { page: productPath, cache: 'on', connections, ...cached },
        { page: productPath, cache: 'off', connections: 10, ...uncached },
      ],
      stream: {
        page: productPath,
        headMs: Math.round(median(times.map((t) => t.head)) * 10) / 10,
        wholeMs: Math.round(median(times.map((t) => t.whole)) * 10) / 10,
      },
    };
  } finally {
    await uncachedServer.close();
  }
}

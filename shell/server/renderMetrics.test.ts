/** @jest-environment node */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { normalizeRuntimeConfig } from '@store/shared/config';
import type { CatalogReader } from './catalogReader';
import { RenderMetrics } from './renderMetrics';
import { startRenderServer } from './renderServer';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-render-metrics-'));
const metrics = new RenderMetrics();
let server: http.Server;
let origin: string;

// The catalogue as the API answers it: an empty listing, one version. No remote answers (port 9 is discard).
const catalog: CatalogReader = {
  read: async () => ({ status: 200, body: [], headers: {} }),
  product: async () => null,
  version: async () => 7,
  sitemap: async () => ({ sections: [], products: [] }),
};

beforeAll(async () => {
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const remote = 'http://127.0.0.1:9/mf-manifest.json';
  server = await startRenderServer({
    root,
    port: 0,
    apiUrl: 'http://api.invalid',
    publicOrigin: 'http://shop.test',
    catalog,
    metrics,
    remoteBudgetMs: 200,
    runtimeConfig: () =>
      normalizeRuntimeConfig({ remotes: { catalog: remote, checkout: remote, account: remote, admin: remote } }),
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

const sample = async (name: string) =>
  Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(await metrics.registry.metrics())?.[1] ?? 0);

it('count pages from the cache and rendered, with the render time', async () => {
  // A page the browser draws (the shell's /terms and /help are drawn here now).
  expect((await fetch(`${origin}/unauthorized`)).status).toBe(200);
  expect((await fetch(`${origin}/unauthorized`)).status).toBe(200);
  expect(await sample('store_render_pages_total{source="miss",status="200"}')).toBe(1);
  expect(await sample('store_render_pages_total{source="hit",status="200"}')).toBe(1);
  expect(await sample('store_render_duration_seconds_count{drawn="false"}')).toBe(1);
  expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
  expect(await sample('store_render_pages_total{source="miss",status="404"}')).toBe(1);
});

it('count a storefront page left to the browser when its remote does not answer', async () => {
  expect((await fetch(`${origin}/mens`)).status).toBe(200);
  expect(await sample('store_render_browser_fallbacks_total')).toBe(1);
  expect(await sample('store_render_pages_total{source="uncacheable",status="200"}')).toBe(1);
});

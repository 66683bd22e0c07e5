/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { normalizeRuntimeConfig, PARKED_SCRIPT_TYPE } from '@store/shared/config';
import type { ServerRead } from '@store/shared/store';
import type { CatalogReader } from './catalogReader';
import { startRenderServer } from './renderServer';

/**
 * The render server streams a drawn page: the document's start (status, head, parked scripts)
 * leaves before the body is drawn, so the browser fetches the head's files while the server
 * still reads the API. Here the API read the listing needs is held open by the test.
 */
const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Build title</title>
    <script defer src="/static/js/index.1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let root: string;
let server: http.Server;
let listing: { answer: (read: ServerRead) => void; fail: (error: Error) => void };

function heldRead(): Promise<ServerRead> {
  return new Promise((resolve, reject) => {
    listing = { answer: resolve, fail: reject };
  });
}

const catalog: CatalogReader = {
  read: (apiPath) =>
    apiPath === '/products/mens' ? heldRead() : Promise.resolve({ status: 200, body: null, headers: {} }),
  product: () => Promise.resolve(null),
  version: () => Promise.resolve(1),
  sitemap: () => Promise.resolve({ sections: [], products: [] }),
};

/** The catalogue's listing module, as its node container gives it: it draws what it read. */
const Listing = () => createElement('main', null, 'Drawn listing');
const remotes = {
  load: () => Promise.resolve({ component: Listing, firstReads: () => ['/products/mens'] }),
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  server = await startRenderServer({
    root,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    publicOrigin: 'http://shop.test',
    catalog,
    remotes,
    cacheEntries: 0,
    runtimeConfig: () => normalizeRuntimeConfig({ remotes: { catalog: 'http://127.0.0.1:9/mf-manifest.json' } }),
  });
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** GETs `route` and reports each piece of the answer as it arrives (gunzipped when asked for gzip). */
function get(route: string, gzip: boolean) {
  const pieces: string[] = [];
  let arrived: () => void = () => undefined;
  let status = 0;
  const done = new Promise<void>((resolve, reject) => {
    const { port } = server.address() as { port: number };
    http
      .get({ port, path: route, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (response) => {
        status = response.statusCode ?? 0;
        const body = gzip ? response.pipe(zlib.createGunzip()) : response;
        body.on('data', (chunk: Buffer) => {
          pieces.push(chunk.toString('utf8'));
          arrived();
        });
        body.on('end', resolve);
        body.on('error', reject);
      })
      .on('error', reject);
  });
  const nextPiece = () =>
    new Promise<void>((resolve) => {
      arrived = resolve;
    });
  return { pieces, done, nextPiece, status: () => status };
}

it.each([false, true])("sends a drawn page's head before its body is drawn (gzip: %s)", async (gzip) => {
  const page = get('/mens', gzip);
  await page.nextPiece();
  // The API read is still open: the head has left, the body has not.
  const start = page.pieces.join('');
  expect(page.status()).toBe(200);
  expect(start).toContain('<title>');
  expect(start).toContain(`<script type="${PARKED_SCRIPT_TYPE}" data-src="/static/js/index.1.js">`);
  expect(start).not.toContain('</head>');
  expect(start).not.toContain('Drawn listing');

  listing.answer({ status: 200, body: [], headers: {} });
  await page.done;
  const html = page.pieces.join('');
  expect(html).toContain('<main>Drawn listing</main>');
  expect(html).toContain('<script id="store-server-state" type="application/json">{"/products/mens"');
  expect(html).toMatch(/<\/html>\s*$/);
});

it('ends a page whose draw failed after its head left with an empty #root the browser draws', async () => {
  const page = get('/mens', false);
  await page.nextPiece();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  listing.fail(new Error('the listing read broke'));
  await page.done;
  error.mockRestore();
  const html = page.pieces.join('');
  expect(page.status()).toBe(200);
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('store-server-state');
  expect(html).toMatch(/<\/html>\s*$/);
});

/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { normalizeRuntimeConfig, PARKED_SCRIPT_TYPE } from '@store/shared/config';
import type { ServerRead } from '@store/shared/store';
import type { CatalogReader } from './catalogReader';
import { startRenderServer, type RenderServerOptions } from './renderServer';

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

/** Whether the test answers the listing's read itself; else it is at hand, as a product read by the head is. */
let holdListing = true;
const catalog: CatalogReader = {
  read: (apiPath) =>
    apiPath === '/products/mens' && holdListing ? heldRead() : Promise.resolve({ status: 200, body: [], headers: {} }),
  product: () => Promise.resolve(null),
  version: () => Promise.resolve(1),
  sitemap: () => Promise.resolve({ sections: [], products: [] }),
};

/** The catalogue's listing module, as its node container gives it; `slowDraw` makes its draw take that long. */
let slowDraw = 0;
const Listing = () => {
  const until = Date.now() + slowDraw;
  while (Date.now() < until);
  return createElement('main', null, 'Drawn listing');
};
const remotes = {
  load: () => Promise.resolve({ component: Listing, firstReads: () => ['/products/mens'] }),
};

/** A render server over the test's build, catalogue and remotes. */
const renderServer = (options: Partial<RenderServerOptions> = {}) =>
  startRenderServer({
    root,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    publicOrigin: 'http://shop.test',
    catalog,
    remotes,
    runtimeConfig: () => normalizeRuntimeConfig({ remotes: { catalog: 'http://127.0.0.1:9/mf-manifest.json' } }),
    ...options,
  });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-server-'));
  fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
  server = await renderServer({ cacheEntries: 0 });
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
  let buffering = '';
  const done = new Promise<void>((resolve, reject) => {
    const { port } = server.address() as { port: number };
    http
      .get({ port, path: route, headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} }, (response) => {
        status = response.statusCode ?? 0;
        buffering = String(response.headers['x-accel-buffering']);
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
  return { pieces, done, nextPiece, status: () => status, buffering: () => buffering };
}

it.each([false, true])("sends a drawn page's head before its body is drawn (gzip: %s)", async (gzip) => {
  const page = get('/mens', gzip);
  await page.nextPiece();
  // The API read is still open: the head has left, the body has not.
  const start = page.pieces.join('');
  expect(page.status()).toBe(200);
  // A proxy in front (nginx) is told not to hold the start back.
  expect(page.buffering()).toBe('no');
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

/** A client in its own process (a draw holds this one's event loop): when each piece of `route` arrives. */
function piecesFromAnotherProcess(route: string): Promise<{ at: number; text: string }[]> {
  const { port } = server.address() as { port: number };
  const client = `
    const started = Date.now();
    const pieces = [];
    require('node:http').get({ port: ${port}, path: ${JSON.stringify(route)} }, (response) => {
      response.on('data', (chunk) => pieces.push({ at: Date.now() - started, text: chunk.toString() }));
      response.on('end', () => process.stdout.write(JSON.stringify(pieces)));
    });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', client], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });
}

it('sends the start before a slow draw, even when the reads it waits for are at hand', async () => {
  // The read answers at once: the draw follows the start in the same tick.
  holdListing = false;
  slowDraw = 400;
  try {
    const [first, ...rest] = await piecesFromAnotherProcess('/mens');
    expect(first?.text).toContain('<title>');
    expect(first?.text).not.toContain('Drawn listing');
    expect(rest.map((piece) => piece.text).join('')).toContain('Drawn listing');
    // The start did not wait for the draw.
    expect((rest.at(-1)?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(300);
  } finally {
    holdListing = true;
    slowDraw = 0;
  }
});

it('serves a new build of the shell from the next request, not a page kept from the old one', async () => {
  const cached = await renderServer();
  const { port } = cached.address() as { port: number };
  const page = async () => (await fetch(`http://127.0.0.1:${port}/help`)).text();
  try {
    expect(await page()).toContain('/static/js/index.1.js');
    const file = path.join(root, 'index.html');
    fs.writeFileSync(file, TEMPLATE.replace('index.1.js', 'index.2.js'));
    // A later modification time, as a deploy writes (the file system's clock may be coarse).
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const html = await page();
    expect(html).toContain('/static/js/index.2.js');
    expect(html).not.toContain('/static/js/index.1.js');
  } finally {
    fs.writeFileSync(path.join(root, 'index.html'), TEMPLATE);
    cached.close();
  }
});

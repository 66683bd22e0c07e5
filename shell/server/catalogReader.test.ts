/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ApiUnavailable, catalogReader } from './catalogReader';
import { startRenderServer } from './renderServer';

/**
 * The API as the render server meets it behind its front, right after an instance came back:
 * an answer's status and headers arrive, and then its body is cut off (the instance died, or the
 * read's budget ran out while the body was on its way). Each route answers in turn from its list.
 */
type Answer = 'whole' | 'cut' | 'stalled' | 'null';
const PRODUCT = { _id: 'p1', name: 'Silk kurta' };
let script: Record<string, Answer[]> = {};
const asked: string[] = [];

const api = http.createServer((request, response) => {
  const url = request.url ?? '/';
  asked.push(url);
  const answer = script[url]?.shift() ?? 'whole';
  const body = JSON.stringify(url.startsWith('/products/mens') ? [PRODUCT] : PRODUCT);
  if (answer === 'null') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('null');
    return;
  }
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
  if (answer === 'whole') {
    response.end(body);
    return;
  }
  response.write(body.slice(0, 5));
  if (answer === 'cut') setTimeout(() => response.destroy(), 20);
  else setTimeout(() => response.end(body.slice(5)), 2_000).unref();
});
let apiUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});
afterAll(() => {
  api.closeAllConnections();
  api.close();
});
beforeEach(() => {
  script = {};
  asked.length = 0;
});

it('reads an answer whose body was cut off as no answer, never as a success with nothing in it', async () => {
  const reader = catalogReader(apiUrl, 1000);
  script = { '/products/mens?limit=24': ['cut', 'cut'], '/products/p1': ['cut', 'null'] };
  await expect(reader.read('/products/mens?limit=24')).rejects.toBeInstanceOf(ApiUnavailable);
  // Not "not found": the product page is not answered 404 while the API is failing.
  await expect(reader.product('p1')).rejects.toBeInstanceOf(ApiUnavailable);
});

it('tries a failed read once more within its budget: behind the front, another instance answers', async () => {
  const reader = catalogReader(apiUrl, 1000);
  script = { '/products/mens?limit=24': ['cut'], '/products/p1': ['null'] };
  expect(await reader.read('/products/mens?limit=24')).toMatchObject({ status: 200, body: [PRODUCT] });
  expect(await reader.product('p1')).toEqual(PRODUCT);
  expect(asked).toEqual(['/products/mens?limit=24', '/products/mens?limit=24', '/products/p1', '/products/p1']);
});

it('reads a body still arriving when the budget ran out as no answer', async () => {
  const reader = catalogReader(apiUrl, 300);
  script = { '/products/p1': ['stalled'] };
  await expect(reader.product('p1')).rejects.toBeInstanceOf(ApiUnavailable);
});

it('answers a product page whose read was cut off with the page the browser draws, not a 404', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'render-reads-'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<html lang="en-IN"><head></head><body><div id="root"></div></body></html>',
  );
  const server = await startRenderServer({ root, port: 0, apiUrl, publicOrigin: 'http://shop.test', cacheEntries: 0 });
  try {
    script = { '/products/p1': ['cut', 'cut'] };
    const { port } = server.address() as { port: number };
    const page = await fetch(`http://127.0.0.1:${port}/product/p1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // The site's own head, not the not-found page's title.
    expect(await page.text()).not.toContain('Product not found');
  } finally {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

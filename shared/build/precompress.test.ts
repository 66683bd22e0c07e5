import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Gzip, serveStaticFile } from '../server/staticFiles';
import { precompress } from './precompress';

/**
 * A hashed chunk is compressed once at build time with zopfli and sent as it is: smaller than
 * the server's own gzip, and the same bytes once a browser inflates it.
 */
it("sends a hashed chunk's zopfli copy, smaller than gzip -9 and the same script once inflated", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const script = Buffer.from(
    Array.from(
      { length: 400 },
      (_, i) => `export function part${i}(value) { return value * ${i} + "${i % 7}"; }\n`,
    ).join(''),
  );
  const file = path.join(root, 'index.0123456789.js');
  fs.writeFileSync(file, script);
  await precompress(file);
  const zopfli = fs.readFileSync(`${file}.gz`);
  expect(zopfli.length).toBeLessThan(zlib.gzipSync(script, { level: 9 }).length);

  const gzip = new Gzip();
  const server = http.createServer((request, response) => {
    serveStaticFile(request, response, new URL(request.url ?? '/', 'http://x').pathname, { root }, gzip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ port, path: '/index.0123456789.js', headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(zopfli)).toBe(true);
    expect(zlib.gunzipSync(answer.body).equals(script)).toBe(true);
  } finally {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  // zopfli takes a few seconds of CPU: more than Jest's 5 s when CI's two cores are busy.
}, 30_000);

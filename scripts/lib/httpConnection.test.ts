import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpConnection } from './httpConnection';

/**
 * The bench's shopper connection against Node's own server: answers sent in pieces are read
 * whole, calls reuse one socket, and a connection the server closes is opened again.
 */
it('reads answers whole over one kept-alive socket, and opens a new one after the server closes it', async () => {
  const sockets = new Set<unknown>();
  const server = http.createServer((request, response) => {
    sockets.add(request.socket);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const sent = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { n: number; close?: boolean };
      const body = JSON.stringify({ echoed: sent.n, path: request.url, header: request.headers['x-extra'] ?? null });
      response.writeHead(sent.n === 2 ? 409 : 200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...(sent.close ? { connection: 'close' } : {}),
      });
      // The body in two writes, a moment apart: the client must wait for all of it.
      response.write(body.slice(0, 5));
      setTimeout(() => response.end(body.slice(5)), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const connection = httpConnection(`http://127.0.0.1:${port}`);
  try {
    const first = await connection.post('/one', { n: 1 }, { 'x-extra': 'yes' });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ echoed: 1, path: '/one', header: 'yes' });
    const second = await connection.post('/two', { n: 2, close: true });
    expect(second.status).toBe(409);
    expect(second.json()).toEqual({ echoed: 2, path: '/two', header: null });
    expect(sockets.size).toBe(1);
    const third = await connection.post('/three', { n: 3 });
    expect(third.json()).toEqual({ echoed: 3, path: '/three', header: null });
    expect(sockets.size).toBe(2);
  } finally {
    connection.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

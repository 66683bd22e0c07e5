import http from 'node:http';
import https from 'node:https';

/** What a browser's image request carries that the image store answers on (format, 304s, ranges). */
const ASKED = ['accept', 'if-none-match', 'if-modified-since', 'range'];
/** What the image store's answer keeps on its way back: its type, year-long caching and ETag. */
const ANSWERED = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'accept-ranges',
  'content-range',
  'cross-origin-resource-policy',
];

/**
 * Passes the site's own /media/... (with ImageKit's ?tr= and /media/tr:.../ forms) to where the
 * pictures live, `upstream` (the API's /media, or an image CDN's URL endpoint): the page's
 * images come from its own origin, on the connection the page came on. nginx does the same in
 * the containers (deploy/nginx/shell.conf.template).
 */
export function passMedia(request: http.IncomingMessage, response: http.ServerResponse, upstream: string): void {
  const target = new URL(upstream.replace(/\/$/, '') + (request.url ?? '/').slice('/media'.length));
  const headers = Object.fromEntries(
    ASKED.flatMap((name) => (request.headers[name] ? [[name, request.headers[name]]] : [])),
  );
  const client = target.protocol === 'https:' ? https : http;
  const forwarded = client.request(target, { method: request.method, headers }, (answer) => {
    const kept = Object.fromEntries(
      ANSWERED.flatMap((name) => (answer.headers[name] ? [[name, answer.headers[name]]] : [])),
    );
    response.writeHead(answer.statusCode ?? 502, kept);
    answer.pipe(response);
  });
  forwarded.on('error', () => {
    if (response.headersSent) response.destroy();
    else response.writeHead(502, { 'Content-Type': 'text/plain' }).end('Image store unavailable');
  });
  forwarded.end();
}

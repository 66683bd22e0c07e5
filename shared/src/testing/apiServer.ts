import { getRawRequest } from '@mswjs/interceptors';
import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { getRuntimeConfig } from '../config/runtimeConfig';

/**
 * The store's API as a mock server at the network, for component tests (MSW). Screens call the
 * API through their real code (the shared client, their api modules, axios and its XHR); a test
 * says what the server answers with MSW's handlers, not which function to stub:
 *
 *   const server = setupApiServer();
 *   server.use(api.get('/products/:id', ({ params }) => HttpResponse.json(product(params.id))));
 *   server.use(api.post('/orders', () => HttpResponse.json({ message: 'Sold out' }, { status: 409 })));
 *
 * A request no handler answers fails the test that made it (a screen calling something
 * unexpected is a behaviour change too).
 */
const server = setupServer();

/**
 * MSW's `http` handlers at the API's address (the runtime config's apiUrl), so a handler names
 * the API's path exactly, as the screens' api modules do: `api.get('/products/:id', resolver)`.
 */
export const api = Object.fromEntries(
  Object.entries(http).map(([method, handler]) => [
    method,
    (path: string, ...rest: unknown[]) =>
      (handler as (...args: unknown[]) => HttpHandler)(getRuntimeConfig().apiUrl + path, ...rest),
  ]),
) as typeof http;

/** A request as the screen sent it, for a test to check what was asked. */
export interface SentRequest {
  method: string;
  /** The path without the query, e.g. `/products/p1`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body parsed; a multipart body as FormData; none as undefined. */
  body: unknown;
  headers: Record<string, string>;
  /** The screen aborted the request (it no longer wanted the answer). */
  aborted: boolean;
  url: string;
}

const sent: SentRequest[] = [];
/** Bodies are read asynchronously: each request with one is recorded after those before it. */
let recording: Promise<void> = Promise.resolve();
/** Which test the requests belong to: a body read as one test ends is not the next one's. */
let testRun = 0;
let unhandled: string[] = [];

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: SentRequest = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: undefined,
    headers: Object.fromEntries(request.headers),
    aborted: false,
    url: request.url,
  };
  // The interceptor fires no abort event for a request it holds: note the screen's abort() call.
  const xhr = getRawRequest(request);
  if (xhr instanceof XMLHttpRequest) {
    const abort = xhr.abort.bind(xhr);
    xhr.abort = () => {
      entry.aborted = true;
      abort();
    };
  }
  // One without a body is on record at once; one with a body once it is read, after those before it.
  if (request.body === null) {
    sent.push(entry);
    return;
  }
  const body = bodyOf(request.clone());
  const run = testRun;
  recording = recording.then(async () => {
    entry.body = await body;
    if (run === testRun) sent.push(entry);
  });
});

/**
 * Starts the mock API for this test file: handlers added with `server.use` and the requests
 * sent are forgotten before each test (a screen still on its way out after a test is answered
 * as it was in it), and the network is real again after the file.
 */
export function setupApiServer(): SetupServer {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterAll(() => server.close());
  beforeEach(() => {
    server.resetHandlers();
    sent.length = 0;
    testRun += 1;
    unhandled = [];
  });
  afterEach(() => {
    const missed = unhandled;
    unhandled = [];
    if (missed.length) throw new Error(`The screen called the API where the test gave no answer: ${missed.join(', ')}`);
  });
  return server;
}

/** Every request the screens sent in this test, in order. */
export const requests: readonly SentRequest[] = sent;

/**
 * The requests to one route, e.g. `requestsTo('POST /orders/:id')`: its path on any host, or a
 * whole address (`POST https://upload.imagekit.io/api/v1/files/upload`).
 */
export function requestsTo(route: string): SentRequest[] {
  const [method, path] = route.split(' ');
  if (!method || !path) throw new Error(`requestsTo: write a route as "GET /path/:param", not "${route}"`);
  return sent.filter((request) => {
    const url = new URL(request.url);
    return request.method === method.toUpperCase() && matchRequestUrl(url, new URL(path, url.origin).href).matches;
  });
}

import axios, {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
// Node's own, which Jest's fake timers leave alone: answers arrive a macrotask later, as over a
// network, under real and fake timers alike.
import { setImmediate as afterIo } from 'node:timers';

/**
 * A fake of the store's API at the HTTP boundary, for component tests. Screens call the API
 * through their real code (the shared client, their api modules, axios itself); only axios's
 * transport is replaced, so a test says what the server answers, not which function to stub.
 *
 *   const api = installFakeApi();
 *   api.on('GET /products/:id', ({ params }) => product(params.id));
 *   api.on('POST /orders', () => reply(409, { message: 'Sold out' }));
 *
 * A call with no route fails the test that made it (a screen calling something unexpected is
 * a behaviour change too).
 */

export interface FakeRequest {
  method: string;
  /** The path without the query, e.g. `/products/p1`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body parsed; FormData as sent. */
  body: unknown;
  headers: Record<string, string>;
  /** The screen aborted the call (it no longer wanted the answer). */
  aborted: boolean;
}

const REPLY = Symbol('reply');
interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer with a status or headers: `reply(404, { message: 'Product not found' })`. */
export function reply(status: number, body: unknown = {}, headers: Record<string, string> = {}): Reply {
  return { [REPLY]: true, status, body, headers };
}

/** The API out of reach: no answer at all (connection refused). */
export const UNREACHABLE = Symbol('unreachable');

/** Never answers (the request stays in flight until the screen aborts it). */
export const PENDING = Symbol('pending');

type Answer = unknown | Reply | typeof UNREACHABLE | typeof PENDING;
export type FakeHandler = (request: FakeRequest) => Answer | Promise<Answer>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler;
  once: boolean;
}

function compile(spec: string): Pick<Route, 'method' | 'pattern' | 'names'> {
  const [method, path] = spec.split(' ');
  if (!method || !path) throw new Error(`fakeApi: write a route as "GET /path/:param", not "${spec}"`);
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names };
}

function requestOf(config: InternalAxiosRequestConfig): FakeRequest {
  const url = new URL(axios.getUri(config), 'http://localhost');
  let body: unknown = config.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // A non-JSON string stays as sent.
    }
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname,
    params: {},
    query: Object.fromEntries(url.searchParams),
    body,
    headers,
    aborted: false,
  };
}

export interface FakeApi {
  /** Answers every matching call from now on (the latest route for a path wins). */
  on(route: string, handler: FakeHandler): FakeApi;
  /** Answers the next matching call only, before any `on` route. */
  once(route: string, handler: FakeHandler): FakeApi;
  /** Every call the screens made, in order. */
  readonly calls: FakeRequest[];
  /** The calls to one route, e.g. `api.callsTo('POST /orders')`. */
  callsTo(route: string): FakeRequest[];
}

/**
 * Replaces axios's transport for this test file: routes are cleared and calls forgotten
 * before each test, and the real transport comes back after the file.
 */
export function installFakeApi(): FakeApi {
  let routes: Route[] = [];
  const calls: FakeRequest[] = [];
  let unrouted: string[] = [];

  const match = (request: FakeRequest, route: Pick<Route, 'method' | 'pattern' | 'names'>) => {
    if (route.method !== request.method) return null;
    const found = route.pattern.exec(request.path);
    if (!found) return null;
    return Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
  };

  const adapter: AxiosAdapter = async (config) => {
    const request = requestOf(config);
    calls.push(request);
    const signal = config.signal as AbortSignal | undefined;
    signal?.addEventListener?.('abort', () => (request.aborted = true));
    const candidates = [...routes.filter((r) => r.once), ...routes.filter((r) => !r.once).reverse()];
    let params: Record<string, string> | null = null;
    const route = candidates.find((r) => (params = match(request, r)) !== null);
    if (!route || !params) {
      unrouted.push(`${request.method} ${request.path}`);
      throw new AxiosError(`fakeApi: no route for ${request.method} ${request.path}`, 'ERR_NETWORK', config);
    }
    if (route.once) routes = routes.filter((r) => r !== route);
    const answer = await route.handler({ ...request, params });
    await new Promise((resolve) => afterIo(resolve));
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    if (answer === UNREACHABLE) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (answer === PENDING)
      return new Promise<AxiosResponse>((_, reject) => {
        signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
      });
    const { status, body, headers } =
      typeof answer === 'object' && answer !== null && REPLY in answer
        ? (answer as Reply)
        : { status: 200, body: answer, headers: {} };
    const response: AxiosResponse = {
      data: body === undefined ? '' : body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': 'application/json', ...headers }),
      config,
    };
    if (config.validateStatus && !config.validateStatus(status))
      throw new AxiosError(
        `Request failed with status code ${status}`,
        status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        config,
        undefined,
        response,
      );
    return response;
  };

  const original = axios.defaults.adapter;
  beforeAll(() => {
    axios.defaults.adapter = adapter;
  });
  afterAll(() => {
    axios.defaults.adapter = original;
  });
  beforeEach(() => {
    routes = [];
    calls.length = 0;
    unrouted = [];
  });
  afterEach(() => {
    const missed = unrouted;
    unrouted = [];
    if (missed.length) throw new Error(`The screen called the API where the test gave no answer: ${missed.join(', ')}`);
  });

  const api: FakeApi = {
    on(spec, handler) {
      routes.push({ ...compile(spec), handler, once: false });
      return api;
    },
    once(spec, handler) {
      routes.push({ ...compile(spec), handler, once: true });
      return api;
    },
    calls,
    callsTo(spec) {
      const route = compile(spec);
      return calls.filter((request) => match(request, route) !== null);
    },
  };
  return api;
}

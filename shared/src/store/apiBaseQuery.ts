import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AnswerName } from '../api/answerChecks';
import { getRuntimeConfig, takeEarlyRead } from '../config/runtimeConfig';

/** A call as an endpoint describes it: the path (with or without a query), and the answer it expects. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The shared schema the answer is checked against in development and tests (see answerChecks.ts). */
  answer?: AnswerName;
}

/** An answer as the store keeps it: status, body and the headers a screen reads (names lower-case). */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** What a query's result carries besides its data: the answer's headers (a listing's next cursor). */
export interface ApiMeta {
  headers: Record<string, string>;
}

/**
 * How a store's queries reach the API when not through the browser's client, and whether they
 * check answers: given to createAppStore, and to every query as its thunk's `extra`.
 */
export interface StoreServices {
  /**
   * The render server's reader: a GET by its path, read once per page within the page's time
   * budget (the head and the body share it), throwing when the API is away.
   */
  serverRead?: (path: string) => Promise<ApiAnswer>;
  /** Development and tests: what is wrong with an answer, or null (answerProblem of @store/shared/schemas). */
  checkAnswer?: (name: AnswerName, body: unknown) => string | null;
}

/** The path and query of a request, as the render server and the early start read it. */
function requestPath({ url, params = {} }: Pick<ApiRequest, 'url' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const search = String(query);
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** axios's headers (an AxiosHeaders, or a plain object) as plain lower-case strings: kept in the store. */
function plainHeaders(headers: unknown): Record<string, string> {
  const raw = (headers as { toJSON?: () => unknown })?.toJSON?.() ?? headers ?? {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name.toLowerCase(), value]] : [],
    ),
  );
}

/**
 * The shell's early start's read of this GET, when it made one (a page the browser draws: the
 * reads its remote declares, fetched while the page's scripts downloaded), once.
 */
async function earlyAnswer(request: ApiRequest): Promise<ApiAnswer | null> {
  if ((request.method ?? 'GET') !== 'GET') return null;
  const early = await takeEarlyRead(`${getRuntimeConfig().apiUrl}${requestPath(request)}`);
  if (!early) return null;
  try {
    return { status: 200, body: JSON.parse(early.body), headers: plainHeaders(early.headers) };
  } catch {
    return null;
  }
}

/**
 * The call through the browser's one API client (its credentials, origin header, idempotent
 * resend and runtime config). The client, and axios with it, arrive with the first call rather
 * than with the page: a page the server drew reads nothing while it loads.
 */
async function throughClient(request: ApiRequest, signal: AbortSignal): Promise<ApiAnswer> {
  const { apiClient } = await import('../api/client');
  try {
    const response = await apiClient().request({
      url: request.url,
      method: request.method ?? 'GET',
      params: request.params,
      data: request.body,
      headers: request.headers,
      signal,
    });
    return { status: response.status, body: response.data, headers: plainHeaders(response.headers) };
  } catch (error) {
    // A refusal is an answer too (its status and message); no answer at all is thrown on.
    const response = (error as { response?: { status: number; data: unknown; headers: unknown } }).response;
    if (!response) throw error;
    return { status: response.status, body: response.data, headers: plainHeaders(response.headers) };
  }
}

/**
 * The store API slice's one way to the API. A refusal is `{ status, data }` (data: the API's
 * `{ message }`, which `serverMessage` reads), no answer `FETCH_ERROR`, and an answer that is not
 * what the API sends (development and tests only) `CUSTOM_ERROR`, logged.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError, object, ApiMeta> = async (
  request,
  { signal, extra },
) => {
  const { serverRead, checkAnswer } = (extra ?? {}) as StoreServices;
  let answer: ApiAnswer;
  try {
    if (serverRead && (request.method ?? 'GET') !== 'GET') throw new Error('the render server only reads');
    answer = serverRead
      ? await serverRead(requestPath(request))
      : ((await earlyAnswer(request)) ?? (await throughClient(request, signal)));
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) } };
  }
  const meta = { headers: answer.headers };
  if (answer.status >= 400) return { error: { status: answer.status, data: answer.body }, meta };
  const problem = request.answer ? checkAnswer?.(request.answer, answer.body) : null;
  if (problem) {
    const error = `${request.method ?? 'GET'} ${request.url}: not the API's ${request.answer} answer: ${problem}`;
    console.error(error);
    return { error: { status: 'CUSTOM_ERROR', error }, meta };
  }
  return { data: answer.body, meta };
};

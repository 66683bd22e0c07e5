import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { setRuntimeConfig, type RuntimeConfig } from '@store/shared/config';
import { basenameOf, createI18n, I18nProvider, localeOfPath, type Locale } from '@store/shared/i18n';
import { answerProblem } from '@store/shared/schemas';
import {
  createAppStore,
  serverDrawnState,
  storeApi,
  type ApiAnswer,
  type ApiState,
  type PagePrefetch,
} from '@store/shared/store';
import { Layout } from '../src/app/Layout';
import { ServerRenderedModules } from '../src/federation/RemoteSlot';
import type { RemoteModuleId } from '../src/federation/contract';
import type { ComponentType, ReactNode } from 'react';
import { ApiUnavailable } from './catalogReader';

export interface RenderedBody {
  /** The markup of #root. */
  html: string;
  /** styled-components' style tags for that markup. */
  styles: string;
  /** What the browser's store starts from: the API slice's cache, the answers the page was drawn with. */
  apiState: ApiState;
}

/**
 * A read the page could not be drawn from: no answer (the reader's budget passed, a 5xx), or in
 * development one that is not the API's. A refusal (4xx) is an answer the page draws.
 */
function unanswered(state: ApiState): string | null {
  for (const [key, entry] of Object.entries(state.queries)) {
    const status = entry?.status === 'rejected' ? (entry.error as { status?: unknown } | undefined)?.status : null;
    if (status !== null && status !== undefined && typeof status !== 'number') return key;
  }
  return null;
}

/**
 * React's streaming renderer, read to its end: the markup once everything in it is ready (a
 * suspended part included), as search engines and link previews need the whole page. Its
 * styles go in the <head>, which stays open until then (see document.ts).
 */
function markupOf(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every part inline, as one piece: a part sent "outlined" would need React's inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // An error inside the shell rejects above; one below a boundary is logged and drawn by the browser.
        console.error('render server: a part of the page failed on the server', error);
      },
    });
  });
}

/**
 * The page as the shell draws it, with the remote module already loaded, for `url`: the
 * module's first reads (`prefetch`) go into the page's own store through `read` (the render
 * server's reader), then the page is drawn from that cache. The store holds no bag or session
 * (they live in the browser): the browser hydrates this markup first, from the same cache, and
 * then puts its own bag and sign-in back. Throws ApiUnavailable when a read got no answer.
 */
export async function renderBody(
  url: URL,
  locale: Locale,
  config: RuntimeConfig,
  module: {
    id: RemoteModuleId;
    params: Record<string, string>;
    component: ComponentType;
    prefetch: PagePrefetch | null;
  },
  read: (path: string) => Promise<ApiAnswer>,
  /** Outside production the server checks the API's answers against their schemas, as the browser does. */
  checkAnswers: boolean,
): Promise<RenderedBody> {
  setRuntimeConfig(config);
  const services = { serverRead: read, checkAnswer: checkAnswers ? answerProblem : undefined };
  const { store } = createAppStore({ preloadedState: serverDrawnState(), services, devChecks: false });
  // The module reads from the address its routes know (a Hindi page's without /hi).
  const appUrl = new URL(`${localeOfPath(url.pathname).path}${url.search}`, url);
  module.prefetch?.({ url: appUrl, params: module.params }, store.dispatch);
  await Promise.all(store.dispatch(storeApi.util.getRunningQueriesThunk()));
  const apiState = store.getState()[storeApi.reducerPath];
  const missing = unanswered(apiState);
  if (missing) throw new ApiUnavailable(`${missing}: no answer to draw the page from`);
  const sheet = new ServerStyleSheet();
  try {
    const html = await markupOf(
      sheet.collectStyles(
        <Provider store={store}>
          {/* One Lingui instance per page: requests in other languages draw at the same time. */}
          <I18nProvider i18n={createI18n(locale)}>
            <StaticRouter location={`${url.pathname}${url.search}`} basename={basenameOf(locale)}>
              <ServerRenderedModules.Provider value={{ [module.id]: module.component }}>
                <Layout />
              </ServerRenderedModules.Provider>
            </StaticRouter>
          </I18nProvider>
        </Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), apiState };
  } finally {
    sheet.seal();
  }
}

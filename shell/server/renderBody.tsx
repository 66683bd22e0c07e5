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
  type AppStore,
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

/** What the server draws a page with: a remote's module in its slot, or a page of the shell's own. */
export interface PageToDraw {
  /** The remote module drawn in its slot (the browser hydrates it when it arrives); none for the shell's pages. */
  module: { id: RemoteModuleId; component: ComponentType } | null;
  params: Record<string, string>;
  /** The page's first API reads for a URL, run into the page's store before it is drawn. */
  prefetch: PagePrefetch | null;
}

/** `tree` as the shell's page holds it (store, language, router at `url`), with its styles. */
async function drawTree(
  url: URL,
  locale: Locale,
  store: AppStore,
  modules: Partial<Record<RemoteModuleId, ComponentType>>,
  tree: ReactNode,
): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const html = await markupOf(
      sheet.collectStyles(
        <Provider store={store}>
          {/* One Lingui instance per page: requests in other languages draw at the same time. */}
          <I18nProvider i18n={createI18n(locale)}>
            <StaticRouter location={`${url.pathname}${url.search}`} basename={basenameOf(locale)}>
              <ServerRenderedModules.Provider value={modules}>{tree}</ServerRenderedModules.Provider>
            </StaticRouter>
          </I18nProvider>
        </Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The store a page is drawn from: no bag or session (they live in the browser), reads through the render server. */
function pageStore(read: (path: string) => Promise<ApiAnswer>, checkAnswers: boolean): AppStore {
  const services = { serverRead: read, checkAnswer: checkAnswers ? answerProblem : undefined };
  return createAppStore({ preloadedState: serverDrawnState(), services, devChecks: false }).store;
}

/**
 * The page as the shell draws it, with its remote module already loaded (or a page of the
 * shell's own), for `url`: the page's first reads (`prefetch`) go into the page's own store
 * through `read` (the render server's reader), then the page is drawn from that cache. The
 * store holds no bag or session (they live in the browser): the browser hydrates this markup
 * first, from the same cache, and then puts its own bag and sign-in back. Throws ApiUnavailable
 * when a read got no answer.
 */
export async function renderBody(
  url: URL,
  locale: Locale,
  config: RuntimeConfig,
  page: PageToDraw,
  read: (path: string) => Promise<ApiAnswer>,
  /** Outside production the server checks the API's answers against their schemas, as the browser does. */
  checkAnswers: boolean,
): Promise<RenderedBody> {
  setRuntimeConfig(config);
  const store = pageStore(read, checkAnswers);
  // The page reads from the address its routes know (a Hindi page's without /hi).
  const appUrl = new URL(`${localeOfPath(url.pathname).path}${url.search}`, url);
  page.prefetch?.({ url: appUrl, params: page.params }, store.dispatch);
  await Promise.all(store.dispatch(storeApi.util.getRunningQueriesThunk()));
  const apiState = store.getState()[storeApi.reducerPath];
  const missing = unanswered(apiState);
  if (missing) throw new ApiUnavailable(`${missing}: no answer to draw the page from`);
  const modules = page.module ? { [page.module.id]: page.module.component } : {};
  return { ...(await drawTree(url, locale, store, modules, <Layout />)), apiState };
}

/**
 * A frame drawn outside the app (nothing hydrates it), e.g. the store's header and footer
 * around a word for a browser without JavaScript: reads nothing from the API.
 */
export function renderFrame(
  url: URL,
  locale: Locale,
  config: RuntimeConfig,
  tree: ReactNode,
): Promise<{ html: string; styles: string }> {
  setRuntimeConfig(config);
  const store = pageStore(() => Promise.reject(new ApiUnavailable('a frame reads nothing')), false);
  return drawTree(url, locale, store, {}, tree);
}

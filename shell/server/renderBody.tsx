import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { setRuntimeConfig, type RuntimeConfig } from '@store/shared/config';
import { createAppStore, serverDrawnState, type ServerRead } from '@store/shared/store';
import { Layout } from '../src/app/Layout';
import { ServerRenderedModules } from '../src/federation/RemoteSlot';
import type { RemoteModuleId } from '../src/federation/contract';
import type { ComponentType, ReactNode } from 'react';

export interface RenderedBody {
  /** The markup of #root. */
  html: string;
  /** styled-components' style tags for that markup. */
  styles: string;
  /** What the browser's store starts from: the API answers the page was drawn with. */
  serverReads: Record<string, ServerRead>;
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
 * The page as the shell draws it, with the remote module already loaded, for `url`. The store
 * holds no bag or session (they live in the browser): the browser hydrates this markup first
 * and then puts its own bag and sign-in back.
 */
export async function renderBody(
  url: URL,
  config: RuntimeConfig,
  module: { id: RemoteModuleId; component: ComponentType },
  serverReads: Record<string, ServerRead>,
): Promise<RenderedBody> {
  setRuntimeConfig(config);
  const { store } = createAppStore({ preloadedState: serverDrawnState(serverReads) });
  const sheet = new ServerStyleSheet();
  try {
    const html = await markupOf(
      sheet.collectStyles(
        <Provider store={store}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <ServerRenderedModules.Provider value={{ [module.id]: module.component }}>
              <Layout />
            </ServerRenderedModules.Provider>
          </StaticRouter>
        </Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), serverReads };
  } finally {
    sheet.seal();
  }
}

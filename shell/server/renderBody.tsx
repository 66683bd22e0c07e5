import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { setRuntimeConfig, type RuntimeConfig } from '@store/shared/config';
import { createAppStore, type ServerRead } from '@store/shared/store';
import { Layout } from '../src/app/Layout';
import { ServerRenderedModules } from '../src/federation/RemoteSlot';
import type { RemoteModuleId } from '../src/federation/contract';
import type { ComponentType } from 'react';

export interface RenderedBody {
  /** The markup of #root. */
  html: string;
  /** styled-components' style tags for that markup. */
  styles: string;
  /** What the browser's store starts from: the API answers the page was drawn with. */
  serverReads: Record<string, ServerRead>;
}

/**
 * The page as the shell draws it, with the remote module already loaded, for `url`. The store
 * holds no bag or session (they live in the browser): the browser hydrates this markup first
 * and then puts its own bag and sign-in back.
 */
export function renderBody(
  url: URL,
  config: RuntimeConfig,
  module: { id: RemoteModuleId; component: ComponentType },
  serverReads: Record<string, ServerRead>,
): RenderedBody {
  setRuntimeConfig(config);
  const { store } = createAppStore({ preloadedState: { serverReads } });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
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

import type { AppStore, RootState } from '@store/shared/store';
import { basenameOf, I18nProvider, type I18n, type Locale } from '@store/shared/i18n';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import { ServerRenderedModules } from '../federation/RemoteSlot';
import type { RemoteModuleId } from '../federation/contract';
import type { ComponentType } from 'react';
import { Layout } from './Layout';

const NO_MODULES = {};

/**
 * The site, in the language of its address (`/hi/...` is Hindi: the router's basename, so every
 * link inside stays in it). A page the server drew is hydrated against `serverState` (what the
 * server's store held: no bag, no sign-in); the browser's own bag and session follow right after.
 */
export function App({
  store,
  serverState,
  i18n,
  modules = NO_MODULES,
}: {
  store: AppStore;
  serverState?: RootState;
  i18n: I18n;
  /** The drawn page's remote module, loaded before hydration (see ServerRenderedModules). */
  modules?: Partial<Record<RemoteModuleId, ComponentType>>;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter basename={basenameOf(i18n.locale as Locale)}>
          <ServerRenderedModules.Provider value={modules}>
            <Layout />
          </ServerRenderedModules.Provider>
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}

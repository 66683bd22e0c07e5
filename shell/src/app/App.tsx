import type { AppStore, RootState } from '@store/shared/store';
import { basenameOf, I18nProvider, type I18n, type Locale } from '@store/shared/i18n';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import { Layout } from './Layout';

/**
 * The site, in the language of its address (`/hi/...` is Hindi: the router's basename, so every
 * link inside stays in it). A page the server drew is hydrated against `serverState` (what the
 * server's store held: no bag, no sign-in); the browser's own bag and session follow right after.
 */
export function App({ store, serverState, i18n }: { store: AppStore; serverState?: RootState; i18n: I18n }) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter basename={basenameOf(i18n.locale as Locale)}>
          <Layout />
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}

import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import { basenameOf, createI18n, I18nProvider, localeOfPath } from '@store/shared/i18n';
import * as toasts from 'react-toastify';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { createAppStore } from '../store/createAppStore';
import { browserStoreServices } from '../store/developmentServices';
import { GlobalStyles } from '../ui/GlobalStyles';
import { provideToasts, TOAST_DURATION_MS } from '../ui/notify';

// Loaded already: toasts show at once, as they do in the shell after the first.
provideToasts(toasts);

/**
 * Lets one team run its remote alone (`npm run dev -w remote-x`): the same store, router and
 * toasts the shell provides, without the shell.
 */
export async function renderStandalone(routes: ReactNode): Promise<void> {
  const [, services] = await Promise.all([loadRuntimeConfig(), browserStoreServices()]);
  const { store } = createAppStore({ persist: false, services });
  const { locale } = localeOfPath(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone harness: #root missing');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={createI18n(locale)}>
          <BrowserRouter basename={basenameOf(locale)}>
            <GlobalStyles />
            {routes}
            <toasts.ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} />
          </BrowserRouter>
        </I18nProvider>
      </Provider>
    </StrictMode>,
  );
}

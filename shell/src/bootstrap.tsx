import { loadRuntimeConfig } from '@store/shared/config';
import { createI18n, localeOfPath, wordsReady } from '@store/shared/i18n';
import { browserStoreServices, createAppStore, serverDrawnState, type ApiState } from '@store/shared/store';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerStoreRemotes, installRuntimePlugins } from './federation/remotes';
import { preloadRemoteModule } from './federation/RemoteSlot';
import { preloadShellPage } from './routing/AppRoutes';
import { remoteRouteFor } from './routing/remoteRoutes';

/** The API answers the render server drew this page with, when it drew it (see shell/server). */
function serverCache(): ApiState | null {
  const element = document.getElementById('store-server-state');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ApiState;
  } catch {
    return null;
  }
}

async function start() {
  const [config, services] = await Promise.all([loadRuntimeConfig(), browserStoreServices()]);
  installRuntimePlugins();
  registerStoreRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('shell: #root missing');
  const cache = serverCache();
  const { locale, path } = localeOfPath(window.location.pathname);
  const i18n = createI18n(locale);
  if (cache && container.firstChild) {
    // The server drew the page: hydrate what it drew, from the state it drew it with (its API
    // answers in the cache); the bag and sign-in kept in this browser arrive once the persisted
    // state is read back.
    const { store } = createAppStore({
      persist: true,
      preloadedState: serverDrawnState(),
      serverCache: cache,
      services,
    });
    const serverState = store.getState();
    // The drawn page's module first: hydrating it lazily would suspend, and the first update
    // would throw the drawn HTML away (see ServerRenderedModules). If it fails, the slot loads it
    // (and shows its Retry) as before.
    const route = remoteRouteFor(path);
    const [drawnModule] = await Promise.all([
      route && preloadRemoteModule(route.module).catch(() => null),
      // A shell page loaded when opened (/help), for the same reason.
      preloadShellPage(path),
    ]);
    const modules = route && drawnModule ? { [route.module]: drawnModule } : {};
    // And its words in the page's language (a Hindi page's), for the same reason.
    await wordsReady(locale);
    // Hydrated as a transition: in slices, yielding to the browser between them (no long task),
    // while the server's HTML stays on screen and its links work.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} serverState={serverState} i18n={i18n} modules={modules} />
        </StrictMode>,
      );
    });
    return;
  }
  const { store, rehydrated } = createAppStore({ persist: true, services });
  // The first render already has the bag and the signed-in hint: no gate re-renders the whole
  // page once they arrive.
  await rehydrated;
  const root = createRoot(container);
  // A transition renders in slices, yielding to the browser between them (no long task).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} i18n={i18n} />
      </StrictMode>,
    ),
  );
}

void start();

import { loadRuntimeConfig } from '@store/shared/config';
import { createAppStore } from '@store/shared/store';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerStoreRemotes, installRuntimePlugins } from './federation/remotes';

async function start() {
  const config = await loadRuntimeConfig();
  installRuntimePlugins();
  registerStoreRemotes(config);
  const { store, rehydrated } = createAppStore({ persist: true });
  // The first render already has the bag and the signed-in hint: no gate re-renders the whole
  // page once they arrive.
  await rehydrated;
  const container = document.getElementById('root');
  if (!container) throw new Error('shell: #root missing');
  const root = createRoot(container);
  // A transition renders in slices, yielding to the browser between them (no long task).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}

void start();

import { loadRuntimeConfig } from '@store/shared/config';
import { createAppStore } from '@store/shared/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerStoreRemotes } from './federation/remotes';

async function start() {
  const config = await loadRuntimeConfig();
  registerStoreRemotes(config);
  const { store, persistor } = createAppStore({ persist: true });
  const container = document.getElementById('root');
  if (!container) throw new Error('shell: #root missing');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor!} />
    </StrictMode>,
  );
}

void start();

import type { AppStore, RootState } from '@store/shared/store';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import { Layout } from './Layout';

/**
 * The site. A page the server drew is hydrated against `serverState` (what the server's store
 * held: no bag, no sign-in); the browser's own bag and session follow right after.
 */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </Provider>
  );
}

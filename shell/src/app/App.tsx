import type { AppStore } from '@store/shared/store';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import { Layout } from './Layout';

/** The site. The store is given already rehydrated (bootstrap waits), so nothing gates the first render. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </Provider>
  );
}

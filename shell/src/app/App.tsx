import type { AppStore } from '@store/shared/store';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@store/shared/router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Layout } from './Layout';

export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <BrowserRouter>
          <Layout />
        </BrowserRouter>
      </PersistGate>
    </Provider>
  );
}

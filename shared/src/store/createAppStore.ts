import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Storage,
} from 'redux-persist';
import { PERSISTED_KEYS, PERSIST_KEY, PERSIST_TIMEOUT_MS, rootReducer, type RootState } from './rootReducer';

/** window.localStorage behind redux-persist's async Storage interface. */
function localStorageEngine(): Storage {
  return {
    getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
  };
}

/** The one store of the site. The shell creates it; remotes' standalone harnesses do too. */
export function createAppStore(options: { persist?: boolean; preloadedState?: Partial<RootState> } = {}) {
  const reducer = options.persist
    ? persistReducer(
        {
          key: PERSIST_KEY,
          storage: localStorageEngine(),
          whitelist: [...PERSISTED_KEYS],
          timeout: PERSIST_TIMEOUT_MS,
        },
        rootReducer,
      )
    : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
  });
  // Settles once the persisted state is back in the store (at once when nothing is persisted).
  const rehydrated = options.persist
    ? new Promise<void>((resolve) => persistStore(store, null, () => resolve()))
    : Promise.resolve();
  return { store, rehydrated };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

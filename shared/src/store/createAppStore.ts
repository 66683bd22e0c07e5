import { configureStore } from '@reduxjs/toolkit';
import {
  createMigrate,
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
import type { StoreServices } from './apiBaseQuery';
import {
  PERSISTED_KEYS,
  PERSIST_KEY,
  PERSIST_MIGRATIONS,
  PERSIST_TIMEOUT_MS,
  PERSIST_VERSION,
  rootReducer,
  type RootState,
} from './rootReducer';
import { dropAccountDataOnSwitch, serverCacheLoaded, storeApi, type ApiState } from './storeApi';
import { uiSlice } from './uiSlice';

/** window.localStorage behind redux-persist's async Storage interface. */
function localStorageEngine(): Storage {
  return {
    getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
  };
}

/**
 * The one store of the site. The shell creates it; remotes' standalone harnesses, the render
 * server (one per page) and component tests do too. `services`: how its API queries read on the
 * render server, and whether they check answers (development and tests); `serverCache`: the API
 * answers of the page the server drew, taken over before anything renders.
 */
export function createAppStore(
  options: {
    persist?: boolean;
    preloadedState?: Partial<Omit<RootState, 'api'>>;
    services?: StoreServices;
    serverCache?: ApiState;
    /**
     * Redux Toolkit's development checks (state never mutated, actions serializable). The render
     * server turns them off: a page's store lives for one render, and outside a production
     * NODE_ENV (`npm start`) the checks walked each page's whole cache, 60-140 ms a page.
     */
    devChecks?: boolean;
  } = {},
) {
  const devChecks = options.devChecks ?? true;
  const reducer = options.persist
    ? persistReducer(
        {
          key: PERSIST_KEY,
          storage: localStorageEngine(),
          whitelist: [...PERSISTED_KEYS],
          timeout: PERSIST_TIMEOUT_MS,
          version: PERSIST_VERSION,
          migrate: createMigrate(PERSIST_MIGRATIONS),
        },
        rootReducer,
      )
    : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: options.services ?? {} },
        immutableCheck: devChecks,
        serializableCheck: devChecks && { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(storeApi.middleware, dropAccountDataOnSwitch),
  });
  if (options.serverCache) store.dispatch(serverCacheLoaded(options.serverCache));
  // Settles once the persisted state is back in the store (at once when nothing is persisted).
  const rehydrated = options.persist
    ? new Promise<void>((resolve) => persistStore(store, null, () => resolve()))
    : Promise.resolve();
  return { store, rehydrated };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

/**
 * The store a server-drawn page starts from, on the server and in the browser that hydrates it:
 * none of this browser's kept state yet (its API answers come as `serverCache`).
 */
export function serverDrawnState() {
  return { ui: { ...uiSlice.getInitialState(), browserStateLoaded: false } };
}

/**
 * What an exposed page reads first for a URL: the render server runs it into the page's store
 * (each `initiate` of the page's endpoints, with the arguments its components will use), waits
 * for the answers and draws; the browser's store starts from that cache. Exported by the exposed
 * module as `prefetch`.
 */
export type PagePrefetch = (page: { url: URL; params: Record<string, string> }, dispatch: AppDispatch) => void;

import { combineReducers } from '@reduxjs/toolkit';
import type { MigrationManifest } from 'redux-persist';
import { cartSlice, keptCartOfVersion0 } from './cartSlice';
import { sessionSlice } from './sessionSlice';
import { storeApi } from './storeApi';
import { uiSlice } from './uiSlice';
import { wishlistSlice } from './wishlistSlice';

export const rootReducer = combineReducers({
  cart: cartSlice.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
  wishlist: wishlistSlice.reducer,
  [storeApi.reducerPath]: storeApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Only the cart, the signed-in user and the wishlist survive a reload (product §9); UI state and the API cache never do. */
export const PERSISTED_KEYS = ['cart', 'session', 'wishlist'] as const;
export const PERSIST_TIMEOUT_MS = 5000;
export const PERSIST_KEY = 'store';
/** 1: bag lines have a quantity and the bag keeps its coupon. */
export const PERSIST_VERSION = 1;
/** What redux-persist runs on a state kept under an older version, by the version it moves to. */
export const PERSIST_MIGRATIONS: MigrationManifest = {
  1: (state) => state && { ...state, cart: keptCartOfVersion0((state as { cart?: unknown }).cart) },
};

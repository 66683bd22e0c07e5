import { combineReducers } from '@reduxjs/toolkit';
import { cartSlice } from './cartSlice';
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

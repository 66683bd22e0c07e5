import { createAction, type Middleware } from '@reduxjs/toolkit';
import { createApi, type CombinedState, type EndpointDefinitions } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './apiBaseQuery';
import type { CurrentUser } from './sessionSlice';

/**
 * The cache tags every app agrees on: a query provides them, a mutation invalidates them, and
 * every query holding one refetches (or, unwatched, is dropped). An admin's product edit
 * invalidates `{ Product, id }` and a new or moved product `{ ProductList, section }`; `Account`
 * is whatever belongs to the signed-in shopper, dropped when someone else signs in or out.
 * `Order` (`{ Order, id }` one order, `{ Order, 'LIST' }` any list of them) is the shopper's and
 * the desk's orders, `Return` their return and exchange requests, `Address` the saved addresses,
 * `Coupon` the admin's coupons, `Payment` the desk's unapplied payments, `Job` the failed jobs,
 * `Dashboard` the admin's figures (sales, stock) that any order or product change moves,
 * `Wishlist` the signed-in shopper's saved pieces and `StockAlert` her back-in-stock alerts;
 * `Shipment` the desk's shipping lists (the ready queue, parcels, failed deliveries, remittances).
 */
export const TAG_TYPES = [
  'Product',
  'ProductList',
  'MeasurementProfile',
  'Account',
  'Address',
  'Order',
  'Return',
  'Coupon',
  'Payment',
  'Job',
  'Dashboard',
  'Wishlist',
  'StockAlert',
  'Shipment',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The API slice's state: what a page the server drew hands to the browser's store. */
export type ApiState = CombinedState<EndpointDefinitions, TagType, 'api'>;

/**
 * The browser's store takes over the API answers the server drew its page with (before
 * hydration): the same cache the page's components read, so they draw what the server drew and
 * ask nothing again. Unwatched answers are dropped after the usual minute.
 */
export const serverCacheLoaded = createAction<ApiState>('api/serverCacheLoaded');

/**
 * The one API slice of the site, in the store the shell creates. It is part of
 * `@store/shared/store`, a Module Federation singleton, so every remote injects its endpoints
 * into this same slice (`storeApi.injectEndpoints` per feature) and reads one cache.
 */
export const storeApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo: (action) => (serverCacheLoaded.match(action) ? action.payload : undefined),
});

/** Who a signed-in user is, as the store tells accounts apart ('' signed out). */
export const accountIdentity = (user: CurrentUser | null | undefined) =>
  user ? `${user.role}:${user.phone}:${user.email}` : '';

/** Another shopper (or none) is signed in: the last one's saved data leaves the cache. */
export const dropAccountDataOnSwitch: Middleware<object, { session: { currentUser: CurrentUser | null } }> =
  (store) => (next) => (action) => {
    const before = accountIdentity(store.getState().session?.currentUser);
    const result = next(action);
    if (accountIdentity(store.getState().session?.currentUser) !== before)
      store.dispatch(storeApi.util.invalidateTags(['Account']));
    return result;
  };

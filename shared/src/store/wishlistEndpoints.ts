import type { Product } from '../api/product';
import { reachableChannels, type AlertChannel } from '../catalog/wishlist';
import type { StockAlert, StockAlertInput, WishlistAnswer } from '../api/wishlist';
import type { WishlistEntry } from './wishlistSlice';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useWhatsappOfferQuery } from './sharedEndpoints';
import { storeApi } from './storeApi';

/**
 * The wishlist's and the back-in-stock alerts' calls. Shared: the shell merges a guest's list at
 * sign-in, the catalogue's hearts and wishlist page change it.
 */
export const wishlistEndpoints = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wishlist: the signed-in shopper's list, newest first. */
    wishlist: build.query<WishlistAnswer, void>({
      query: () => ({ url: '/wishlist', answer: 'wishlist' }),
      providesTags: ['Wishlist', 'Account'],
    }),
    /** PUT /wishlist/{id}: saved (404 when no longer sold, 409 when full); the list as it now is. */
    saveToWishlist: build.mutation<WishlistAnswer, string>({
      query: (productId) => ({ url: `/wishlist/${encodeURIComponent(productId)}`, method: 'PUT', answer: 'wishlist' }),
      invalidatesTags: ['Wishlist'],
    }),
    /** DELETE /wishlist/{id}: the list as it now is. */
    removeFromWishlist: build.mutation<WishlistAnswer, string>({
      query: (productId) => ({
        url: `/wishlist/${encodeURIComponent(productId)}`,
        method: 'DELETE',
        answer: 'wishlist',
      }),
      invalidatesTags: ['Wishlist'],
    }),
    /** POST /wishlist/merge: a guest's list joins the account's at sign-in; the merged list, and what was skipped. */
    mergeWishlist: build.mutation<WishlistAnswer, WishlistEntry[]>({
      query: (items) => ({ url: '/wishlist/merge', method: 'POST', body: { items }, answer: 'wishlist' }),
      invalidatesTags: ['Wishlist'],
    }),
    /** GET /catalog/products?ids=: the saved pieces still on sale, with their sizes' stock. */
    productsByIds: build.query<Product[], string[]>({
      query: (ids) => ({ url: '/catalog/products', params: { ids: ids.join(',') }, answer: 'products' }),
      providesTags: (products = []) => products.map((product) => ({ type: 'Product' as const, id: product._id })),
    }),
    /** GET /stock-alerts: the sizes the shopper waits for. */
    stockAlerts: build.query<StockAlert[], void>({
      query: () => ({ url: '/stock-alerts', answer: 'stockAlerts' }),
      providesTags: ['StockAlert', 'Account'],
    }),
    /** POST /stock-alerts: tell me when this size is back (409 when it is in stock now). */
    askStockAlert: build.mutation<StockAlert, StockAlertInput>({
      query: (body) => ({ url: '/stock-alerts', method: 'POST', body, answer: 'stockAlert' }),
      invalidatesTags: ['StockAlert'],
    }),
    /** DELETE /stock-alerts/{id}. */
    cancelStockAlert: build.mutation<void, string>({
      query: (id) => ({ url: `/stock-alerts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['StockAlert'],
    }),
  }),
});

export const {
  useWishlistQuery,
  useSaveToWishlistMutation,
  useRemoveFromWishlistMutation,
  useProductsByIdsQuery,
  useStockAlertsQuery,
  useAskStockAlertMutation,
  useCancelStockAlertMutation,
} = wishlistEndpoints;

/**
 * The channels a signed-in shopper can pick for an alert (none signed out): WhatsApp only once
 * the store says it sends it (GET /store/whatsapp, asked as the checkout's opt-in asks it).
 */
export function useAlertChannels(account: { phone?: string | null; email?: string | null } | null): AlertChannel[] {
  const { data: offer } = useWhatsappOfferQuery(account ? undefined : skipToken);
  return account ? reachableChannels(account, { whatsapp: offer?.offered === true }) : [];
}

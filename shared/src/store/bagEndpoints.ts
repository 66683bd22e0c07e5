import type { BagAnswer, BagInput, BagRemindersInput, PricedBagLine } from '../api/bags';
import type { CartItem } from './cartSlice';
import { storeApi } from './storeApi';

/**
 * The bag's calls. Shared: the shell keeps a signed-in shopper's bag on the server (read and
 * merged at sign-in, written a moment after a change), the checkout asks for a guest's reminders
 * and opens a reminder's link. Not cached: each answer replaces the bag in the store.
 */
export const bagEndpoints = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /bag: the signed-in shopper's bag at today's prices. */
    bag: build.query<BagAnswer, void>({
      query: () => ({ url: '/bag', answer: 'bag' }),
      keepUnusedDataFor: 0,
    }),
    /** PUT /bag: her bag as this browser has it. */
    saveBag: build.mutation<BagAnswer, BagInput>({
      query: (body) => ({ url: '/bag', method: 'PUT', body, answer: 'bag' }),
    }),
    /** POST /bag/merge: a guest's bag joins the account's at sign-in. */
    mergeBag: build.mutation<BagAnswer, BagInput>({
      query: (body) => ({ url: '/bag/merge', method: 'POST', body, answer: 'bag' }),
    }),
    /** POST /bag/reminders: a guest's 'Remind me about my bag' at checkout. */
    rememberBag: build.mutation<{ bagId: string; remindAfter: string }, BagRemindersInput>({
      query: (body) => ({ url: '/bag/reminders', method: 'POST', body, answer: 'bagReminders' }),
    }),
    /** POST /bags/{token}: a reminder's link restores the bag at today's prices. */
    restoreBag: build.mutation<BagAnswer, string>({
      query: (token) => ({ url: `/bags/${encodeURIComponent(token)}`, method: 'POST', answer: 'bag' }),
    }),
    /** POST /bags/{token}/stop: no more reminders about this bag. */
    stopBagReminders: build.mutation<void, string>({
      query: (token) => ({ url: `/bags/${encodeURIComponent(token)}/stop`, method: 'POST' }),
    }),
  }),
});

export const { useRememberBagMutation, useRestoreBagMutation, useStopBagRemindersMutation } = bagEndpoints;

/** The bag's lines as the server keeps them (product, size, pieces), from the store's bag. */
export const bagLinesOf = (items: Pick<CartItem, 'productId' | 'size' | 'quantity'>[]) =>
  items.map(({ productId, size, quantity }) => ({ productId, size: size ?? null, quantity }));

/** A priced answer's lines as the store's bag keeps them. */
export const cartItemsOf = (lines: PricedBagLine[]): Omit<CartItem, 'itemId'>[] =>
  lines.map(({ productId, name, nameHi, size, quantity, price, image }) => ({
    productId,
    name,
    nameHi,
    size: size as CartItem['size'],
    quantity,
    price,
    image,
  }));

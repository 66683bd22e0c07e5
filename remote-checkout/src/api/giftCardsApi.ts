import {
  idempotently,
  type GiftCardBalance,
  type GiftCardPurchased,
  type GiftCardPurchaseInput,
} from '@store/shared/api';

import { paymentProof, type OpenedPayment, type PaymentSuccess } from '@store/shared/payment';
import { storeApi } from '@store/shared/store';

/** Gift cards: the amounts on sale, buying one through the payment widget, a code's balance. */
export const giftCardsApi = storeApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    giftCardAmounts: build.query<{ amounts: number[]; validMonths: number }, void>({
      query: () => ({ url: '/gift-cards/amounts', answer: 'giftCardAmounts' }),
    }),
    /** POST /gift-cards/purchases: the provider's order to pay in the widget. */
    buyGiftCard: build.mutation<OpenedPayment, GiftCardPurchaseInput>({
      query: (body) => ({ url: '/gift-cards/purchases', method: 'POST', body, answer: 'openedPayment' }),
    }),
    /** POST /gift-cards/purchases/confirm: the widget's proof; the card is issued. */
    confirmGiftCard: build.mutation<GiftCardPurchased, PaymentSuccess>({
      query: (payment) => ({
        url: '/gift-cards/purchases/confirm',
        method: 'POST',
        body: paymentProof(payment),
        headers: idempotently().headers,
        answer: 'giftCardPurchased',
      }),
    }),
    /** POST /gift-cards/balance: what a code holds (a POST: the code stays out of addresses and logs). */
    giftCardBalance: build.mutation<GiftCardBalance, string>({
      query: (code) => ({ url: '/gift-cards/balance', method: 'POST', body: { code }, answer: 'giftCardBalance' }),
    }),
  }),
});

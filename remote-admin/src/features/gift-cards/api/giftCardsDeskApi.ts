import type { GiftCardDesk, GiftCardIssueInput } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

/** The desk's gift cards: the amounts on sale, issuing, looking up and switching off a card. */
export const giftCardsDeskApi = storeApi.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    deskGiftCardAmounts: build.query<{ amounts: number[]; validMonths: number }, void>({
      query: () => ({ url: '/admin/gift-cards/amounts', answer: 'giftCardAmounts' }),
    }),
    setGiftCardAmounts: build.mutation<{ amounts: number[]; validMonths: number }, number[]>({
      query: (amounts) => ({
        url: '/admin/gift-cards/amounts',
        method: 'PUT',
        body: { amounts },
        answer: 'giftCardAmounts',
      }),
    }),
    issueGiftCard: build.mutation<GiftCardDesk, GiftCardIssueInput>({
      query: (body) => ({ url: '/admin/gift-cards', method: 'POST', body, answer: 'adminGiftCard' }),
    }),
    /** By the whole code, or by its last four and the recipient's phone or e-mail. */
    findGiftCards: build.mutation<GiftCardDesk[], { code: string } | { last4: string; recipient: string }>({
      query: (search) => ({
        url: `/admin/gift-cards?${new URLSearchParams(search).toString()}`,
        answer: 'adminGiftCards',
      }),
    }),
    disableGiftCard: build.mutation<GiftCardDesk, string>({
      query: (id) => ({ url: `/admin/gift-cards/${id}/disable`, method: 'POST', answer: 'adminGiftCard' }),
    }),
  }),
});

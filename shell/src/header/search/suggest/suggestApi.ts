import type { SuggestAnswer } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

/** GET /search/suggest?q=: loaded with the suggestions' code, on the first focus of the header's box. */
export const suggestApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    searchSuggest: build.query<SuggestAnswer, string>({
      query: (q) => ({ url: `/search/suggest?${new URLSearchParams({ q })}`, answer: 'searchSuggest' }),
      // Typing back to a word she had typed shows its answer at once, for a while.
      keepUnusedDataFor: 60,
    }),
  }),
});

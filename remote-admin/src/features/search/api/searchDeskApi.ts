import type { NewSearchSynonym, SearchLog, SearchLogRange, SearchSynonym } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

/** The desk's search tab: what shoppers searched, and the synonyms that teach the search her words. */
export const searchDeskApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /admin/search/queries?range=: the most asked searches and those that found nothing. */
    searchQueries: build.query<SearchLog, SearchLogRange>({
      query: (range) => ({ url: `/admin/search/queries?${new URLSearchParams({ range })}`, answer: 'searchQueries' }),
    }),
    searchSynonyms: build.query<SearchSynonym[], void>({
      query: () => ({ url: '/admin/search/synonyms', answer: 'searchSynonyms' }),
    }),
    addSynonym: build.mutation<SearchSynonym, NewSearchSynonym>({
      query: (synonym) => ({ url: '/admin/search/synonyms', method: 'POST', body: synonym, answer: 'searchSynonym' }),
    }),
    deleteSynonym: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/search/synonyms/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

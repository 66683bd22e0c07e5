import { sharedEndpoints, storeApi, type CurrentUser } from '@store/shared/store';

export const profileApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** PUT /account/profile: the customer's name; the account as it now is (the cached GET /auth/me too). */
    saveName: build.mutation<CurrentUser, string>({
      query: (name) => ({ url: '/account/profile', method: 'PUT', body: { name }, answer: 'currentUser' }),
      async onQueryStarted(_name, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (saved) dispatch(sharedEndpoints.util.upsertQueryData('currentUser', undefined, saved));
      },
    }),
  }),
});

export const { useSaveNameMutation } = profileApi;

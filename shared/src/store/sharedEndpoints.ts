import type { ListingSort, PincodePlace } from '../api/contract';
import type { Product } from '../api/product';
import type { Address } from '../api/checkout';
import type { DispatchDays, MeasurementProfile, SavedAddress } from '../api/answers';
import type { OrderJson } from '../api/contract';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../api/idempotency';
import type { MeasurementProfileFields } from '../api/measurementProfiles';
import type { Section } from '../catalog/sections';
import type { PaymentSuccess } from '../payment/paymentApi';
import { paymentProof } from '../payment/paymentProof';
import type { WhatsAppOffer } from '../api/whatsappOptIn';
import type { StoreCreditJson } from '../api/storeCredit';
import type { CurrentUser } from './sessionSlice';
import { storeApi } from './storeApi';

/** A few of a section's products: a home block, a listing's best sellers, the checkout's related pieces. */
export interface SectionSampleArgs {
  section: Section;
  limit: number;
  sort?: ListingSort;
  /** A category of the section; every category when absent. */
  type?: string;
}

/**
 * The endpoints more than one app reads. They live in the singleton store module, so they are
 * injected once, however many remotes use them; an app's own endpoints live in that app.
 */
export const sharedEndpoints = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/{section}: the public listing, one page of it. */
    sectionSample: build.query<Product[], SectionSampleArgs>({
      query: ({ section, ...params }) => ({ url: `/products/${section}`, params, answer: 'products' }),
      providesTags: (products = [], _error, { section }) => [
        ...products.map((product) => ({ type: 'Product' as const, id: product._id })),
        { type: 'ProductList', id: section },
      ],
    }),
    /** GET /store/dispatch: the days from payment to dispatch an order promises. */
    dispatchDays: build.query<DispatchDays, void>({
      query: () => ({ url: '/store/dispatch', answer: 'dispatchDays' }),
    }),
    /** GET /auth/me: who the session cookie belongs to; refused (401) when signed out. */
    currentUser: build.query<CurrentUser, void>({
      query: () => ({ url: '/auth/me', answer: 'currentUser' }),
      providesTags: ['Account'],
    }),
    /** GET /account/store-credit: her balance and its history (the account's section, the checkout's offer). */
    storeCredit: build.query<StoreCreditJson, void>({
      query: () => ({ url: '/account/store-credit', answer: 'storeCredit' }),
      providesTags: [{ type: 'Account', id: 'storeCredit' }],
    }),
    /** POST /auth/logout: ends the session on the server. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    /** GET /measurement-profiles: the signed-in customer's saved measurements. */
    measurementProfiles: build.query<MeasurementProfile[], void>({
      query: () => ({ url: '/measurement-profiles', answer: 'measurementProfiles' }),
      providesTags: ['MeasurementProfile', 'Account'],
    }),
    /** GET /address: the signed-in customer's address book (the dashboard's, the checkout's picker). */
    savedAddresses: build.query<SavedAddress[], void>({
      query: () => ({ url: '/address', answer: 'savedAddresses' }),
      providesTags: ['Address', 'Account'],
    }),
    /** GET /pincodes/{pincode}: the city and state the address form fills in; 404 for one India Post does not list. */
    pincode: build.query<PincodePlace, string>({
      query: (pincode) => ({ url: `/pincodes/${encodeURIComponent(pincode)}`, answer: 'pincode' }),
    }),
    /** GET /store/whatsapp: whether this store sends WhatsApp at all (the checkout's opt-in, an alert's channel). */
    whatsappOffer: build.query<WhatsAppOffer, void>({
      query: () => ({ url: '/store/whatsapp', answer: 'whatsappOffer' }),
    }),
  }),
});

/** A new record (null id) or a change to one, as its form gives it. */
export interface RecordSave<Input> {
  id: string | null;
  input: Input;
}

type SavedList = 'savedAddresses' | 'measurementProfiles';

/**
 * A saved or deleted record changes its cached list at once, so the form that saved it can hand
 * focus to it; the tag the mutation invalidates then refetches every list holding it.
 */
function changeList(list: SavedList, change: (records: { _id: string }[]) => { _id: string }[] | void) {
  return sharedEndpoints.util.updateQueryData(list, undefined, change as never);
}

const saveInto =
  (list: SavedList) =>
  async (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { _id: string } }> },
  ) => {
    const saved = await queryFulfilled.then(({ data }) => data).catch(() => null);
    if (saved)
      dispatch(
        changeList(list, (records) => {
          const at = records.findIndex((record) => record._id === saved._id);
          if (at === -1) records.push(saved);
          else records[at] = saved;
        }),
      );
  };

const removeFrom =
  (list: SavedList) =>
  async (
    id: string,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
  ) => {
    if (await queryFulfilled.then(() => true).catch(() => false))
      dispatch(changeList(list, (records) => records.filter((record) => record._id !== id)));
  };

/** Saves and deletions of the customer's own records: each invalidates its tag, so every screen showing them refreshes. */
export const savedRecordEndpoints = sharedEndpoints.injectEndpoints({
  endpoints: (build) => ({
    /** POST /address (new) or PUT /address/{id}: the address as saved. */
    saveAddress: build.mutation<SavedAddress, RecordSave<Address>>({
      query: ({ id, input }) => ({
        url: id ? `/address/${encodeURIComponent(id)}` : '/address',
        method: id ? 'PUT' : 'POST',
        body: input,
        answer: 'savedAddress',
      }),
      invalidatesTags: ['Address'],
      onQueryStarted: saveInto('savedAddresses'),
    }),
    /** DELETE /address/{id}. */
    deleteAddress: build.mutation<void, string>({
      query: (id) => ({ url: `/address/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Address'],
      onQueryStarted: removeFrom('savedAddresses'),
    }),
    /** POST /measurement-profiles (new) or PUT /measurement-profiles/{id}: the profile as saved. */
    saveMeasurementProfile: build.mutation<MeasurementProfile, RecordSave<MeasurementProfileFields>>({
      query: ({ id, input }) => ({
        url: id ? `/measurement-profiles/${encodeURIComponent(id)}` : '/measurement-profiles',
        method: id ? 'PUT' : 'POST',
        body: input,
        answer: 'measurementProfile',
      }),
      invalidatesTags: ['MeasurementProfile'],
      onQueryStarted: saveInto('measurementProfiles'),
    }),
    /** DELETE /measurement-profiles/{id}. */
    deleteMeasurementProfile: build.mutation<void, string>({
      query: (id) => ({ url: `/measurement-profiles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['MeasurementProfile'],
      onQueryStarted: removeFrom('measurementProfiles'),
    }),
  }),
});

/** POST /orders's answer: the order, and a guest's token for it (null for a signed-in customer). */
export interface PlacedOrder {
  order: OrderJson;
  guestToken: string | null;
}

/** Orders both the checkout and the account pay for: a new order, or a 20% order's balance. */
export const paidOrderEndpoints = sharedEndpoints.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /orders with the payment the widget reported: the server verifies its signature and
     * makes the order from the checkout it stored (or adds a balance to its order), so nothing
     * else is sent. Keyed: a retry after a lost answer still gets a guest's link (issued once).
     */
    placePaidOrder: build.mutation<PlacedOrder, PaymentSuccess>({
      query: (payment) => ({
        url: '/orders',
        method: 'POST',
        body: paymentProof(payment),
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
        answer: 'placedOrder',
      }),
      // A new or changed order is in the shopper's list (and the desk's): every list reads again.
      invalidatesTags: (placed) => [
        { type: 'Order', id: 'LIST' },
        ...(placed ? [{ type: 'Order' as const, id: placed.order._id }] : []),
      ],
    }),
  }),
});

export const { usePlacePaidOrderMutation } = paidOrderEndpoints;

/** GET /auth/me, asked afresh (not from the cache): who a new session cookie belongs to, after a sign-in. */
export const readCurrentUser = (dispatch: (action: unknown) => unknown) =>
  (
    dispatch(sharedEndpoints.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true })) as {
      unwrap: () => Promise<CurrentUser>;
    }
  ).unwrap();

export const {
  useSectionSampleQuery,
  useDispatchDaysQuery,
  useMeasurementProfilesQuery,
  useSavedAddressesQuery,
  usePincodeQuery,
  useWhatsappOfferQuery,
  useStoreCreditQuery,
} = sharedEndpoints;
export const {
  useSaveAddressMutation,
  useDeleteAddressMutation,
  useSaveMeasurementProfileMutation,
  useDeleteMeasurementProfileMutation,
} = savedRecordEndpoints;

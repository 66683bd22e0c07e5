import type { Product } from '@store/shared/api';
import { storeApi } from '@store/shared/store';

/** The drawer reads /api/products/{id}; checkout lines read /products/{id} (product §7 keeps both). */
export type ProductPath = '/api/products' | '/products';

/** Each product of the bag by id; null for one that could not be loaded ('Product not found', 0). */
export type CartProductAnswers = Record<string, Product | null>;

export const cartProductsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * GET {path}/{id} for each distinct product of the bag (`ids` sorted), together: the bag's
     * sub-total needs them all. A product that fails is logged and becomes null (product §8),
     * never the whole bag's failure.
     */
    cartProducts: build.query<CartProductAnswers, { path: ProductPath; ids: string[] }>({
      queryFn: async ({ path, ids }, _api, _extra, baseQuery) => {
        const answers = await Promise.all(
          ids.map(async (id): Promise<[string, Product | null]> => {
            const answer = await baseQuery({ url: `${path}/${encodeURIComponent(id)}`, answer: 'product' });
            if (answer.error) console.error(`cart: failed to load product ${id}`, answer.error);
            return [id, answer.error ? null : (answer.data as Product)];
          }),
        );
        return { data: Object.fromEntries(answers) };
      },
      providesTags: (_answers, _error, { ids }) => ids.map((id) => ({ type: 'Product' as const, id })),
    }),
  }),
});

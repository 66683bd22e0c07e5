import { SECTIONS, type Section } from '@store/shared/catalog';
import type { UploadAuth } from '@store/shared/api';
import type { AddProductInput, AdminProduct, EditProductInput, ProductImportResult } from '@store/shared/schemas';
import { storeApi } from '@store/shared/store';
import type { ProductMaker } from '../components/MakerFields';

/** One product of a section, as the admin's actions name it: its section's lists change with it. */
interface ProductRef {
  id: string;
  section: Section;
}

/**
 * What a product change touches: the product (its page, the admin's and the catalogue's lists
 * holding it), its section's lists (the catalogue's listings and the admin's list) and the
 * dashboard's counts and stock.
 */
const changed = ({ id, section }: ProductRef) => [
  { type: 'Product' as const, id },
  { type: 'ProductList' as const, id: section },
  'Dashboard' as const,
];

const given = (maker: ProductMaker) =>
  Object.fromEntries(Object.entries(maker).filter(([, value]) => value !== '')) as Partial<ProductMaker>;

const productPath = (id: string) => `/products/admin/${encodeURIComponent(id)}`;

export const productsApi = storeApi.injectEndpoints({
  // The render server loads each release's container afresh: its definitions replace the last.
  overrideExisting: true,
  endpoints: (build) => ({
    /** GET /products/admin/{section}: every product, active or not, with its stock per size. */
    adminProducts: build.query<AdminProduct[], Section>({
      query: (section) => ({ url: `/products/admin/${section}`, answer: 'adminProducts' }),
      providesTags: (products = [], _error, section) => [
        ...products.map((product) => ({ type: 'Product' as const, id: product._id })),
        { type: 'ProductList', id: section },
      ],
    }),
    /** POST /admin/add-product, with the brand and material when given. */
    addProduct: build.mutation<AdminProduct, { product: AddProductInput; maker: ProductMaker }>({
      query: ({ product, maker }) => ({
        url: '/admin/add-product',
        method: 'POST',
        body: { ...product, ...given(maker) },
        answer: 'adminProduct',
      }),
      invalidatesTags: (_saved, _error, { product }) => [
        { type: 'ProductList', id: product.mainCategory },
        'Dashboard',
      ],
    }),
    /** PUT /products/admin/{id}: the accessories screen sends no images (product §7). */
    updateProduct: build.mutation<AdminProduct, ProductRef & { edit: EditProductInput & ProductMaker }>({
      query: ({ id, edit }) => ({ url: productPath(id), method: 'PUT', body: edit, answer: 'adminProduct' }),
      invalidatesTags: (_saved, _error, ref) => changed(ref),
    }),
    toggleProductActive: build.mutation<AdminProduct, ProductRef>({
      query: ({ id }) => ({ url: `${productPath(id)}/toggle-active`, method: 'PATCH', answer: 'adminProduct' }),
      invalidatesTags: (_saved, _error, ref) => changed(ref),
    }),
    deleteProduct: build.mutation<void, ProductRef>({
      query: ({ id }) => ({ url: productPath(id), method: 'DELETE', answer: 'adminDeleted' }),
      invalidatesTags: (_saved, _error, ref) => changed(ref),
    }),
    /** POST /admin/products/import: a sheet of products and stock, applied whole or not at all. */
    importProducts: build.mutation<ProductImportResult, string>({
      query: (csv) => ({ url: '/admin/products/import', method: 'POST', body: { csv }, answer: 'productImport' }),
      // Any section's products may have changed, and the dashboard's stock with them.
      invalidatesTags: () => [
        ...SECTIONS.map((section) => ({ type: 'ProductList' as const, id: section })),
        'Product' as const,
        'Dashboard' as const,
      ],
    }),
    /**
     * GET /auth/imagekit: a fresh signature for one image upload. A mutation, not a query: each
     * upload needs its own, never a cached one.
     */
    imageUploadAuth: build.mutation<UploadAuth, void>({
      query: () => ({ url: '/auth/imagekit', answer: 'imageUploadAuth' }),
    }),
  }),
});

import { useParams } from '@store/shared/router';
import type { PagePrefetch } from '@store/shared/store';
import { productApi } from '../features/product/api/productApi';
import { ProductPage } from '../features/product/components/ProductPage';

/** What the render server reads before drawing this page: the product (its head reads the same answer). */
export const prefetch: PagePrefetch = ({ params }, dispatch) => {
  if (params.id) void dispatch(productApi.endpoints.product.initiate(params.id));
};

/** catalog/ProductDetail: /product/{id}. */
export default function ProductDetail() {
  const { id } = useParams();
  return id ? <ProductPage key={id} id={id} /> : null;
}

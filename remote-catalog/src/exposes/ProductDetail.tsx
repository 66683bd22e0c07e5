import { useParams } from '@store/shared/router';
import { ProductPage } from '../features/product/components/ProductPage';

/** catalog/ProductDetail: /product/{id}. */
export default function ProductDetail() {
  const { id } = useParams();
  return id ? <ProductPage key={id} id={id} /> : null;
}

import { firstImageUrl, imageUrl, type Product } from '@store/shared/api';
import type { Section } from '@store/shared/catalog';
import { formatRs } from '@store/shared/format';
import { ImageWithFallback, theme, useLoad } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { fetchProductsOfType } from '../api/fetchRelated';

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 160px;
  gap: 16px;
  overflow-x: auto;
  margin: 0;
  padding: 0 0 8px;
  list-style: none;
  img {
    width: 160px;
    height: 200px;
    object-fit: cover;
    background: ${theme.color.cream};
  }
  p {
    margin: 4px 0;
    font-size: 14px;
  }
`;

export const RELATED_LIMIT = 10;

/** Up to 10 products of the cart's types, not already in the cart (product §9). */
export function RelatedProducts({ cartProducts }: { cartProducts: Product[] }) {
  const inCart = cartProducts.map((p) => p._id);
  const kinds = [...new Set(cartProducts.map((p) => `${p.category}|${p.type}`))].sort().join(',');
  const excluded = inCart.sort().join(',');
  const { data: related } = useLoad(
    async (signal) => {
      const skip = new Set(excluded.split(','));
      const lists = await Promise.all(
        kinds.split(',').map((kind) => {
          const [section, type] = kind.split('|') as [Section, string];
          return fetchProductsOfType(section, type, RELATED_LIMIT + skip.size, signal);
        }),
      );
      const seen = new Set(skip);
      return lists
        .flat()
        .filter((p) => !seen.has(p._id) && seen.add(p._id))
        .slice(0, RELATED_LIMIT);
    },
    [kinds, excluded],
    {
      enabled: Boolean(kinds),
      fallback: [] as Product[],
      onError: (error) => console.error('checkout: failed to load related products', error),
    },
  );

  if (!related || related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">Related Products</h2>
      <Strip>
        {related.map((product) => (
          <li key={product._id}>
            <ImageWithFallback
              src={imageUrl(firstImageUrl(product), { w: 320, q: 70 })}
              alt={product.name}
              width={160}
              height={200}
              loading="lazy"
            />
            <p>{product.name}</p>
            <p>{formatRs(product.price)}</p>
            <Link to={`/product/${product._id}`}>View Details</Link>
          </li>
        ))}
      </Strip>
    </section>
  );
}

import { firstImageUrl, imageUrl, type Product } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { ImageWithFallback, theme } from '@store/shared/ui';
import { skipToken } from '@store/shared/store';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { productText } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { checkoutApi, type BagKind } from '../api/checkoutApi';
import { useT } from '../../../i18n';

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

/** Each kind of piece in the bag once, in one order: the same bag is the same question. */
function kindsOf(products: Product[]): BagKind[] {
  const kinds = new Map(products.map((p) => [`${p.category}|${p.type}`, { section: p.category, type: p.type }]));
  return [...kinds.keys()].sort().map((key) => kinds.get(key) as BagKind);
}

/** Up to 10 products of the cart's types, not already in the cart (product §9). */
export function RelatedProducts({ cartProducts }: { cartProducts: Product[] }) {
  const t = useT();
  const locale = useLocale();
  const kinds = kindsOf(cartProducts);
  const excluded = cartProducts.map((p) => p._id).sort();
  // A failure is logged by the query, and the strip stays away (product §8).
  const { currentData: related } = checkoutApi.useRelatedProductsQuery(kinds.length ? { kinds, excluded } : skipToken);

  if (!related || related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">{t('checkout.related.heading')}</h2>
      <Strip>
        {related.map((product) => {
          const { name } = productText(product, locale);
          return (
            <li key={product._id}>
              <ImageWithFallback
                src={imageUrl(firstImageUrl(product), { w: 320, q: 70 })}
                alt={name}
                width={160}
                height={200}
                loading="lazy"
              />
              <p>{name}</p>
              <p>{formatRs(product.price)}</p>
              <Link to={`/product/${product._id}`}>{t('checkout.related.details')}</Link>
            </li>
          );
        })}
      </Strip>
    </section>
  );
}

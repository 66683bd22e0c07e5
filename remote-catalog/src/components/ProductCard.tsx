import { firstImageUrl, imageSrcSet, imageUrl, type Product } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { ImageWithFallback, theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  color: ${theme.color.ink};
  text-decoration: none;
  background: ${theme.color.paper};
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;

const Picture = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  background: ${theme.color.cream};
`;

const Body = styled.div`
  padding: 12px 4px 20px;
  display: grid;
  gap: 4px;
`;

const Type = styled.span`
  color: ${theme.color.muted};
  font-size: 12px;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Name = styled.h3`
  margin: 0;
  font: 500 16px/1.3 ${theme.font.body};
`;

const Price = styled.span`
  font-weight: 600;
`;

const Meta = styled.span`
  color: ${theme.color.muted};
  font-size: 12px;
  letter-spacing: 0.12em;
`;

// Cards are a third of 1440 px on large screens, half or all of a phone: 300-600 px covers them.
const CARD_WIDTHS = [300, 450, 600] as const;
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** A listing card (product §2). The first row loads at once; the rest as they near the screen. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = firstImageUrl(product);
  return (
    <Card to={`/product/${product._id}`} data-testid="product-card">
      <Picture
        src={imageUrl(image, { w: 450, q: 80 })}
        srcSet={imageSrcSet(image, CARD_WIDTHS, 80)}
        sizes={CARD_SIZES}
        alt={product.name}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        width={450}
        height={563}
      />
      <Body>
        <Type>{product.type.replace(/-/g, ' ')}</Type>
        <Name>{product.name}</Name>
        <Price data-testid="card-price">{formatRupees(product.price)}</Price>
        {product.brand ? <Meta>{product.brand.toUpperCase()}</Meta> : null}
        {product.rating ? (
          <Meta aria-label={`Rated ${product.rating.average.toFixed(1)} out of 5 by ${product.rating.count}`}>
            ★ {product.rating.average.toFixed(1)} ({product.rating.count})
          </Meta>
        ) : null}
      </Body>
    </Card>
  );
}

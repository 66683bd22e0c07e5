import { firstImageUrl, type Product } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { ImageWithFallback, theme } from '@store/shared/ui';
import { Link } from 'react-router-dom';
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

const Brand = styled.span`
  color: ${theme.color.muted};
  font-size: 12px;
  letter-spacing: 0.12em;
`;

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card to={`/product/${product._id}`} data-testid="product-card">
      <Picture src={firstImageUrl(product)} alt={product.name} loading="lazy" width={400} height={500} />
      <Body>
        <Type>{product.type.replace(/-/g, ' ')}</Type>
        <Name>{product.name}</Name>
        <Price>{formatRupees(product.price)}</Price>
        {product.brand ? <Brand>{product.brand.toUpperCase()}</Brand> : null}
      </Body>
    </Card>
  );
}

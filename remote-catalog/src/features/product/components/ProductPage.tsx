import { imageUrls, type Product } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { Button, PageContainer, PageTitle, StatusText, theme, useDocumentMeta } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { useProduct } from '../hooks/useProduct';
import { ProductGallery } from './ProductGallery';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductReviews } from './ProductReviews';
import { PurchasePanel } from './PurchasePanel';
import { WishlistHeart } from '../../../components/WishlistHeart';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  align-items: start;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The name, and the heart beside it. */
const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.sm};
  h1 {
    min-width: 0;
  }
`;

const Price = styled.p`
  margin: 0 0 12px;
  font: 600 24px/1.2 ${theme.font.body};
`;

const Detail = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
  line-height: 1.6;
`;

const Missing = styled.div`
  text-align: center;
  padding: 64px 16px;
`;

function ProductDetails({ product, drawnOnServer }: { product: Product; drawnOnServer: boolean }) {
  useDocumentMeta(product.name, product.description || `${product.name} from Elegance.`);
  return (
    <>
      <Breadcrumbs product={product} />
      <Layout>
        <ProductGallery images={imageUrls(product)} name={product.name} />
        <div>
          <TitleRow>
            <PageTitle>{product.name}</PageTitle>
            <WishlistHeart product={product} />
          </TitleRow>
          <Price>{formatRs(product.price)}</Price>
          {product.rating ? (
            <Detail>
              ★ {product.rating.average.toFixed(1)} from {product.rating.count} ratings
            </Detail>
          ) : null}
          {product.material ? <Detail>Material: {product.material}</Detail> : null}
          <Detail>{product.description || 'No description available.'}</Detail>
          <PurchasePanel product={product} section={product.category} awaitHydration={drawnOnServer} />
        </div>
      </Layout>
      <ProductReviews product={product} />
    </>
  );
}

/** /product/{id}: loading text, the product, or a clear not-found or retry state. */
export function ProductPage({ id }: { id: string }) {
  const { state, retry, drawnOnServer } = useProduct(id);
  useDocumentMeta(state.status === 'not-found' ? 'Product not found' : null);
  if (state.status === 'loading') return <StatusText role="status">Loading product...</StatusText>;
  if (state.status === 'not-found')
    return (
      <PageContainer>
        <Missing>
          <PageTitle>Product not found</PageTitle>
          <Detail>This product is no longer available, or the link is mistyped.</Detail>
          <Link to="/">Continue shopping</Link>
        </Missing>
      </PageContainer>
    );
  if (state.status === 'failed')
    return (
      <PageContainer>
        <Missing>
          <Detail role="alert">We could not load this product. Check your connection and try again.</Detail>
          <Button type="button" onClick={retry}>
            Try again
          </Button>
        </Missing>
      </PageContainer>
    );
  return (
    <PageContainer>
      <ProductDetails product={state.product} drawnOnServer={drawnOnServer} />
    </PageContainer>
  );
}

import { apiClient, firstImageUrl, type Product } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { ImageWithFallback, PageContainer, PageTitle, StatusText, theme } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const MainImage = styled(ImageWithFallback)`
  width: 100%;
  aspect-ratio: 4 / 5;
  min-height: 400px;
  object-fit: cover;
  background: ${theme.color.cream};
`;

/** Minimal product detail; sizes, measurements and the carousel come with the catalogue issue. */
export function ProductPage({ id }: { id: string }) {
  const [product, setProduct] = useState<Product | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiClient()
      .get<Product>(`/products/${encodeURIComponent(id)}`, { signal: controller.signal })
      .then(({ data }) => setProduct(data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('product: failed to load', error);
      });
    return () => controller.abort();
  }, [id]);

  if (!product) return <StatusText role="status">Loading product...</StatusText>;
  return (
    <PageContainer>
      <Layout>
        <MainImage src={firstImageUrl(product)} alt={product.name} width={800} height={1000} />
        <div>
          <PageTitle>{product.name}</PageTitle>
          <p>{formatRs(product.price)}</p>
          {product.material ? <p>Material: {product.material}</p> : null}
          <p>{product.description || 'No description available.'}</p>
        </div>
      </Layout>
    </PageContainer>
  );
}

import { imageUrls, type Product } from '@store/shared/api';
import { productText } from '@store/shared/catalog';
import { formatRs } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { Button, PageContainer, PageTitle, StatusText, theme, useDocumentMeta } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { useProduct } from '../hooks/useProduct';
import { ProductGallery } from './ProductGallery';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductReviews } from './ProductReviews';
import { PurchasePanel } from './PurchasePanel';
import { MrpAndDiscount } from '../../../components/PriceLine';
import { WishlistHeart } from '../../../components/WishlistHeart';
import { attributeLabel } from '../../../i18n/labels';
import { useT } from '../i18n';

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
  const t = useT();
  const locale = useLocale();
  const { name, description } = productText(product, locale);
  // The admin's material is English free text: a Hindi page names the catalogue's fabric instead, in Hindi.
  const material = locale !== 'en' && product.fabric ? attributeLabel(t, product.fabric) : product.material;
  useDocumentMeta(name, description || t('catalog.product.metaDescription', { name }));
  return (
    <>
      <Breadcrumbs product={product} />
      <Layout>
        <ProductGallery images={imageUrls(product)} name={name} t={t} />
        <div>
          <TitleRow>
            <PageTitle>{name}</PageTitle>
            <WishlistHeart product={product} />
          </TitleRow>
          <Price>
            {formatRs(product.price)}
            <MrpAndDiscount price={product.price} mrp={product.mrp} format={formatRs} />
          </Price>
          {product.rating ? (
            <Detail>
              {t('catalog.product.ratings', {
                rating: product.rating.average.toFixed(1),
                count: product.rating.count,
              })}
            </Detail>
          ) : null}
          {material ? <Detail>{t('catalog.product.material', { material })}</Detail> : null}
          <Detail>{description || t('catalog.product.noDescription')}</Detail>
          <PurchasePanel product={product} section={product.category} awaitHydration={drawnOnServer} />
        </div>
      </Layout>
      <ProductReviews product={product} />
    </>
  );
}

/** /product/{id}: loading text, the product, or a clear not-found or retry state. */
export function ProductPage({ id }: { id: string }) {
  const t = useT();
  const { state, retry, drawnOnServer } = useProduct(id);
  useDocumentMeta(state.status === 'not-found' ? t('catalog.product.notFound') : null);
  if (state.status === 'loading') return <StatusText role="status">{t('catalog.product.loading')}</StatusText>;
  if (state.status === 'not-found')
    return (
      <PageContainer>
        <Missing>
          <PageTitle>{t('catalog.product.notFound')}</PageTitle>
          <Detail>{t('catalog.product.notFoundText')}</Detail>
          <Link to="/">{t('catalog.product.continueShopping')}</Link>
        </Missing>
      </PageContainer>
    );
  if (state.status === 'failed')
    return (
      <PageContainer>
        <Missing>
          <Detail role="alert">{t('catalog.product.loadFailed')}</Detail>
          <Button type="button" onClick={retry}>
            {t('catalog.product.tryAgain')}
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

import type { Product } from '@store/shared/api';
import {
  selectCurrentUser,
  selectWishlistItems,
  useAppSelector,
  useProductsByIdsQuery,
  useStockAlertsQuery,
} from '@store/shared/store';
import { Button, PageContainer, PageTitle, StatusText, TextButton, theme, useDocumentMeta } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { WaitingAlert } from '../../../components/StockAlerts';
import { useWishlist } from '../../../hooks/useWishlist';
import { useT } from '../i18n';
import { SavedPiece } from './SavedPiece';

const Page = styled(PageContainer)`
  max-width: 880px;
`;

const Count = styled.p`
  margin: -8px 0 ${theme.space.sm};
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Gone = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.color.line};
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
`;

const Empty = styled.div`
  padding: ${theme.space.xl} 0;
  text-align: center;
  p {
    color: ${theme.color.muted};
    margin: 0 0 ${theme.space.lg};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space.sm};
  }
  a {
    display: inline-grid;
    place-items: center;
    min-height: 44px;
    padding: 0 ${theme.space.lg};
    border: 1px solid ${theme.color.ink};
    color: ${theme.color.ink};
    text-decoration: none;
    letter-spacing: ${theme.tracking.caps};
    text-transform: uppercase;
    font-size: ${theme.size.xs};
    font-weight: ${theme.weight.medium};
  }
  a:first-child {
    background: ${theme.color.ink};
    color: ${theme.color.paper};
  }
`;

const Alerts = styled.section`
  margin-top: ${theme.space.xl};
  h2 {
    font: ${theme.weight.semibold} ${theme.size.lg} / 1.3 ${theme.font.body};
    margin: 0 0 ${theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.sm};
    min-height: 44px;
    border-bottom: 1px solid ${theme.color.line};
    font-size: ${theme.size.sm};
  }
`;

/** The sizes a signed-in shopper waits for, across every product, each with its Cancel. */
function AlertList() {
  const t = useT();
  const user = useAppSelector(selectCurrentUser);
  const { data: alerts = [] } = useStockAlertsQuery(undefined, { skip: !user });
  if (!alerts.length) return null;
  return (
    <Alerts aria-labelledby="alerts-heading">
      <h2 id="alerts-heading">{t('catalog.wishlist.alerts')}</h2>
      <ul>
        {alerts.map((alert) => (
          <WaitingAlert key={alert._id} alert={alert} named />
        ))}
      </ul>
    </Alerts>
  );
}

function EmptyWishlist() {
  const t = useT();
  return (
    <Empty>
      <p>{t('catalog.wishlist.empty')}</p>
      <nav aria-label={t('catalog.wishlist.shop')}>
        <Link to="/womens">{t('catalog.wishlist.shopWomen')}</Link>
        <Link to="/mens">{t('catalog.wishlist.shopMen')}</Link>
        <Link to="/accessories">{t('catalog.wishlist.shopAccessories')}</Link>
      </nav>
    </Empty>
  );
}

/**
 * /wishlist: the saved pieces, newest first, each with its sizes' stock, add to bag and remove;
 * the back-in-stock alerts under them. A guest's list is this browser's; a signed-in shopper's
 * the account's. The page is the shopper's own: the render server never draws or keeps it.
 */
export function WishlistPage() {
  const t = useT();
  useDocumentMeta(t('catalog.wishlist.title'), t('catalog.wishlist.metaDescription'));
  const items = useAppSelector(selectWishlistItems);
  const { toggle, loaded } = useWishlist();
  const ids = items.map((item) => item.productId);
  // `data` stays while a smaller list is read after a removal: the other pieces do not blink.
  const { data, isError, isFetching, refetch } = useProductsByIdsQuery(ids, { skip: !loaded || ids.length === 0 });
  const byId = new Map((data ?? []).map((product: Product) => [product._id, product]));

  let body;
  if (!loaded) body = <StatusText role="status">{t('catalog.wishlist.loading')}</StatusText>;
  else if (ids.length === 0) body = <EmptyWishlist />;
  else if (isError && !data)
    body = (
      <StatusText role="alert">
        {t('catalog.wishlist.loadFailed')}{' '}
        <TextButton onClick={() => void refetch()}>{t('catalog.wishlist.tryAgain')}</TextButton>
        {t('catalog.wishlist.loadFailedEnd')}
      </StatusText>
    );
  else if (!data) body = <StatusText role="status">{t('catalog.wishlist.loading')}</StatusText>;
  else
    body = (
      <List>
        {items.map(({ productId }) => {
          const product = byId.get(productId);
          // A piece saved since the last read (another phone's, merged) is on its way.
          if (!product && isFetching) return null;
          return product ? (
            <SavedPiece key={productId} product={product} onRemove={() => void toggle(productId)} />
          ) : (
            <Gone key={productId}>
              <span>{t('catalog.wishlist.gone')}</span>
              <Button type="button" $variant="ghost" onClick={() => void toggle(productId)}>
                {t('catalog.wishlist.remove')}
              </Button>
            </Gone>
          );
        })}
      </List>
    );

  return (
    <Page>
      <PageTitle>{t('catalog.wishlist.title')}</PageTitle>
      {loaded && ids.length ? <Count>{t('catalog.wishlist.count', { count: ids.length })}</Count> : null}
      {body}
      <AlertList />
    </Page>
  );
}

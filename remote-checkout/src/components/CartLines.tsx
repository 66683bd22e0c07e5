import { imageUrl } from '@store/shared/api';
import { itemRemoved, useAppDispatch, type CartItem } from '@store/shared/store';
import { Button, ImageWithFallback, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { formatRupees, formatRs } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { lineDetails, type CartProducts } from '../hooks/useCartProducts';
import { useT } from '../i18n';
import { cannotBuy, lineStock, lineStockLabel, type SoldOutPiece } from '../lib/lineStock';
import { useSizeText } from '../lib/sizeText';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr auto;
  gap: 12px;
  align-items: center;
  padding: 12px 0;
  border-bottom: 1px solid ${theme.color.line};
  img {
    width: 72px;
    height: 90px;
    object-fit: cover;
  }
  p {
    margin: 2px 0;
  }
  &[data-unavailable] img {
    opacity: 0.5;
  }
`;

/** 'Only 2 left' in the accent; 'Out of stock' and 'Sold out' in the danger colour. */
const StockNote = styled.p<{ $gone: boolean }>`
  color: ${({ $gone }) => ($gone ? theme.color.danger : theme.color.accentDark)};
  font-size: ${theme.size.sm};
  font-weight: ${theme.weight.semibold};
`;

/**
 * Cart lines: image, name, price, 'Size: ...', what the product has left of that size, Remove;
 * checkout adds the line's sub-total and marks the pieces its payment start found sold out.
 */
export function CartLines({
  items,
  products,
  currency = 'rupee',
  showSubtotal = false,
  soldOut,
}: {
  items: readonly CartItem[];
  products: CartProducts;
  currency?: 'rupee' | 'rs';
  showSubtotal?: boolean;
  soldOut?: readonly SoldOutPiece[];
}) {
  const dispatch = useAppDispatch();
  const t = useT();
  const locale = useLocale();
  const sizeText = useSizeText();
  const money = currency === 'rs' ? formatRs : formatRupees;
  return (
    <List aria-label={t('checkout.cart.lines')}>
      {items.map((item) => {
        const line = lineDetails(item, products, locale);
        const name = line.name ?? t('checkout.cart.productNotFound');
        const stock = lineStock(item, products.get(item.productId), soldOut);
        const stockNote = lineStockLabel(stock, t);
        return (
          <Line key={item.itemId} data-testid="cart-line" data-unavailable={cannotBuy(stock) || undefined}>
            <ImageWithFallback src={imageUrl(line.image, { w: 150, q: 70 })} alt={name} width={72} height={90} />
            <div>
              <p>
                <strong>{name}</strong>
              </p>
              <p>{money(line.price)}</p>
              <p>{t('checkout.cart.size', { size: sizeText(item.size) })}</p>
              {stockNote ? <StockNote $gone={cannotBuy(stock)}>{stockNote}</StockNote> : null}
              {showSubtotal ? <p>{t('checkout.cart.lineSubtotal', { amount: money(line.price) })}</p> : null}
            </div>
            <Button
              type="button"
              $variant="ghost"
              aria-label={t('checkout.cart.removeNamed', { name })}
              onClick={() => dispatch(itemRemoved(item.itemId))}
            >
              {t('checkout.cart.remove')}
            </Button>
          </Line>
        );
      })}
    </List>
  );
}

import { imageUrl } from '@store/shared/api';
import { itemRemoved, quantityChanged, useAppDispatch, type CartItem } from '@store/shared/store';
import { Button, ImageWithFallback, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { formatRupees, formatRs } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { lineDetails, type CartProducts } from '../hooks/useCartProducts';
import { useT } from '../i18n';
import { cannotBuy, lineStock, lineStockLabel, type SoldOutPiece } from '../lib/lineStock';
import { mostPieces } from '../lib/bagPieces';
import { useSizeLine } from '../lib/sizeText';

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

/** The line's pieces: −, the count, +. */
const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: ${theme.space.xs} 0;
  span {
    font-size: ${theme.size.sm};
    color: ${theme.color.muted};
  }
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${theme.weight.semibold};
  }
`;

/** At its end a step says so (aria-disabled) but keeps focus: a disabled button would drop it. */
const StepButton = styled(Button)`
  min-width: 36px;
  min-height: 36px;
  padding: 0;
  font-size: 18px;
  letter-spacing: normal;
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/**
 * Cart lines: image, name, price, 'Size: ...' ('One size' for a piece without sizes), what the
 * product has left of that size, the quantity stepper (1 to 5, never above the 'Only N left'),
 * Remove; checkout adds the line's sub-total and marks the pieces its payment start found sold out.
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
  const sizeLine = useSizeLine();
  const money = currency === 'rs' ? formatRs : formatRupees;
  return (
    <List aria-label={t('checkout.cart.lines')}>
      {items.map((item) => {
        const line = lineDetails(item, products, locale);
        const name = line.name ?? t('checkout.cart.productNotFound');
        const stock = lineStock(item, products.get(item.productId), soldOut);
        const stockNote = lineStockLabel(stock, t);
        const most = mostPieces(stock);
        const step = (quantity: number) => {
          if (quantity >= 1 && quantity <= most) dispatch(quantityChanged({ itemId: item.itemId, quantity }));
        };
        return (
          <Line key={item.itemId} data-testid="cart-line" data-unavailable={cannotBuy(stock) || undefined}>
            <ImageWithFallback src={imageUrl(line.image, { w: 150, q: 70 })} alt={name} width={72} height={90} />
            <div>
              <p>
                <strong>{name}</strong>
              </p>
              <p>{money(line.price)}</p>
              <p>{sizeLine(item.size)}</p>
              {stockNote ? <StockNote $gone={cannotBuy(stock)}>{stockNote}</StockNote> : null}
              <Stepper role="group" aria-label={t('checkout.cart.quantityOf', { name })}>
                <span>{t('checkout.cart.quantity')}</span>
                <StepButton
                  type="button"
                  $variant="secondary"
                  aria-label={t('checkout.cart.fewer', { name })}
                  aria-disabled={item.quantity <= 1 || undefined}
                  onClick={() => step(item.quantity - 1)}
                >
                  −
                </StepButton>
                <output aria-live="polite">{item.quantity}</output>
                <StepButton
                  type="button"
                  $variant="secondary"
                  aria-label={t('checkout.cart.more', { name })}
                  aria-disabled={item.quantity >= most || undefined}
                  onClick={() => step(item.quantity + 1)}
                >
                  +
                </StepButton>
              </Stepper>
              {showSubtotal ? (
                <p>{t('checkout.cart.lineSubtotal', { amount: money(line.price * item.quantity) })}</p>
              ) : null}
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

import { imageUrl } from '@store/shared/api';
import { itemRemoved, useAppDispatch, type CartItem } from '@store/shared/store';
import { Button, ImageWithFallback, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { describeSize, formatRupees, formatRs } from '@store/shared/format';
import { lineDetails, type CartProducts } from '../hooks/useCartProducts';

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
`;

/** Cart lines: image, name, price, 'Size: ...', Remove; checkout adds the line's sub-total. */
export function CartLines({
  items,
  products,
  currency = 'rupee',
  showSubtotal = false,
}: {
  items: readonly CartItem[];
  products: CartProducts;
  currency?: 'rupee' | 'rs';
  showSubtotal?: boolean;
}) {
  const dispatch = useAppDispatch();
  const money = currency === 'rs' ? formatRs : formatRupees;
  return (
    <List aria-label="Cart items">
      {items.map((item) => {
        const line = lineDetails(item, products);
        return (
          <Line key={item.itemId} data-testid="cart-line">
            <ImageWithFallback src={imageUrl(line.image, { w: 150, q: 70 })} alt={line.name} width={72} height={90} />
            <div>
              <p>
                <strong>{line.name}</strong>
              </p>
              <p>{money(line.price)}</p>
              <p>Size: {describeSize(item.size)}</p>
              {showSubtotal ? <p>Sub-total: {money(line.price)}</p> : null}
            </div>
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Remove ${line.name}`}
              onClick={() => dispatch(itemRemoved(item.itemId))}
            >
              Remove
            </Button>
          </Line>
        );
      })}
    </List>
  );
}

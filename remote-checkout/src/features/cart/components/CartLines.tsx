import { formatRupees } from '@store/shared/format';
import { itemRemoved, useAppDispatch, type CartItem } from '@store/shared/store';
import { Button, ImageWithFallback, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { describeSize } from '../cartTotals';

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

export function CartLines({ items }: { items: readonly CartItem[] }) {
  const dispatch = useAppDispatch();
  return (
    <List>
      {items.map((item) => (
        <Line key={item.itemId}>
          <ImageWithFallback src={item.image} alt={item.name} width={72} height={90} />
          <div>
            <p>
              <strong>{item.name}</strong>
            </p>
            <p>{formatRupees(item.price)}</p>
            <p>Size: {describeSize(item.size)}</p>
          </div>
          <Button type="button" $variant="ghost" onClick={() => dispatch(itemRemoved(item.itemId))}>
            Remove
          </Button>
        </Line>
      ))}
    </List>
  );
}

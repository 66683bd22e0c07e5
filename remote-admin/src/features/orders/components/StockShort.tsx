import type { OrderJson } from '@store/shared/api';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/** What the desk must do about a piece paid for after it sold out (the order is kept, never lost). */
export const STOCK_SHORT_HELP =
  'A piece was paid for after its hold lapsed and had sold meanwhile: restock it, offer another size, or refund it.';

const Badge = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  /* The same small sans badge beside a row's state and in the order page's heading. */
  font: ${theme.weight.semibold} ${theme.size.xs} / 1.5 ${theme.font.body};
  vertical-align: middle;
  white-space: nowrap;
`;

/** 'Stock short' beside an order that has such a piece; nothing otherwise. */
export function StockShortBadge({ order }: { order: Pick<OrderJson, 'stockShort'> }) {
  return order.stockShort ? <Badge>Stock short</Badge> : null;
}

/** The same mark on one piece of the order's page. */
export function StockShortPiece({ item }: { item: OrderJson['items'][number] }) {
  return item.stockShort ? <Badge>Sold out before payment</Badge> : null;
}

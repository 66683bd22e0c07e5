import { serverMessage } from '@store/shared/api';
import { formatDay, formatRupees } from '@store/shared/format';
import { Button, Dialog, StatusText, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { shippingApi } from '../../api/shippingApi';

const Quotes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
    justify-content: space-between;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
  p {
    margin: 0;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.successSoft};
  color: ${theme.color.success};
  font-size: ${theme.size.xs};
  font-weight: ${theme.weight.semibold};
`;

/**
 * "Choose courier": the couriers serving one order's pincode, each with its rate, delivery day
 * and whether it takes cash; the aggregator's recommendation first. A cash order can only go
 * with a courier that collects cash.
 */
export function CourierDialog({
  order,
  onBook,
  onClose,
}: {
  order: { _id: string; number: string; paymentMethod: 'prepaid' | 'cash' };
  onBook: (courierId: number, courierName: string) => void;
  onClose: () => void;
}) {
  const quotes = shippingApi.useCourierQuotesQuery(order._id);
  const couriers = [...(quotes.data ?? [])].sort((a, b) => Number(b.recommended) - Number(a.recommended));
  return (
    <Dialog title={`Choose courier for ${order.number}`} onClose={onClose} width={560}>
      {quotes.isError ? (
        <StatusText role="alert">
          {serverMessage(quotes.error) ?? 'The couriers could not be asked. Try again.'}
        </StatusText>
      ) : !quotes.data ? (
        <StatusText role="status">Asking the couriers...</StatusText>
      ) : couriers.length === 0 ? (
        <StatusText role="alert">No courier serves this pincode.</StatusText>
      ) : (
        <Quotes aria-label="Courier quotes">
          {couriers.map((quote) => {
            const refusesCash = order.paymentMethod === 'cash' && !quote.cash;
            return (
              <li key={quote.courierId} aria-label={quote.courierName}>
                <div>
                  <p>
                    <strong>{quote.courierName}</strong>
                    {quote.recommended ? <Badge>Recommended</Badge> : null}
                  </p>
                  <p>
                    {formatRupees(quote.rate)} ·{' '}
                    {quote.estimatedDelivery ? `delivers by ${formatDay(quote.estimatedDelivery)}` : 'no delivery date'}{' '}
                    · {quote.cash ? 'takes cash' : 'no cash'}
                  </p>
                </div>
                <Button
                  type="button"
                  $variant={quote.recommended ? 'primary' : 'secondary'}
                  disabled={refusesCash}
                  title={refusesCash ? 'This courier does not collect cash on this lane' : undefined}
                  aria-label={`Book with ${quote.courierName}`}
                  onClick={() => onBook(quote.courierId, quote.courierName)}
                >
                  Book
                </Button>
              </li>
            );
          })}
        </Quotes>
      )}
    </Dialog>
  );
}

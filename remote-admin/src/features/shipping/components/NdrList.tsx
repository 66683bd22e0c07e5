import type { DeskNdrJson } from '@store/shared/api';
import { formatDay, formatIndiaDateTime } from '@store/shared/format';
import { StatusText, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { shippingApi } from '../../../api/shippingApi';
import { NdrActionForm } from './NdrActionForm';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  > li {
    display: grid;
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
  }
  h3 {
    margin: 0;
    font-size: ${theme.size.md};
  }
  p {
    margin: 0;
  }
`;

const VIA_WORDS: Record<string, string> = {
  link: 'by the shopper’s link',
  whatsapp: 'by the shopper on WhatsApp',
  desk: 'by the desk',
  rule: 'by the rule (the last attempt allowed)',
};

/** Who answered and what, or how long the shopper still has. */
function answerText(exception: DeskNdrJson): string {
  const { action } = exception;
  if (action) {
    const via = exception.answeredVia ? ` ${VIA_WORDS[exception.answeredVia] ?? `via ${exception.answeredVia}`}` : '';
    const what =
      action.kind === 'return'
        ? 'send it back'
        : `deliver again${action.date ? ` on ${formatDay(action.date)}` : ''}${action.address ? ', to a corrected address' : ''}${action.phone ? `, phone ${action.phone}` : ''}`;
    return `Answered${via}: ${what}${exception.unsent ? ' (not yet taken by the courier: retrying)' : ''}`;
  }
  if (exception.state === 'desk') return 'No answer from the shopper: the desk decides';
  return `Waiting for the shopper until ${formatIndiaDateTime(exception.answerBy)}`;
}

/** Failed deliveries (NDR): the courier's reason, the attempt, the shopper's answer, and the desk's. */
export function NdrList() {
  const listed = shippingApi.useDeliveryExceptionsQuery();
  if (listed.isError) return <StatusText role="alert">The failed deliveries could not be loaded.</StatusText>;
  if (!listed.data) return <StatusText role="status">Loading failed deliveries...</StatusText>;
  if (!listed.data.length) return <StatusText>No failed deliveries to settle.</StatusText>;
  return (
    <List aria-label="Failed deliveries">
      {listed.data.map((exception) => (
        <li key={exception._id} aria-label={`Failed delivery of ${exception.orderNumber}`}>
          <h3>
            {exception.orderNumber} · attempt {exception.attempt}
            {exception.awb ? ` · AWB ${exception.awb}` : ''}
          </h3>
          <p>
            {exception.reason} · {formatIndiaDateTime(exception.openedAt)}
          </p>
          <p>{answerText(exception)}</p>
          {exception.state === 'answered' ? null : <NdrActionForm exception={exception} />}
        </li>
      ))}
    </List>
  );
}

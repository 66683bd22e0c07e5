import { getRuntimeConfig } from '@store/shared/config';
import { Link } from '@store/shared/router';
import { theme, useHydrated } from '@store/shared/ui';
import styled from 'styled-components';

const Notes = styled.ul`
  margin: ${theme.space.lg} 0 0;
  padding: ${theme.space.md} 0 0;
  border-top: 1px solid ${theme.color.line};
  list-style: none;
  display: grid;
  gap: ${theme.space.sm};
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
  strong {
    color: ${theme.color.ink};
    font-weight: ${theme.weight.medium};
  }
`;

/** Under the buttons: what a shopper asks before paying (delivery, returns), with the details a link away. */
export function ServiceNotes({ tailored }: { tailored: boolean }) {
  // The chat, inline: a phone's product page shows no floating chat button (it would cover the price).
  // Once live: the render server's copy of this remote does not read the browser's runtime config.
  const live = useHydrated();
  const chat = live ? getRuntimeConfig().chatNumber.replace(/\D/g, '') : '';
  return (
    <Notes aria-label="Delivery and returns">
      <li>
        <strong>Free delivery</strong> across India, with a tracking link once it ships.{' '}
        <Link to="/help#shipping">Shipping</Link>
      </li>
      <li>
        {tailored ? (
          <>
            <strong>Made to your measurements:</strong> not returnable, altered free within 30 days if it does not fit.
          </>
        ) : (
          <>
            <strong>Easy returns:</strong> standard sizes within 7 days of delivery, unworn with tags.
          </>
        )}{' '}
        <Link to="/help#returns">Returns and alterations</Link>
      </li>
      {chat ? (
        <li>
          <strong>Questions on size or fit?</strong>{' '}
          <a href={`https://wa.me/${chat}`} target="_blank" rel="noopener noreferrer">
            Chat with us
          </a>
        </li>
      ) : null}
    </Notes>
  );
}

import type { StoreCreditEntryJson } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import { useFormatDate } from '@store/shared/i18n';
import { useStoreCreditQuery } from '@store/shared/store';
import { StatusText, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT, type AccountKey } from '../../../i18n';

const Balance = styled.p`
  font-size: 1.25rem;
  margin: 0 0 ${theme.space.md};
`;

const History = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.lg};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space.xs} ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
`;

/** What each kind of entry is called in her history. */
const KIND_WORDS: Record<StoreCreditEntryJson['kind'], AccountKey> = {
  refund: 'account.credit.kind.refund',
  bonus: 'account.credit.kind.bonus',
  goodwill: 'account.credit.kind.goodwill',
  giftCard: 'account.credit.kind.giftCard',
  spent: 'account.credit.kind.spent',
  expired: 'account.credit.kind.expired',
  withdrawn: 'account.credit.kind.withdrawn',
};

/**
 * The dashboard's "Store credit": what she may spend now, and every credit and debit behind it
 * (what, when, the order, until when a credit lasts). Shown once she has any history.
 */
export function StoreCredit() {
  const t = useT();
  const format = useFormatDate();
  const { data, isError } = useStoreCreditQuery();
  if (isError) return null;
  if (!data) return <StatusText role="status">{t('account.credit.loading')}</StatusText>;
  if (data.entries.length === 0) return null;
  return (
    <section aria-labelledby="store-credit">
      <h2 id="store-credit">{t('account.credit.title')}</h2>
      <Balance>{t('account.credit.balance', { amount: formatRs(data.balance) })}</Balance>
      <History aria-label={t('account.credit.history')}>
        {data.entries.map((entry) => (
          <li key={entry._id}>
            <span>
              {t(KIND_WORDS[entry.kind])}
              {entry.orderNumber ? ` · ${t('account.credit.order', { number: entry.orderNumber })}` : ''}
              {entry.reason ? <small>{entry.reason}</small> : null}
              <small>
                {format.date(entry.createdAt)}
                {entry.expiresAt && entry.amount > 0
                  ? ` · ${t('account.credit.expires', { date: format.date(entry.expiresAt) })}`
                  : ''}
              </small>
            </span>
            <strong>{entry.amount > 0 ? `+${formatRs(entry.amount)}` : formatRs(entry.amount)}</strong>
          </li>
        ))}
      </History>
    </section>
  );
}

import type { OrderTracking, TrackingEvent } from '@store/shared/api';
import { useFormatDate } from '@store/shared/i18n';
import { skipToken } from '@store/shared/store';
import { Button, ErrorText, theme, Timeline as TimelineList } from '@store/shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useT, type AccountT } from '../../../i18n';
import { useOrderTrackingQuery } from '../api/ordersApi';
import { PARCEL_KEYS } from '../labels';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.cream};
`;

const Now = styled.p`
  font-weight: ${theme.weight.semibold};
`;

/** A status in the shopper's words; a failed attempt names the courier's reason, an unknown status shows the courier's own words. */
export function parcelStatusText(t: AccountT, status: string, reason: string): string {
  if (status === 'undelivered') return t('account.parcel.undelivered', { reason });
  const key = Object.hasOwn(PARCEL_KEYS, status) ? PARCEL_KEYS[status] : undefined;
  return key ? t(key) : reason;
}

/** The parcel's state now: the latest failed attempt's reason is the courier's words for it. */
function currentText(t: AccountT, tracking: OrderTracking, events: TrackingEvent[]): string {
  const latest = events.find((event) => event.status === tracking.status) ?? events[0];
  return parcelStatusText(t, tracking.status, latest?.activity ?? '');
}

function Timeline({ tracking }: { tracking: OrderTracking }) {
  const t = useT();
  const format = useFormatDate();
  // Newest first, as couriers' own pages show them.
  const events = [...tracking.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <>
      <Now data-testid="parcel-now">{currentText(t, tracking, events)}</Now>
      {tracking.estimatedDelivery && !['delivered', 'rto-delivered', 'cancelled'].includes(tracking.status) ? (
        <p>{t('account.parcel.expected', { day: format.day(tracking.estimatedDelivery) })}</p>
      ) : null}
      <p>
        {t('account.parcel.awb', { courier: tracking.courierName, awb: tracking.awb })}
        {tracking.trackingUrl ? (
          <>
            {' · '}
            <a href={tracking.trackingUrl} target="_blank" rel="noreferrer noopener">
              {t('account.parcel.courierPage', { courier: tracking.courierName })}
            </a>
          </>
        ) : null}
      </p>
      {events.length ? (
        <TimelineList aria-label={t('account.parcel.timeline')}>
          {events.map((event) => (
            <li key={`${event.at}-${event.status}-${event.activity}`}>
              <time dateTime={event.at}>{format.dateTime(event.at)}</time>
              <strong>{parcelStatusText(t, event.status, event.activity)}</strong>
              {/* A failed attempt's reason is in its heading already. */}
              {event.status !== 'undelivered' || event.location ? (
                <span>
                  {[event.status === 'undelivered' ? null : event.activity, event.location].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </li>
          ))}
        </TimelineList>
      ) : (
        <p>{t('account.parcel.noEvents')}</p>
      )}
    </>
  );
}

/**
 * The parcel's journey on an order card with a courier booking: asked of the API when she opens
 * it (GET /orders/{id}/tracking), not for every card as the list paints.
 */
export function ParcelTracking({ orderId }: { orderId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const tracking = useOrderTrackingQuery(open ? orderId : skipToken);
  return (
    <div>
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
      >
        {open ? t('account.parcel.hide') : t('account.parcel.show')}
      </Button>
      {open ? (
        <Panel id={panel} role="region" aria-label={t('account.parcel.title')} aria-busy={tracking.isFetching}>
          {tracking.data ? (
            <Timeline tracking={tracking.data} />
          ) : tracking.isError ? (
            <ErrorText role="alert">{t('account.parcel.failed')}</ErrorText>
          ) : (
            <p role="status">{t('account.parcel.loading')}</p>
          )}
        </Panel>
      ) : null}
    </div>
  );
}

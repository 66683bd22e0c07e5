import type { DeskReturnJson } from '@store/shared/api';
import {
  describeAlterations,
  RETURN_KIND_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  PRODUCTION_STAGE_LABELS,
} from '@store/shared/catalog';
import { describeSize, formatIndiaDateTime, formatRupees } from '@store/shared/format';
import { useAppDispatch } from '@store/shared/store';
import { PageTitle, StatusText, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { returnsApi } from '../api/returnsApi';
import { ReturnActions } from './ReturnActions';
import { StuckRefunds } from './StuckRefunds';

const Views = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
`;

const Queue = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const Card = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.paper};
  h3 {
    margin: 0;
    font: ${theme.weight.semibold} ${theme.size.md} / 1.3 ${theme.font.body};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
  }
`;

const State = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.sand};
  font-size: ${theme.size.sm};
  font-weight: ${theme.weight.semibold};
`;

/** What the customer asked: the new size, the measurements to change, or a refund (and where a cash one goes). */
function asked(entry: DeskReturnJson): string {
  if (entry.kind === 'exchange') return `for ${describeSize(entry.exchangeSize)}`;
  if (entry.kind === 'alteration') return `change ${describeAlterations(entry.alterations)}`;
  return entry.payout ? `to ${entry.payout}` : 'to the way they paid';
}

/** How often the open queue is asked again while the tab is on screen. */
export const RETURNS_POLL_MS = 60_000;

/**
 * The desk's Returns queue (issue 32): each request with its piece, reason, photo and steps so
 * far, and the buttons of its next steps; open ones oldest first, or all of them.
 */
export function ReturnsTab() {
  const [view, setView] = useState<'open' | 'all'>('open');
  // Jobs move returns too (the courier picks one up, a refund is processed): the queue asks again
  // every minute while the desk is looking at it.
  const listed = returnsApi.useDeskReturnsQuery(view, {
    pollingInterval: RETURNS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const entries = listed.isError ? [] : (listed.currentData ?? null);
  const dispatch = useAppDispatch();
  // A step's answer shows at once; the queue's refetch (its tag was invalidated) then confirms it.
  const replace = (next: DeskReturnJson) =>
    dispatch(
      returnsApi.util.updateQueryData('deskReturns', view, (list) =>
        list.map((entry) => (entry._id === next._id ? next : entry)),
      ),
    );

  return (
    <section>
      <PageTitle>Returns</PageTitle>
      <Views role="radiogroup" aria-label="Which returns">
        <label>
          <input type="radio" name="returns-view" checked={view === 'open'} onChange={() => setView('open')} /> Open
        </label>
        <label>
          <input type="radio" name="returns-view" checked={view === 'all'} onChange={() => setView('all')} /> All
        </label>
      </Views>
      {entries === null ? (
        <StatusText role="status">Loading returns...</StatusText>
      ) : entries.length === 0 ? (
        <StatusText>{view === 'open' ? 'No returns waiting: nothing to do here.' : 'No returns yet.'}</StatusText>
      ) : (
        <Queue aria-label="Returns queue">
          {entries.map((entry) => (
            <Card key={entry._id} aria-label={`Return of ${entry.piece.name}, order ${entry.orderNumber}`}>
              <h3>
                <State>{RETURN_STATE_LABELS[entry.state]}</State> {RETURN_KIND_LABELS[entry.kind]} · {entry.orderNumber}
              </h3>
              <p>
                {entry.piece.name} ({describeSize(entry.piece.size)}, {formatRupees(entry.piece.price)}) ·{' '}
                {asked(entry)}
              </p>
              <p>
                {entry.customer.name}, {entry.customer.phone} · {RETURN_REASON_LABELS[entry.reason]}
                {entry.note ? `: “${entry.note}”` : ''} · asked {formatIndiaDateTime(entry.createdAt)}
              </p>
              {entry.stage ? <p>Workshop: {PRODUCTION_STAGE_LABELS[entry.stage]}</p> : null}
              {entry.refund ? (
                <p>
                  {formatRupees(entry.refund.amount)} {entry.refund.processed ? 'refunded' : 'refund pending'}
                </p>
              ) : null}
              <StuckRefunds entry={entry} />
              {entry.refusal ? <p>Refused: {entry.refusal}</p> : null}
              {entry.restocked ? <p>Back on sale</p> : null}
              {entry.photoUrl ? (
                <a href={entry.photoUrl} target="_blank" rel="noreferrer noopener">
                  <img src={`${entry.photoUrl}?tr=w-200`} alt={`Customer's photo of ${entry.piece.name}`} />
                </a>
              ) : null}
              <ReturnActions entry={entry} onChange={replace} />
            </Card>
          ))}
        </Queue>
      )}
    </section>
  );
}

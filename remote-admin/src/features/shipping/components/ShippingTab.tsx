import { PageTitle, StatusText, theme } from '@store/shared/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { NdrList } from './NdrList';
import { ParcelDefaults } from './ParcelDefaults';
import { ReadyQueue } from './ReadyQueue';
import { RemittancePanel } from './RemittancePanel';
import { RtoList } from './RtoList';
import { ShipmentsList } from './ShipmentsList';

// The figures bring the chart library: loaded when the admin opens them.
const ShippingCharts = lazy(() => import('./ShippingCharts'));

const VIEWS = [
  { id: 'ready', label: 'Ready to ship' },
  { id: 'shipments', label: 'Shipments' },
  { id: 'ndr', label: 'Failed deliveries' },
  { id: 'rto', label: 'Returns to origin' },
  { id: 'remittance', label: 'Cash remittance' },
  { id: 'defaults', label: 'Parcel sizes' },
  { id: 'charts', label: 'Figures' },
] as const;
type View = (typeof VIEWS)[number]['id'];

const Views = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  button {
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.paper};
    font: ${theme.weight.medium} ${theme.size.sm} / 1 ${theme.font.body};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.ink};
    background: ${theme.color.ink};
    color: ${theme.color.paper};
  }
`;

function ActiveView({ view }: { view: View }) {
  if (view === 'shipments') return <ShipmentsList />;
  if (view === 'ndr') return <NdrList />;
  if (view === 'rto') return <RtoList />;
  if (view === 'remittance') return <RemittancePanel />;
  if (view === 'defaults') return <ParcelDefaults />;
  if (view === 'charts')
    return (
      <Suspense fallback={<StatusText role="status">Loading figures...</StatusText>}>
        <ShippingCharts />
      </Suspense>
    );
  return <ReadyQueue />;
}

/**
 * The Shipping tab (issue 42): the day after a sale, book the ready orders, print their labels
 * and call the pickup; then follow the parcels, settle failed deliveries, receive what comes
 * back and match the courier's cash.
 */
export default function ShippingTab() {
  const [view, setView] = useState<View>('ready');
  return (
    <section aria-label="Shipping">
      <PageTitle>Shipping</PageTitle>
      <Views aria-label="Shipping views">
        {VIEWS.map((entry) => (
          <button key={entry.id} type="button" aria-pressed={view === entry.id} onClick={() => setView(entry.id)}>
            {entry.label}
          </button>
        ))}
      </Views>
      <ActiveView view={view} />
    </section>
  );
}

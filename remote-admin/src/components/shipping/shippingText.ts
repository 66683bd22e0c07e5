import { formatRupees } from '@store/shared/format';

/** The courier's steps as the desk reads them (an unknown one shows as the courier sent it). */
const STATUS_LABELS: Record<string, string> = {
  booking: 'Booking',
  booked: 'Booked',
  'pickup-scheduled': 'Pickup scheduled',
  'picked-up': 'Picked up',
  'in-transit': 'In transit',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  'rto-initiated': 'Returning (RTO)',
  'rto-in-transit': 'RTO in transit',
  'rto-delivered': 'Back with us (RTO)',
  lost: 'Lost',
  cancelled: 'Cancelled',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** The Shipments list's filters: the status the API takes and its words (parcels back are under Returns to origin). */
export const SHIPMENT_FILTERS = [
  { value: '', label: 'All parcels' },
  { value: 'booked', label: 'Booked' },
  { value: 'in-transit', label: 'In transit' },
  { value: 'out-for-delivery', label: 'Out for delivery' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'undelivered', label: 'Undelivered' },
  { value: 'rto-initiated', label: 'RTO started' },
  { value: 'rto-in-transit', label: 'RTO on its way back' },
] as const;

/** 1250 -> '1.25 kg' (the courier bills by the half kilo, so grams would read as noise). */
export const formatWeight = (grams: number) =>
  `${(grams / 1000).toLocaleString('en-IN', { maximumFractionDigits: 2 })} kg`;

/** What the courier collects at the door: the cash, or nothing for a prepaid parcel. */
export const cashText = (method: 'prepaid' | 'cash', cashToCollect: number) =>
  method === 'cash' ? `Cash ${formatRupees(cashToCollect)}` : 'Prepaid';

/** "3 parcels", "1 parcel". */
export const parcels = (count: number) => `${count} ${count === 1 ? 'parcel' : 'parcels'}`;

import { describeSize, formatIndiaDateTime, paiseToRupees } from '@store/shared/format';
import { csvDocument } from '../../../http/csv';
import type { PlacedOrder } from '../ordersRepository';

const HEADER = [
  'Order number',
  'Placed (IST)',
  'Customer',
  'Phone',
  'E-mail',
  'Address',
  'City',
  'State',
  'Pincode',
  'Items',
  'Total (Rs.)',
  'Paid (Rs.)',
  'Due (Rs.)',
  'Payment',
  'Fulfilment',
  'Courier',
  'Tracking number',
];

/** The order desk's rows as a spreadsheet opens them (UTF-8 with its byte-order mark, CRLF lines). */
export function ordersCsv(rows: PlacedOrder[]): string {
  const lines = rows.map((order) => {
    const address = order.shippingAddress;
    return [
      order.number,
      formatIndiaDateTime(order.createdAt),
      order.customerName,
      // As people write it (every phone is Indian): a leading + would read as a formula.
      order.phone.replace(/^\+91(\d{5})(\d{5})$/, '$1 $2'),
      order.email,
      [address.street, address.landmark].filter(Boolean).join(', '),
      address.city,
      address.state,
      address.zip,
      order.lines.map((line) => `${line.name} (${describeSize(line.size)})`).join('; '),
      paiseToRupees(order.totalPaise),
      paiseToRupees(order.paidPaise),
      // A cancelled order owes nothing: no one is to collect its balance.
      paiseToRupees(order.fulfilment === 'cancelled' ? 0 : order.totalPaise - order.paidPaise),
      order.status,
      order.fulfilment,
      order.courier,
      order.trackingNumber,
    ];
  });
  return csvDocument(HEADER, lines);
}

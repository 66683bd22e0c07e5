import { downloadFile } from '@store/shared/api';
import { filterParams, type OrderFilter } from './ordersApi';

/** The filtered list as a CSV file the browser saves. */
export const downloadOrdersCsv = (filter: OrderFilter) =>
  downloadFile('/admin/orders/export', { params: filterParams(filter) });

/** An order's tax invoice (paid in full), one payment's receipt or a credit note, as the customer gets them. */
export const downloadOrderDocument = (
  id: string,
  document: 'invoice' | `receipts/${string}` | `credit-notes/${string}`,
) => downloadFile(`/admin/orders/${encodeURIComponent(id)}/${document}`);

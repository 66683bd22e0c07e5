import { downloadFile } from '@store/shared/api';
import { guestHeaders } from './fetchMyOrders';

/** GET /orders/{id}/invoice: the tax invoice of an order paid in full, saved by the browser. */
export const downloadInvoice = (orderId: string) =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/invoice`, { headers: guestHeaders() });

import { downloadFile } from '@store/shared/api';
import { numberForFile } from '@store/shared/format';
import { guestHeaders } from './guestAccess';

/** GET /orders/{id}/invoice: the tax invoice of an order paid in full, saved by the browser. */
export const downloadInvoice = (orderId: string) =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/invoice`, { headers: guestHeaders() });

/** GET /orders/{id}/returns/{returnId}/credit-note: the GST credit note of a refund, saved by the browser. */
export const downloadCreditNote = (orderId: string, returnId: string) =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}/credit-note`, {
    headers: guestHeaders(),
  });

/** GET /orders/{id}/credit-notes/{number}: a credit note that cancelled the order's invoice, saved by the browser. */
export const downloadOrderCreditNote = (orderId: string, number: string) =>
  downloadFile(`/orders/${encodeURIComponent(orderId)}/credit-notes/${numberForFile(number)}`, {
    headers: guestHeaders(),
  });

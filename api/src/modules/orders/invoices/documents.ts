import PDFDocument from 'pdfkit';
import { describeSize, formatIndiaDate, paiseToRupees } from '@store/shared/format';
import type { ApiConfig } from '../../../config';
import type { OrderRow } from '../../../db/schema';
import type { PaymentRow } from '../../payments/paymentsRepository';
import { placeOfSupply, type TaxInvoice } from './taxInvoice';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** pdfkit's standard fonts have no rupee sign: amounts read 'Rs.1,250.00'. */
export const money = (paise: number) => `Rs.${rupees.format(paiseToRupees(paise))}`;

/** Renders a document (A4 unless `page` says: a 4x6 inch label, a manifest) and resolves with its bytes. */
export function pdf(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  page: { size?: [number, number] | 'A4'; margin?: number; compress?: boolean } = {},
): Promise<Buffer> {
  const { size = 'A4', margin = 48, compress = true } = page;
  const doc = new PDFDocument({ size, margin, compress, info: { Title: title, Author: 'Elegance' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function sellerBlock(doc: PDFKit.PDFDocument, seller: ApiConfig['seller'], heading: string) {
  doc.font('Helvetica-Bold').fontSize(18).text(heading, { align: 'right' });
  doc.moveUp().font('Helvetica-Bold').fontSize(14).text(seller.name);
  doc.font('Helvetica').fontSize(9).text(seller.address).text(`State: ${seller.state}`);
  if (seller.gstin) doc.text(`GSTIN: ${seller.gstin}`);
  doc.moveDown();
}

export function customerBlock(doc: PDFKit.PDFDocument, order: OrderRow) {
  const address = order.shippingAddress;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill to / Ship to');
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(order.customerName)
    .text([address.street, address.landmark].filter(Boolean).join(', '))
    .text(`${address.city}, ${address.state} ${address.zip}`)
    .text(`Phone: ${order.phone}`);
  doc.moveDown();
}

/** One row of the lines table at fixed column positions. */
export function row(doc: PDFKit.PDFDocument, cells: string[], widths: number[], bold = false) {
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let height = 0;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 60;
    doc.text(cell, x, y, { width: width - 4, align: index >= 3 ? 'right' : 'left' });
    height = Math.max(height, doc.y - y);
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 4;
}

/**
 * The GST tax invoice of a paid order: each line's HSN, taxable value, rate and tax, CGST + SGST
 * or IGST; under the amounts, what balances paid of it (`paidBy`: balancesPaid).
 */
export function invoicePdf(invoice: TaxInvoice, paidBy: string[] = []): Promise<Buffer> {
  const { order, split, lines } = invoice;
  return pdf(`Tax invoice ${invoice.number}`, (doc) => {
    sellerBlock(doc, invoice.seller, 'TAX INVOICE');
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Invoice number: ${invoice.number}`)
      .text(`Invoice date: ${formatIndiaDate(invoice.issuedAt)}`)
      .text(`Order: ${order.number} of ${formatIndiaDate(order.createdAt)}`)
      .text(`Place of supply: ${placeOfSupply(order)}`);
    doc.moveDown();
    customerBlock(doc, order);
    const taxHeads = split.intraState ? ['CGST', 'SGST'] : ['IGST'];
    // Columns fill the 499 points between A4's margins.
    const widths = split.intraState ? [18, 150, 40, 72, 34, 55, 55, 75] : [18, 170, 45, 80, 40, 66, 80];
    row(doc, ['#', 'Item', 'HSN', 'Taxable value', 'Rate', ...taxHeads, 'Amount'], widths, true);
    split.lines.forEach((line, index) => {
      const item = lines[index];
      const taxes = split.intraState ? [money(line.cgstPaise), money(line.sgstPaise)] : [money(line.igstPaise)];
      row(
        doc,
        [
          String(index + 1),
          item?.service ? item.name : `${item?.name ?? ''} (${describeSize(item?.size)})`,
          item?.hsn ?? '',
          money(line.taxablePaise),
          `${line.rate}%`,
          ...taxes,
          money(line.amountPaise),
        ],
        widths,
      );
    });
    const totals = split.intraState ? [money(split.cgstPaise), money(split.sgstPaise)] : [money(split.igstPaise)];
    row(doc, ['', 'Total', '', money(split.taxablePaise), '', ...totals, money(split.totalPaise)], widths, true);
    doc.moveDown();
    if (order.discountPaise) doc.text(`Includes ${discountWords(order)}, spread over the lines.`);
    doc.text(`Amount paid: ${money(order.paidPaise)}. Prices include GST. Free shipping.`);
    for (const line of paidBy) doc.text(line);
    doc.moveDown().fontSize(8).fillColor('#555').text('This is a computer-generated invoice and needs no signature.');
  });
}

/**
 * What an order's discount is made of: the coupon's part (named by its code) and the prepaid
 * nudge's (COD_PREPAID_DISCOUNT), which needs no coupon; an order with only the nudge names no code.
 */
export function discountWords(order: {
  discountPaise: number;
  prepaidDiscountPaise: number;
  couponCode: string | null;
}) {
  const nudge = Math.min(order.prepaidDiscountPaise, order.discountPaise);
  const coupon = order.discountPaise - nudge;
  const parts = [
    ...(coupon ? [`${order.couponCode ?? 'coupon'} ${money(coupon)}`] : []),
    ...(nudge ? [`paying online ${money(nudge)}`] : []),
  ];
  return `a discount of ${money(order.discountPaise)} (${parts.join('; ')})`;
}

const PAYMENT_KIND: Record<string, string> = {
  full: 'Payment in full',
  partial: 'Advance (20% now)',
  balance: 'Balance payment',
  cash: 'Cash on delivery (collected by the courier)',
};

/** A receipt for one payment of an order (an advance or a balance): what was paid, when, and what is due. */
export function receiptPdf(order: OrderRow, payment: PaymentRow, seller: ApiConfig['seller']): Promise<Buffer> {
  return pdf(`Receipt ${payment.providerPaymentId}`, (doc) => {
    sellerBlock(doc, seller, 'PAYMENT RECEIPT');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Receipt for payment ${payment.providerPaymentId}`)
      .text(`Date: ${formatIndiaDate(payment.createdAt)}`)
      .text(`Order: ${order.number}`)
      .moveDown();
    customerBlock(doc, order);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`${PAYMENT_KIND[payment.type] ?? 'Payment'}: ${money(payment.amountPaise)}`);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Order total: ${money(order.totalPaise)} (GST included)`)
      .text(`Paid so far: ${money(order.paidPaise)}`)
      .text(`Balance due: ${money(order.totalPaise - order.paidPaise)}`);
    doc
      .moveDown()
      .fontSize(8)
      .fillColor('#555')
      .text('The tax invoice is issued once the order is paid in full. This receipt is computer-generated.');
  });
}

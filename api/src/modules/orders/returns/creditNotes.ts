import { describeSize, formatIndiaDate, numberForFile, taxAtRate, type TaxedLine } from '@store/shared/format';
import type { ApiConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { CreditNoteRow, OrderLineRow, OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import { customerBlock, money, pdf, row, sellerBlock } from '../invoices/documents';
import { nextInSeries, type InvoiceRow } from '../invoices/invoicesRepository';
import { financialYear, orderGst } from '../invoices/taxInvoice';
import { recordEvent, wholeInvoiceNotesOf, type PlacedOrder } from '../ordersRepository';
import {
  creditNoteOfOrder,
  creditNoteOfReturn,
  findCreditNote,
  insertCreditNote,
  type CreditNoteFor,
} from './returnsRepository';

/**
 * The GST credit note of a refund, in the caller's transaction: the next number of the financial
 * year in its own series (CN/2026-27/0001, counted under the counter's row lock as invoices
 * are), naming the invoice it reduces. Its tax is the refunded amount at the line's rate: the
 * line's own split when the whole line is refunded. Issued once for what it is for.
 */
export async function issueCreditNote(
  tx: Database,
  issue: {
    for: CreditNoteFor;
    orderId: string;
    invoiceNumber: string;
    line: TaxedLine;
    amountPaise: number;
    intraState: boolean;
    at: Date;
  },
): Promise<CreditNoteRow> {
  const existing = await findCreditNote(tx, issue.orderId, issue.for);
  if (existing) return existing;
  const split =
    issue.amountPaise === issue.line.amountPaise
      ? issue.line
      : taxAtRate(issue.amountPaise, issue.line.rate, issue.intraState);
  const year = financialYear(issue.at);
  const number = `CN/${year}/${String(await nextInSeries(tx, 'credit-notes', year)).padStart(4, '0')}`;
  return insertCreditNote(tx, {
    ...issue.for,
    orderId: issue.orderId,
    number,
    financialYear: year,
    invoiceNumber: issue.invoiceNumber,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: split.amountPaise,
    rate: split.rate,
    issuedAt: issue.at,
  });
}

/**
 * The order's tax invoice is cancelled whole, in the caller's transaction (the order locked): a
 * credit note for each of its lines, in full, and the numbers in the order's history. Its parcel
 * came back undelivered (a return to origin: `shipmentId`) or the desk cancelled the order after
 * the invoice was issued. Once per invoice: an order cancelled while its parcel was on the road and
 * then received back gets the cancellation's notes, not a second set. The numbers issued.
 */
export async function creditWholeInvoice(
  tx: Database,
  config: ApiConfig,
  order: OrderRow,
  invoice: InvoiceRow,
  owner: { shipmentId: string } | { cancellation: true },
  adminId: string,
): Promise<string[]> {
  if ((await wholeInvoiceNotesOf(tx, [order.id])).size) return [];
  const { split } = await orderGst(tx, order, config);
  const at = new Date();
  const numbers: string[] = [];
  for (const [invoiceLine, line] of split.lines.entries()) {
    const note = await issueCreditNote(tx, {
      for: { ...owner, invoiceLine },
      orderId: order.id,
      invoiceNumber: invoice.number,
      line,
      amountPaise: line.amountPaise,
      intraState: split.intraState,
      at,
    });
    numbers.push(note.number);
  }
  await recordEvent(tx, {
    orderId: order.id,
    kind: 'credit-note',
    fromValue: invoice.number,
    toValue: numbers.join(', '),
    adminId,
  });
  return numbers;
}

/** Why a credit note was issued, as its PDF says. */
const reasonOf = (note: CreditNoteRow) =>
  note.shipmentId
    ? 'goods returned undelivered by the courier (return to origin)'
    : note.cancellation
      ? 'order cancelled by the seller'
      : 'goods returned by the customer (sales return)';

/** The credit note as a PDF: seller, customer, the invoice it reduces, the piece, its taxable value and tax. */
export function creditNotePdf(
  note: CreditNoteRow,
  order: OrderRow,
  line: Pick<OrderLineRow, 'name' | 'size'>,
  seller: ApiConfig['seller'],
): Promise<Buffer> {
  return pdf(`Credit note ${note.number}`, (doc) => {
    sellerBlock(doc, seller, 'CREDIT NOTE');
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Credit note number: ${note.number}`)
      .text(`Date: ${formatIndiaDate(note.issuedAt)}`)
      .text(`Against tax invoice: ${note.invoiceNumber}`)
      .text(`Order: ${order.number} of ${formatIndiaDate(order.createdAt)}`)
      .text(`Reason: ${reasonOf(note)}`);
    doc.moveDown();
    customerBlock(doc, order);
    const intraState = note.igstPaise === 0;
    const heads = intraState ? ['CGST', 'SGST'] : ['IGST'];
    const widths = intraState ? [18, 170, 80, 40, 60, 60, 71] : [18, 190, 90, 50, 70, 81];
    row(doc, ['#', 'Item', 'Taxable value', 'Rate', ...heads, 'Amount'], widths, true);
    const taxes = intraState ? [money(note.cgstPaise), money(note.sgstPaise)] : [money(note.igstPaise)];
    row(
      doc,
      [
        '1',
        `${line.name} (${describeSize(line.size)})`,
        money(note.taxablePaise),
        `${note.rate}%`,
        ...taxes,
        money(note.totalPaise),
      ],
      widths,
    );
    doc.moveDown();
    doc.text(`Amount credited: ${money(note.totalPaise)} (GST included).`);
    doc
      .moveDown()
      .fontSize(8)
      .fillColor('#555')
      .text('This is a computer-generated credit note and needs no signature.');
  });
}

const fileName = (note: CreditNoteRow) => `credit-note-${numberForFile(note.number)}`;

/**
 * One of this order's credit notes by its number as a PDF (a return's, a return to origin's or a
 * cancellation's), with its file name; 404 when the order has no such note. A whole invoice's
 * note names the invoice's line it cancels (the cash fee is a line of its own).
 */
export async function creditNoteByNumber(
  db: Database,
  config: ApiConfig,
  number: string,
  order: PlacedOrder,
): Promise<{ name: string; bytes: Buffer }> {
  const note = await creditNoteOfOrder(db, order.id, number);
  if (!note) throw new HttpError(404, 'No such credit note on this order');
  if (note.returnId) return creditNoteDocument(db, config, note.returnId, order);
  const { lines } = await orderGst(db, order, config);
  const line = lines[note.invoiceLine ?? -1];
  if (!line) throw new HttpError(404, 'No such credit note on this order');
  return { name: fileName(note), bytes: await creditNotePdf(note, order, line, config.seller) };
}

/** A return's credit note of this order as a PDF and its file name; 404 when it has none. */
export async function creditNoteDocument(
  db: Database,
  config: ApiConfig,
  returnId: string,
  order: PlacedOrder,
): Promise<{ name: string; bytes: Buffer }> {
  const found = await creditNoteOfReturn(db, returnId, order.id);
  const line = order.lines.find((candidate) => candidate.id === found?.lineId);
  if (!found || !line) throw new HttpError(404, 'No credit note for this return');
  return {
    name: fileName(found.note),
    bytes: await creditNotePdf(found.note, order, line, config.seller),
  };
}

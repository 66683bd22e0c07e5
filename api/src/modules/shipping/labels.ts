import bwipjs from 'bwip-js/node';
import { formatIndiaDate } from '@store/shared/format';
import type { CourierAddress } from '../../providers/courier/types';
import { money, pdf } from '../orders/invoices/documents';
import type { ShipmentWithOrder } from './shipmentsRepository';

/** A 4x6 inch thermal label, in points. */
const LABEL: [number, number] = [288, 432];
const EDGE = 12;
const WIDTH = LABEL[0] - 2 * EDGE;

/**
 * A Code 128 barcode drawn as the PDF's own bars (crisp at any printer's resolution), from
 * bwip-js's encoding of `text`: bar and space widths, in modules, bar first.
 */
function barcode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, maxWidth: number, height: number) {
  const [encoded] = bwipjs.raw('code128', text, '') as { sbs: number[] }[];
  const widths = encoded?.sbs ?? [];
  const modules = widths.reduce((sum, width) => sum + width, 0);
  // Quiet zones of ten modules each side, as scanners want.
  const unit = Math.min(2, maxWidth / (modules + 20));
  let at = x + (maxWidth - modules * unit) / 2;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(at, y, width * unit, height).fill('#000');
    at += width * unit;
  });
  doc.fillColor('#000');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const kilos = (grams: number) => `${(grams / 1000).toFixed(2)} kg`;
const addressLines = (address: CourierAddress) =>
  [
    address.name,
    [address.street, address.landmark].filter(Boolean).join(', '),
    [[address.city, address.state].filter(Boolean).join(', '), address.pincode].filter(Boolean).join(' '),
    address.phone ? `Phone: ${address.phone}` : '',
  ].filter(Boolean);

/** One parcel's label: courier, COD or PREPAID, the AWB's barcode, ship-to, order and its barcode, parcel, return address. */
function drawLabel(doc: PDFKit.PDFDocument, parcel: ShipmentWithOrder, pickup: CourierAddress) {
  const { order } = parcel;
  const address = order.shippingAddress;
  const awb = parcel.awb ?? '';
  let y = EDGE;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(parcel.courierName ?? 'Courier', EDGE, y, { width: WIDTH * 0.55 });
  const payment = parcel.cashToCollectPaise ? `COD ${money(parcel.cashToCollectPaise)}` : 'PREPAID';
  doc
    .rect(EDGE + WIDTH * 0.55, y - 2, WIDTH * 0.45, 34)
    .lineWidth(1.5)
    .stroke();
  doc
    .fontSize(parcel.cashToCollectPaise ? 13 : 18)
    .text(payment, EDGE + WIDTH * 0.55, y + (parcel.cashToCollectPaise ? 8 : 6), {
      width: WIDTH * 0.45,
      align: 'center',
    });
  y += 40;
  barcode(doc, awb, EDGE, y, WIDTH, 62);
  y += 66;
  doc.font('Helvetica-Bold').fontSize(12).text(`AWB ${awb}`, EDGE, y, { width: WIDTH, align: 'center' });
  y += 20;
  doc
    .moveTo(EDGE, y)
    .lineTo(EDGE + WIDTH, y)
    .lineWidth(1)
    .stroke();
  y += 6;
  doc.font('Helvetica-Bold').fontSize(9).text('SHIP TO', EDGE, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      addressLines({
        name: address.name || order.customerName,
        phone: order.phone,
        email: null,
        street: address.street,
        landmark: address.landmark,
        city: address.city,
        state: address.state,
        pincode: address.zip,
      }).join('\n'),
      EDGE,
      y + 12,
      { width: WIDTH - 70 },
    );
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(address.zip, EDGE + WIDTH - 70, y + 12, { width: 70, align: 'right' });
  y = Math.max(doc.y, y + 70) + 6;
  doc
    .moveTo(EDGE, y)
    .lineTo(EDGE + WIDTH, y)
    .stroke();
  y += 6;
  const { weightGrams, lengthCm, breadthCm, heightCm } = parcel.parcel;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Order ${order.number}`, EDGE, y)
    .font('Helvetica')
    .fontSize(8)
    .text(
      `Weight ${kilos(weightGrams)} · ${lengthCm} x ${breadthCm} x ${heightCm} cm · ${formatIndiaDate(parcel.createdAt)}`,
    );
  y = doc.y + 4;
  barcode(doc, order.number, EDGE, y, WIDTH * 0.8, 30);
  y += 36;
  doc
    .moveTo(EDGE, y)
    .lineTo(EDGE + WIDTH, y)
    .stroke();
  y += 6;
  doc.font('Helvetica-Bold').fontSize(7).text('IF UNDELIVERED, RETURN TO', EDGE, y);
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(addressLines(pickup).join('\n'), EDGE, y + 9, { width: WIDTH });
}

/** One page per parcel, in the order given (the desk's batch), for a 4x6 thermal printer. */
export function labelsPdf(parcels: ShipmentWithOrder[], pickup: CourierAddress): Promise<Buffer> {
  const title = parcels.length === 1 ? `Label ${parcels[0]?.awb}` : `Labels (${parcels.length})`;
  return pdf(
    title,
    (doc) =>
      parcels.forEach((parcel, index) => {
        if (index > 0) doc.addPage({ size: LABEL, margin: EDGE });
        drawLabel(doc, parcel, pickup);
      }),
    // Uncompressed: the text is searchable as it is, and a label is a few kilobytes either way.
    { size: LABEL, margin: EDGE, compress: false },
  );
}

const COLUMNS = [24, 110, 110, 40, 60, 80];

const HEADINGS = ['#', 'AWB', 'Order', 'Pieces', 'Weight', 'COD'];

function manifestRow(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  // A sale's 300 parcels run over pages: each goes on with the column headings.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 20) {
    doc.addPage();
    if (!bold) manifestRow(doc, HEADINGS, true);
  }
  const y = doc.y;
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((cell, index) => {
    const width = COLUMNS[index] ?? 60;
    doc.text(cell, x, y, { width: width - 4, align: index >= 3 ? 'right' : 'left' });
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + 16;
}

/**
 * The day's hand-over sheet: per courier, each parcel's AWB, order, pieces, weight and cash to
 * collect, totals, and lines for the pickup person's and the shop's signatures.
 */
export function manifestPdf(
  day: string,
  parcels: (ShipmentWithOrder & { pieces: number })[],
  pickup: CourierAddress,
  aggregatorManifest: string | null,
): Promise<Buffer> {
  const byCourier = new Map<string, typeof parcels>();
  for (const parcel of parcels) {
    const courier = parcel.courierName ?? 'Courier';
    byCourier.set(courier, [...(byCourier.get(courier) ?? []), parcel]);
  }
  return pdf(
    `Manifest ${day}`,
    (doc) => {
      if (!byCourier.size)
        doc
          .font('Helvetica-Bold')
          .fontSize(16)
          .text(`Manifest ${day}`)
          .font('Helvetica')
          .fontSize(10)
          .text('No parcels.');
      [...byCourier].forEach(([courier, rows], index) => {
        if (index > 0) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(16).text(`Manifest ${day}: ${courier}`);
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(`From ${addressLines(pickup).join(', ')}`);
        if (aggregatorManifest) doc.text(`Aggregator's manifest: ${aggregatorManifest}`);
        doc.moveDown();
        manifestRow(doc, HEADINGS, true);
        rows.forEach((parcel, row) =>
          manifestRow(doc, [
            String(row + 1),
            parcel.awb ?? '',
            parcel.order.number,
            String(parcel.pieces),
            kilos(parcel.parcel.weightGrams),
            parcel.cashToCollectPaise ? money(parcel.cashToCollectPaise) : 'Prepaid',
          ]),
        );
        const cash = rows.reduce((sum, parcel) => sum + parcel.cashToCollectPaise, 0);
        doc.moveDown();
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(
            `${plural(rows.length, 'parcel')} · ${plural(
              rows.reduce((sum, parcel) => sum + parcel.pieces, 0),
              'piece',
            )} · COD ${money(cash)}`,
          );
        doc.moveDown(3);
        doc.font('Helvetica').fontSize(10);
        doc.text('Picked up by (name, signature): ______________________________   Time: ________');
        doc.moveDown(2);
        doc.text('Handed over by (for the shop): ______________________________   Date: ________');
      });
    },
    { compress: false },
  );
}

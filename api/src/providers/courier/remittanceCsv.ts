import type { RemittanceLine } from './types';

/*
 * Shiprocket's COD remittance statement as its panel exports it (COD > Remittance > export): one
 * row per parcel, amounts in rupees with paise, days as YYYY-MM-DD. The columns the store reads
 * are named below; others in a real export are kept out of the way.
 */
export const REMITTANCE_COLUMNS = [
  'Remittance Date',
  'UTR',
  'CRF ID',
  'Order ID',
  'AWB',
  'Courier',
  'COD Amount',
  'Remitted Amount',
] as const;

/** A remittance line with what the export also shows (the order's reference, the courier). */
export type RemittanceCsvLine = RemittanceLine & { orderReference?: string; courierName?: string; crfId?: string };

const field = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The CSV Shiprocket's panel exports for these lines (the desk's import, modules/shipping/remittances, reads it back). */
export function remittanceCsv(lines: RemittanceCsvLine[]): string {
  const rows = lines.map((line) =>
    [
      line.remittedOn,
      line.reference,
      line.crfId ?? `CRF${line.reference.slice(-6)}`,
      line.orderReference ?? '',
      line.awb,
      line.courierName ?? '',
      rupees(line.amountPaise),
      rupees(line.amountPaise),
    ]
      .map(field)
      .join(','),
  );
  return `${[REMITTANCE_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

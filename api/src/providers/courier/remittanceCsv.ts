import { CourierError, type RemittanceLine } from './types';

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

/** The CSV Shiprocket's panel exports for these lines (the desk's import reads it back). */
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

/** Splits CSV text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
function parseRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += char;
  }
  if (value || row.length > 0) rows.push([...row, value]);
  return rows.filter((cells) => cells.some((cell) => cell.trim()));
}

/**
 * Reads a remittance CSV back: its lines (the remitted amount per AWB), or a CourierError (400)
 * naming the missing column or the row that cannot be read. Days may be YYYY-MM-DD or DD-MM-YYYY.
 */
export function readRemittanceCsv(csv: string): RemittanceLine[] {
  const [header, ...rows] = parseRows(csv.replace(/^\uFEFF/, ''));
  if (!header) throw new CourierError('The remittance file is empty.', 400);
  const names = header.map((name) => name.trim().toLowerCase());
  const column = (name: string) => {
    const at = names.indexOf(name.toLowerCase());
    if (at < 0) throw new CourierError(`The remittance file has no "${name}" column.`, 400);
    return at;
  };
  const [day, utr, awb, amount] = ['Remittance Date', 'UTR', 'AWB', 'Remitted Amount'].map(column) as number[];
  return rows.map((cells, index) => {
    const cell = (at: number | undefined) => (cells[at ?? -1] ?? '').trim();
    const rawDay = cell(day);
    const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(rawDay);
    const remittedOn = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : rawDay.slice(0, 10);
    const rupeesText = cell(amount).replaceAll(',', '');
    const line = {
      reference: cell(utr),
      remittedOn,
      awb: cell(awb),
      amountPaise: Math.round(Number(rupeesText) * 100),
    };
    if (
      !line.reference ||
      !line.awb ||
      !/^\d{4}-\d{2}-\d{2}$/.test(line.remittedOn) ||
      !/^\d+(\.\d{1,2})?$/.test(rupeesText)
    )
      throw new CourierError(`Row ${index + 2} of the remittance file cannot be read.`, 400);
    return line;
  });
}

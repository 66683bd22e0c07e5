import { indiaDay, rupeesToPaise } from '@store/shared/format';
import { HttpError } from '../../../http/errors';
import type { RemittanceLine } from '../../../providers/courier/types';

/**
 * The aggregator's COD remittance export (Shiprocket: Billing > COD Remittance > Export), read
 * as RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks. Columns are
 * found by their header, whatever their order; each remitted parcel is one row. The whole file
 * is read before anything is imported: a broken row, or a cell a spreadsheet would run as a
 * formula, refuses the file naming the row, so a file is imported whole or not at all.
 */

/**
 * Each field's header names, the export's own first. The batch is its UTR, as the aggregator's
 * remittance API names it (CourierProvider.remittances), so a batch imported by file and fetched
 * by API is the same batch; the amount is what was remitted for the parcel.
 */
const COLUMNS = {
  reference: ['utr', 'utr no', 'utr number', 'crf id', 'remittance id', 'reference'],
  remittedOn: ['remittance date', 'remitted on', 'remitted date', 'payment date'],
  awb: ['awb', 'awb code', 'awb no', 'awb number'],
  amount: ['remitted amount', 'cod amount', 'amount'],
} as const;

const MAX_ROWS = 5000;
/** More cash than any courier collects for one parcel (and beyond the amount column's range): a misread cell. */
const MAX_AMOUNT_PAISE = 10_00_000_00;
/** What a spreadsheet reads as a formula at a cell's start (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const AWB = /^[A-Za-z0-9-]{4,40}$/;
const AMOUNT = /^(?:₹|Rs\.?|INR)?\s*(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?$/;

const refuse = (message: string) => new HttpError(400, message, { field: 'csv' });

/** The file's rows as cells, each with its row number as a spreadsheet shows it (the header is row 1). */
export function csvRows(text: string): { row: number; cells: string[] }[] {
  const rows: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let row = 1;
  let line = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    // A blank line (or the file's last line break) is no row.
    if (cells.length > 1 || cells[0] !== '') rows.push({ row, cells });
    cells = [];
    row += 1;
  };
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i] as string;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') {
      if (cell !== '' || wasQuoted) throw refuse(`Row ${row}: a quote inside a cell that does not start with one`);
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
    } else {
      if (wasQuoted) throw refuse(`Row ${row}: text after a quoted cell's closing quote`);
      cell += char;
    }
  }
  if (quoted) throw refuse(`Row ${row}: a quoted cell is never closed (from line ${line} on)`);
  endRow();
  return rows;
}

const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A day written YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY, as YYYY-MM-DD; null when it is none. */
function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const indian = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : indian
      ? [indian[3], indian[2]?.padStart(2, '0'), indian[1]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month}-${day}`;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : null;
}

/** The file's remitted parcels, or a 400 naming the first row (or missing column) that is wrong. */
export function readRemittanceCsv(text: string): RemittanceLine[] {
  const rows = csvRows(text);
  const [header, ...body] = rows;
  if (!header) throw refuse('The file is empty');
  if (body.length === 0) throw refuse('The file has a header but no remitted parcels');
  if (body.length > MAX_ROWS) throw refuse(`The file has ${body.length} rows: import at most ${MAX_ROWS} at a time`);
  const names = header.cells.map(headerName);
  const column = (field: keyof typeof COLUMNS) => {
    for (const alias of COLUMNS[field]) {
      const index = names.indexOf(alias);
      if (index >= 0) return index;
    }
    throw refuse(`The file has no ${COLUMNS[field][0].toUpperCase()} column (its header is row 1)`);
  };
  const at = {
    reference: column('reference'),
    remittedOn: column('remittedOn'),
    awb: column('awb'),
    amount: column('amount'),
  };
  const today = indiaDay();
  const seen = new Map<string, number>();
  return body.map(({ row, cells }) => {
    if (cells.length !== header.cells.length)
      throw refuse(`Row ${row} has ${cells.length} cells; the header has ${header.cells.length}`);
    const formula = cells.find((cell) => FORMULA_START.test(cell));
    if (formula !== undefined)
      throw refuse(
        `Row ${row}: the cell "${formula.slice(0, 20)}" starts like a spreadsheet formula; nothing was imported`,
      );
    const value = (index: number) => (cells[index] ?? '').trim();
    const reference = value(at.reference);
    if (!reference || reference.length > 100) throw refuse(`Row ${row}: the remittance reference is missing`);
    const awb = value(at.awb);
    if (!AWB.test(awb)) throw refuse(`Row ${row}: "${awb.slice(0, 40)}" is not an AWB number`);
    const remittedOn = dayOf(value(at.remittedOn));
    if (!remittedOn)
      throw refuse(`Row ${row}: "${value(at.remittedOn).slice(0, 20)}" is not a date (YYYY-MM-DD or DD-MM-YYYY)`);
    if (remittedOn > today) throw refuse(`Row ${row}: the remittance date ${remittedOn} is in the future`);
    const amount = AMOUNT.exec(value(at.amount));
    if (!amount) throw refuse(`Row ${row}: "${value(at.amount).slice(0, 20)}" is not an amount in rupees`);
    const amountPaise = rupeesToPaise(Number(`${amount[1]?.replace(/,/g, '')}.${amount[2] ?? '0'}`));
    if (amountPaise <= 0) throw refuse(`Row ${row}: the amount is zero`);
    if (amountPaise > MAX_AMOUNT_PAISE)
      throw refuse(`Row ${row}: ${value(at.amount).slice(0, 20)} is more cash than a courier collects for one parcel`);
    const key = `${reference}\n${awb}`;
    const first = seen.get(key);
    if (first) throw refuse(`Row ${row} repeats AWB ${awb} of remittance ${reference} (row ${first})`);
    seen.set(key, row);
    return { reference, remittedOn, awb, amountPaise };
  });
}

import { adminProductTypes, addProductSchema, editProductSchema } from '@store/shared/schemas';
import { SECTIONS, stockKeysFor, type Section } from '@store/shared/catalog';
import { paiseToRupees, rupeesToPaise } from '@store/shared/format';
import type { ProductRow } from '../../../../db/schema';
import type { StockCounts } from '../../../stock/productStock';
import { csvField, parseCsv } from './parseCsv';

/**
 * The catalogue as a spreadsheet (product §7): one row per product, its stock one column per
 * size ('Stock M', 'Stock upper:L'; blank where the size is not one of its section). The import
 * reads the same sheet back: a row with an ID or a known SKU updates that product, any other
 * row with an SKU adds one.
 */

/** Every stock key of every section, each once, in the sections' order. */
const STOCK_KEYS = [...new Set(SECTIONS.flatMap((section) => stockKeysFor(section)))];
const stockColumn = (key: string) => `Stock ${key}`;

const COLUMNS = [
  'ID',
  'SKU',
  'Name',
  'Category',
  'Type',
  'Price (Rs.)',
  'MRP (Rs.)',
  'Weight (g)',
  'Description',
  ...STOCK_KEYS.map(stockColumn),
] as const;

/** The most rows one import takes: a sheet of the whole catalogue, and far from a runaway file. */
export const IMPORT_MAX_ROWS = 5000;

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is written with
 * a ' before it, as the order desk's export does; the import takes that ' off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const textCell = (value: string) => csvField(FORMULA_START.test(value) ? `'${value}` : value);
const fromCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** The products and their stock as a spreadsheet opens them: UTF-8 with its byte-order mark, CRLF lines. */
export function productsCsv(rows: ProductRow[], stock: Map<string, StockCounts>): string {
  const lines = rows.map((row) => {
    const keys = new Set(stockKeysFor(row.category as Section));
    const counts = stock.get(row.id) ?? {};
    return [
      row.id,
      textCell(row.sku ?? ''),
      textCell(row.name),
      row.category,
      row.type,
      String(paiseToRupees(row.pricePaise)),
      row.mrpPaise === null ? '' : String(paiseToRupees(row.mrpPaise)),
      row.weightGrams === null ? '' : String(row.weightGrams),
      textCell(row.description),
      ...STOCK_KEYS.map((key) => (keys.has(key) ? String(counts[key] ?? 0) : '')),
    ].join(',');
  });
  return `\uFEFF${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

/** A row's problem: its row number as the spreadsheet shows it (the header is row 1). */
export interface RowProblem {
  row: number;
  message: string;
}

/** A product a row adds, or the change a row makes to one; `stock` holds only the sizes the row gives. */
export type PlannedRow =
  | { row: number; kind: 'create'; values: NewProduct; stock: StockCounts }
  | { row: number; kind: 'update'; id: string; values: ProductChange; stock: StockCounts };

export interface NewProduct {
  name: string;
  pricePaise: number;
  mrpPaise: number | null;
  sku: string;
  weightGrams: number | null;
  description: string;
  category: Section;
  type: string;
  madeToMeasure: boolean;
}
export type ProductChange = Omit<NewProduct, 'category' | 'madeToMeasure' | 'sku'> & { sku: string | null };

/** What the import knows of the products a sheet names (by ID or SKU). */
export interface KnownProducts {
  byId: Map<string, ProductRow>;
  bySku: Map<string, ProductRow>;
}

/** The sheet's header and rows, or the problem that stops it being read at all. */
export function readSheet(
  text: string,
):
  { ok: true; header: Map<string, number>; rows: { row: number; cells: string[] }[] } | { ok: false; message: string } {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    return { ok: false, message: `The file is not CSV: ${(error as Error).message}` };
  }
  const [first, ...rest] = records;
  if (!first || first.every((cell) => cell.trim() === '')) return { ok: false, message: 'The file is empty' };
  const header = new Map<string, number>();
  const known = new Map(COLUMNS.map((column) => [column.toLowerCase(), column]));
  for (const [index, raw] of first.entries()) {
    const column = known.get(raw.trim().toLowerCase());
    if (!column)
      return { ok: false, message: `Row 1: unknown column "${raw.trim()}" (the export's columns are known)` };
    if (header.has(column)) return { ok: false, message: `Row 1: column "${column}" is there twice` };
    header.set(column, index);
  }
  if (!header.has('SKU') && !header.has('ID')) return { ok: false, message: 'Row 1: the sheet needs an SKU column' };
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { ok: false, message: 'The file has no product rows' };
  if (rows.length > IMPORT_MAX_ROWS)
    return { ok: false, message: `At most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows can be imported at once` };
  return { ok: true, header, rows };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The IDs and SKUs a sheet names, for the caller to look up before `planImport`. */
export function namedIn(header: Map<string, number>, rows: { cells: string[] }[]) {
  const cell = (cells: string[], column: string) => {
    const index = header.get(column);
    return index === undefined ? '' : fromCell(cells[index] ?? '').trim();
  };
  return {
    ids: [...new Set(rows.map(({ cells }) => cell(cells, 'ID')).filter((id) => UUID.test(id)))],
    skus: [...new Set(rows.map(({ cells }) => cell(cells, 'SKU')).filter(Boolean))],
  };
}

/**
 * Every row checked against the rules the product form's are (the same schemas), and against
 * each other and the products there are. Either every row's change, or every row's problems:
 * an import applies all of a sheet or nothing of it.
 */
export function planImport(
  header: Map<string, number>,
  rows: { row: number; cells: string[] }[],
  known: KnownProducts,
): { ok: true; plan: PlannedRow[] } | { ok: false; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const plan: PlannedRow[] = [];
  const skuRow = new Map<string, number>();
  const productRow = new Map<string, number>();
  for (const { row, cells } of rows) {
    const found: string[] = [];
    const has = (column: string) => header.has(column);
    const cell = (column: string) => {
      const index = header.get(column);
      return index === undefined ? '' : fromCell(cells[index] ?? '').trim();
    };
    /** A number cell: blank is null; a typed thousands separator is allowed ('2,499'). */
    const number = (column: string) => {
      const text = cell(column).replace(/,/g, '');
      if (text === '') return null;
      const value = Number(text);
      if (!Number.isFinite(value)) found.push(`${column} "${cell(column)}" is not a number`);
      return Number.isFinite(value) ? value : null;
    };
    if (cells.length > header.size) found.push(`the row has ${cells.length} cells but the header ${header.size}`);
    const id = cell('ID');
    const sku = cell('SKU');
    let current: ProductRow | undefined;
    if (id) {
      current = UUID.test(id) ? known.byId.get(id) : undefined;
      if (!current) found.push(`no product has the ID ${id}`);
    } else if (sku) {
      current = known.bySku.get(sku);
    } else {
      found.push('SKU is required to import a product');
    }
    const holder = sku ? known.bySku.get(sku) : undefined;
    if (current && holder && holder.id !== current.id)
      found.push(`SKU ${sku} is already used by another product (${holder.name})`);
    if (sku && skuRow.has(sku)) found.push(`SKU ${sku} is on row ${skuRow.get(sku)} too`);
    if (sku) skuRow.set(sku, row);
    if (current && productRow.has(current.id)) found.push(`this product is on row ${productRow.get(current.id)} too`);
    if (current) productRow.set(current.id, row);

    const category = cell('Category').toLowerCase();
    const section = (current?.category ?? category) as Section;
    if (current && category && category !== current.category)
      found.push(`a product cannot move to another category (it is ${current.category})`);
    const stock: StockCounts = {};
    const sizes = SECTIONS.includes(section) ? new Set(stockKeysFor(section)) : new Set<string>();
    for (const key of STOCK_KEYS) {
      if (cell(stockColumn(key)) === '') continue;
      if (SECTIONS.includes(section) && !sizes.has(key)) found.push(`${key} is not a size of a ${section} product`);
      else stock[key] = number(stockColumn(key)) ?? 0;
    }
    const price = number('Price (Rs.)');
    const mrp = number('MRP (Rs.)');
    const weight = number('Weight (g)');
    const type = cell('Type');

    if (current) {
      if (has('Type') && type && !adminProductTypes(current.category).includes(type))
        found.push(`Type ${type} does not belong to the category ${current.category}`);
      const parsed = editProductSchema.safeParse({
        name: has('Name') ? cell('Name') : current.name,
        price: has('Price (Rs.)') ? (price ?? undefined) : paiseToRupees(current.pricePaise),
        mrp: has('MRP (Rs.)') ? mrp : current.mrpPaise === null ? null : paiseToRupees(current.mrpPaise),
        sku: has('SKU') ? sku : current.sku,
        weightGrams: has('Weight (g)') ? weight : current.weightGrams,
        description: has('Description') ? cell('Description') : current.description,
        stock,
      });
      if (parsed.success && found.length === 0) {
        const edit = parsed.data;
        plan.push({
          row,
          kind: 'update',
          id: current.id,
          values: {
            name: edit.name,
            pricePaise: rupeesToPaise(edit.price),
            mrpPaise: edit.mrp == null ? null : rupeesToPaise(edit.mrp),
            sku: edit.sku ?? null,
            weightGrams: edit.weightGrams ?? null,
            description: edit.description,
            type: has('Type') && type ? type : current.type,
          },
          stock,
        });
      }
      found.push(...(parsed.error?.issues.map((issue) => issue.message) ?? []));
    } else {
      const parsed = addProductSchema.safeParse({
        name: cell('Name'),
        price: price ?? undefined,
        mrp,
        sku,
        weightGrams: weight,
        description: cell('Description'),
        mainCategory: category || undefined,
        type: type || undefined,
        stock,
      });
      if (parsed.success && found.length === 0) {
        const add = parsed.data;
        plan.push({
          row,
          kind: 'create',
          values: {
            name: add.name,
            pricePaise: rupeesToPaise(add.price),
            mrpPaise: add.mrp == null ? null : rupeesToPaise(add.mrp),
            sku: add.sku ?? sku,
            weightGrams: add.weightGrams ?? null,
            description: add.description,
            category: add.mainCategory,
            type: add.type,
            madeToMeasure: add.mainCategory !== 'accessories',
          },
          stock,
        });
      }
      found.push(...(parsed.error?.issues.map((issue) => issue.message) ?? []));
    }
    for (const message of new Set(found)) problems.push({ row, message });
  }
  return problems.length ? { ok: false, problems } : { ok: true, plan };
}

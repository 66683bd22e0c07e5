import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, type Column, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from './client';

/**
 * SQL written as text for hot paths: statements with their values as `literal`s (`insertRow`:
 * a row for a database function to write, as the stock hold's `checkout_hold` does) and
 * statements prepared once per connection (`preparedRows`).
 */

/** A value as a SQL literal: text in E'' with quotes and backslashes doubled (as pg's escapeLiteral). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a SQL number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value !== 'string') return literal(JSON.stringify(value));
  if (value.includes('\0')) throw new Error('a SQL text cannot hold a NUL character');
  // Most values have neither: no copies made.
  if (!value.includes('\\') && !value.includes("'")) return `E'${value}'`;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Each table's columns by key: name, type and the column (for its driver value), read once. */
const insertableColumns = new WeakMap<Table, Map<string, { name: string; type: string; column: Column }>>();

function columnsOf(table: Table) {
  let columns = insertableColumns.get(table);
  if (!columns) {
    columns = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        { name: `"${column.name}"`, type: column.getSQLType(), column },
      ]),
    );
    insertableColumns.set(table, columns);
  }
  return columns;
}

/**
 * `insert into <table> (...) select <values>` for one row, each value converted as drizzle
 * would (jsonb, timestamps) and cast to its column's type; columns not given take their default.
 * The caller may add a `where`.
 */
export function insertRow<T extends Table>(table: T, row: Partial<T['$inferInsert']>): string {
  const columns = columnsOf(table);
  const names: string[] = [];
  const values: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    const column = columns.get(key);
    if (!column) throw new Error(`no column ${key}`);
    if (value === undefined) continue;
    names.push(column.name);
    values.push(`${literal(value === null ? null : column.column.mapToDriverValue(value))}::${column.type}`);
  }
  return `insert into "${getTableName(table)}" (${names.join(', ')}) select ${values.join(', ')}`;
}

/**
 * One statement by name, prepared once on each connection (PostgreSQL parses and plans it once):
 * for a hot read, no query building either. `text` must be the same for every call of `name`.
 */
export async function preparedRows<T>(db: Database, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: Pool | PGlite }).$client;
  // A transaction has no client of its own here: its statement would run outside it.
  if (!client) throw new Error(`${name}: a prepared read takes the database, not a transaction`);
  if ('exec' in client) return (await client.query<T>(text, values)).rows;
  return (await client.query<T & object>({ name, text, values })).rows;
}

const dialect = new PgDialect();

/** `preparedRows` for a statement written with drizzle's `sql` (its lists as array parameters, so its text never changes). */
export function preparedSqlRows<T>(db: Database, name: string, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  return preparedRows<T>(db, name, query.sql, query.params);
}

/**
 * Rows of `table` (the columns `only` names) by a statement prepared once per connection, each value mapped as
 * drizzle's `select()` maps it (its column's own reading of what the driver gives): for hot reads
 * of a page's rows, where building the query each time costs more than reading it. `where` may
 * use `$1`... for the values given at each call.
 */
export function preparedTableRows<
  T extends Table,
  K extends keyof T['$inferSelect'] & string,
  E extends Record<string, unknown> = Record<never, never>,
>(
  table: T,
  name: string,
  where: string,
  /** Only these columns (a wide table's rows read whole cost their parsing). */
  only: readonly K[],
  /** Computed columns beside them, by name: SQL whose value is kept as the driver reads it. */
  computed: { [key in keyof E]: string } = {} as { [key in keyof E]: string },
) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => (only as readonly string[]).includes(key));
  const select = [
    ...columns.map(([, column]) => `"${column.name}"`),
    ...Object.entries(computed).map(([key, expression]) => `${expression as string} as "${key}"`),
  ];
  const text = `select ${select.join(', ')} from "${getTableName(table)}" where ${where}`;
  return async (db: Database, values: unknown[]): Promise<(Pick<T['$inferSelect'], K> & E)[]> =>
    (await preparedRows<Record<string, unknown>>(db, name, text, values)).map((stored) => {
      const row: Record<string, unknown> = {};
      for (const key of Object.keys(computed)) row[key] = stored[key];
      for (const [key, column] of columns) {
        const value = stored[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as Pick<T['$inferSelect'], K> & E;
    });
}

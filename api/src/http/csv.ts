import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null;

/**
 * One CSV cell: quoted, quotes doubled, and a text a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR at its start: a shopper typed the name) made plain text with a '.
 */
function cell(value: CsvCell): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as a spreadsheet opens them: UTF-8 with its byte-order mark, CRLF lines, the header first. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Sends a CSV document as a download named `name`.csv. */
export const sendCsv = (reply: FastifyReply, name: string, document: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(document);

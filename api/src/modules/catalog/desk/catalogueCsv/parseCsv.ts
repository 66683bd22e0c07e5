/**
 * RFC 4180 CSV, as spreadsheets save it: fields split by commas, records by CRLF or LF (a lone
 * CR too); a quoted field may hold commas, line breaks and doubled quotes (""). A UTF-8
 * byte-order mark at the start (Excel's) is dropped, and a last line break ends the file rather
 * than starting an empty record. No package in node_modules parses CSV, so this one is written
 * out and tested beside it.
 */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    /** The 1-based line of the file where the problem is. */
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

/** The records of `text`, each an array of its fields. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = 0;
  /** Whether the current field began with a quote (its text is between the quotes). */
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < source.length) {
    const char = source[i] as string;
    if (field === '' && !quoted && char === '"') {
      // A quoted field: read to its closing quote, a doubled quote being one quote.
      const opened = line;
      quoted = true;
      i++;
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError('a quoted field is not closed', opened);
        const inner = source[i] as string;
        if (inner === '"') {
          if (source[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (inner === '\n' || (inner === '\r' && source[i + 1] !== '\n')) line++;
        field += inner;
        i++;
      }
      const next = source[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
        throw new CsvSyntaxError('text after a closing quote (a quote inside a field is written "")', line);
      continue;
    }
    if (char === ',') {
      endField();
      i++;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line++;
    } else if (char === '"') {
      throw new CsvSyntaxError('a quote inside an unquoted field (quote the field and write the quote as "")', line);
    } else {
      field += char;
      i++;
    }
  }
  // The last record, unless the file ended with its line break (or is empty).
  if (field !== '' || quoted || record.length > 0) endRecord();
  return records;
}

/** One field as written: quoted when it holds a comma, a quote or a line break (or starts or ends with a space). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

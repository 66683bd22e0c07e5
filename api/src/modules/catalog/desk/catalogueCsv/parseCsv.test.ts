import { CsvSyntaxError, csvField, parseCsv } from './parseCsv';

describe('parseCsv', () => {
  it('splits fields by commas and records by CRLF, LF or CR', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6\r7,8,9')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks inside', () => {
    expect(parseCsv('name,description\r\n"Kurta, silk","Said ""lovely""\r\nline two"\r\n')).toEqual([
      ['name', 'description'],
      ['Kurta, silk', 'Said "lovely"\r\nline two'],
    ]);
  });

  it('keeps empty fields, an empty quoted field, and spaces as they are', () => {
    expect(parseCsv('a,,c\n"",x, y \n,')).toEqual([
      ['a', '', 'c'],
      ['', 'x', ' y '],
      ['', ''],
    ]);
  });

  it("drops Excel's byte-order mark and a last line break, and keeps a blank line between records", () => {
    expect(parseCsv('\uFEFFSKU,Name\r\nA-1,Kurta\r\n')).toEqual([
      ['SKU', 'Name'],
      ['A-1', 'Kurta'],
    ]);
    expect(parseCsv('a\n\nb')).toEqual([['a'], [''], ['b']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses an unclosed quote, text after a closing quote and a bare quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(new CsvSyntaxError('a quoted field is not closed', 2));
    expect(() => parseCsv('a\n"x"y,b')).toThrow(/^Line 2: text after a closing quote/);
    expect(() => parseCsv('a\r\nb\r\nsay "hi"')).toThrow(/^Line 3: a quote inside an unquoted field/);
  });

  it('counts lines inside quoted fields when naming a later line', () => {
    expect(() => parseCsv('"one\ntwo",x\n"three\r\nfour"\n"bad')).toThrow(/^Line 5: /);
  });

  it('reads back what csvField writes', () => {
    const values = ['plain', 'with, comma', 'a "quote"', 'two\r\nlines', ' padded ', '', 'हिंदी'];
    expect(parseCsv(values.map(csvField).join(','))).toEqual([values]);
  });
});

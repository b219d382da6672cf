// The CSV exports' writer (decision 0040): quoting by csv-stringify, formulas defused, CRLF lines.
import { describe, expect, it } from 'vitest';
import { csvFile, csvOf } from '../src/platform/csv';

describe('csvOf', () => {
  it('quotes commas, quotes and line breaks, and ends every line with CRLF', () => {
    expect(
      csvOf([
        ['Name', 'Note'],
        ['Tan, Ah Kow', 'said "hi"\nthen left'],
      ]),
    ).toBe('Name,Note\r\n"Tan, Ah Kow","said ""hi""\nthen left"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but keeps numbers and empty cells', () => {
    expect(csvOf([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx', -5, 12, null, 'ok']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),'\tx,"'\rx",-5,12,,ok\r\n`,
    );
  });

  it('answers a file by name', () => {
    expect(csvFile('users.csv', [['Id'], [1]])).toEqual({ filename: 'users.csv', csv: 'Id\r\n1\r\n' });
  });
});

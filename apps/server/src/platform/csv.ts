// CSV files the API answers as JSON ({ filename, csv }: decisions 0037 and 0040): the seller's
// finance export, the bank transfers, and the admin console's list exports. csv-stringify does
// the quoting (a comma, quote or line break in a cell); the spreadsheet-formula defusing and the
// CRLF lines are ours. Not under platform/http: services build their exports (they may not
// import platform/http), and a job could write one as well.
import type { CsvFile } from '@pinjam/api/contract';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading ' so it shows as text (OWASP's CSV injection advice); numbers are kept.
 */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Rows (the header first) as CSV text: CRLF lines, quoted where needed, formulas defused. */
export const csvOf = (rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string =>
  stringify(rows as CsvCell[][], {
    record_delimiter: 'windows',
    // A lone \n or \r in a cell is quoted too (the library quotes only the record delimiter).
    quoted_match: /[\r\n]/,
    cast: { string: defuse },
  });

/** The answer of an export: the file's name and its CSV text. */
export const csvFile = (filename: string, rows: ReadonlyArray<ReadonlyArray<CsvCell>>): CsvFile => ({
  filename,
  csv: csvOf(rows),
});

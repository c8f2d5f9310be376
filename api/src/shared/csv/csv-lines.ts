import { stringify } from 'csv-stringify/sync';

/** The byte-order mark spreadsheet programs need to read UTF-8 (Kurdish and Arabic names) as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * A value a spreadsheet would run as a formula (=, +, -, @, tab or CR at the start) gets an
 * apostrophe in front: exported files must not carry live formulas. Not csv-stringify's own
 * `escape_formulas`: it also prefixes the full-width ＝ ＋ － ＠, which would change the files.
 */
const withoutFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The registry's CSV exports (RFC 4180, by csv-stringify): every row ends in CRLF, a field is
 * quoted only when it holds a quote, comma, CR or LF, and null is an empty field.
 */
export function csvLines(rows: readonly (readonly (string | null)[])[]): string {
  return stringify(rows as (string | null)[][], {
    record_delimiter: 'windows',
    // A lone CR or LF in a field is quoted too (csv-stringify quotes only CRLF once the delimiter is set).
    quote_record_delimiter: true,
    cast: { string: withoutFormula },
  });
}

/** Comma-separated values as the registry's import files use them (RFC 4180). */
export interface CsvRecord {
  /** The line the record starts on (1-based; the header is line 1). */
  line: number;
  fields: string[];
  /** A quoted field that is never closed, or text after a closing quote. */
  malformed?: boolean;
}

/**
 * Hand-written on purpose (issue 32, docs/architecture.md): csv-parse cannot keep a malformed
 * record, marked and at its line, while it reads on.
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes ("" is a quote inside one),
 * quoted fields may span lines; LF, CRLF or CR line ends; a leading byte-order mark is ignored;
 * blank lines are skipped. Never throws: a malformed record is marked and parsing goes on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const endOfField = (c: string | undefined) => c === undefined || c === ',' || c === '\n' || c === '\r';
  let i = 0;
  let line = 1;
  while (i < s.length) {
    const start = line;
    const fields: string[] = [];
    let malformed = false;
    for (;;) {
      let field = '';
      if (s[i] === '"') {
        i++;
        let closed = false;
        while (i < s.length) {
          const c = s[i]!;
          if (c === '"') {
            if (s[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n' || (c === '\r' && s[i + 1] !== '\n')) line++;
          field += c;
          i++;
        }
        if (!closed) malformed = true;
        while (!endOfField(s[i])) {
          malformed = true;
          field += s[i];
          i++;
        }
      } else {
        while (!endOfField(s[i])) field += s[i++];
      }
      fields.push(field);
      if (s[i] !== ',') break;
      i++;
    }
    // The record ends at a line end (CRLF, LF or CR) or at the end of the text.
    if (s[i] === '\r' && s[i + 1] === '\n') i += 2;
    else if (s[i] !== undefined) i++;
    line++;
    if (fields.length === 1 && fields[0] === '' && !malformed) continue;
    records.push({ line: start, fields, ...(malformed ? { malformed: true } : {}) });
  }
  return records;
}

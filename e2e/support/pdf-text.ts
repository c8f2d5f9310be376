import * as mupdf from 'mupdf';

/**
 * A PDF's text as a reader copies it, through MuPDF (as api/test/support/pdf-reading.ts reads the
 * certificates): each line's ActualText (the logical text of shaped Arabic-script glyphs, which
 * do not map back to letters one to one) and the link annotations of its first page.
 */
export interface PdfText {
  lines: string[];
  links: string[];
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

/** The literal strings after each `/ActualText` of a content stream, decoded (PDFDocEncoding or UTF-16BE). */
function actualTexts(content: string): string[] {
  const found: string[] = [];
  for (let at = content.indexOf('/ActualText ('); at >= 0; at = content.indexOf('/ActualText (', at + 1)) {
    let i = at + '/ActualText ('.length;
    let depth = 1;
    let raw = '';
    while (i < content.length) {
      const c = content[i++]!;
      if (c === '\\') {
        const next = content[i++]!;
        if (/[0-7]/.test(next)) {
          let octal = next;
          while (octal.length < 3 && /[0-7]/.test(content[i]!)) octal += content[i++];
          raw += String.fromCharCode(parseInt(octal, 8));
        } else raw += ESCAPES[next] ?? next;
      } else if (c === '(') {
        depth++;
        raw += c;
      } else if (c === ')') {
        if (--depth === 0) break;
        raw += c;
      } else raw += c;
    }
    const bytes = Buffer.from(raw, 'latin1');
    found.push(bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : raw);
  }
  return found;
}

export function readPdfText(bytes: Uint8Array): PdfText {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const page = doc.loadPage(0) as mupdf.PDFPage;
  const contents = page.getObject().get('Contents');
  const streams = contents.isArray() ? Array.from({ length: contents.length }, (_, i) => contents.get(i)) : [contents];
  const content = streams.map((s) => Buffer.from(s.readStream().asUint8Array()).toString('latin1')).join('\n');
  return { lines: actualTexts(content), links: page.getLinks().map((l) => l.getURI()) };
}

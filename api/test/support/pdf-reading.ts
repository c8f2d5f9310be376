import * as mupdf from 'mupdf';
import jsQRModule from 'jsqr';

// jsqr's CommonJS export is the function itself; its types describe an ES default export.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/**
 * A PDF's text as a reader copies it, through MuPDF: the lines of its first page as their
 * ActualText (the logical text a viewer copies and searches; shaped Arabic-script glyphs do not
 * map back to letters one to one) and its link annotations. The API's tests and the end-to-end
 * tests (which import it as `@registry/api/test/pdf-reading`) read PDFs with this one reader.
 */
export interface PdfText {
  lines: string[];
  links: string[];
}

/**
 * A PDF as a reader sees it: its text (above), the plain text MuPDF extracts, and the QR code the
 * rendered page shows (rasterized by MuPDF, read by jsQR).
 */
export interface ReadPdf extends PdfText {
  text: string;
  qr: string | null;
  title: string;
  /** The page rasterized as PNG (for looking at). */
  png: Uint8Array;
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
      const c = content[i++];
      if (c === '\\') {
        const next = content[i++];
        if (/[0-7]/.test(next)) {
          let octal = next;
          while (octal.length < 3 && /[0-7]/.test(content[i])) octal += content[i++];
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

function pageText(page: mupdf.PDFPage): PdfText {
  const contents = page.getObject().get('Contents');
  const streams = contents.isArray() ? Array.from({ length: contents.length }, (_, i) => contents.get(i)) : [contents];
  const content = streams.map((s) => Buffer.from(s.readStream().asUint8Array()).toString('latin1')).join('\n');
  return { lines: actualTexts(content), links: page.getLinks().map((l) => l.getURI()) };
}

const firstPage = (bytes: Uint8Array) => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  return { doc, page: doc.loadPage(0) as mupdf.PDFPage };
};

export function readPdfText(bytes: Uint8Array): PdfText {
  return pageText(firstPage(bytes).page);
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const { doc, page } = firstPage(bytes);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, true);
  const rgba = new Uint8ClampedArray(pixmap.getPixels());
  const code = jsQR(rgba, pixmap.getWidth(), pixmap.getHeight());
  return {
    ...pageText(page),
    text: page.toStructuredText('preserve-whitespace').asText(),
    qr: code?.data ?? null,
    title: doc.getMetaData('info:Title') ?? '',
    png: pixmap.asPNG(),
  };
}

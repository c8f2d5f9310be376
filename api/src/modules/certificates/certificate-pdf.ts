import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as Fontkit from 'fontkit';
import QRCode from 'qrcode';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { CertificateMessages as M } from '@registry/domain/certificates/messages';
import { type CertificateFacts, certificateCertifies, certificateRows, certificateTitle } from '@registry/domain/certificates/certificate';
import { visualRuns } from './visual-runs.js';
import { woffToSfnt } from './woff-to-sfnt.js';

/** What a certificate states (its facts in the language) and the verification page its QR code leads to. */
export interface CertificateRecord {
  facts: CertificateFacts;
  /** The public verification page of this certificate (absolute, from PUBLIC_URL). */
  publicUrl: string;
}

/** Changes whenever the layout changes what a certificate looks like: part of its ETag. */
export const CERTIFICATE_LAYOUT = 2;

const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ckb', 'ar']);

/**
 * The Noto fonts the applicant portal bundles (@fontsource, SIL Open Font License 1.1, the
 * licence text in each package): Noto Sans Arabic for Arabic script, Noto Sans (latin and
 * latin-ext subsets, the latter for Kurmanji's ş ê î û ç) for the rest.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  'arabic-bold': '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-bold': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'latin-ext': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  'latin-ext-bold': '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

interface LoadedFont {
  bytes: Buffer;
  covers: (codePoint: number) => boolean;
}

let loaded: Record<FontName, LoadedFont> | undefined;
function fonts(): Record<FontName, LoadedFont> {
  if (!loaded) throw new Error('the certificate fonts are read by pdfLibraries() first');
  return loaded;
}

/**
 * pdfkit and fontkit, and the fonts read with fontkit, at the first certificate rather than at
 * start: most processes render none for a long time, and loading them was a fifth of a second of
 * every API test file's start.
 */
let libraries: Promise<PDFKit.PDFDocument> | undefined;
function pdfLibraries(): Promise<PDFKit.PDFDocument> {
  libraries ??= Promise.all([import('pdfkit'), import('fontkit')]).then(([pdfkit, fontkit]) => {
    loaded = Object.fromEntries(
      Object.entries(FONT_FILES).map(([name, file]) => {
        const bytes = woffToSfnt(readFileSync(require.resolve(file)));
        const font = fontkit.create(bytes) as Fontkit.Font;
        return [name, { bytes, covers: (cp: number) => font.hasGlyphForCodePoint(cp) }];
      }),
    ) as Record<FontName, LoadedFont>;
    return pdfkit.default;
  });
  return libraries;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const NEUTRAL = /[\s\d.,:;،؛\-–—/()·]/u;

/** The font of a character: Arabic script in Noto Sans Arabic; a neutral stays in the font before it. */
function fontFor(bold: boolean) {
  const suffix = bold ? '-bold' : '';
  return (char: string, previous: string | undefined): string => {
    const cp = char.codePointAt(0)!;
    if (previous && NEUTRAL.test(char) && fonts()[previous as FontName].covers(cp)) return previous;
    if (ARABIC_SCRIPT.test(char)) return `arabic${suffix}`;
    if (fonts()[`latin${suffix}` as FontName].covers(cp)) return `latin${suffix}`;
    if (fonts()[`latin-ext${suffix}` as FontName].covers(cp)) return `latin-ext${suffix}`;
    return `arabic${suffix}`;
  };
}

/** No features beyond fontkit's defaults for the script (Arabic joining forms, ligatures, kerning, marks). */
const SHAPE_WHOLE: PDFKit.Mixins.OpenTypeFeatures[] = [];

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

type Align = 'center' | 'start';

/** The width of the label column of the facts, from the start edge. */
const LABEL_COLUMN = 150;

/**
 * Writes one line at `y`: bidi-reordered runs, each shaped by fontkit (pdfkit's layout engine:
 * Arabic joining forms, ligatures and marks), drawn left to right. `start` is the right edge in
 * a right-to-left language.
 */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  size: number,
  /** `indent`: from the start edge, for a value after its label. */
  options: { rtl: boolean; bold?: boolean; align?: Align; color?: string; indent?: number },
) {
  // A line with no right-to-left letter (a certificate number `TN-2026-000123-C1`) keeps its own
  // order in a right-to-left page: set right to left, bidi would show it as `C1-TN-2026-000123`.
  const direction = options.rtl && ARABIC_SCRIPT.test(text) ? 'rtl' : 'ltr';
  const runs = visualRuns(text, direction, fontFor(!!options.bold));
  doc.fontSize(size).fillColor(options.color ?? '#1a1a1a');
  // With features given, pdfkit shapes the run whole; without, it shapes word by word and
  // concatenates left to right, which reverses the words of right-to-left text.
  let widths = runs.map((r) => doc.font(r.font).widthOfString(r.text, { features: SHAPE_WHOLE }));
  let total = widths.reduce((a, b) => a + b, 0);
  // A value longer than its column (an activity's label) is set smaller rather than cut or wrapped.
  const room = A4.width - 2 * MARGIN - (options.indent ?? 0);
  if (total > room) {
    doc.fontSize(Math.max(6, (size * room) / total));
    widths = runs.map((r) => doc.font(r.font).widthOfString(r.text, { features: SHAPE_WHOLE }));
    total = widths.reduce((a, b) => a + b, 0);
  }
  const align = options.align ?? 'center';
  const indent = options.indent ?? 0;
  let x = align === 'center' ? (A4.width - total) / 2 : options.rtl ? A4.width - MARGIN - indent - total : MARGIN + indent;
  // Shaped Arabic-script glyphs do not map back to letters one to one (Noto draws ب ت ن ی on one
  // dotless body), and runs are drawn in visual order: the line's logical text travels as
  // ActualText, for copying, search and screen readers.
  doc.markContent('Span', { actual: text });
  runs.forEach((r, i) => {
    doc.font(r.font).text(r.text, x, y, { lineBreak: false, features: SHAPE_WHOLE });
    x += widths[i];
  });
  doc.endMarkedContent();
  return y + size * 1.7;
}

/**
 * The certificate as a one-page A4 PDF in one language: every fact a line of its own (label and
 * value as separate spans, so a reader copies each whole). Deterministic: the same facts and
 * language give the same bytes (the creation date is the issue's, the file id derives from the
 * document information, fonts are subset in the order of use), so the result can be cached and
 * compared.
 */
export async function renderCertificate(record: CertificateRecord, locale: Locale): Promise<Buffer> {
  const rtl = RTL_LOCALES.has(locale);
  const { facts } = record;
  const t = (code: string, params?: Record<string, string>) => translate(code, locale, params);
  const title = certificateTitle(facts.kind, locale);
  const issued = new Date(facts.issuedAt);
  const PDFDocument = await pdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${title} — ${facts.certificateNumber}`,
      Author: t(M['certificate.issuer']),
      Producer: 'business-registry',
      Creator: 'business-registry',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .lineWidth(2)
    .strokeColor('#0b5394')
    .rect(28, 28, A4.width - 56, A4.height - 56)
    .stroke();
  doc
    .lineWidth(0.5)
    .rect(34, 34, A4.width - 68, A4.height - 68)
    .stroke();

  let y = 64;
  y = line(doc, t(M['certificate.issuer']), y, 11, { rtl, color: '#0b5394' });
  y += 12;
  y = line(doc, title, y, 20, { rtl, bold: true });
  y += 4;
  y = line(doc, certificateCertifies(facts.kind, locale), y, 11, { rtl });
  y += 16;
  // The facts, label at the start edge, values in a column after it; long lists are cut to fit the page.
  const rowEnd = A4.height - 330;
  for (const row of certificateRows(facts, locale)) {
    if (y > rowEnd) break;
    line(doc, row.label, y + 1, 9.5, { rtl, align: 'start', color: '#555555' });
    for (const value of row.values.slice(0, 6)) {
      if (y > rowEnd) break;
      y = line(doc, value, y, 11, { rtl, align: 'start', bold: true, indent: LABEL_COLUMN });
    }
    y += 3;
  }

  const qrSize = 130;
  const qr = await QRCode.toBuffer(record.publicUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  const qrY = A4.height - 90 - qrSize - 40;
  doc.image(qr, (A4.width - qrSize) / 2, qrY, { width: qrSize, height: qrSize });
  doc.link((A4.width - qrSize) / 2, qrY, qrSize, qrSize, record.publicUrl);
  let below = qrY + qrSize + 14;
  below = line(doc, t(M['certificate.verify']), below, 10, { rtl, color: '#555555' });
  const urlWidth = doc.font('latin').fontSize(9).widthOfString(record.publicUrl);
  doc.markContent('Span', { actual: record.publicUrl });
  doc
    .fillColor('#0b5394')
    .text(record.publicUrl, (A4.width - urlWidth) / 2, below, { lineBreak: false, link: record.publicUrl, underline: true });
  doc.endMarkedContent();

  doc.end();
  return done;
}

import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import * as fontkit from 'fontkit';
import QRCode from 'qrcode';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { CertificateMessages as M } from '@registry/domain/certificates/messages';
import { visualRuns } from './visual-runs.js';

/** What a certificate states: read from the public record (rm_publications), nothing else. */
export interface CertificateRecord {
  kind: 'business' | 'trade-name';
  /** The UEN of a company, the number (id) of a granted trade name. */
  number: string;
  name: string;
  /** The name in the certificate's language, where the applicant gave one besides the registered name. */
  nameInLanguage?: string;
  /** When the company was registered or the trade name granted: also the PDF's creation date. */
  date: Date;
  /** The public page that confirms the certificate (absolute, from PUBLIC_URL). */
  publicUrl: string;
}

/** Changes whenever the layout changes what a certificate looks like: part of its ETag. */
export const CERTIFICATE_LAYOUT = 1;

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
  loaded ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => {
      const bytes = readFileSync(require.resolve(file));
      const font = fontkit.create(bytes) as fontkit.Font;
      return [name, { bytes, covers: (cp: number) => font.hasGlyphForCodePoint(cp) }];
    }),
  ) as Record<FontName, LoadedFont>;
  return loaded;
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
  options: { rtl: boolean; bold?: boolean; align?: Align; color?: string },
) {
  const runs = visualRuns(text, options.rtl ? 'rtl' : 'ltr', fontFor(!!options.bold));
  doc.fontSize(size).fillColor(options.color ?? '#1a1a1a');
  // With features given, pdfkit shapes the run whole; without, it shapes word by word and
  // concatenates left to right, which reverses the words of right-to-left text.
  const widths = runs.map((r) => doc.font(r.font).widthOfString(r.text, { features: SHAPE_WHOLE }));
  const total = widths.reduce((a, b) => a + b, 0);
  const align = options.align ?? 'center';
  let x = align === 'center' ? (A4.width - total) / 2 : options.rtl ? A4.width - MARGIN - total : MARGIN;
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

function dateIn(locale: Locale, date: Date): string {
  // Kurdish has no CLDR calendar names everywhere: ckb and kmr fall back within Intl as needed.
  return new Intl.DateTimeFormat(locale === 'kmr' ? 'ku' : locale, { dateStyle: 'long', timeZone: 'Asia/Baghdad' }).format(date);
}

/**
 * The registration certificate as a one-page A4 PDF in one language. Deterministic: the same
 * record and language give the same bytes (the creation date is the registration date, the file
 * id derives from the document information, fonts are subset in the order of use), so the
 * result can be cached and compared.
 */
export async function renderCertificate(record: CertificateRecord, locale: Locale): Promise<Buffer> {
  const rtl = RTL_LOCALES.has(locale);
  const t = (code: string, params?: Record<string, string>) => translate(code, locale, params);
  const title = t(record.kind === 'business' ? M['certificate.title.business'] : M['certificate.title.trade-name']);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${title} — ${record.number}`,
      Author: t(M['certificate.issuer']),
      Producer: 'business-registry',
      Creator: 'business-registry',
      CreationDate: record.date,
      ModDate: record.date,
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

  let y = 80;
  y = line(doc, t(M['certificate.issuer']), y, 12, { rtl, color: '#0b5394' });
  y += 24;
  y = line(doc, title, y, 22, { rtl, bold: true });
  y += 16;
  y = line(doc, t(record.kind === 'business' ? M['certificate.certifies.business'] : M['certificate.certifies.trade-name']), y, 12, {
    rtl,
  });
  y += 30;
  const fields: [string, string][] = [
    [t(M['certificate.name']), record.name],
    [t(record.kind === 'business' ? M['certificate.uen'] : M['certificate.trade-name-number']), record.number],
    [t(record.kind === 'business' ? M['certificate.registered-on'] : M['certificate.granted-on']), dateIn(locale, record.date)],
  ];
  for (const [label, value] of fields) {
    y = line(doc, label, y, 11, { rtl, color: '#555555' });
    y = line(doc, value, y - 4, 18, { rtl, bold: true });
    if (value === record.name && record.nameInLanguage && record.nameInLanguage !== record.name)
      y = line(doc, record.nameInLanguage, y - 4, 14, { rtl });
    y += 14;
  }

  const qrSize = 150;
  const qr = await QRCode.toBuffer(record.publicUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 });
  const qrY = A4.height - 120 - qrSize - 40;
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

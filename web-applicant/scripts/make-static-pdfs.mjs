#!/usr/bin/env node
/**
 * Generates the printable documents of spec §2 from the guides' own texts
 * (src/features/guides/locales/*.json, key `pdf`):
 *
 *   public/static/1.pdf  establishment contract template (spec §3 "Contract": clauses name,
 *                        address, purpose, activities, capital, shareholders, coordinator;
 *                        lawyer; goals; extra notes)
 *   public/static/2.pdf  beneficial-owner form (two signed copies, spec §3 and §9)
 *
 * Each document is an HTML page (Central Kurdish first, right to left, with Arabic, English and
 * Kurmanji under every label) printed to A4 by headless Chromium, so that the Kurdish letters
 * (ڕ ڵ ۆ ێ ە) are shaped correctly. The Noto fonts of @fontsource (already dependencies) are
 * embedded in the page, so the result does not depend on the fonts of the machine.
 *
 * The PDFs are tracked, so that a machine without a browser (the production image) builds too;
 * a build regenerates them only when their sources changed (the SHA-256 of both pages, with the
 * embedded fonts, is kept in scripts/static-pdfs.sha256), so a start never dirties a checkout.
 * Chromium's version string in /Producer is pinned like the dates.
 *
 * Usage:  node scripts/make-static-pdfs.mjs [--if-missing] [--if-changed]
 *   CHROMIUM=/path/to/chromium   browser to use (default: /usr/bin/chromium, then the PATH)
 *   SOURCE_DATE_EPOCH=seconds    date written into the PDFs (default: 2026-01-01), so that
 *                                 the same sources always give the same files
 *   --if-missing                 when no Chromium is found but both PDFs exist, keep them and
 *                                 exit 0 (for machines without a browser); otherwise fail
 *   --if-changed                 when both PDFs exist and their sources' hash is the recorded one,
 *                                 keep them (what the build does)
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = join(APP, 'src/features/guides/locales');
const OUT_DIR = join(APP, 'public/static');
const OUTPUTS = { contract: join(OUT_DIR, '1.pdf'), beneficialOwner: join(OUT_DIR, '2.pdf') };
const SOURCES_HASH = join(APP, 'scripts/static-pdfs.sha256');
const LANGS = ['ckb', 'ar', 'en', 'kmr'];

// ---------------------------------------------------------------------------------------------
// Texts

const texts = Object.fromEntries(LANGS.map((lng) => [lng, JSON.parse(readFileSync(join(LOCALES_DIR, `${lng}.json`), 'utf8')).pdf]));

function textOf(lng, key) {
  const value = key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), texts[lng]);
  if (typeof value !== 'string') throw new Error(`make-static-pdfs: missing text pdf.${key} in ${lng}.json`);
  return value;
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A label: Central Kurdish and Arabic on one right-to-left line, English and Kurmanji below. */
function label(key, tag = 'div', cls = 'label') {
  return `<${tag} class="${cls}">
  <span class="rtl-line"><span lang="ckb">${escape(textOf('ckb', key))}</span><span class="sep"> · </span><span lang="ar" class="tr">${escape(textOf('ar', key))}</span></span>
  <span class="ltr-line" dir="ltr"><span lang="en">${escape(textOf('en', key))}</span><span class="sep"> · </span><span lang="kmr">${escape(textOf('kmr', key))}</span></span>
</${tag}>`;
}

/** A paragraph in all four languages, each in its own direction. */
function para(key) {
  return `<div class="para">${LANGS.map((lng) => `<p lang="${lng}" dir="${lng === 'ckb' || lng === 'ar' ? 'rtl' : 'ltr'}">${escape(textOf(lng, key))}</p>`).join('')}</div>`;
}

const field = (key, lines = 1) => `<div class="field">${label(key)}${'<div class="line"></div>'.repeat(lines)}</div>`;
const grid = (...cells) => `<div class="grid">${cells.join('')}</div>`;
const box = () => '<span class="box" aria-hidden="true"></span>';

function header(titleKey, subtitleKey) {
  return `<header>
  <div class="gov" lang="ckb">${escape(textOf('ckb', 'government'))} · ${escape(textOf('ckb', 'ministry'))}</div>
  <div class="gov-tr" lang="ar">${escape(textOf('ar', 'government'))} · ${escape(textOf('ar', 'ministry'))}</div>
  <div class="gov-tr" dir="ltr">${escape(textOf('en', 'government'))} · ${escape(textOf('en', 'ministry'))}</div>
  <div class="dir">${escape(textOf('ckb', 'directorate'))} · <span lang="ar">${escape(textOf('ar', 'directorate'))}</span></div>
  <div class="dir" dir="ltr">${escape(textOf('en', 'directorate'))} · ${escape(textOf('kmr', 'directorate'))}</div>
  <h1>${label(titleKey, 'span', 'title')}</h1>
  ${label(subtitleKey, 'div', 'subtitle')}
</header>`;
}

// ---------------------------------------------------------------------------------------------
// The two documents

function contractBody() {
  const c = (k) => `contract.${k}`;
  const shareholderRows = Array.from(
    { length: 8 },
    (_, i) => `<tr><td class="num">${i + 1}</td><td></td><td></td><td></td><td></td><td></td></tr>`,
  ).join('');
  return `${header(c('title'), c('subtitle'))}
${para(c('instructions'))}
<section>
  ${field(c('name'), 2)}
  ${field(c('address'), 2)}
  ${field(c('purpose'), 3)}
  <div class="field">${label(c('activities'))}<ol class="lines">${'<li><div class="line"></div></li>'.repeat(6)}</ol></div>
</section>
<section class="keep">
  <h2>${label(c('capital'), 'span')}</h2>
  ${grid(field(c('capitalNumber')), field(c('capitalWords')))}
  ${label(c('capitalShares'), 'div', 'label note')}
</section>
<section>
  <h2>${label(c('shareholders'), 'span')}</h2>
  <table>
    <thead><tr>
      <th class="num">#</th>
      <th>${label(c('shareholderName'), 'span')}</th>
      <th>${label(c('shareholderId'), 'span')}</th>
      <th>${label(c('nationality'), 'span')}</th>
      <th>${label(c('shares'), 'span')}</th>
      <th>${label('signature', 'span')}</th>
    </tr></thead>
    <tbody>${shareholderRows}</tbody>
  </table>
</section>
<section class="keep">
  <h2>${label(c('coordinator'), 'span')}</h2>
  ${grid(field('fullName'), field(c('upn')), field(c('phone')), field(c('email')))}
</section>
<section class="keep">
  <h2>${label(c('lawyer'), 'span')}</h2>
  ${grid(field(c('lawyerName')), field(c('unionCard')), field(c('phone')), field(c('email')))}
</section>
<section>
  ${field(c('goals'), 4)}
  ${field(c('notes'), 4)}
</section>
<section>
  <h2>${label(c('signatures'), 'span')}</h2>
  <div class="signatures">${Array.from({ length: 6 }, () => `<div class="sign">${label('fullName')}<div class="line"></div>${label('signature')}<div class="line"></div>${label('date')}<div class="line"></div></div>`).join('')}</div>
</section>`;
}

function beneficialOwnerBody() {
  const b = (k) => `beneficialOwner.${k}`;
  return `${header(b('title'), b('subtitle'))}
<div class="copy">${label(b('copy'), 'div', 'label')}<span class="marks" dir="ltr">${box()} 1 ${box()} 2</span></div>
${para(b('instructions'))}
<section class="keep">
  <h2>${label(b('company'), 'span')}</h2>
  ${grid(field(b('companyName')), field(b('applicationOrUen')), field(b('companyType')), field(b('companyAddress')))}
</section>
<section>
  <h2>${label(b('owner'), 'span')}</h2>
  ${grid(field('fullName'), field(b('upn')), field(b('nationality')), field(b('birthDate')), field(b('idDocument')), field(b('idExpiry')), field(b('phone')), field(b('email')))}
  ${field(b('ownerAddress'))}
</section>
<section class="keep">
  <h2>${label(b('control'), 'span')}</h2>
  <div class="choice">${box()}${field(b('direct'))}</div>
  <div class="choice">${box()}${field(b('indirect'))}</div>
  <div class="choice">${box()}${field(b('other'), 2)}</div>
  ${field(b('since'))}
</section>
<section>
  <h2>${label(b('declaration'), 'span')}</h2>
  ${para(b('declarationText'))}
  <div class="signatures two">${['ownerSignature', 'ceoSignature'].map((who) => `<div class="sign">${label(b(who), 'div', 'label strong')}${label('fullName')}<div class="line"></div>${label('signature')}<div class="line"></div>${label('date')}<div class="line"></div></div>`).join('')}</div>
</section>`;
}

// ---------------------------------------------------------------------------------------------
// Page, fonts and printing

function findUp(relative) {
  for (let dir = APP; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`make-static-pdfs: ${relative} not found; run npm install first`);
  }
}

function fontFaces() {
  const faces = [
    ['Noto Sans Arabic', '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2', 400],
    ['Noto Sans Arabic', '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2', 700],
    ['Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', 400],
    ['Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2', 700],
    ['Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2', 400],
    ['Noto Sans', '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2', 700],
  ];
  return faces
    .map(([family, file, weight]) => {
      const data = readFileSync(findUp(file)).toString('base64');
      const range = file.includes('latin-ext')
        ? 'U+0100-02AF, U+0304, U+0308, U+0329, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF'
        : file.includes('latin')
          ? 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
          : 'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';
      return `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`;
    })
    .join('\n');
}

const CSS = `
@page {
  size: A4;
  margin: 14mm 14mm 16mm;
  @bottom-center { content: counter(page) "/" counter(pages); direction: ltr; font-family: 'Noto Sans', sans-serif; font-size: 8pt; color: #555; }
}
* { box-sizing: border-box; }
html { font-family: 'Noto Sans Arabic', 'Noto Sans', sans-serif; font-size: 9.5pt; line-height: 1.45; color: #111; }
body { margin: 0; }
[dir=ltr], [lang=en], [lang=kmr] { font-family: 'Noto Sans', 'Noto Sans Arabic', sans-serif; }
header { text-align: center; border-block-end: 2px solid #4a2a7a; padding-block-end: 3mm; margin-block-end: 4mm; }
header .gov { font-weight: 700; font-size: 11pt; }
header .gov-tr, header .dir { font-size: 8.5pt; color: #333; }
h1 { margin: 3mm 0 1mm; font-size: 15pt; color: #4a2a7a; }
h1 .title { display: block; }
h1 .rtl-line { display: block; }
h1 .ltr-line { display: block; font-size: 10pt; font-weight: 400; color: #444; }
h2 { break-after: avoid; font-size: 11pt; margin: 4mm 0 2mm; color: #4a2a7a; border-block-end: 1px solid #c9b8e3; padding-block-end: 1mm; }
h2 .ltr-line { display: block; font-size: 8.5pt; font-weight: 400; color: #444; }
.subtitle { color: #333; }
.subtitle .rtl-line, .subtitle .ltr-line { display: block; }
.label { display: block; }
.label .rtl-line { display: block; font-weight: 700; }
.label .ltr-line { display: block; font-size: 7.5pt; color: #444; }
.label.strong .rtl-line { font-size: 10.5pt; }
.inline .rtl-line, .inline .ltr-line { display: inline; }
.tr { font-weight: 400; color: #333; }
.sep { color: #888; }
.para { border: 1px solid #c9b8e3; background: #f7f3fc; padding: 2mm 3mm; margin-block: 2mm 3mm; }
.para p { margin: 0 0 1mm; }
.para p[dir=ltr] { font-size: 8.5pt; }
.field { margin-block: 1.5mm 2.5mm; break-inside: avoid; }
.line { border-block-end: 1px dotted #333; block-size: 7mm; }
.grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 6mm; }
ol.lines { margin: 0; padding-inline-start: 6mm; }
ol.lines li { padding-inline-start: 1mm; }
table { inline-size: 100%; border-collapse: collapse; }
th, td { border: 1px solid #555; padding: 1.2mm 1.5mm; vertical-align: top; text-align: start; }
th .rtl-line, th .ltr-line { display: block; }
th .ltr-line { font-size: 7pt; font-weight: 400; color: #444; }
td { block-size: 10mm; }
.num { inline-size: 7mm; text-align: center; }
tr, thead { break-inside: avoid; }
.keep { break-inside: avoid; }
.signatures { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 4mm; }
.signatures.two { grid-template-columns: 1fr 1fr; }
.sign { border: 1px solid #999; padding: 2mm; break-inside: avoid; }
.choice { display: grid; grid-template-columns: 6mm 1fr; align-items: start; }
.choice .box { margin-block-start: 1.5mm; }
.box { display: inline-block; inline-size: 3.5mm; block-size: 3.5mm; border: 1px solid #111; vertical-align: middle; margin-inline: 1mm; }
.copy { display: flex; gap: 3mm; align-items: center; justify-content: flex-end; margin-block-end: 2mm; }
.copy .label { text-align: end; }
.marks { white-space: nowrap; font-weight: 700; }
footer { display: none; }
`;

function page(body, titleKey) {
  return `<!doctype html>
<html lang="ckb" dir="rtl">
<head>
<meta charset="utf-8">
<title>${escape(textOf('ckb', titleKey))} · ${escape(textOf('en', titleKey))}</title>
<style>${fontFaces()}${CSS}</style>
</head>
<body>
${body}
</body>
</html>`;
}

function findChromium() {
  const candidates = [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
    } catch {
      // not on the PATH
    }
  }
  return null;
}

/** Fixes the dates and the producer version Chromium writes (same length, so the cross-reference offsets stay valid). */
function pinDates(pdf, epochSeconds) {
  const d = new Date(epochSeconds * 1000);
  const p = (n, w = 2) => String(n).padStart(w, '0');
  const stamp = `${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  const text = pdf.toString('latin1');
  const pinned = text
    .replace(/\/(CreationDate|ModDate) \(D:(\d{14})([^)]*)\)/g, (_m, key, _digits, zone) => {
      const fixedZone = zone.replace(/[0-9]/g, '0');
      return `/${key} (D:${stamp}${fixedZone})`;
    })
    // "Skia/PDF m156" → "Skia/PDF m000": the browser's version is not part of the document.
    .replace(/\/Producer \(([^)]*)\)/g, (_m, producer) => `/Producer (${producer.replace(/[0-9]/g, '0')})`);
  return Buffer.from(pinned, 'latin1');
}

function printToPdf(chromium, html, output, workDir) {
  const htmlFile = join(workDir, `${Math.random().toString(36).slice(2)}.html`);
  writeFileSync(htmlFile, html);
  const pdfFile = `${htmlFile}.pdf`;
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-pdf-header-footer',
      `--user-data-dir=${join(workDir, 'profile')}`,
      '--virtual-time-budget=5000',
      `--print-to-pdf=${pdfFile}`,
      pathToFileURL(htmlFile).href,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 },
  );
  if (!existsSync(pdfFile)) throw new Error(`make-static-pdfs: Chromium wrote no ${pdfFile}`);
  const pdf = readFileSync(pdfFile);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('make-static-pdfs: Chromium did not write a PDF');
  const epoch = Number(process.env.SOURCE_DATE_EPOCH ?? Date.UTC(2026, 0, 1) / 1000);
  writeFileSync(output, pinDates(pdf, epoch));
  return pdf.length;
}

function main() {
  const pages = [page(contractBody(), 'contract.title'), page(beneficialOwnerBody(), 'beneficialOwner.title')];
  const sourcesHash = createHash('sha256').update(pages.join('\0')).digest('hex');
  const outputsExist = Object.values(OUTPUTS).every(existsSync);
  if (
    process.argv.includes('--if-changed') &&
    outputsExist &&
    existsSync(SOURCES_HASH) &&
    readFileSync(SOURCES_HASH, 'utf8').trim() === sourcesHash
  ) {
    console.log('make-static-pdfs: public/static/1.pdf and 2.pdf are up to date');
    return;
  }
  const chromium = findChromium();
  if (!chromium) {
    if (process.argv.includes('--if-missing') && outputsExist) {
      console.warn('make-static-pdfs: no Chromium found; keeping the existing public/static/1.pdf and 2.pdf');
      return;
    }
    console.error('make-static-pdfs: no Chromium found (set CHROMIUM=/path/to/chromium)');
    process.exit(1);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'static-pdfs-'));
  try {
    const size1 = printToPdf(chromium, pages[0], OUTPUTS.contract, workDir);
    const size2 = printToPdf(chromium, pages[1], OUTPUTS.beneficialOwner, workDir);
    writeFileSync(SOURCES_HASH, `${sourcesHash}\n`);
    console.log(`make-static-pdfs: public/static/1.pdf (${size1} bytes), public/static/2.pdf (${size2} bytes)`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// Exported for a preview of the HTML (node -e "import('./scripts/make-static-pdfs.mjs')" does not run main twice).
export { beneficialOwnerBody, contractBody, page };

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

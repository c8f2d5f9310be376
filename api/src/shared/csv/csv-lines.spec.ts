import fc from 'fast-check';
import { csvHeader, csvRows, CSV_COLUMNS, type GazetteEntry } from '#src/modules/publications/gazette';
import { csvLines } from './csv-lines.js';

/** The hand-written writer csv-stringify replaced (issue 32), kept here as the reference the files must still match byte for byte. */
function handWrittenField(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const handWrittenLines = (rows: (string | null)[][]): string => rows.map((row) => `${row.map(handWrittenField).join(',')}\r\n`).join('');

/** Characters that steer quoting and formula escaping, Kurdish and Arabic letters, and a full-width = that must stay as it is. */
const tricky = fc.string({
  unit: fc.constantFrom('a', ' ', '"', ',', '\r', '\n', '\t', '=', '+', '-', '@', "'", 'ە', 'ڵ', 'ع', '\uFF1D', '\uFEFF'),
  maxLength: 8,
});
const field = fc.oneof(tricky, fc.string(), fc.constant(null), fc.constant(''));

describe('the CSV exports by csv-stringify', () => {
  it('given any rows, when written, then the bytes are those the hand-written writer produced', () => {
    fc.assert(
      fc.property(fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { maxLength: 5 }), (rows) => {
        expect(csvLines(rows)).toBe(handWrittenLines(rows));
      }),
      { numRuns: 2000 },
    );
  });

  it('given a publication with Kurdish, Arabic, quotes, a comma, a line break and a formula, when exported, then header and row are unchanged', () => {
    const entry: GazetteEntry = {
      id: '0b7c2e4a-0000-4000-8000-000000000001',
      kind: 'business',
      name: '=HYPERLINK("x"),\r\nکۆمپانیا',
      names: { ckb: 'کۆمپانیای نەورۆز', ar: 'شركة "نوروز"', en: '-Nawroz, Ltd' },
      uen: '1000-0001',
      businessType: 'company',
      companyType: 'llc',
      tradeNameType: null,
      protectionLevel: null,
      provinceId: 'erbil',
      districtId: 'erbil-centre',
      activityIds: ['1071', '4711'],
      status: 'registered',
      publishedAt: new Date('2026-01-02T03:04:05.000Z'),
      terminatedAt: null,
    };
    expect(csvHeader()).toBe(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`);
    const line =
      '0b7c2e4a-0000-4000-8000-000000000001,business,1000-0001,"\'=HYPERLINK(""x""),\r\nکۆمپانیا",کۆمپانیای نەورۆز,"شركة ""نوروز""","\'-Nawroz, Ltd",' +
      'company,llc,,,erbil,erbil-centre,1071 4711,registered,2026-01-02T03:04:05.000Z,\r\n';
    expect(csvRows([entry, entry])).toBe(line + line);
    expect(csvRows([])).toBe('');
  });
});

import { csvLines, UTF8_BOM } from '#src/shared/csv/csv-lines';

/**
 * The gazette as open data: the publications as CSV and as Atom feeds. Pure functions over the
 * public rows, so what the feeds say is exactly what the JSON lists say.
 */
export interface GazetteEntry {
  id: string;
  kind: 'business' | 'trade-name';
  name: string;
  names: Record<string, string>;
  uen: string | null;
  businessType: string | null;
  companyType: string | null;
  tradeNameType: string | null;
  protectionLevel: string | null;
  provinceId: string | null;
  districtId: string | null;
  activityIds: string[];
  status: string;
  publishedAt: Date;
  terminatedAt: Date | null;
}

export const CSV_COLUMNS = [
  'id',
  'kind',
  'uen',
  'name',
  'name_ckb',
  'name_ar',
  'name_en',
  'business_type',
  'company_type',
  'trade_name_type',
  'protection_level',
  'province_id',
  'district_id',
  'activity_ids',
  'status',
  'published_at',
  'terminated_at',
] as const;

/** An entry as a CSV row, its fields in the order of CSV_COLUMNS. */
function csvValues(e: GazetteEntry): (string | null)[] {
  return [
    e.id,
    e.kind,
    e.uen,
    e.name,
    e.names.ckb ?? null,
    e.names.ar ?? null,
    e.names.en ?? null,
    e.businessType,
    e.companyType,
    e.tradeNameType,
    e.protectionLevel,
    e.provinceId,
    e.districtId,
    e.activityIds.join(' '),
    e.status,
    e.publishedAt.toISOString(),
    e.terminatedAt?.toISOString() ?? null,
  ];
}

/** Entries as CSV rows, each ending in CRLF. */
export const csvRows = (entries: readonly GazetteEntry[]): string => csvLines(entries.map(csvValues));

/** The header line, after a byte-order mark so that spreadsheet programs read Kurdish and Arabic as UTF-8. */
export const csvHeader = (): string => `${UTF8_BOM}${csvLines([CSV_COLUMNS])}`;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export interface FeedOptions {
  /** The feed's permanent id (an IRI that does not change with the host serving it). */
  id: string;
  /** The absolute URL of this feed, its self link. */
  selfUrl: string;
  /** The origin the links of entries are made from. */
  origin: string;
  title: string;
  /** BCP 47 language of the titles. */
  language: string;
  /** When the newest entry changed; the feed's `updated`. */
  updated: Date;
  /** Who publishes the feed, in its language. */
  publisher: string;
}

/** An Atom 1.0 feed (RFC 4287) around its entries (each already written, `<entry>` to `</entry>`). */
export function atomEnvelope(feed: Omit<FeedOptions, 'origin'>, entries: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">`,
    `  <id>${xml(feed.id)}</id>`,
    `  <title>${xml(feed.title)}</title>`,
    `  <updated>${feed.updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(feed.selfUrl)}"/>`,
    `  <author><name>${xml(feed.publisher)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Stable per publication: the same entry always has the same id and link. */
export const entryLink = (origin: string, e: GazetteEntry): string =>
  `${origin}/api/v1/public/${e.kind === 'business' ? 'businesses' : 'publications/trade_names'}/${e.id}`;

/** An Atom 1.0 feed (RFC 4287) of publications, newest first. */
export function atomFeed(options: FeedOptions, entries: GazetteEntry[], describe: (e: GazetteEntry) => string): string {
  const items = entries.map((e) => {
    const updated = e.terminatedAt ?? e.publishedAt;
    const link = entryLink(options.origin, e);
    return [
      '  <entry>',
      `    <id>urn:uuid:${xml(e.id)}</id>`,
      `    <title>${xml(e.name)}</title>`,
      `    <link rel="alternate" type="application/vnd.api+json" href="${xml(link)}"/>`,
      `    <published>${e.publishedAt.toISOString()}</published>`,
      `    <updated>${updated.toISOString()}</updated>`,
      `    <category term="${xml(e.status)}"/>`,
      ...(e.provinceId ? [`    <category term="province:${xml(e.provinceId)}"/>`] : []),
      `    <summary>${xml(describe(e))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return atomEnvelope(options, items);
}

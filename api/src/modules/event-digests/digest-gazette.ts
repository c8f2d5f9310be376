import type { EventDigest } from '#src/event-store/postgres/event-digest';
import { csvLines, UTF8_BOM } from '#src/shared/csv/csv-lines';
import { atomEnvelope, xml } from '#src/modules/publications/gazette';

/** A digest with the moment it was recorded (the feeds' dates). */
export type PublishedDigest = EventDigest & { recordedAt: Date };

/** The JSON:API type of a digest; its id is its day. */
export const DIGEST_TYPE = 'event-store-digests';

/** Where a digest is published, from the origin links are made with (PUBLIC_URL). */
export const digestLink = (origin: string, day: string): string => `${origin}/api/v1/public/publications/digests/${day}`;

/** A digest as the gazette shows it: what `npm run audit:verify -- --digest` reads back. */
export const digestView = (d: EventDigest) => ({ id: d.day, day: d.day, eventCount: d.eventCount, position: d.position, hash: d.hash });

export const DIGEST_CSV_COLUMNS = ['day', 'event_count', 'position', 'hash'] as const;

/** The digests as CSV (UTF-8 with a BOM, CRLF), as the gazette's other files. */
export const digestsCsv = (digests: readonly EventDigest[]): string =>
  `${UTF8_BOM}${csvLines([DIGEST_CSV_COLUMNS, ...digests.map((d) => [d.day, String(d.eventCount), String(d.position), d.hash])])}`;

export interface DigestFeedOptions {
  origin: string;
  title: string;
  language: string;
  publisher: string;
  entryTitle: (d: EventDigest) => string;
  summary: (d: EventDigest) => string;
}

/** An Atom 1.0 feed of digests, newest first, in the shape of the gazette's feeds (gazette.ts). */
/** Each entry's `published` and `updated` are when its digest was recorded: a digest never changes. */
export function digestsAtom(o: DigestFeedOptions, digests: readonly PublishedDigest[]): string {
  const items = digests.map((d) =>
    [
      '  <entry>',
      `    <id>urn:business-registry:event-store-digest:${xml(d.day)}</id>`,
      `    <title>${xml(o.entryTitle(d))}</title>`,
      `    <link rel="alternate" type="application/vnd.api+json" href="${xml(digestLink(o.origin, d.day))}"/>`,
      `    <published>${d.recordedAt.toISOString()}</published>`,
      `    <updated>${d.recordedAt.toISOString()}</updated>`,
      `    <summary>${xml(o.summary(d))}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return atomEnvelope(
    {
      id: `urn:business-registry:publications:digests:${o.language}`,
      title: o.title,
      language: o.language,
      updated: new Date(Math.max(0, ...digests.map((d) => d.recordedAt.getTime()))),
      selfUrl: `${o.origin}/api/v1/public/publications/digests.atom?locale=${o.language}`,
      publisher: o.publisher,
    },
    items,
  );
}

import {
  bigint,
  defineTable,
  jsonb,
  text,
  textArray,
  timestamptz,
  type RowOf,
  type WriteRowOf,
} from '#src/infrastructure/database/read-models/table';

/**
 * `rm_publications` (PublicationsProjection): only what the registry publishes, never a person's
 * name, UPN, e-mail or phone number; the gazette and the public register read it.
 */
export const rmPublications = defineTable('rm_publications', {
  stream_id: text().primaryKey(),
  /** business or trade-name */
  kind: text(),
  name: text(),
  name_locales: jsonb<Record<string, string>>(),
  name_skeleton: text(),
  uen: text().nullable(),
  business_type: text().nullable(),
  company_type: text().nullable(),
  trade_name_type: text().nullable(),
  protection_level: text().nullable(),
  province_id: text().nullable(),
  district_id: text().nullable(),
  activity_ids: textArray(),
  status: text(),
  published_at: timestamptz(),
  terminated_at: timestamptz().nullable(),
  version: bigint(),
});

export type PublicationRow = RowOf<typeof rmPublications>;
export type PublicationWriteRow = WriteRowOf<typeof rmPublications>;

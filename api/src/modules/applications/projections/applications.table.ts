import {
  bigint,
  defineTable,
  text,
  textArray,
  timestamptz,
  type RowOf,
  type WriteRowOf,
} from '#src/infrastructure/database/read-models/table';
import type { ApplicationStreamType, Lifecycle } from './application-facets.js';

/** `rm_applications`: one row per application (ApplicationsIndexProjection); the lists of spec §7 read it. */
export const rmApplications = defineTable('rm_applications', {
  stream_id: text().primaryKey(),
  kind: text<ApplicationStreamType>(),
  /** The human reference (`TN-2026-000123`, issue 23 §4): the submission event's, else the ledger's. */
  reference: text().nullable(),
  owner_email: text(),
  status: text(),
  name: text().nullable(),
  uen: text().nullable(),
  version: bigint(),
  submitted_at: timestamptz(),
  updated_at: timestamptz(),
  name_skeleton: text().nullable(),
  protection_level: text().nullable(),
  district_id: text().nullable(),
  province_id: text().nullable(),
  activity_ids: textArray(),
  trade_name_type: text().nullable(),
  business_type: text().nullable(),
  company_type: text().nullable(),
  owners_upn: textArray(),
  assignee_id: text().nullable(),
  /** open, active (registered, granted, reserved) or closed (rejected, terminated). */
  lifecycle: text<Lifecycle>(),
  established_at: timestamptz().nullable(),
  /** When the answer clock started (24 working hours): the application waits in `submitted`. */
  answer_since: timestamptz().nullable(),
  /** When the processing clock started (2 working days): the application is on the registry's desk. */
  processing_since: timestamptz().nullable(),
});

export type ApplicationRow = RowOf<typeof rmApplications>;
export type ApplicationWriteRow = WriteRowOf<typeof rmApplications>;

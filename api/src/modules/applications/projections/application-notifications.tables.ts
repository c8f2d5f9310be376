import { bigint, defineTable, text, timestamptz, type RowOf, type WriteRowOf } from '#src/infrastructure/database/read-models/table';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { ApplicationStreamType } from './application-facets.js';

/** What ApplicationNotificationsProjection knows of an application. */
export const rmNotificationStreams = defineTable('rm_notification_streams', {
  stream_id: text().primaryKey(),
  kind: text<ApplicationStreamType>(),
  owner_email: text(),
  status: text(),
  name: text().nullable(),
  /** A business's kind (`foreign_company`: a branch, and called one in its e-mails). */
  business_type: text().nullable(),
  locale: text<Locale>(),
  version: bigint(),
});

/** Who owned an application from which version to which (`to_version` null: still). */
export const rmNotificationOwners = defineTable('rm_notification_owners', {
  stream_id: text().primaryKey(),
  owner_email: text(),
  from_version: bigint().primaryKey(),
  to_version: bigint().nullable(),
});

export type NotificationStreamRow = RowOf<typeof rmNotificationStreams>;
export type NotificationStreamWriteRow = WriteRowOf<typeof rmNotificationStreams>;
export type NotificationOwnerWriteRow = WriteRowOf<typeof rmNotificationOwners>;

/**
 * The status e-mails already queued, by application: every event at or below `mailed_through`
 * counts as mailed (the projection decides e-mails in each stream's version order). No rebuild
 * empties it (so a rebuild mails nobody twice), hence not among the projection's `tables`.
 * `previous_through`: the mark before its last move, which the write that moves it returns.
 */
export const applicationStatusMailMarks = defineTable('application_status_mail_marks', {
  stream_id: text().primaryKey(),
  mailed_through: bigint(),
  previous_through: bigint(),
  updated_at: timestamptz(),
});

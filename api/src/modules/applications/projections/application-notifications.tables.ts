import { bigint, defineTable, text, timestamptz, uuid, type RowOf, type WriteRowOf } from '#src/infrastructure/database/read-models/table';
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
 * The status e-mails already queued, by event: a ledger no rebuild empties (so a rebuild mails
 * nobody twice), hence not among the projection's `tables`.
 */
export const applicationStatusMails = defineTable('application_status_mails', {
  event_id: uuid().primaryKey(),
  queued_at: timestamptz(),
});

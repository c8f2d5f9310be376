import { sql } from '#src/infrastructure/database/read-models/table';
import { rmNotificationOwners, rmNotificationStreams } from '#src/modules/applications/projections/application-notifications.tables';

export type NotificationFilter = 'all' | 'unread' | 'read';

/**
 * A reader's notifications: the rows written here (`notifications`, read marks in `read_at`) and
 * the status changes of the applications the reader owned at the time: the application's events
 * in the store that change its status (or transfer it to the reader) during the reader's
 * ownership periods, which the projection `application-notifications` keeps. Their read marks
 * live in `notification_reads`, which no rebuild touches. Columns after `read_at` describe an
 * application event; the message is made from them in `describe`.
 */
export const applicationEvents = (owner: string | null) => sql`
  SELECT e.event_id AS id, 'application-status' AS kind, NULL::text AS message_code, NULL::jsonb AS params, NULL::text AS link,
         e.recorded_at AS created_at, r.read_at,
         s.kind AS app_kind, s.business_type, s.stream_id, s.name, e.event_type, e.data ->> 'to' AS status, nullif(btrim(e.data ->> 'reason'), '') AS reason
    FROM ${rmNotificationOwners.as('o')}
    JOIN ${rmNotificationStreams.as('s')} ON s.stream_id = o.stream_id
    JOIN es_events e ON e.stream_id = o.stream_id AND e.stream_version >= o.from_version
                    AND e.stream_version <= least(coalesce(o.to_version, s.version), s.version)
    LEFT JOIN notification_reads r ON r.notification_id = e.event_id
   WHERE o.owner_email = ${owner}::text
     AND (e.event_type LIKE '%.transfer-confirmed' OR (e.data ? 'to' AND e.data ->> 'to' IS DISTINCT FROM e.data ->> 'from'))`;

/** The e-mail of an applicant recipient (`applicant:<e-mail>`); null for staff. */
export const ownerOf = (recipient: string): string | null =>
  recipient.startsWith('applicant:') ? recipient.slice('applicant:'.length).toLowerCase() : null;

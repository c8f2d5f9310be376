import type { Projection } from './event-store/projections/projection.js';
import { StreamSummaryProjection } from './modules/stream-summary/stream-summary.projection.js';
import { ApplicationsIndexProjection } from './modules/applications/projections/applications-index.projection.js';
import { PublicationsProjection } from './modules/applications/projections/publications.projection.js';
import { ApplicationNotificationsProjection } from './modules/applications/projections/application-notifications.projection.js';
import { PaymentReceiptsProjection } from './modules/applications/projections/payment-receipts.projection.js';
import { StaffNotificationsProjection } from './modules/admin-review/notifications/staff-notifications.projection.js';
import { rmStaffCorrectionRequests } from './modules/admin-review/notifications/staff-notifications.tables.js';
import type { AnyTable } from './infrastructure/database/read-models/table.js';
import { rmStreamSummary } from './modules/stream-summary/stream-summary.table.js';
import { rmApplications } from './modules/applications/projections/applications.table.js';
import { rmPublications } from './modules/applications/projections/publications.table.js';
import {
  applicationStatusMailMarks,
  rmNotificationOwners,
  rmNotificationStreams,
} from './modules/applications/projections/application-notifications.tables.js';
import { rmPaymentReceipts } from './modules/applications/projections/payment-receipts.table.js';
import { WordMarksProjection } from './modules/trademarks/projections/word-marks.projection.js';
import { rmWordMarks } from './modules/trademarks/projections/word-marks.table.js';
import type { LogoHasher } from './modules/trademarks/projections/logo-hash.js';

/**
 * Every projection of the portal: run live by the API, rebuilt by `npm run projections:rebuild`.
 * `publicUrl` (config PUBLIC_URL) makes the links of status and staff e-mails absolute;
 * `logoHash` reads a mark's logo from the uploads to hash it (without it, logos are not hashed).
 */
export function allProjections(options: { publicUrl?: string; logoHash?: LogoHasher } = {}): Projection[] {
  return [
    new StreamSummaryProjection(),
    new ApplicationsIndexProjection(),
    new PublicationsProjection(),
    new ApplicationNotificationsProjection({ portalUrl: options.publicUrl }),
    new PaymentReceiptsProjection(),
    new StaffNotificationsProjection(options.publicUrl ? `${options.publicUrl}/admin` : ''),
    new WordMarksProjection(options.logoHash),
  ];
}

/**
 * Every table the projections write, each described once (infrastructure/database/read-models):
 * read-models.spec.ts checks each description against the migrated database.
 */
export const readModelTables: readonly AnyTable[] = [
  rmStreamSummary,
  rmApplications,
  rmPublications,
  rmNotificationStreams,
  rmNotificationOwners,
  applicationStatusMailMarks,
  rmPaymentReceipts,
  rmStaffCorrectionRequests,
  rmWordMarks,
];

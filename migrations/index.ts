import { EventStore1760000000000 } from './1760000000000-event-store.js';
import { StreamSummary1760000000001 } from './1760000000001-stream-summary.js';
import { Idempotency1760000000002 } from './1760000000002-idempotency.js';
import { Identity1760000000003 } from './1760000000003-identity.js';
import { ActivitiesGeography1760000000010 } from './1760000000010-activities-geography.js';
import { EntityTypesCivilRegistry1760000000011 } from './1760000000011-entity-types-civil-registry.js';
import { TradeNameAvailability1760000000020 } from './1760000000020-trade-name-availability.js';
import { TradeNameCandidateTiers1760000000021 } from './1760000000021-trade-name-candidate-tiers.js';
import { OutboxOtp1760000000030 } from './1760000000030-outbox-otp.js';
import { Uploads1760000000031 } from './1760000000031-uploads.js';
import { UniqueEntityNumbers1760000000032 } from './1760000000032-unique-entity-numbers.js';
import { ApplicationsIndex1760000000033 } from './1760000000033-applications-index.js';
import { ApplicationDueTimes1760000000034 } from './1760000000034-application-due-times.js';
import { ApplicationReadModel1760000000035 } from './1760000000035-application-read-model.js';
import { Publications1760000000036 } from './1760000000036-publications.js';
import { ApplicationNotifications1760000000037 } from './1760000000037-application-notifications.js';
import { WorkingCalendar1760000000038 } from './1760000000038-working-calendar.js';
import { WorkingCalendarDayVersions1760000000091 } from './1760000000091-working-calendar-day-versions.js';
import { OutboxPriority1760000000039 } from './1760000000039-outbox-priority.js';
import { OutboxValidUntil1760000000103 } from './1760000000103-outbox-valid-until.js';
import { TradeNameCandidatePlans1760000000040 } from './1760000000040-trade-name-candidate-plans.js';
import { TradeNameFinerKeys1760000000041 } from './1760000000041-trade-name-finer-keys.js';
import { TradeNameLookupKeysVersion1760000000042 } from './1760000000042-trade-name-lookup-keys-version.js';
import { UploadPruning1760000000047 } from './1760000000047-upload-pruning.js';
import { EventChainKey1760000000048 } from './1760000000048-event-chain-key.js';
import { ActivityKurdishLabels1760000000050 } from './1760000000050-activity-kurdish-labels.js';
import { OutboxPendingAge1760000000051 } from './1760000000051-outbox-pending-age.js';
import { ActivitySynonyms1760000000060 } from './1760000000060-activity-synonyms.js';
import { IdempotencyHolder1760000000061 } from './1760000000061-idempotency-holder.js';
import { Directorates1760000000062 } from './1760000000062-directorates.js';
import { PaymentReceipts1760000000070 } from './1760000000070-payment-receipts.js';
import { LegacyNameReintroduction1760000000074 } from './1760000000074-legacy-name-reintroduction.js';
import { StaffNotificationPreference1760000000071 } from './1760000000071-staff-notification-preference.js';
import { StaffCorrectionRequests1760000000072 } from './1760000000072-staff-correction-requests.js';
import { ApplicantDrafts1760000000081 } from './1760000000081-applicant-drafts.js';
import { ApplicationReferences1760000000080 } from './1760000000080-application-references.js';
import { AuditTrailIndexes1760000000090 } from './1760000000090-audit-trail-indexes.js';
import { WordMarks1760000000092 } from './1760000000092-word-marks.js';
import { EventStoreDigests1760000000095 } from './1760000000095-event-store-digests.js';
import { WordMarkRegister1760000000096 } from './1760000000096-word-mark-register.js';
import { NotificationBranch1760000000097 } from './1760000000097-notification-branch.js';
import { CertificateLookups1760000000098 } from './1760000000098-certificate-lookups.js';
import { WordMarkLogoHashes1760000000104 } from './1760000000104-word-mark-logo-hashes.js';

/** The references' backfill (idempotent), for the tests that number applications recorded without one. */
export { numberUnreferencedApplications } from './1760000000080-application-references.js';

/** Every migration, in order. Listed explicitly so that sources and compiled code load the same set. */
export const migrations = [
  EventStore1760000000000,
  StreamSummary1760000000001,
  Idempotency1760000000002,
  Identity1760000000003,
  ActivitiesGeography1760000000010,
  EntityTypesCivilRegistry1760000000011,
  TradeNameAvailability1760000000020,
  TradeNameCandidateTiers1760000000021,
  OutboxOtp1760000000030,
  Uploads1760000000031,
  UniqueEntityNumbers1760000000032,
  ApplicationsIndex1760000000033,
  ApplicationDueTimes1760000000034,
  ApplicationReadModel1760000000035,
  Publications1760000000036,
  ApplicationNotifications1760000000037,
  WorkingCalendar1760000000038,
  OutboxPriority1760000000039,
  TradeNameCandidatePlans1760000000040,
  TradeNameFinerKeys1760000000041,
  TradeNameLookupKeysVersion1760000000042,
  UploadPruning1760000000047,
  EventChainKey1760000000048,
  ActivityKurdishLabels1760000000050,
  OutboxPendingAge1760000000051,
  ActivitySynonyms1760000000060,
  IdempotencyHolder1760000000061,
  Directorates1760000000062,
  PaymentReceipts1760000000070,
  StaffNotificationPreference1760000000071,
  StaffCorrectionRequests1760000000072,
  LegacyNameReintroduction1760000000074,
  ApplicationReferences1760000000080,
  ApplicantDrafts1760000000081,
  AuditTrailIndexes1760000000090,
  WorkingCalendarDayVersions1760000000091,
  WordMarks1760000000092,
  EventStoreDigests1760000000095,
  WordMarkRegister1760000000096,
  NotificationBranch1760000000097,
  CertificateLookups1760000000098,
  OutboxValidUntil1760000000103,
  WordMarkLogoHashes1760000000104,
];

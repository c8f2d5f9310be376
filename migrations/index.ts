import type { MigrationInterface } from 'typeorm';

/**
 * A migration by its timestamp (the number TypeORM records in its `migrations` table, ending the
 * class's name and starting its file's) and how to load its module. A database that has every
 * timestamp needs none of the modules, nor TypeORM: a process that starts on an up-to-date
 * database (every restart, every API test) loads neither (api/src/infrastructure/database).
 */
export interface MigrationEntry {
  timestamp: number;
  load(): Promise<Record<string, unknown>>;
}

/** The references' backfill (idempotent), for the tests that number applications recorded without one. */
export { numberUnreferencedApplications } from './1760000000080-application-references.js';

/** Every migration, in order. Listed explicitly so that sources and compiled code load the same set. */
export const migrations: readonly MigrationEntry[] = [
  { timestamp: 1760000000000, load: () => import('./1760000000000-event-store.js') },
  { timestamp: 1760000000001, load: () => import('./1760000000001-stream-summary.js') },
  { timestamp: 1760000000002, load: () => import('./1760000000002-idempotency.js') },
  { timestamp: 1760000000003, load: () => import('./1760000000003-identity.js') },
  { timestamp: 1760000000010, load: () => import('./1760000000010-activities-geography.js') },
  { timestamp: 1760000000011, load: () => import('./1760000000011-entity-types-civil-registry.js') },
  { timestamp: 1760000000020, load: () => import('./1760000000020-trade-name-availability.js') },
  { timestamp: 1760000000021, load: () => import('./1760000000021-trade-name-candidate-tiers.js') },
  { timestamp: 1760000000030, load: () => import('./1760000000030-outbox-otp.js') },
  { timestamp: 1760000000031, load: () => import('./1760000000031-uploads.js') },
  { timestamp: 1760000000032, load: () => import('./1760000000032-unique-entity-numbers.js') },
  { timestamp: 1760000000033, load: () => import('./1760000000033-applications-index.js') },
  { timestamp: 1760000000034, load: () => import('./1760000000034-application-due-times.js') },
  { timestamp: 1760000000035, load: () => import('./1760000000035-application-read-model.js') },
  { timestamp: 1760000000036, load: () => import('./1760000000036-publications.js') },
  { timestamp: 1760000000037, load: () => import('./1760000000037-application-notifications.js') },
  { timestamp: 1760000000038, load: () => import('./1760000000038-working-calendar.js') },
  { timestamp: 1760000000039, load: () => import('./1760000000039-outbox-priority.js') },
  { timestamp: 1760000000040, load: () => import('./1760000000040-trade-name-candidate-plans.js') },
  { timestamp: 1760000000041, load: () => import('./1760000000041-trade-name-finer-keys.js') },
  { timestamp: 1760000000042, load: () => import('./1760000000042-trade-name-lookup-keys-version.js') },
  { timestamp: 1760000000047, load: () => import('./1760000000047-upload-pruning.js') },
  { timestamp: 1760000000048, load: () => import('./1760000000048-event-chain-key.js') },
  { timestamp: 1760000000050, load: () => import('./1760000000050-activity-kurdish-labels.js') },
  { timestamp: 1760000000051, load: () => import('./1760000000051-outbox-pending-age.js') },
  { timestamp: 1760000000060, load: () => import('./1760000000060-activity-synonyms.js') },
  { timestamp: 1760000000061, load: () => import('./1760000000061-idempotency-holder.js') },
  { timestamp: 1760000000062, load: () => import('./1760000000062-directorates.js') },
  { timestamp: 1760000000070, load: () => import('./1760000000070-payment-receipts.js') },
  { timestamp: 1760000000071, load: () => import('./1760000000071-staff-notification-preference.js') },
  { timestamp: 1760000000072, load: () => import('./1760000000072-staff-correction-requests.js') },
  { timestamp: 1760000000074, load: () => import('./1760000000074-legacy-name-reintroduction.js') },
  { timestamp: 1760000000080, load: () => import('./1760000000080-application-references.js') },
  { timestamp: 1760000000081, load: () => import('./1760000000081-applicant-drafts.js') },
  { timestamp: 1760000000090, load: () => import('./1760000000090-audit-trail-indexes.js') },
  { timestamp: 1760000000091, load: () => import('./1760000000091-working-calendar-day-versions.js') },
  { timestamp: 1760000000092, load: () => import('./1760000000092-word-marks.js') },
  { timestamp: 1760000000095, load: () => import('./1760000000095-event-store-digests.js') },
  { timestamp: 1760000000096, load: () => import('./1760000000096-word-mark-register.js') },
  { timestamp: 1760000000097, load: () => import('./1760000000097-notification-branch.js') },
  { timestamp: 1760000000098, load: () => import('./1760000000098-certificate-lookups.js') },
  { timestamp: 1760000000103, load: () => import('./1760000000103-outbox-valid-until.js') },
  { timestamp: 1760000000104, load: () => import('./1760000000104-word-mark-logo-hashes.js') },
  { timestamp: 1760000000105, load: () => import('./1760000000105-append-without-head-read.js') },
  { timestamp: 1760000000106, load: () => import('./1760000000106-append-without-cursor.js') },
  { timestamp: 1760000000107, load: () => import('./1760000000107-status-mail-marks.js') },
];

type MigrationClass = new () => MigrationInterface;

/** The migration class a module exports: the one whose name ends with the entry's timestamp. */
export async function loadMigration(entry: MigrationEntry): Promise<MigrationClass> {
  const module = await entry.load();
  const found = Object.values(module).filter(
    (value): value is MigrationClass => typeof value === 'function' && value.name.endsWith(String(entry.timestamp)),
  );
  if (found.length !== 1)
    throw new Error(`migration ${entry.timestamp}: expected one class named …${entry.timestamp}, found ${found.length}`);
  return found[0]!;
}

/** Every migration's class, in order, for TypeORM's runner. */
export const loadMigrations = (): Promise<MigrationClass[]> => Promise.all(migrations.map(loadMigration));

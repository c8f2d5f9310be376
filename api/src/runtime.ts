import path from 'node:path';
import { linkOrigin, type AppConfig } from './config/config.js';
import type { Logger } from './infrastructure/logging/logger.js';
import { connectApp, migrate, provisionDatabase, type AppDatabase, type ProvisionedDatabase } from './infrastructure/database/database.js';
import { appDatabaseUrl } from './infrastructure/database/app-role.js';
import { MailCatcher } from './infrastructure/mail/mail-catcher.js';
import { Mailer } from './infrastructure/mail/mailer.js';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store.js';
import { EventChain } from './event-store/postgres/event-chain.js';
import { sealEventChains } from './event-store/postgres/seal-event-chains.js';
import { localSecret } from './infrastructure/secrets/local-secret.js';
import { Projections } from './event-store/projections/projections.js';
import { allProjections } from './projections.js';
import { afterMigrations } from './after-migrations.js';
import { FileStore } from './modules/files/file-store.js';
import { loadUploadSettings } from './modules/files/upload-settings.js';
import { fileLogoHasher } from './modules/trademarks/projections/logo-hash.js';

/** The infrastructure one process runs on, started before the HTTP application and stopped after it. */
export interface Runtime {
  config: AppConfig;
  log: Logger;
  database: ProvisionedDatabase;
  db: AppDatabase;
  eventStore: PostgresEventStore;
  /** The keyed chain (EVENT_CHAIN_KEY): what `audit:verify` re-hashes the events with. */
  chain: EventChain;
  projections: Projections;
  mailer: Mailer;
  /** Present when SMTP_URL is unset: the local catcher every e-mail goes to. */
  mailCatcher?: MailCatcher;
  close(): Promise<void>;
}

export async function startRuntime(config: AppConfig, log: Logger, options: { reuseRunningDatabase?: boolean } = {}): Promise<Runtime> {
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => log.error('shutdown step failed', { error }));
    cleanups.length = 0;
  };
  try {
    const database = await provisionDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedPort: config.embeddedPgPort,
      reuseRunning: options.reuseRunningDatabase,
      log,
    });
    cleanups.push(() => database.stop());
    await migrate(database.url, afterMigrations, log);
    // The chain key never goes to the database: the owner re-keys existing chains with it once.
    const chain = new EventChain(config.eventChainKey ?? (await localSecret(path.join(config.dataDir, 'secrets', 'event-chain-key'))));
    await sealEventChains(database.url, chain, log);
    const appUrl = await appDatabaseUrl({ ownerUrl: database.url, appDatabaseUrl: config.appDatabaseUrl, env: config.env, log });
    const db = await connectApp(appUrl, config.dbPoolSize, log, config.readReplicas);
    cleanups.push(() => db.close());

    let mailCatcher: MailCatcher | undefined;
    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      mailCatcher = new MailCatcher();
      await mailCatcher.start(config.mailCatcherPort);
      cleanups.push(() => mailCatcher!.stop());
      smtpUrl = mailCatcher.url;
    }
    const mailer = new Mailer(smtpUrl, config.mailFrom);
    cleanups.push(async () => mailer.close());

    const eventStore = new PostgresEventStore(db.pool, chain);
    // The same upload folder as the files module (FilesModule reads these settings the same way).
    const logoHash = fileLogoHasher(new FileStore(loadUploadSettings(process.env, config.env)));
    const projections = new Projections(db.pool, eventStore, allProjections({ publicUrl: linkOrigin(config), logoHash }), log, {
      availability: db.availability,
    });
    cleanups.push(() => projections.stop());
    return { config, log, database, db, eventStore, chain, projections, mailer, mailCatcher, close };
  } catch (error) {
    await close();
    throw error;
  }
}

import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { LOGGER, MAILER, PG_POOL } from '#src/tokens';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { OutboxWorker } from './outbox-worker.js';

/**
 * Runs the outbox worker with the HTTP application (not in the runtime): the CLI commands start
 * the runtime too, and only the application has imported every module's mail templates. Nest
 * stops it on app.close(), before the runtime closes the connections.
 */
@Injectable()
class OutboxLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(OutboxWorker) private readonly worker: OutboxWorker) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.worker.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
  }
}

/** The transactional mail outbox: import it where a command queues e-mail with enqueueMail(). */
@Module({
  providers: [
    {
      provide: OutboxWorker,
      inject: [PG_POOL, MAILER, LOGGER],
      useFactory: (pool: pg.Pool, mailer: Mailer, log: Logger) => new OutboxWorker(pool, mailer, log),
    },
    OutboxLifecycle,
  ],
  exports: [OutboxWorker],
})
export class OutboxModule {}

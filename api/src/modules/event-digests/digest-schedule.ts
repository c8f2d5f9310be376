import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LOGGER } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { PeriodicWork } from '#src/infrastructure/scheduling/periodic-work';
import { RecordDigestsCommand } from './commands/record-digests/record-digests.command.js';

/** How often a day that is over is looked for: a digest is recorded within this long after midnight. */
export const DIGEST_INTERVAL_MS = 10 * 60_000;

/**
 * Records the event store's daily digests in the API process, as UploadPruner prunes: once at
 * start (a process that was down at midnight catches up), then every ten minutes. Every instance
 * may run it: the recorder's lock and the day's key make a second recording a no-op. A failure
 * (the database away, a transaction that would not end) is logged and tried again next turn.
 */
@Injectable()
export class DigestSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicWork(
    () => this.commands.execute(new RecordDigestsCommand()),
    DIGEST_INTERVAL_MS,
    (error) => this.log.warn('recording the event-store digest failed', { error: error.message }),
  );

  constructor(
    private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic.start({ now: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }
}

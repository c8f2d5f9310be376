import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { LOGGER, PG_POOL } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { recordDueDigests, type EventDigest } from '#src/event-store/postgres/event-digest';
import { RecordDigestsCommand } from './record-digests.command.js';

@CommandHandler(RecordDigestsCommand)
export class RecordDigestsHandler implements ICommandHandler<RecordDigestsCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async execute({ now }: RecordDigestsCommand): Promise<EventDigest[]> {
    const recorded = await recordDueDigests(this.pool, now);
    for (const d of recorded) this.log.log('event-store digest recorded', { ...d });
    return recorded;
  }
}

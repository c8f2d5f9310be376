import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { applicationEvents, ownerOf } from '#src/modules/identity/notifications/recipient-notifications';
import { MarkAllNotificationsReadCommand } from './mark-all-notifications-read.command.js';

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<MarkAllNotificationsReadCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ recipient }: MarkAllNotificationsReadCommand): Promise<number> {
    const [marked] = await selectAs<{ n: string }>(
      this.pool,
      sql`WITH direct AS (
            UPDATE notifications SET read_at = now() WHERE recipient = ${recipient} AND read_at IS NULL RETURNING id
          ), projected AS (
            INSERT INTO notification_reads (notification_id, recipient)
            SELECT id, ${recipient} FROM (${applicationEvents(ownerOf(recipient))}) theirs WHERE read_at IS NULL
            ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id
          )
          SELECT (SELECT count(*) FROM direct) + (SELECT count(*) FROM projected) AS n`,
    );
    return Number(marked!.n);
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { applicationEvents, ownerOf } from '#src/modules/identity/notifications/recipient-notifications';
import { MarkNotificationReadCommand } from './mark-notification-read.command.js';

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ recipient, id }: MarkNotificationReadCommand): Promise<void> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('notification.not-found');
    const [marked] = await selectAs<{ n: string }>(
      this.pool,
      sql`WITH direct AS (
            UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = ${id}::uuid AND recipient = ${recipient} RETURNING id
          ), projected AS (
            SELECT id FROM (${applicationEvents(ownerOf(recipient))}) theirs WHERE id = ${id}::uuid
          ), marked AS (
            INSERT INTO notification_reads (notification_id, recipient) SELECT id, ${recipient} FROM projected
            ON CONFLICT (notification_id) DO NOTHING
          )
          SELECT (SELECT count(*) FROM direct) + (SELECT count(*) FROM projected) AS n`,
    );
    if (!Number(marked!.n)) throw notFound('notification.not-found');
  }
}

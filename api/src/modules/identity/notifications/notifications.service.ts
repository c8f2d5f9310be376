import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { MessageParams } from '@registry/domain/shared/i18n/messages';
import { sql } from '#src/infrastructure/database/read-models/sql';

export interface NewNotification {
  /** `staff:<id>` or `applicant:<e-mail>` (see principalId). */
  recipient: string;
  kind: string;
  /** A message code, rendered in the reader's language when read. */
  messageCode: string;
  params?: MessageParams;
  link?: string;
}

/**
 * In-app notifications of staff and applicants. Stored as a message code with parameters, so
 * each reader sees them in the language of the moment. Reading and marking them are the use cases
 * of `queries/` and `commands/`; what they share is `recipient-notifications.ts`.
 */
@Injectable()
export class Notifications {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async add(n: NewNotification, session: Pick<pg.Pool, 'query'> = this.pool, id: string = randomUUID()): Promise<string> {
    await session.query(
      sql`INSERT INTO notifications (id, recipient, kind, message_code, params, link) VALUES (${id}, ${n.recipient}, ${n.kind}, ${n.messageCode}, ${JSON.stringify(n.params ?? {})}, ${n.link ?? null}) ON CONFLICT (id) DO NOTHING`,
    );
    return id;
  }
}

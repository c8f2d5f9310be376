import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { TimeRange } from '#src/modules/audit/audit-dates';
import type { NamedActor } from '#src/modules/audit/staff-names';

export interface TrailEvent {
  /** The event's id. */
  id: string;
  streamId: string;
  streamType: string;
  /** The back office's resource of the application the event is about (its own stream or its notes'): trade-names, businesses, trademarks; else null. */
  resource: string | null;
  /** That application's id (a notes stream's is `<id>/notes`), else null. */
  recordId: string | null;
  /** The record's reference (`TN-2026-000123`, an old register's reference) and name, so that a row names it in words. */
  reference: string | null;
  name: string | null;
  version: number;
  type: string;
  recordedAt: string;
  actor: NamedActor | null;
  data: unknown;
  hash: string;
}

/** What one actor did across every stream: a staff member (id or e-mail) or an applicant (e-mail), newest first. */
export class ActorTrailQuery extends Query<{ rows: TrailEvent[]; total: number }> {
  constructor(
    readonly actor: string,
    readonly range: TimeRange,
    readonly page: Page,
  ) {
    super();
  }
}

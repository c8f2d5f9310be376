import { Query } from '@nestjs/cqrs';
import type { NamedActor } from '#src/modules/audit/staff-names';

export interface ExportedEvent {
  version: number;
  id: string;
  type: string;
  schemaVersion: number;
  recordedAt: string;
  actor: NamedActor | null;
  causationId: string | null;
  correlationId: string | null;
  idempotencyKey: string | null;
  data: unknown;
  hash: string;
}

export interface ChainVerification {
  ok: boolean;
  checkedAt: string;
  problems: { streamVersion: number; eventId: string | null; problem: string }[];
}

export interface ApplicationHistoryExport {
  application: { kind: string; id: string };
  exportedAt: string;
  verification: ChainVerification;
  events: ExportedEvent[];
}

/** An application's whole history with its hash chain checked, for an auditor to keep (issue 24 §1). */
export class ExportApplicationHistoryQuery extends Query<ApplicationHistoryExport> {
  constructor(
    readonly kind: string,
    readonly id: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { SecurityKind } from '@registry/domain/identity/security-kinds';
import type { TimeRange } from '#src/modules/audit/audit-dates';

export interface SecurityLogEntry {
  id: string;
  at: string;
  event: string;
  /** Who acted (`staff:<id>`, `applicant:<e-mail>`), null for an anonymous attempt. */
  actor: string | null;
  actorName: string | null;
  /** Whom it concerns: a staff reference or the e-mail that was tried. */
  subject: string | null;
  subjectName: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export interface SecurityLogFilter {
  range: TimeRange;
  /** A staff id or an e-mail (staff or applicant): rows where they acted or were concerned. */
  user: string | null;
  kinds: readonly SecurityKind[];
}

/** The security log for auditors, newest first. */
export class ListSecurityLogQuery extends Query<{ rows: SecurityLogEntry[]; total: number }> {
  constructor(
    readonly filter: SecurityLogFilter,
    readonly page: Page,
  ) {
    super();
  }
}

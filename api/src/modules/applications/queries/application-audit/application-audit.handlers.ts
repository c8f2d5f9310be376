import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApplicationAudit } from './application-audit.js';
import { AuditDiffQuery, AuditEventsQuery, AuditStateQuery, AuditVerifyQuery, ResubmissionDiffQuery } from './application-audit.queries.js';

@QueryHandler(AuditEventsQuery)
export class AuditEventsHandler implements IQueryHandler<AuditEventsQuery> {
  constructor(private readonly audit: ApplicationAudit) {}
  execute({ kind, id }: AuditEventsQuery) {
    return this.audit.events(kind, id);
  }
}

@QueryHandler(AuditStateQuery)
export class AuditStateHandler implements IQueryHandler<AuditStateQuery> {
  constructor(private readonly audit: ApplicationAudit) {}
  execute({ kind, id, at }: AuditStateQuery) {
    return this.audit.state(kind, id, at);
  }
}

@QueryHandler(AuditDiffQuery)
export class AuditDiffHandler implements IQueryHandler<AuditDiffQuery> {
  constructor(private readonly audit: ApplicationAudit) {}
  execute({ kind, id, from, to }: AuditDiffQuery) {
    return this.audit.diff(kind, id, from, to);
  }
}

@QueryHandler(AuditVerifyQuery)
export class AuditVerifyHandler implements IQueryHandler<AuditVerifyQuery> {
  constructor(private readonly audit: ApplicationAudit) {}
  execute({ kind, id }: AuditVerifyQuery) {
    return this.audit.verify(kind, id);
  }
}

@QueryHandler(ResubmissionDiffQuery)
export class ResubmissionDiffHandler implements IQueryHandler<ResubmissionDiffQuery> {
  constructor(private readonly audit: ApplicationAudit) {}
  execute({ kind, id }: ResubmissionDiffQuery) {
    return this.audit.resubmission(kind, id);
  }
}

export const APPLICATION_AUDIT_HANDLERS = [
  AuditEventsHandler,
  AuditStateHandler,
  AuditDiffHandler,
  AuditVerifyHandler,
  ResubmissionDiffHandler,
];

import { Query } from '@nestjs/cqrs';
import type { ApplicationAudit } from './application-audit.js';

type Result<M extends keyof ApplicationAudit> = Awaited<ReturnType<ApplicationAudit[M]>>;

/** The auditor's queries on one application (`kind`: the route's name for it; an unknown one is 404). Read from the event store. */
abstract class AuditQuery<R> extends Query<R> {
  constructor(
    readonly kind: string,
    readonly id: string,
  ) {
    super();
  }
}

/** Every event: type, schema version, actor, time, causation, idempotency key, data, hash. */
export class AuditEventsQuery extends AuditQuery<Result<'events'>> {}

/** The state folded up to a version or an instant (the current state without either). */
export class AuditStateQuery extends AuditQuery<Result<'state'>> {
  constructor(
    kind: string,
    id: string,
    readonly at: { version?: number; at?: Date },
  ) {
    super(kind, id);
  }
}

/** What changed between two versions, path by path. */
export class AuditDiffQuery extends AuditQuery<Result<'diff'>> {
  constructor(
    kind: string,
    id: string,
    readonly from: number,
    readonly to: number,
  ) {
    super(kind, id);
  }
}

/** The hash chain of the stream checked. */
export class AuditVerifyQuery extends AuditQuery<Result<'verify'>> {}

/** For reviewers: what the applicant changed between the last return for correction and the latest resubmission. */
export class ResubmissionDiffQuery extends AuditQuery<Result<'resubmission'>> {}

import { Query } from '@nestjs/cqrs';
import type { Assessment } from '@registry/domain/trade-names/availability/eligibility';
import type { EligibilityRequestDto } from './check-eligibility.request.dto.js';

/**
 * Whether a trade name is available: the same assessment the submission makes, after the
 * request's own checks (a name, a known district when district-level, selectable activities).
 */
export class CheckEligibilityQuery extends Query<Assessment> {
  constructor(
    readonly request: EligibilityRequestDto,
    /** The signed-in applicant's e-mail, if any: a legacy name reintroduced for them is available to them. */
    readonly claimant?: string,
  ) {
    super();
  }
}

import { Injectable } from '@nestjs/common';
import { invalid } from '@registry/domain/shared/domain-error';
import type { ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { registryValidationPipe } from '#src/shared/http/validation';
import { ApplicationFactsLookup } from './application-facts.js';
import type { ApplicationKindConfig } from '../kinds/application-kind.js';

/** The payload of an application against its kind's shape and rules (spec §5), with the facts they need. */
@Injectable()
export class PayloadRules {
  constructor(private readonly facts: ApplicationFactsLookup) {}

  private readonly shape = registryValidationPipe();

  /** Refuses with every problem of the payload at once (422), before anything is written. */
  async check(kind: ApplicationKindConfig, details: ApplicationDetails, now: Date): Promise<void> {
    const problems = kind.validate(details, await this.facts.factsFor(details, now));
    if (problems.length) throw invalid(problems);
  }

  /** A whole payload (a corrected one) through the request body's shape checks, as a submitted one goes. */
  async reshape(kind: ApplicationKindConfig, details: Record<string, unknown>): Promise<Record<string, unknown>> {
    return (await this.shape.transform(details, { type: 'body', metatype: kind.dto })) as Record<string, unknown>;
  }
}

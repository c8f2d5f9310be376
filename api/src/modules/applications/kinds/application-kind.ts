import type { FieldProblem } from '@registry/domain/shared/domain-error';
import type { ClaimStatus } from '@registry/domain/trade-names/availability/eligibility';
import type { TradeNameNaming } from '@registry/domain/applications/application';
import type { WordMarkRequest } from '@registry/domain/trademarks/examination/index';
import type { ApplicationFacts } from '@registry/domain/applications/rules/facts';
import type { ApplicationState } from '@registry/domain/applications/workflow/application-state';
import type { WorkflowTable } from '@registry/domain/applications/workflow/workflow';
import type { AggregateDefinition } from '../collaborators/application-commands.js';

export type AnyEvent = { type: string; schemaVersion: number; data: any };
export type AnyState = ApplicationState<any, any> & { uen?: string | null; businessType?: string | null };

/** The name a kind goes by in routes and commands: `/workflows/{kind}`, `/audit/{kind}/…`, the JSON:API type. */
export type ApplicationKindName = 'trade-names' | 'businesses' | 'trademarks';

/**
 * What differs between trade names, businesses and trademarks at the edge: the decider, the
 * rules, and which part of the payload is a trade name that must be claimed.
 */
export interface ApplicationKindConfig {
  /** JSON:API type and the segment of /api/v1/workflows/{kind}. */
  readonly resourceType: ApplicationKindName;
  readonly aggregate: AggregateDefinition<AnyState, any, AnyEvent> & { table: WorkflowTable };
  /** The request body class of the whole payload, which a corrected payload must still satisfy. */
  readonly dto: new () => object;
  validate(details: any, facts: ApplicationFacts): FieldProblem[];
  /** The trade name the application holds, and how it is held while the application is open. */
  tradeNameOf?(details: any): TradeNameNaming | undefined;
  readonly claimWhileOpen?: ClaimStatus;
  /** The claim once the application succeeds (granted trade name, registered company). */
  readonly claimOnSuccess?: ClaimStatus;
  /** The word mark the application asks for, which trademark examination must allow (issue 33 §1). */
  wordMarkOf?(details: any): Omit<WordMarkRequest, 'holder'> | undefined;
  /** Extra fields of submit (a business records its type). */
  submitExtra?(details: any): Record<string, unknown>;
  /** Extra fields of confirm_payment (a business gets its UEN). */
  paymentExtra?(now: Date): Promise<Record<string, unknown>>;
}

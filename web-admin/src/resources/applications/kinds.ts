import type { ApplicationResource } from '../../providers/data-provider';

export type ApplicationKind = ApplicationResource;

/**
 * What differs between the three queues: the workflow states to filter by (the published state
 * machines', api/src/modules/*\/domain/workflow.ts), the type filter, and the read model's
 * `kind` of their rows.
 */
export const KINDS: Record<ApplicationKind, { streamKind: string; states: string[]; types: string[]; typeFilter: string }> = {
  'trade-names': {
    streamKind: 'trade-name',
    states: ['submitted', 'legal_checking', 'returned_to_applicant', 'trade_name_recommended_for_approval', 'waiting_for_payment', 'granted', 'rejected', 'terminated'],
    types: ['profession', 'factory', 'company'],
    typeFilter: 'tradeNameType',
  },
  businesses: {
    streamKind: 'business',
    states: ['submitted', 'legal_checking', 'requires_business_correction', 'requires_trade_name_correction', 'recommended_for_approval', 'waiting_for_payment', 'registered', 'rejected', 'terminated'],
    types: ['local_company', 'foreign_company', 'company_reintroduce'],
    typeFilter: 'businessType',
  },
  trademarks: {
    streamKind: 'trademark',
    states: ['submitted', 'legal_checking', 'returned_to_applicant', 'recommended_for_approval', 'waiting_for_payment', 'reserved', 'rejected', 'terminated'],
    types: [],
    typeFilter: 'type',
  },
};

/** The resource name of a read-model row's kind. */
export const resourceOfKind = (kind: string): ApplicationKind => (kind === 'business' ? 'businesses' : kind === 'trademark' ? 'trademarks' : 'trade-names');

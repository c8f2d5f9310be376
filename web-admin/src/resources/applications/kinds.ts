import { statusesOf, type WorkflowKind } from '@registry/domain/applications/workflow/presentation';
import type { ApplicationResource } from '#src/providers/data-provider';

export type ApplicationKind = ApplicationResource;

/**
 * What differs between the three queues: the workflow states to filter by (the domain's workflow
 * tables', in their order), the type filter, and the read model's `kind` of their rows.
 */
export const KINDS: Record<ApplicationKind, { streamKind: WorkflowKind; states: string[]; types: string[]; typeFilter: string }> = {
  'trade-names': {
    streamKind: 'trade-name',
    states: statusesOf('trade-name'),
    types: ['profession', 'factory', 'company'],
    typeFilter: 'tradeNameType',
  },
  businesses: {
    streamKind: 'business',
    states: statusesOf('business'),
    types: ['local_company', 'foreign_company', 'company_reintroduce'],
    typeFilter: 'businessType',
  },
  trademarks: {
    streamKind: 'trademark',
    states: statusesOf('trademark'),
    types: [],
    typeFilter: 'type',
  },
};

/** The resource name of a read-model row's kind. */
export const resourceOfKind = (kind: string): ApplicationKind =>
  kind === 'business' ? 'businesses' : kind === 'trademark' ? 'trademarks' : 'trade-names';

/**
 * The business aggregate: the shared application decider configured with the business workflow,
 * plus what only a business has: its type (from submission) and its UEN (from payment).
 */
import { DomainError } from '../shared/domain-error.js';
import type { ApplicationState } from '../applications/workflow/application-state.js';
import type { Details } from '../applications/workflow/application-commands.js';
import { applicationDecider } from '../applications/workflow/application-decider.js';
import { RECTIFIABLE_PATHS } from '../applications/workflow/record-rectification.js';
import { hasText } from '../applications/workflow/workflow.js';
import { BUSINESS_TYPES, type BusinessCommand, type BusinessKind, type BusinessType, businessKeysOf } from './commands.js';
import type { BusinessEvent } from './events.js';
import { BUSINESS_WORKFLOW } from './workflow.js';

export interface BusinessState<D extends Details = Details> extends ApplicationState<BusinessKind, D> {
  readonly businessType: BusinessType | null;
  /** Set when the business is registered. */
  readonly uen: string | null;
}

const core = applicationDecider<BusinessKind>({
  prefix: 'business',
  table: BUSINESS_WORKFLOW,
  keysOfSection: businessKeysOf,
  correctableSections: {
    requires_business_correction: ['business-info', 'activity-types', 'establishment-contract'],
    requires_trade_name_correction: ['trade-name-info'],
  },
  submitExtra({ businessType }) {
    if (!(BUSINESS_TYPES as readonly string[]).includes(businessType)) {
      throw new DomainError('invalid', { code: 'validation.one-of', field: 'type', params: { allowed: BUSINESS_TYPES } });
    }
    return { businessType };
  },
  rectifiable: RECTIFIABLE_PATHS.business,
  paymentExtra({ uen }) {
    if (!hasText(uen)) throw new DomainError('invalid', { code: 'validation.required', field: 'uen' });
    return { uen: uen.trim() };
  },
});

export function decide<D extends Details>(command: BusinessCommand<D>, state: BusinessState<D>): BusinessEvent<D>[] {
  return core.decide(command, state);
}

export function evolve<D extends Details>(state: BusinessState<D>, event: BusinessEvent<D>): BusinessState<D> {
  const next = core.evolve(state, event);
  switch (event.type) {
    case 'business.submitted':
      return { ...next, businessType: event.data.businessType };
    case 'business.payment-confirmed':
      return { ...next, uen: event.data.uen };
    default:
      return next;
  }
}

export function initialState<D extends Details>(): BusinessState<D> {
  return { ...core.initialState<D>(), businessType: null, uen: null };
}

export const businessDecider = { decide, evolve, initialState, table: BUSINESS_WORKFLOW };

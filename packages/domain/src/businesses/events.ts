import type { ApplicationEvent, Details } from '../applications/workflow/application-decider.js';
import type { BusinessKind } from './commands.js';

export type BusinessEvent<D extends Details = Details> = ApplicationEvent<BusinessKind, D>;
export type BusinessEventType = BusinessEvent['type'];

/** The stored event names, never renamed: a new shape of an event gets a new schemaVersion instead. */
export const BUSINESS_EVENT_TYPES = [
  'business.submitted',
  'business.legal-check-started',
  'business.returned-to-applicant',
  'business.corrected',
  'business.resubmitted',
  'business.recommended-for-approval',
  'business.approved',
  'business.payment-confirmed',
  'business.rejected',
  'business.terminated',
  'business.assigned',
  'business.transfer-requested',
  'business.transfer-confirmed',
  'business.transfer-cancelled',
] as const satisfies readonly BusinessEventType[];

// Does not build when an event of the union is missing from the list above.
const listsEveryEvent: [Exclude<BusinessEventType, (typeof BUSINESS_EVENT_TYPES)[number]>] extends [never] ? true : never = true;
void listsEveryEvent;

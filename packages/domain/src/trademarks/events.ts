import type { ApplicationEvent, Details } from '../applications/workflow/application-decider.js';
import type { TrademarkKind } from './commands.js';

export type TrademarkEvent<D extends Details = Details> = ApplicationEvent<TrademarkKind, D>;
export type TrademarkEventType = TrademarkEvent['type'];

/** The stored event names, never renamed: a new shape of an event gets a new schemaVersion instead. */
export const TRADEMARK_EVENT_TYPES = [
  'trademark.submitted',
  'trademark.legal-check-started',
  'trademark.returned-to-applicant',
  'trademark.corrected',
  'trademark.resubmitted',
  'trademark.recommended-for-approval',
  'trademark.approved',
  'trademark.payment-confirmed',
  'trademark.rejected',
  'trademark.terminated',
  'trademark.assigned',
  'trademark.transfer-requested',
  'trademark.transfer-confirmed',
  'trademark.transfer-cancelled',
] as const satisfies readonly TrademarkEventType[];

// Does not build when an event of the union is missing from the list above.
const listsEveryEvent: [Exclude<TrademarkEventType, (typeof TRADEMARK_EVENT_TYPES)[number]>] extends [never] ? true : never = true;
void listsEveryEvent;

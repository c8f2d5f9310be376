import type { ApplicationEvent, Details } from '../../applications/workflow/application-decider.js';
import type { TradeNameApplicationKind } from './commands.js';

export type TradeNameApplicationEvent<D extends Details = Details> = ApplicationEvent<TradeNameApplicationKind, D>;
export type TradeNameApplicationEventType = TradeNameApplicationEvent['type'];

/** The stored event names, never renamed: a new shape of an event gets a new schemaVersion instead. */
export const TRADE_NAME_APPLICATION_EVENT_TYPES = [
  'trade-name.submitted',
  'trade-name.legal-check-started',
  'trade-name.returned-to-applicant',
  'trade-name.corrected',
  'trade-name.resubmitted',
  'trade-name.recommended-for-approval',
  'trade-name.approved',
  'trade-name.payment-confirmed',
  'trade-name.rejected',
  'trade-name.terminated',
  'trade-name.assigned',
  'trade-name.transfer-requested',
  'trade-name.transfer-confirmed',
  'trade-name.transfer-cancelled',
] as const satisfies readonly TradeNameApplicationEventType[];

// Does not build when an event of the union is missing from the list above.
const listsEveryEvent: [Exclude<TradeNameApplicationEventType, (typeof TRADE_NAME_APPLICATION_EVENT_TYPES)[number]>] extends [never] ? true : never = true;
void listsEveryEvent;

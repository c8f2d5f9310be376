import { type CorrectionSection, correctableKeys } from '#src/applications/application';
import type { ApplicationCommand, ApplicationKind, Details, NoExtra } from '#src/applications/workflow/application-commands';
import type { TradeNameStatus } from './workflow.js';

/** The parts of a trade-name form an applicant may be asked to correct (the others own no trade-name field). */
export const TRADE_NAME_SECTIONS = ['trade-name-info', 'activity-types'] as const satisfies readonly CorrectionSection[];
export type TradeNameSection = (typeof TRADE_NAME_SECTIONS)[number];

/** The top-level keys of the trade-name details a correction of the section may change. */
export const tradeNameKeysOf = (section: TradeNameSection): readonly string[] => correctableKeys(section).tradeName;

export interface TradeNameApplicationKind extends ApplicationKind {
  readonly prefix: 'trade-name';
  readonly status: TradeNameStatus;
  readonly section: TradeNameSection;
  readonly submitExtra: NoExtra;
  readonly returnExtra: NoExtra;
  readonly paymentExtra: NoExtra;
}

/** `type` is the workflow step (`submit`, `start_legal_check`, …); every command carries `at` and `actor`. */
export type TradeNameApplicationCommand<D extends Details = Details> = ApplicationCommand<TradeNameApplicationKind, D>;

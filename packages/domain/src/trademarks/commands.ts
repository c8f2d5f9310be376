import type { TrademarkDetails } from '../applications/application.js';
import type { ApplicationCommand, ApplicationKind, Details, NoExtra } from '../applications/workflow/application-commands.js';
import type { TrademarkStatus } from './workflow.js';

/** The part of the form an applicant may be asked to correct. */
export type TrademarkSection = 'trademark-info';

/** What a correction may change: everything but the owner's e-mail, which only a transfer changes. */
export const TRADEMARK_CORRECTABLE_KEYS = [
  'wordMark',
  'logo',
  'classes',
  'owner',
  'phone_number',
] as const satisfies readonly (keyof TrademarkDetails)[];
export const trademarkKeysOf = (_section: TrademarkSection): readonly string[] => TRADEMARK_CORRECTABLE_KEYS;

export interface TrademarkKind extends ApplicationKind {
  readonly prefix: 'trademark';
  readonly status: TrademarkStatus;
  readonly section: TrademarkSection;
  readonly submitExtra: NoExtra;
  readonly returnExtra: NoExtra;
  readonly paymentExtra: NoExtra;
}

/** `type` is the workflow step (`submit`, `start_legal_check`, …); every command carries `at` and `actor`. */
export type TrademarkCommand<D extends Details = Details> = ApplicationCommand<TrademarkKind, D>;

/**
 * The trademark reservation aggregate: the shared application decider configured with the
 * trademark workflow. Everything that differs from a trade name is in the table.
 */
import type { ApplicationState } from '../applications/workflow/application-state.js';
import { type Details, noExtra } from '../applications/workflow/application-commands.js';
import { applicationDecider } from '../applications/workflow/application-decider.js';
import { RECTIFIABLE_PATHS } from '../applications/workflow/record-rectification.js';
import { type TrademarkCommand, type TrademarkKind, trademarkKeysOf } from './commands.js';
import type { TrademarkEvent } from './events.js';
import { TRADEMARK_WORKFLOW } from './workflow.js';

export type TrademarkState<D extends Details = Details> = ApplicationState<TrademarkKind, D>;

const core = applicationDecider<TrademarkKind>({
  prefix: 'trademark',
  table: TRADEMARK_WORKFLOW,
  keysOfSection: trademarkKeysOf,
  correctableSections: { returned_to_applicant: ['trademark-info'] },
  submitExtra: noExtra,
  rectifiable: RECTIFIABLE_PATHS.trademark,
  paymentExtra: noExtra,
});

export function decide<D extends Details>(command: TrademarkCommand<D>, state: TrademarkState<D>): TrademarkEvent<D>[] {
  return core.decide(command, state);
}

export function evolve<D extends Details>(state: TrademarkState<D>, event: TrademarkEvent<D>): TrademarkState<D> {
  return core.evolve(state, event);
}

export function initialState<D extends Details>(): TrademarkState<D> {
  return core.initialState<D>();
}

export const trademarkDecider = { decide, evolve, initialState, table: TRADEMARK_WORKFLOW };

/**
 * The trade-name application aggregate: the shared application decider configured with the
 * trade-name workflow. Everything that differs from a business or a trademark is in the table.
 */
import type { ApplicationState } from '#src/applications/workflow/application-state';
import { type Details, noExtra } from '#src/applications/workflow/application-commands';
import { applicationDecider } from '#src/applications/workflow/application-decider';
import { RECTIFIABLE_PATHS } from '#src/applications/workflow/record-rectification';
import { type TradeNameApplicationCommand, type TradeNameApplicationKind, tradeNameKeysOf } from './commands.js';
import type { TradeNameApplicationEvent } from './events.js';
import { TRADE_NAME_WORKFLOW } from './workflow.js';

export type TradeNameApplicationState<D extends Details = Details> = ApplicationState<TradeNameApplicationKind, D>;

const core = applicationDecider<TradeNameApplicationKind>({
  prefix: 'trade-name',
  table: TRADE_NAME_WORKFLOW,
  keysOfSection: tradeNameKeysOf,
  correctableSections: { returned_to_applicant: ['trade-name-info', 'activity-types'] },
  submitExtra: noExtra,
  rectifiable: RECTIFIABLE_PATHS['trade-name'],
  paymentExtra: noExtra,
});

export function decide<D extends Details>(
  command: TradeNameApplicationCommand<D>,
  state: TradeNameApplicationState<D>,
): TradeNameApplicationEvent<D>[] {
  return core.decide(command, state);
}

export function evolve<D extends Details>(
  state: TradeNameApplicationState<D>,
  event: TradeNameApplicationEvent<D>,
): TradeNameApplicationState<D> {
  return core.evolve(state, event);
}

export function initialState<D extends Details>(): TradeNameApplicationState<D> {
  return core.initialState<D>();
}

export const tradeNameApplicationDecider = { decide, evolve, initialState, table: TRADE_NAME_WORKFLOW };

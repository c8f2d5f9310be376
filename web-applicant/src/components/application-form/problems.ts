import { pathOfRuleField } from '../form/paths';
import { browserFacts, judgeableProblems, validateBusinessDetails, validateTradeNameDetails, type RuleProblem } from '../form/rules';
import { businessShapeProblems, toBusinessPayload, toTradeNamePayload, tradeNameShapeProblems } from './payload';
import type { BusinessFormValues, TradeNameFormValues } from './values';

export type ApplicationFormKind = 'trade-name' | 'business';
export type ApplicationFormValues<K extends ApplicationFormKind> = K extends 'trade-name' ? TradeNameFormValues : BusinessFormValues;

/**
 * Every problem the browser can judge in an application's form values: the request shape's,
 * then the API's own rules over the whole payload (so that a rule across sections, such as the
 * shares totalling the capital, sees both sides); one problem a field.
 */
export function applicationProblems(
  kind: ApplicationFormKind,
  values: TradeNameFormValues | BusinessFormValues,
  today?: string,
): RuleProblem[] {
  const facts = browserFacts(today);
  const problems =
    kind === 'trade-name'
      ? [
          ...tradeNameShapeProblems(values as TradeNameFormValues),
          ...judgeableProblems(validateTradeNameDetails(toTradeNamePayload(values as TradeNameFormValues), facts)),
        ]
      : [
          ...businessShapeProblems(values as BusinessFormValues),
          ...judgeableProblems(validateBusinessDetails(toBusinessPayload(values as BusinessFormValues), facts)),
        ];
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const path = pathOfRuleField(problem.field ?? '');
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

/** The payload the API takes for these values. */
export const payloadOf = (kind: ApplicationFormKind, values: TradeNameFormValues | BusinessFormValues): Record<string, unknown> =>
  (kind === 'trade-name'
    ? toTradeNamePayload(values as TradeNameFormValues)
    : toBusinessPayload(values as BusinessFormValues)) as unknown as Record<string, unknown>;

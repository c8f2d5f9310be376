/**
 * The rules of a registration's steps: the API's own (`validateTradeNameDetails`,
 * `validateBusinessDetails`), run over the whole draft so that a rule across steps (the shares
 * total the capital) is judged with the values of both. Apart from flows.ts because they weigh
 * (the domain's rules, the Iraq boundary): a step's form loads them after the page is usable
 * (components/step-form.tsx), as they are first needed when a field is left.
 */
import { applicationProblems } from '#src/components/application-form/problems';
import type { BusinessFormValues, TradeNameFormValues } from '#src/components/application-form/values';
import { isWithin, pathOfRuleField } from '#src/components/form/paths';
import type { RuleProblem } from '#src/components/form/rules';
import { stepsOf, type Flow } from './flows';

/** Every problem the browser can judge in the draft. */
export const draftProblems = (flow: Flow, values: TradeNameFormValues | BusinessFormValues, today?: string): RuleProblem[] =>
  applicationProblems(flow, values, today);

/** The problems of one step. */
export function stepProblems(flow: Flow, step: string, values: TradeNameFormValues | BusinessFormValues, today?: string): RuleProblem[] {
  const definition = stepsOf(flow).find((s) => s.id === step);
  if (!definition) return [];
  return draftProblems(flow, values, today).filter((problem) =>
    definition.owns.some((prefix) => isWithin(pathOfRuleField(problem.field ?? ''), prefix)),
  );
}

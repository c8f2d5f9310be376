/** The steps' rules (step-rules.ts): not needed to draw a step, so not among the scripts a page waits for. */
export const loadStepRules = () => import(/* after hydration */ './step-rules');

import { CeoFields } from '#src/components/application-form/ceo-fields';
import { StepForm } from '../components/step-form';

/** The CEO, their documents, and who applies (the CEO or a lawyer). */
export function CeoStep() {
  return <StepForm<'business'>>{() => <CeoFields />}</StepForm>;
}

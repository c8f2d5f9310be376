import { ShareholdersFields } from '#src/components/application-form/shareholder-fields';
import { StepForm } from '../components/step-form';

/** The shareholders of the company, each with the fields and documents of its kind. */
export function ShareholdersStep() {
  return <StepForm<'business'>>{() => <ShareholdersFields />}</StepForm>;
}

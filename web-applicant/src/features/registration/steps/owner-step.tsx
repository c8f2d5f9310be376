import { OwnerFields } from '#src/components/application-form/owner-fields';
import { StepForm } from '../components/step-form';

/** The trade name's owner and its partners. */
export function OwnerStep() {
  return <StepForm<'trade-name'>>{() => <OwnerFields />}</StepForm>;
}

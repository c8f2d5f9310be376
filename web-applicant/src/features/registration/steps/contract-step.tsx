import { ContractFields } from '#src/components/application-form/contract-fields';
import { StepForm } from '../components/step-form';

/** The establishment contract, in Kurdish letters. */
export function ContractStep() {
  return <StepForm<'business'>>{() => <ContractFields />}</StepForm>;
}

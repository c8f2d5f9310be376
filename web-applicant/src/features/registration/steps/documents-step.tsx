import { CompanyDocumentsFields } from '#src/components/application-form/documents-fields';
import { StepForm } from '../components/step-form';

/** The company's attachments. */
export function DocumentsStep() {
  return <StepForm<'business'>>{() => <CompanyDocumentsFields />}</StepForm>;
}

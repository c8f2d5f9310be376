import { CompanyFields } from '#src/components/application-form/company-fields';
import { ActivitiesField } from '#src/components/application-form/naming-fields';
import { StepForm } from '../components/step-form';

/** The company (type, capital, address, financials) and the activities it carries out. */
export function CompanyStep() {
  return (
    <StepForm<'business'>>
      {() => (
        <>
          <CompanyFields />
          <ActivitiesField />
        </>
      )}
    </StepForm>
  );
}

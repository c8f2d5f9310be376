import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActivitiesField, NamingFields, type EligibilityState } from '#src/components/application-form/naming-fields';
import { codedMessage } from '#src/components/form/rules';
import { StepForm } from '../components/step-form';
import { useRegistration } from '../components/registration-context';
import { NS } from '../i18n';
import type { FlowValues } from '../model/draft';
import type { Flow } from '../model/flows';

/**
 * The trade name, with the search page's live availability check. A trade name for a profession
 * also names its activities here; a company names them with the company. A name known to be
 * unavailable stops "Continue" with the API's reason at the field.
 */
export function TradeNameStep() {
  const { flow } = useRegistration();
  const prefix = flow === 'business' ? 'trade_name.' : '';
  const provincePath = flow === 'business' ? 'ui.trade_name_province_id' : 'ui.province_id';
  const { t } = useTranslation(NS);
  // The availability answer for the name on screen, read when the applicant goes on.
  const latest = useRef<EligibilityState>(undefined);
  const beforeContinue = (form: UseFormReturn<FlowValues<Flow>>) => {
    const eligibility = latest.current?.eligibility;
    if (eligibility && !eligibility.eligible) {
      // Kept coded (the names in the way as its parameter), so that it follows a language switch.
      const reason = eligibility.reasons[0];
      const message = reason
        ? codedMessage(reason.code, { names: reason.conflicts.slice(0, 3).map((c) => c.name) })
        : t('nameNotAvailable');
      form.setError(`${prefix}name` as never, { type: 'availability', message });
      return false;
    }
    return true;
  };
  return (
    <StepForm beforeContinue={beforeContinue}>
      {() => (
        <>
          <NamingFields prefix={prefix} provincePath={provincePath} onEligibility={(state) => (latest.current = state)} />
          {flow === 'trade-name' && <ActivitiesField />}
        </>
      )}
    </StepForm>
  );
}

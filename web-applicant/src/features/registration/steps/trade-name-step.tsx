import { Box } from '@mui/material';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActivityPicker } from '../../../components/form/activity-picker';
import { FieldGroup, RadioInput, TextInput } from '../../../components/form/fields';
import { fieldIdOf } from '../../../components/form/form-kit';
import { PlaceFields } from '../../../components/form/place-fields';
import { TradeNameAvailability, useDebouncedEligibility } from '../../../components/form/trade-name-availability';
import { StepForm } from '../components/step-form';
import { useRegistration } from '../components/registration-context';
import { NS } from '../i18n';
import type { FlowValues } from '../model/draft';
import type { Flow } from '../model/flows';
import { choicesOf } from './options';

/**
 * The trade name: its language and text (with the search page's live availability check), its
 * spellings in the other languages, and its protection (the whole region, or one district). A
 * trade name for a profession also names its activities here; a company names them with the company.
 */
export function TradeNameStep() {
  const { flow } = useRegistration();
  const prefix = flow === 'business' ? 'trade_name.' : '';
  const provincePath = flow === 'business' ? 'ui.trade_name_province_id' : 'ui.province_id';
  const { t } = useTranslation(NS);
  // The availability answer for the name on screen, read when the applicant goes on.
  const latest = useRef<ReturnType<typeof useDebouncedEligibility>>(undefined);
  const beforeContinue = (form: UseFormReturn<FlowValues<Flow>>) => {
    const eligibility = latest.current?.eligibility;
    if (eligibility && !eligibility.eligible) {
      form.setError(`${prefix}name` as never, { type: 'availability', message: eligibility.reasons[0]?.message ?? t('nameNotAvailable') });
      return false;
    }
    return true;
  };
  return (
    <StepForm beforeContinue={beforeContinue}>
      {() => (
        <>
          <NamingFields prefix={prefix} provincePath={provincePath} onEligibility={(state) => (latest.current = state)} />
          {flow === 'trade-name' && <ActivityPicker name="activity_ids" label={t('fields.activity_ids')} hint={t('hints.activities')} />}
        </>
      )}
    </StepForm>
  );
}

function NamingFields({ prefix, provincePath, onEligibility }: { prefix: string; provincePath: string; onEligibility: (state: ReturnType<typeof useDebouncedEligibility>) => void }) {
  const { t } = useTranslation(NS);
  const [locale, name, protectionLevel, districtId, activityIds] = useWatch({ name: [`${prefix}locale`, `${prefix}name`, `${prefix}protection_level`, `${prefix}district_id`, 'activity_ids'] }) as [
    string,
    string,
    string,
    string,
    string[],
  ];
  const eligibility = useDebouncedEligibility(
    name?.trim()
      ? {
          chosenTradeName: name.trim(),
          protectionLevel: protectionLevel === 'district_level' ? 'district_level' : 'kri_level',
          districtId: districtId || undefined,
          activityIds: activityIds ?? [],
        }
      : undefined,
  );
  onEligibility(eligibility);
  const otherLocales = (['ckb', 'en', 'ar'] as const).filter((l) => l !== locale);
  const availabilityId = `${fieldIdOf(`${prefix}name`)}-availability`;
  return (
    <>
      <RadioInput name={`${prefix}locale`} label={t('fields.locale')} hint={t('hints.locale')} options={choicesOf(t, 'locale')} />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput name={`${prefix}name`} label={t('fields.name')} hint={t('hints.name')} required slotProps={{ htmlInput: { 'aria-controls': availabilityId, lang: locale } }} />
        <TradeNameAvailability id={availabilityId} state={eligibility} />
      </Box>
      <FieldGroup legend={t('fields.locales')} hint={t('hints.locales')}>
        {otherLocales.map((other) => (
          <TextInput key={other} name={`${prefix}locales.${other}`} label={t(`options.locale.${other}`)} slotProps={{ htmlInput: { lang: other } }} />
        ))}
      </FieldGroup>
      <RadioInput name={`${prefix}protection_level`} label={t('fields.protection_level')} hint={t('hints.protection_level')} options={choicesOf(t, 'protectionLevel')} />
      {protectionLevel === 'district_level' && <PlaceFields provincePath={provincePath} districtPath={`${prefix}district_id`} required />}
    </>
  );
}

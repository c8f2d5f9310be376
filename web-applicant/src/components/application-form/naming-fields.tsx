import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActivityPicker } from '../form/activity-picker';
import { FieldGroup, RadioInput, TextInput } from '../form/fields';
import { fieldIdOf } from '../form/form-kit';
import { PlaceFields } from '../form/place-fields';
import { isNameLanguage, type NameLanguage } from '../form/api/check-trade-name-eligibility';
import { validateTradeNameText } from '../form/rules';
import { TradeNameAvailability, useDebouncedEligibility } from '../form/trade-name-availability';
import { NS } from './i18n';
import { choicesOf } from './options';

export type EligibilityState = ReturnType<typeof useDebouncedEligibility>;

/**
 * A trade name: its language and text (with the search page's live availability check), its
 * spellings in the other languages, and its protection (the whole region, or one district).
 * `prefix` is `''` for a trade name of its own, `trade_name.` for a company's; `provincePath`
 * holds the province that narrows the districts. `onEligibility` hears the latest availability
 * answer for the name on screen. `ownName` is the name the application holds already (a
 * correction): the register would report it as taken by the application itself, so it is not checked.
 */
export function NamingFields({
  prefix,
  provincePath,
  onEligibility,
  ownName,
}: {
  prefix: string;
  provincePath: string;
  onEligibility?: (state: EligibilityState) => void;
  ownName?: string;
}) {
  const { t } = useTranslation(NS);
  const [locale, name, protectionLevel, districtId, activityIds] = useWatch({
    name: [`${prefix}locale`, `${prefix}name`, `${prefix}protection_level`, `${prefix}district_id`, 'activity_ids'],
  }) as [string, string, string, string, string[]];
  const { setValue, trigger, getFieldState } = useFormContext();
  const language = isNameLanguage(locale) ? locale : undefined;
  // The offered language taken (issue 34 §2): the name is checked in it, and its error, if shown, re-judged.
  const chooseLanguage = (next: NameLanguage) => {
    setValue(`${prefix}locale`, next, { shouldDirty: true, shouldValidate: true });
    if (getFieldState(`${prefix}name`).error) void trigger(`${prefix}name`);
  };
  // The rules of the name's text, the API's own, as the applicant types: a name they refuse is
  // not available, and the register need not be asked.
  const textProblems = name?.trim() ? validateTradeNameText({ name, locale: language ?? 'ckb' }) : [];
  const eligibility = useDebouncedEligibility(
    name?.trim() && name.trim() !== ownName?.trim() && textProblems.length === 0
      ? {
          chosenTradeName: name.trim(),
          language,
          protectionLevel: protectionLevel === 'district_level' ? 'district_level' : 'kri_level',
          districtId: districtId || undefined,
          activityIds: activityIds ?? [],
        }
      : undefined,
  );
  onEligibility?.(eligibility);
  const otherLocales = (['ckb', 'en', 'ar'] as const).filter((l) => l !== locale);
  const availabilityId = `${fieldIdOf(`${prefix}name`)}-availability`;
  return (
    <>
      <RadioInput name={`${prefix}locale`} label={t('fields.locale')} hint={t('hints.locale')} options={choicesOf(t, 'locale')} />
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextInput
          name={`${prefix}name`}
          label={t('fields.name')}
          hint={t('hints.name')}
          required
          slotProps={{ htmlInput: { 'aria-controls': availabilityId, lang: locale } }}
        />
        <TradeNameAvailability
          id={availabilityId}
          state={eligibility}
          name={name?.trim()}
          label={t('fields.name')}
          textProblems={textProblems}
          onChooseLanguage={chooseLanguage}
        />
      </Box>
      <FieldGroup legend={t('fields.locales')} hint={t('hints.locales')}>
        {otherLocales.map((other) => (
          <TextInput
            key={other}
            name={`${prefix}locales.${other}`}
            label={t(`options.locale.${other}`)}
            slotProps={{ htmlInput: { lang: other } }}
          />
        ))}
      </FieldGroup>
      <RadioInput
        name={`${prefix}protection_level`}
        label={t('fields.protection_level')}
        hint={t('hints.protection_level')}
        options={choicesOf(t, 'protectionLevel')}
      />
      {protectionLevel === 'district_level' && <PlaceFields provincePath={provincePath} districtPath={`${prefix}district_id`} required />}
    </>
  );
}

/** The ISIC activities of the application (`activity_ids`), picked from the tree. */
export function ActivitiesField() {
  const { t } = useTranslation(NS);
  return <ActivityPicker name="activity_ids" label={t('fields.activity_ids')} hint={t('hints.activities')} />;
}

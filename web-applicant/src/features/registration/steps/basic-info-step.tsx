import { Alert, Box } from '@mui/material';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioInput, TextInput } from '#src/components/form/fields';
import { useAuth } from '#src/lib/auth/auth';
import { StepForm } from '../components/step-form';
import { useRegistration } from '../components/registration-context';
import { NS } from '#src/components/application-form/i18n';
import { choicesOf } from '#src/components/application-form/options';

/** Basic info: what is registered and the applicant's e-mail address (the owner of the application), which the next step verifies. */
export function BasicInfoStep() {
  const { flow } = useRegistration();
  return flow === 'trade-name' ? <TradeNameBasicInfo /> : <BusinessBasicInfo />;
}

/** Signed in already: the session's address is the natural answer. */
function usePrefillEmail(setEmail: (email: string) => void, current: string) {
  const { user } = useAuth();
  useEffect(() => {
    if (!current && user?.email) setEmail(user.email);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the step opens: later edits are the applicant's
  }, []);
}

function EmailField({ setEmail, current }: { setEmail: (email: string) => void; current: string }) {
  const { t } = useTranslation(NS);
  usePrefillEmail(setEmail, current);
  return (
    <TextInput
      name="email"
      label={t('fields.email')}
      hint={t('hints.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      ltr
      required
    />
  );
}

function TradeNameBasicInfo() {
  const { t } = useTranslation(NS);
  return (
    <StepForm<'trade-name'>>
      {(form) => (
        <>
          <RadioInput
            name="trade_name_type"
            label={t('fields.trade_name_type')}
            hint={t('hints.trade_name_type')}
            options={choicesOf(t, 'tradeNameType')}
          />
          <EmailField setEmail={(email) => form.setValue('email', email)} current={form.getValues('email')} />
          <TextInput
            name="phone_number"
            label={t('fields.phone_number')}
            hint={t('hints.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            ltr
            required
            width="20rem"
          />
        </>
      )}
    </StepForm>
  );
}

function BusinessBasicInfo() {
  const { t } = useTranslation(NS);
  return (
    <StepForm<'business'>>
      {(form) => (
        <>
          <RadioInput name="type" label={t('fields.businessType')} hint={t('hints.businessType')} options={choicesOf(t, 'businessType')} />
          <ReintroduceFields />
          <EmailField setEmail={(email) => form.setValue('email', email)} current={form.getValues('email')} />
        </>
      )}
    </StepForm>
  );
}

function ReintroduceFields() {
  const { t } = useTranslation(NS);
  const type = useWatch({ name: 'type' }) as string;
  if (type === 'foreign_company')
    return (
      <Alert severity="info" sx={{ maxWidth: '48rem' }}>
        {t('hints.foreignBranch')}
      </Alert>
    );
  if (type !== 'company_reintroduce') return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" sx={{ maxWidth: '48rem' }}>
        {t('hints.reintroduce')}
      </Alert>
      <TextInput
        name="attachments.legacyReference"
        label={t('fields.legacyReference')}
        hint={t('hints.legacyReference')}
        ltr
        required
        width="20rem"
      />
    </Box>
  );
}

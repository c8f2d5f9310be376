import { Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeSentLead, EmailCodeForm, minutesLeft, useSendCode, type CodeSent } from '#src/components/email-code-form';
import { FieldGroup, RadioInput, TextInput } from '#src/components/form/fields';
import { FormErrorSummary } from '#src/components/form/form-error-summary';
import { FormKit, problemsResolver, serverErrorsOf } from '#src/components/form/form-kit';
import {
  browserFacts,
  judgeableProblems,
  validateTrademarkDetails,
  type RuleProblem,
  type TrademarkDetails,
} from '#src/components/form/rules';
import { useFormat } from '#src/components/format';
import { Page, PAGE_HEADING_ATTRIBUTE } from '#src/components/page';
import { useToast } from '#src/components/toast';
import { codedProblem, problemOf, userMessageOf } from '#src/lib/api';
import { useAuth } from '#src/lib/auth/auth';
import { LogoUploadError, useSubmitTrademark } from '../api/submit-trademark';
import { isAcceptedLogo, LogoField } from '../components/logo-field';
import { NiceClassField } from '#src/components/form/nice-class-field';
import { NS } from '../i18n';
import { trademarkSummaryRows, type TrademarkSummaryRow } from '../utils/check-answers';
import { visuallyHidden } from '#src/components/visually-hidden';
import {
  clearDraft,
  emptyClass,
  emptyTrademark,
  formPathOf,
  readDraft,
  toPayload,
  writeDraft,
  type TrademarkFormValues,
} from '../utils/form-values';

/** The Nice classification has 45 classes: a mark can name each once. */
const NICE_CLASS_COUNT = 45;

/** Every rule of the API the browser can judge, at the form's fields (a term's problem at its class's box). */
function trademarkProblems(values: TrademarkFormValues): RuleProblem[] {
  const blankClasses: RuleProblem[] = values.classes.flatMap((c, i) =>
    c.classNumber.trim() ? [] : [{ code: 'validation.required', field: `classes[${i}].classNumber` }],
  );
  const rules = judgeableProblems(validateTrademarkDetails(toPayload(values) as TrademarkDetails, browserFacts()));
  return [...blankClasses, ...rules].map((p) => ({ ...p, field: p.field ? formPathOf(p.field) : p.field }));
}

/** The API's refusal at the form's fields, coded (worded when shown); a logo upload's refusal at the logo. */
function serverErrorsAtFields(error: unknown): Record<string, string> {
  if (error instanceof LogoUploadError) return { logo: codedProblem(problemOf(error.reason)) };
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverErrorsOf(error))) {
    const field = formPathOf(path);
    if (!(field in found)) found[field] = message;
  }
  // A refusal without a field (a conflict, the network) still needs a place in the summary.
  if (!Object.keys(found).length) found.email = codedProblem(problemOf(error));
  return found;
}

function ClassFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <FieldGroup legend={t('form.classes.item', { number: format.number(index + 1) })}>
        <NiceClassField name={`classes.${index}.classNumber`} label={t('form.classes.number')} required />
        <TextInput name={`classes.${index}.terms`} label={t('form.classes.terms')} hint={t('form.classes.termsHint')} multiline required />
        {onRemove && (
          <Box>
            <Button variant="text" color="error" onClick={onRemove}>
              {t('form.classes.remove', { number: format.number(index + 1) })}
            </Button>
          </Box>
        )}
      </FieldGroup>
    </Box>
  );
}

function ReservationForm({
  defaults,
  focus,
  logo,
  onLogo,
  serverErrors,
  onValid,
  sending,
}: {
  defaults: TrademarkFormValues;
  /** The field a "Change" of check your answers opened the form at. */
  focus?: string;
  logo: File | undefined;
  onLogo: (file: File | undefined) => void;
  serverErrors: Record<string, string>;
  onValid: (values: TrademarkFormValues) => void;
  sending: boolean;
}) {
  const { t } = useTranslation(NS);
  const methods = useForm<TrademarkFormValues>({
    defaultValues: defaults,
    resolver: problemsResolver(trademarkProblems),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const classes = useFieldArray({ control: methods.control, name: 'classes' });
  const ownerType = useWatch({ control: methods.control, name: 'owner.type' });
  // A translation key, worded at each render so that it follows a language switch.
  const [logoError, setLogoError] = useState<string>();

  // The draft follows every change, so that a closed tab or a detour to the code loses nothing.
  useEffect(() => {
    const subscription = methods.watch((values) => writeDraft(values as TrademarkFormValues));
    return () => subscription.unsubscribe();
  }, [methods]);

  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => {
      const field = document.getElementById(focus);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    }, 150);
    return () => clearTimeout(timer);
  }, [focus]);

  const errors = { ...serverErrors, ...(logoError ? { logo: t(logoError) } : {}) };
  return (
    <FormProvider {...methods}>
      <FormKit serverErrors={errors}>
        <FormErrorSummary title={t('form.errorSummary')} />
        <Box
          component="form"
          noValidate
          onSubmit={methods.handleSubmit((values) => {
            if (logo && !isAcceptedLogo(logo)) return setLogoError('form.logo.wrongType');
            onValid(values);
          })}
          sx={{ display: 'grid', gap: 5 }}
        >
          <FieldGroup legend={t('form.wordMark.legend')} name="wordMark" hint={t('form.wordMark.hint')}>
            <TextInput name="wordMark.ckb" label={t('form.wordMark.ckb')} slotProps={{ htmlInput: { lang: 'ckb', dir: 'rtl' } }} />
            <TextInput name="wordMark.en" label={t('form.wordMark.en')} slotProps={{ htmlInput: { lang: 'en', dir: 'ltr' } }} />
            <TextInput name="wordMark.ar" label={t('form.wordMark.ar')} slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl' } }} />
          </FieldGroup>

          <LogoField
            file={logo}
            message={errors.logo}
            onChange={(file) => {
              setLogoError(file && !isAcceptedLogo(file) ? 'form.logo.wrongType' : undefined);
              onLogo(file);
            }}
          />

          <FieldGroup legend={t('form.classes.legend')} name="classes" hint={t('form.classes.hint')}>
            {classes.fields.map((field, index) => (
              <ClassFields key={field.id} index={index} onRemove={classes.fields.length > 1 ? () => classes.remove(index) : undefined} />
            ))}
            <Box>
              <Button
                variant="outlined"
                onClick={() => classes.append(emptyClass(), { shouldFocus: false })}
                disabled={classes.fields.length >= NICE_CLASS_COUNT}
              >
                {t('form.classes.add')}
              </Button>
            </Box>
          </FieldGroup>

          <FieldGroup legend={t('form.owner.legend')}>
            <RadioInput
              name="owner.type"
              label={t('form.owner.type')}
              options={[
                { value: 'natural', label: t('form.owner.natural') },
                { value: 'company', label: t('form.owner.company') },
              ]}
            />
            {ownerType === 'company' ? (
              <>
                <TextInput name="owner.company_name" label={t('form.owner.companyName')} required />
                <TextInput
                  name="owner.uen"
                  label={t('form.owner.uen')}
                  hint={t('form.owner.uenHint')}
                  inputMode="numeric"
                  ltr
                  width="20rem"
                />
              </>
            ) : (
              <TextInput
                name="owner.upn"
                label={t('form.owner.upn')}
                hint={t('form.owner.upnHint')}
                inputMode="numeric"
                ltr
                width="20rem"
                required
              />
            )}
          </FieldGroup>

          <FieldGroup legend={t('form.contact.legend')}>
            <TextInput
              name="email"
              type="email"
              label={t('form.contact.email')}
              hint={t('form.contact.emailHint')}
              autoComplete="email"
              inputMode="email"
              ltr
              required
            />
            <TextInput
              name="phone_number"
              type="tel"
              label={t('form.contact.phone')}
              hint={t('form.contact.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
              ltr
              width="20rem"
              required
            />
          </FieldGroup>

          <Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('form.draftNote')}
            </Typography>
            <Button type="submit" variant="contained" size="large" loading={sending} loadingPosition="end">
              {t('form.continue')}
            </Button>
          </Box>
        </Box>
      </FormKit>
    </FormProvider>
  );
}

type Step = { name: 'form'; focus?: string } | { name: 'check' } | { name: 'code'; sent: CodeSent } | { name: 'sending' };

function SummaryValue({ row }: { row: TrademarkSummaryRow }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { value } = row;
  switch (value.kind) {
    case 'text':
      return <bdi>{value.text}</bdi>;
    case 'label':
      return t(value.key);
    case 'class':
      return t('form.classes.item', { number: format.number(value.number) });
    case 'file':
      return (
        <>
          <bdi>{value.name}</bdi> ({t('check.size', { size: format.number(Math.max(1, Math.round(value.size / 1024))) })})
        </>
      );
    case 'lines':
      return (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {value.lines.map((line, index) => (
            <li key={index}>
              <bdi>{line}</bdi>
            </li>
          ))}
        </Box>
      );
  }
}

/**
 * Check your answers before sending (GOV.UK, issue 23 §3): each answer with its label and a
 * "Change" that opens the form at that field; "Continue" there comes back here.
 */
function TrademarkCheckAnswers({
  values,
  logo,
  onChange,
  onSend,
  sending,
}: {
  values: TrademarkFormValues;
  logo: File | undefined;
  onChange: (fieldId: string) => void;
  onSend: () => void;
  sending: boolean;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const rows = trademarkSummaryRows(values, logo);
  const labelOf = (row: TrademarkSummaryRow) =>
    t(row.label, row.labelParams ? { number: format.number(row.labelParams.number ?? 0) } : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="dl" aria-label={t('check.title')} sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box
            key={row.fieldId}
            data-row={row.fieldId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr auto' },
              gap: { xs: 0.5, sm: 2 },
              py: 1.5,
              borderBottom: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {labelOf(row)}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <SummaryValue row={row} />
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Link component="button" type="button" onClick={() => onChange(row.fieldId)} sx={{ fontSize: '1rem' }}>
                {t('check.change')}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {labelOf(row)}
                </Box>
              </Link>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ maxWidth: '48rem' }}>
        <Typography component="h2" variant="h5" gutterBottom>
          {t('check.sendHeading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('check.declaration')}</Typography>
        <Button variant="contained" size="large" onClick={onSend} loading={sending} loadingPosition="end">
          {t('check.send')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * `/trademarks/register`: the reservation form (word mark in ckb, en or ar, an optional logo, the
 * Nice classes with their goods and services, the owner, contact), checked with the API's own
 * rules as the applicant goes; then check your answers; then the e-mail is verified with a code
 * (the applicant is signed in as that address) and the reservation is sent. The draft stays in the browser until then.
 */
export function ReserveTrademarkPage() {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const navigate = useNavigate();
  const { isInitialized, isAuthenticated, user } = useAuth();
  const submit = useSubmitTrademark();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [values, setValues] = useState<TrademarkFormValues>();
  const [logo, setLogo] = useState<File>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const defaults = useRef<TrademarkFormValues>(undefined);
  const { send, mutation: sendCode } = useSendCode((sent) => setStep({ name: 'code', sent }));

  // Each step reads as a page of its own: its heading takes the focus.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    document.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`)?.focus();
  }, [step.name]);

  if (!isInitialized) {
    return (
      <Page title={t('form.title')}>
        <CircularProgress aria-label={t('form.loading')} />
      </Page>
    );
  }
  defaults.current ??= values ?? readDraft() ?? emptyTrademark(user?.email ?? '');

  const sendReservation = (formValues: TrademarkFormValues) => {
    setStep({ name: 'sending' });
    submit.mutate(
      { payload: toPayload(formValues), logo },
      {
        onSuccess: ({ id, message }) => {
          clearDraft();
          toast.show(message ?? t('form.submitted'), 'success');
          void navigate(`/my-applications/trademarks/${encodeURIComponent(id)}`, { replace: true });
        },
        onError: (error) => {
          defaults.current = formValues;
          setServerErrors(serverErrorsAtFields(error));
          setStep({ name: 'form' });
        },
      },
    );
  };

  // The form's "Continue" leads to check your answers; sending starts there.
  const onValid = (formValues: TrademarkFormValues) => {
    setValues(formValues);
    defaults.current = formValues;
    setServerErrors({});
    setStep({ name: 'check' });
  };

  const onSend = (formValues: TrademarkFormValues) => {
    const email = toPayload(formValues).email;
    // Signed in as this address already (verified moments ago, or retrieving): nothing to verify again.
    if (isAuthenticated && user?.email && user.email.toLowerCase() === email.toLowerCase()) sendReservation(formValues);
    else send(email);
  };

  if (step.name === 'code') {
    return (
      <Page
        title={common('emailCode.title')}
        lead={
          <CodeSentLead sent={step.sent}>
            <Trans
              t={common}
              i18nKey="emailCode.lead"
              values={{ email: step.sent.email, minutes: format.number(minutesLeft(step.sent)) }}
              components={{ bdi: <bdi /> }}
            />
          </CodeSentLead>
        }
        maxWidth="md"
      >
        <EmailCodeForm
          fieldId="trademark-code"
          sent={step.sent}
          onResent={(sent) => setStep({ name: 'code', sent })}
          onChangeEmail={() => setStep({ name: 'form' })}
          onVerified={() => values && sendReservation(values)}
        />
      </Page>
    );
  }

  if (step.name === 'check' && values) {
    return (
      <Page title={t('check.title')} lead={t('check.lead')} maxWidth="md">
        <TrademarkCheckAnswers
          values={values}
          logo={logo}
          onChange={(fieldId) => setStep({ name: 'form', focus: fieldId })}
          onSend={() => onSend(values)}
          sending={sendCode.isPending}
        />
        {sendCode.isError && (
          <Typography role="alert" color="error" sx={{ mt: 2, fontWeight: 700 }}>
            {userMessageOf(sendCode.error)}
          </Typography>
        )}
      </Page>
    );
  }

  if (step.name === 'sending') {
    return (
      <Page title={t('form.sendingTitle')}>
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 4 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('form.sending')}</Typography>
        </Box>
      </Page>
    );
  }

  const codeError: Record<string, string> = sendCode.isError ? { email: codedProblem(problemOf(sendCode.error)) } : {};
  return (
    <Page title={t('form.title')} lead={t('form.lead')}>
      <ReservationForm
        defaults={defaults.current}
        focus={step.name === 'form' ? step.focus : undefined}
        logo={logo}
        onLogo={setLogo}
        serverErrors={{ ...serverErrors, ...codeError }}
        onValid={onValid}
        sending={sendCode.isPending}
      />
    </Page>
  );
}

export default ReserveTrademarkPage;

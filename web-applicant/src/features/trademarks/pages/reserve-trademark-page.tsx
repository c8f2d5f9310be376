import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodeSentLead, EmailCodeForm, minutesLeft, useSendCode, type CodeSent } from '#src/components/email-code-form';
import { serverErrorsOf } from '#src/components/form/form-kit';
import { useFormat } from '#src/components/format';
import { Page, PAGE_HEADING_ATTRIBUTE } from '#src/components/page';
import { useToast } from '#src/components/toast';
import { codedProblem, problemOf, userMessageOf } from '#src/lib/api';
import { useAuth } from '#src/lib/auth/auth';
import { LogoUploadError, useSubmitTrademark } from '#src/features/trademarks/api/submit-trademark';
import { ReservationForm } from '../components/reservation-form';
import { TrademarkCheckAnswers } from '../components/trademark-check-answers';
import { NS } from '../i18n';
import { clearDraft, emptyTrademark, formPathOf, readDraft, toPayload, type TrademarkFormValues } from '../utils/form-values';

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

type Step = { name: 'form'; focus?: string } | { name: 'check' } | { name: 'code'; sent: CodeSent } | { name: 'sending' };

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

import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CodeSentLead, EmailCodeForm, minutesLeft, useSendCode, type CodeSent } from '#src/components/email-code-form';
import { useFormat } from '#src/components/format';
import { ErrorSummary } from '#src/components/error-summary';
import { useAuth } from '#src/lib/auth/auth';
import { ApiError, userMessageOf } from '#src/lib/api';
import { useRegistration } from '../components/registration-context';
import { CancelRegistration } from '../components/cancel-registration';
import { NS } from '../i18n';
import { stepPath, stepsOf, VERIFY_STEP } from '../model/flows';

/**
 * Verify e-mail (spec §2, §4 "fill in the forms, verify the e-mail by code, submit"): a code goes
 * to the draft's address and signs the applicant in as that address. It comes right after the
 * basic info because documents are uploaded by a signed-in applicant (`POST /v1/files`) and the
 * submission is theirs; signed in as that address already, the step is done.
 */
export function VerifyEmailStep() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { flow, draft } = useRegistration();
  const auth = useAuth();
  const navigate = useNavigate();
  const email = String((draft.values as { email: string }).email).trim();
  const steps = stepsOf(flow);
  const next = stepPath(flow, steps[steps.findIndex((s) => s.id === VERIFY_STEP) + 1]!.id);
  const basicInfo = stepPath(flow, steps[0]!.id);
  const [sent, setSent] = useState<CodeSent>();
  const { send, mutation } = useSendCode(setSent);
  const verified = auth.isAuthenticated && auth.user?.email?.toLowerCase() === email.toLowerCase();

  if (verified)
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Alert severity="success" sx={{ maxWidth: '40rem' }}>
          <Trans t={t} i18nKey="verify.verified" values={{ email }} components={{ bdi: <bdi /> }} />
        </Alert>
        <Box>
          <Button variant="contained" size="large" onClick={() => void navigate(next)}>
            {t('actions.continue')}
          </Button>
        </Box>
        <CancelRegistration />
      </Box>
    );

  if (sent)
    return (
      <>
        <Typography sx={{ mb: 3, maxWidth: '40rem' }}>
          <CodeSentLead sent={sent}>
            <Trans
              t={t}
              i18nKey="verify.codeSent"
              values={{ email: sent.email, minutes: format.number(minutesLeft(sent)) }}
              components={{ bdi: <bdi /> }}
            />
          </CodeSentLead>
        </Typography>
        <EmailCodeForm
          fieldId="registration-code"
          sent={sent}
          onResent={setSent}
          onChangeEmail={() => void navigate(basicInfo)}
          onVerified={() => void navigate(next)}
        />
        <CancelRegistration />
      </>
    );

  const refusal =
    mutation.isError && !(mutation.error instanceof ApiError && mutation.error.hasCode('otp.resend-too-soon'))
      ? userMessageOf(mutation.error)
      : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: '40rem' }}>
      <ErrorSummary
        title={t('errorSummaryTitle')}
        errors={refusal ? [{ fieldId: 'registration-send-code', message: refusal }] : []}
        attempt={mutation.submittedAt}
      />
      {auth.isAuthenticated && auth.user?.email && (
        <Alert severity="info">
          <Trans t={t} i18nKey="verify.otherAddress" values={{ current: auth.user.email, email }} components={{ bdi: <bdi /> }} />
        </Alert>
      )}
      <Typography>
        <Trans t={t} i18nKey="verify.intro" values={{ email }} components={{ bdi: <bdi /> }} />
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          id="registration-send-code"
          variant="contained"
          size="large"
          onClick={() => send(email)}
          loading={mutation.isPending}
          loadingPosition="end"
        >
          {t('verify.send')}
        </Button>
        <Link component={RouterLink} to={basicInfo}>
          {t('verify.changeEmail')}
        </Link>
      </Box>
      <CancelRegistration />
    </Box>
  );
}

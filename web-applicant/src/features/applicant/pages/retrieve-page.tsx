import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useFormat } from '../../../components/format';
import { Page, PAGE_HEADING_ATTRIBUTE } from '../../../components/page';
import { useToast } from '../../../components/toast';
import { ApiError, userMessageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth';
import { useGenerateOtp, type OtpRequest } from '../api/generate-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { ErrorSummary } from '../../../components/error-summary';
import { safeNextPath } from '../components/require-sign-in';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { NS } from '../i18n';
import { normaliseOtpCode, OTP_CODE } from '../utils/otp-code';

export const MY_APPLICATIONS_PATH = '/my-applications';
const EMAIL_FIELD_ID = 'retrieve-email';
const CODE_FIELD_ID = 'retrieve-code';
/** Asked again within the minute: a code was sent moments ago and still works, so the code step follows. */
const RESEND_TOO_SOON = 'otp.resend-too-soon';

/** Messages are translation keys, so that they follow a language change. */
const emailSchema = z.string().trim().min(1, 'retrieve.email.required').max(254, 'retrieve.email.invalid').pipe(z.email('retrieve.email.invalid'));

interface CodeSent {
  email: string;
  /** When the code stops working. */
  expiresAt: string;
  /** When another code may be asked for (ms since epoch). */
  resendAt: number;
}

const codeSentFrom = (request: OtpRequest): CodeSent => ({
  email: request.email,
  expiresAt: request.expiresAt,
  resendAt: Date.now() + request.resendAfterSeconds * 1000,
});

/** The message for a field: the client's check (a translation key) first, then the API's refusal. */
function useFieldMessage() {
  const { t } = useTranslation(NS);
  return (clientKey: string | undefined, apiError: unknown, field: string): string | undefined => {
    if (clientKey) return t(clientKey);
    if (!apiError) return undefined;
    // A refusal without a field (too many tries, the network) still belongs to the one question on the page.
    return apiError instanceof ApiError ? (apiError.fieldErrors[field] ?? userMessageOf(apiError)) : userMessageOf(apiError);
  };
}

function focusHeading() {
  document.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`)?.focus();
}

/** Step 1: one question, the e-mail address. */
function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (sent: CodeSent) => void }) {
  const { t } = useTranslation(NS);
  const fieldMessage = useFieldMessage();
  const generate = useGenerateOtp();
  const [email, setEmail] = useState(initialEmail);
  const [clientError, setClientError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setClientError(parsed.error.issues[0]?.message);
      generate.reset();
      return;
    }
    setClientError(undefined);
    generate.mutate(parsed.data, {
      onSuccess: (request) => onSent(codeSentFrom(request)),
      onError: (error) => {
        if (error instanceof ApiError && error.hasCode(RESEND_TOO_SOON)) {
          onSent({ email: parsed.data, expiresAt: '', resendAt: Date.now() + (error.retryAfterSeconds ?? 60) * 1000 });
        }
      },
    });
  };

  const message = fieldMessage(clientError, generate.isError ? generate.error : undefined, 'email');
  return (
    <>
      <ErrorSummary title={t('errorSummary.title')} errors={message ? [{ fieldId: EMAIL_FIELD_ID, message }] : []} attempt={attempt} />
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: '30rem' }}>
        <TextField
          id={EMAIL_FIELD_ID}
          name="email"
          type="email"
          label={t('retrieve.email.label')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!message}
          helperText={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('retrieve.email.hint')}
              </Box>
              {message}
            </>
          }
          autoComplete="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', inputMode: 'email' } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={generate.isPending} loadingPosition="end">
            {t('retrieve.send')}
          </Button>
        </Box>
      </Box>
    </>
  );
}

/** "m:ss" in the language's digits. */
function useClock() {
  const format = useFormat();
  return (seconds: number) => `${format.number(Math.floor(seconds / 60))}:${format.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
}

/** Step 2: one question, the code; a new code once the minute has passed. */
function CodeStep({ sent, onResent, onChangeEmail, next }: { sent: CodeSent; onResent: (sent: CodeSent) => void; onChangeEmail: () => void; next: string }) {
  const { t } = useTranslation(NS);
  const fieldMessage = useFieldMessage();
  const clock = useClock();
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useGenerateOtp();
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [signInError, setSignInError] = useState<unknown>();
  const [resentTo, setResentTo] = useState<string>();
  const waitSeconds = useSecondsUntil(sent.resendAt);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const digits = normaliseOtpCode(code);
    const problem = !digits ? 'code.required' : !OTP_CODE.test(digits) ? 'code.format' : undefined;
    setClientError(problem);
    setSignInError(undefined);
    if (problem) {
      verify.reset();
      return;
    }
    verify.mutate(
      { email: sent.email, code: digits },
      {
        onSuccess: async ({ session, message }) => {
          try {
            await signIn(session.accessToken);
          } catch (error) {
            setSignInError(error);
            return;
          }
          toast.show(message ?? t('signIn.done'), 'success');
          void navigate(next, { replace: true });
        },
      },
    );
  };

  const onResend = () => {
    setResentTo(undefined);
    resend.mutate(sent.email, {
      onSuccess: (request) => {
        onResent(codeSentFrom(request));
        setResentTo(request.email);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.retryAfterSeconds) onResent({ ...sent, resendAt: Date.now() + error.retryAfterSeconds * 1000 });
      },
    });
  };

  const message = fieldMessage(clientError, verify.isError ? verify.error : signInError, 'code');
  return (
    <>
      <ErrorSummary title={t('errorSummary.title')} errors={message ? [{ fieldId: CODE_FIELD_ID, message }] : []} attempt={attempt} />
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: '30rem', mb: 5 }}>
        <TextField
          id={CODE_FIELD_ID}
          name="code"
          label={t('code.label')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={!!message}
          helperText={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('code.hint')}
              </Box>
              {message}
            </>
          }
          autoComplete="one-time-code"
          required
          // No maxLength: a pasted "123 456" must arrive whole to be cleaned.
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', spellCheck: false, style: { letterSpacing: '0.3em', fontSize: '1.25rem' } } }}
          sx={{ '& .MuiInputBase-root': { maxWidth: '14rem' } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={verify.isPending} loadingPosition="end">
            {t('code.submit')}
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="not-received-heading" sx={{ maxWidth: '36rem' }}>
        <Typography id="not-received-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('code.notReceivedHeading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('code.notReceivedHint')}</Typography>
        <Box role="status" sx={{ mb: 1 }}>
          {resentTo && (
            <Alert severity="success">
              <Trans t={t} i18nKey="code.resent" values={{ email: resentTo }} components={{ bdi: <bdi /> }} />
            </Alert>
          )}
        </Box>
        {resend.isError && !(resend.error instanceof ApiError && resend.error.retryAfterSeconds && waitSeconds > 0) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {userMessageOf(resend.error)}
          </Alert>
        )}
        {waitSeconds > 0 && (
          <Typography id="resend-wait" color="text.secondary" sx={{ mb: 1 }}>
            {t('code.resendIn', { time: clock(waitSeconds) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button variant="outlined" onClick={onResend} disabled={waitSeconds > 0} loading={resend.isPending} aria-describedby={waitSeconds > 0 ? 'resend-wait' : undefined}>
            {t('code.resend')}
          </Button>
          <Link component="button" type="button" onClick={onChangeEmail} sx={{ fontSize: '1rem' }}>
            {t('code.changeEmail')}
          </Link>
        </Box>
      </Box>
    </>
  );
}

/**
 * `/retrieve` (spec §1 "retrieve their applications by e-mail"): the e-mail address, then the
 * six-digit code sent to it; a right code signs the applicant in and opens their applications.
 */
export function RetrievePage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { isAuthenticated, user } = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'), MY_APPLICATIONS_PATH);
  const [sent, setSent] = useState<CodeSent>();
  const [email, setEmail] = useState('');

  // Each step is a page of its own for a screen reader: its heading takes the focus.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusHeading();
  }, [sent?.email]);

  if (sent) {
    const minutes = sent.expiresAt ? Math.max(1, Math.round((Date.parse(sent.expiresAt) - Date.now()) / 60_000)) : 10;
    return (
      <Page
        title={t('code.title')}
        lead={<Trans t={t} i18nKey="code.lead" values={{ email: sent.email, minutes: format.number(minutes) }} components={{ bdi: <bdi /> }} />}
        maxWidth="md"
      >
        <CodeStep
          sent={sent}
          next={next}
          onResent={setSent}
          onChangeEmail={() => {
            setEmail(sent.email);
            setSent(undefined);
          }}
        />
      </Page>
    );
  }

  return (
    <Page title={t('retrieve.title')} lead={t('retrieve.lead')} maxWidth="md">
      {isAuthenticated && user?.email && (
        <Alert severity="info" sx={{ mb: 3, maxWidth: '36rem' }}>
          <Trans t={t} i18nKey="retrieve.alreadySignedIn" values={{ email: user.email }} components={{ bdi: <bdi /> }} />{' '}
          <Link href={MY_APPLICATIONS_PATH}>{t('retrieve.openApplications')}</Link>
        </Alert>
      )}
      <EmailStep initialEmail={email} onSent={setSent} />
    </Page>
  );
}

export default RetrievePage;

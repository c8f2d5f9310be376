import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, refusalAt, userMessageOf } from '../lib/api';
import { useAuth } from '../lib/auth/auth';
import { useGenerateOtp, type OtpRequest } from '../lib/auth/api/generate-otp';
import { useVerifyOtp } from '../lib/auth/api/verify-otp';
import { normaliseOtpCode, OTP_CODE } from '../lib/auth/otp-code';
import { ErrorSummary } from './error-summary';
import { useFormat } from './format';
import { useToast } from './toast';
import { useSecondsUntil } from './use-seconds-until';

/** A code on its way to an address. */
export interface CodeSent {
  email: string;
  /** When the code stops working ('' when unknown: asked again too soon, the earlier code still works). */
  expiresAt: string;
  /** When another code may be asked for (ms since epoch). */
  resendAt: number;
  /** Asked again too soon (429): no new code was sent; the one sent a moment ago still works. */
  throttled?: boolean;
}

export const codeSentFrom = (request: OtpRequest): CodeSent => ({
  email: request.email,
  expiresAt: request.expiresAt,
  resendAt: Date.now() + request.resendAfterSeconds * 1000,
});

/** Asked again within the minute: a code was sent moments ago and still works, so the code step follows. */
const RESEND_TOO_SOON = 'otp.resend-too-soon';

/**
 * `POST /v1/generate-otp` for an address; a "too soon" refusal still leads to the code step, since
 * the code sent a moment ago works. Other refusals stay on the mutation for the caller to show.
 */
export function useSendCode(onSent: (sent: CodeSent) => void) {
  const generate = useGenerateOtp();
  const send = (email: string) =>
    generate.mutate(email, {
      onSuccess: (request) => onSent(codeSentFrom(request)),
      onError: (error) => {
        if (error instanceof ApiError && error.hasCode(RESEND_TOO_SOON)) {
          onSent({ email, expiresAt: '', resendAt: Date.now() + (error.retryAfterSeconds ?? 60) * 1000, throttled: true });
        }
      },
    });
  return { send, mutation: generate };
}

/** Minutes the code still works, for the lead of the code step (10 when unknown). */
export const minutesLeft = (sent: CodeSent): number =>
  sent.expiresAt ? Math.max(1, Math.round((Date.parse(sent.expiresAt) - Date.now()) / 60_000)) : 10;

/** "m:ss" in the language's digits. */
function useClock() {
  const format = useFormat();
  return (seconds: number) => `${format.number(Math.floor(seconds / 60))}:${format.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
}

/**
 * The lead of the code step: the caller's "we sent a code" (`children`), or, when the request
 * was throttled (429 with Retry-After), that no new code was sent, that the one sent a moment
 * ago still works, and when a new one may be asked for (counting down).
 */
export function CodeSentLead({ sent, children }: { sent: CodeSent; children: ReactNode }) {
  const { t } = useTranslation();
  const clock = useClock();
  const waitSeconds = useSecondsUntil(sent.resendAt);
  if (!sent.throttled) return <>{children}</>;
  return (
    <Trans
      t={t}
      i18nKey={waitSeconds > 0 ? 'emailCode.throttledLead' : 'emailCode.throttledLeadNow'}
      values={{ email: sent.email, time: clock(waitSeconds) }}
      components={{ bdi: <bdi /> }}
    />
  );
}

/**
 * The six-digit code field: `autocomplete="one-time-code"` so phones offer the code from the
 * message, digits keyboard, left to right in every language, and no maxLength (a pasted
 * "123 456" must arrive whole to be cleaned).
 */
export function OtpCodeField({
  id,
  label,
  hint,
  message,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  message?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      name="code"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!message}
      helperText={
        <>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {hint}
          </Box>
          {message}
        </>
      }
      autoComplete="one-time-code"
      required
      slotProps={{
        htmlInput: { inputMode: 'numeric', dir: 'ltr', spellCheck: false, style: { letterSpacing: '0.3em', fontSize: '1.25rem' } },
      }}
      sx={{ '& .MuiInputBase-root': { maxWidth: '14rem' } }}
    />
  );
}

export interface EmailCodeFormProps {
  sent: CodeSent;
  /** A new code was sent (or the wait before one was learnt). */
  onResent: (sent: CodeSent) => void;
  /** Offered as a link when given: back to the question that named the address. */
  onChangeEmail?: () => void;
  /** The code was right and the applicant is signed in as `sent.email` (the toast is already shown). */
  onVerified: () => void;
  /** The id of the code field, unique on the page. */
  fieldId?: string;
}

/**
 * One question, the six-digit code sent to an address (`autocomplete="one-time-code"`, paste
 * allowed, any digits cleaned), and a new code once the minute has passed. A right code signs the
 * applicant in (`POST /v1/verify-otp`). Retrieving applications, the registration's "verify
 * e-mail" step and a trademark reservation all ask this way.
 */
export function EmailCodeForm({ sent, onResent, onChangeEmail, onVerified, fieldId = 'email-code' }: EmailCodeFormProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const { signIn } = useAuth();
  const toast = useToast();
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
    const problem = !digits ? 'emailCode.required' : !OTP_CODE.test(digits) ? 'emailCode.format' : undefined;
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
          toast.show(message ?? t('emailCode.verified'), 'success');
          onVerified();
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
        if (error instanceof ApiError && error.retryAfterSeconds)
          onResent({ ...sent, resendAt: Date.now() + error.retryAfterSeconds * 1000, throttled: true });
      },
    });
  };

  const apiError = verify.isError ? verify.error : signInError;
  const message = clientError ? t(clientError) : apiError ? refusalAt(apiError, 'code') : undefined;
  const waitId = `${fieldId}-resend-wait`;
  const notReceivedId = `${fieldId}-not-received`;
  return (
    <>
      <ErrorSummary title={t('emailCode.errorSummaryTitle')} errors={message ? [{ fieldId, message }] : []} attempt={attempt} />
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: '30rem', mb: 5 }}>
        <OtpCodeField
          id={fieldId}
          label={t('emailCode.label')}
          hint={t('emailCode.hint')}
          message={message}
          value={code}
          onChange={setCode}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={verify.isPending} loadingPosition="end">
            {t('emailCode.submit')}
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby={notReceivedId} sx={{ maxWidth: '36rem' }}>
        <Typography id={notReceivedId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('emailCode.notReceivedHeading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('emailCode.notReceivedHint')}</Typography>
        <Box role="status" sx={{ mb: 1 }}>
          {resentTo && (
            <Alert severity="success">
              <Trans t={t} i18nKey="emailCode.resent" values={{ email: resentTo }} components={{ bdi: <bdi /> }} />
            </Alert>
          )}
        </Box>
        {resend.isError && !(resend.error instanceof ApiError && resend.error.retryAfterSeconds && waitSeconds > 0) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {userMessageOf(resend.error)}
          </Alert>
        )}
        {waitSeconds > 0 && (
          <Typography id={waitId} color="text.secondary" sx={{ mb: 1 }}>
            {t('emailCode.resendIn', { time: clock(waitSeconds) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button
            variant="outlined"
            onClick={onResend}
            disabled={waitSeconds > 0}
            loading={resend.isPending}
            aria-describedby={waitSeconds > 0 ? waitId : undefined}
          >
            {t('emailCode.resend')}
          </Button>
          {onChangeEmail && (
            <Link component="button" type="button" onClick={onChangeEmail} sx={{ fontSize: '1rem' }}>
              {t('emailCode.changeEmail')}
            </Link>
          )}
        </Box>
      </Box>
    </>
  );
}

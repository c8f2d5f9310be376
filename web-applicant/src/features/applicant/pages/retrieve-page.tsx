import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { CodeSentLead, EmailCodeForm, minutesLeft, useSendCode, type CodeSent } from '#src/components/email-code-form';
import { ErrorSummary } from '#src/components/error-summary';
import { useFormat } from '#src/components/format';
import { Page, PAGE_HEADING_ATTRIBUTE } from '#src/components/page';
import { refusalAt } from '#src/lib/api';
import { useAuth } from '#src/lib/auth/auth';
import { safeNextPath } from '#src/components/require-sign-in';
import { NS } from '../i18n';

export const MY_APPLICATIONS_PATH = '/my-applications';
const EMAIL_FIELD_ID = 'retrieve-email';

/** Messages are translation keys, so that they follow a language change. */
const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'retrieve.email.required'), z.maxLength(254, 'retrieve.email.invalid')),
  z.email('retrieve.email.invalid'),
);

/** The message for a field: the client's check (a translation key) first, then the API's refusal. */
function useFieldMessage() {
  const { t } = useTranslation(NS);
  return (clientKey: string | undefined, apiError: unknown, field: string): string | undefined => {
    if (clientKey) return t(clientKey);
    if (!apiError) return undefined;
    return refusalAt(apiError, field);
  };
}

function focusHeading() {
  document.querySelector<HTMLElement>(`[${PAGE_HEADING_ATTRIBUTE}]`)?.focus();
}

/** Step 1: one question, the e-mail address. */
function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (sent: CodeSent) => void }) {
  const { t } = useTranslation(NS);
  const fieldMessage = useFieldMessage();
  const { send, mutation: generate } = useSendCode(onSent);
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
    send(parsed.data);
  };

  const message = fieldMessage(clientError, generate.isError ? generate.error : undefined, 'email');
  return (
    <>
      <ErrorSummary title={t('errorSummary.title')} errors={message ? [{ fieldId: EMAIL_FIELD_ID, message }] : []} attempt={attempt} />
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: '30rem' }}>
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

/**
 * `/retrieve` (spec §1 "retrieve their applications by e-mail"): the e-mail address, then the
 * six-digit code sent to it; a right code signs the applicant in and opens their applications.
 */
export function RetrievePage() {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation();
  const format = useFormat();
  const { isAuthenticated, user } = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'), MY_APPLICATIONS_PATH);
  const navigate = useNavigate();
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
    return (
      <Page
        title={common('emailCode.title')}
        lead={
          <CodeSentLead sent={sent}>
            <Trans
              t={common}
              i18nKey="emailCode.lead"
              values={{ email: sent.email, minutes: format.number(minutesLeft(sent)) }}
              components={{ bdi: <bdi /> }}
            />
          </CodeSentLead>
        }
        maxWidth="md"
      >
        <EmailCodeForm
          fieldId="retrieve-code"
          sent={sent}
          onVerified={() => void navigate(next, { replace: true })}
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

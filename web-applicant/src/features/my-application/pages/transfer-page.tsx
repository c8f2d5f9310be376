import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { ErrorSummary } from '#src/components/error-summary';
import { OtpCodeField } from '#src/components/email-code-form';
import { fieldIdOf, FormKit, serverErrorsOf, UploadField } from '#src/components/form';
import { Page } from '#src/components/page';
import { useToast } from '#src/components/toast';
import { ApiError, messageText, refusalAt, userMessageOf } from '#src/lib/api';
import { normaliseOtpCode, OTP_CODE } from '#src/lib/auth/otp-code';
import type { Application } from '#src/features/my-application/api/get-application';
import { useConfirmTransfer, useRequestTransfer } from '#src/features/my-application/api/transfer-ownership';
import { ApplicationLoader } from '../components/application-loader';
import { NS } from '../i18n';
import { nameOf } from '../utils/details';
import { pagePathOf, type ApplicationKind } from '../utils/kinds';

const EMAIL_FIELD = 'transfer-new-email';
const CODE_FIELD = 'transfer-code';
/** The API's field for the documents approving the transfer (spec §3), and the form's. */
const DOCUMENTS = 'approvalDocuments';
/** The API takes at most 5 (`TRANSFER_DOCUMENTS_MAX`). */
const DOCUMENTS_MAX = 5;

/** Spec §5: the new e-mail must differ from the current one (trimmed, case ignored, as the API compares). */
const newEmailSchema = (current: string) =>
  z
    .pipe(
      z.string().check(z.trim(), z.minLength(1, 'transfer.email.required'), z.maxLength(254, 'transfer.email.invalid')),
      z.email('transfer.email.invalid'),
    )
    .check(z.refine((email) => email.toLowerCase() !== current.trim().toLowerCase(), 'transfer.email.same'));

/** The field's message: the client's check (a key) first, then the API's refusal at the field, then any refusal. */
function messageOf(t: (key: string) => string, clientKey: string | undefined, error: unknown, fields: string[]): string | undefined {
  if (clientKey) return t(clientKey);
  return error ? refusalAt(error, ...fields) : undefined;
}

function EmailStep({
  kind,
  application,
  onRequested,
}: {
  kind: ApplicationKind;
  application: Application;
  onRequested: (email: string) => void;
}) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const request = useRequestTransfer();
  const [email, setEmail] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const current = application.ownerEmail ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const parsed = newEmailSchema(current).safeParse(email);
    if (!parsed.success) {
      setClientError(parsed.error.issues[0]?.message);
      request.reset();
      return;
    }
    setClientError(undefined);
    request.mutate(
      { kind, id: application.id, newEmail: parsed.data },
      {
        onSuccess: ({ application: updated, message }) => {
          toast.show(
            message ?? t('transfer.requested', { from: current, to: updated.pendingTransfer?.newEmail ?? parsed.data }),
            'success',
          );
          onRequested(updated.pendingTransfer?.newEmail ?? parsed.data);
        },
      },
    );
  };

  const message = messageOf(t, clientError, request.isError ? request.error : undefined, ['new_email', 'newEmail']);
  return (
    <>
      <ErrorSummary title={t('errorSummary')} errors={message ? [{ fieldId: EMAIL_FIELD, message }] : []} attempt={attempt} />
      <Typography sx={{ mb: 3 }}>
        <Trans t={t} i18nKey="transfer.current" values={{ email: current }} components={{ bdi: <bdi /> }} />
      </Typography>
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: '30rem' }}>
        <TextField
          id={EMAIL_FIELD}
          name="new_email"
          type="email"
          label={t('transfer.email.label')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!message}
          helperText={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('transfer.email.hint')}
              </Box>
              {message}
            </>
          }
          autoComplete="off"
          required
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', inputMode: 'email' } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={request.isPending} loadingPosition="end">
            {t('transfer.send')}
          </Button>
        </Box>
      </Box>
    </>
  );
}

function CodeStep({
  kind,
  application,
  newEmail,
  onChangeEmail,
}: {
  kind: ApplicationKind;
  application: Application;
  newEmail: string;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = useConfirmTransfer();
  const resend = useRequestTransfer();
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [resent, setResent] = useState(false);
  const documentsForm = useForm<{ approvalDocuments: string[] }>({ defaultValues: { approvalDocuments: [] } });
  // "Upload at least one" no longer holds once one is uploaded.
  useEffect(() => {
    const subscription = documentsForm.watch((values) => {
      if (values.approvalDocuments?.length) documentsForm.clearErrors(DOCUMENTS);
    });
    return () => subscription.unsubscribe();
  }, [documentsForm]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const digits = normaliseOtpCode(code);
    const problem = !digits ? 'transfer.code.required' : !OTP_CODE.test(digits) ? 'transfer.code.format' : undefined;
    setClientError(problem);
    const approvalDocuments = documentsForm.getValues(DOCUMENTS);
    if (approvalDocuments.length) documentsForm.clearErrors(DOCUMENTS);
    else documentsForm.setError(DOCUMENTS, { message: t('transfer.documents.required') });
    if (problem || !approvalDocuments.length) {
      confirm.reset();
      return;
    }
    // `mutateAsync`: the success refetches the application, which is no longer this applicant's
    // (404), and this page unmounts before `mutate`'s own callbacks would run.
    confirm.mutateAsync({ kind, id: application.id, code: digits, approvalDocuments }).then(
      ({ message }) => {
        toast.show(message ?? t('transfer.confirmed', { to: newEmail }), 'success');
        // The application now belongs to the new address: this applicant can no longer open it.
        void navigate('/my-applications', { replace: true });
      },
      // Shown from the mutation's state (`confirm.error`).
      () => undefined,
    );
  };

  // The API names the list or one document in it (`approvalDocuments.0`): both show at the field.
  const refusedDocuments = Object.entries(confirm.isError ? serverErrorsOf(confirm.error) : {}).find(
    ([path]) => path.split('.')[0] === DOCUMENTS,
  )?.[1];
  // A refusal of the documents alone shows at their field, not also at the code's.
  const codeRefused = confirm.error instanceof ApiError && !!confirm.error.fieldErrors.code;
  const message = messageOf(t, clientError, confirm.isError && (codeRefused || !refusedDocuments) ? confirm.error : undefined, ['code']);
  const documentsError = documentsForm.formState.errors.approvalDocuments?.message ?? refusedDocuments;
  // Coded problems (the form's check, the API's refusal) worded now, in the language on screen.
  const documentsMessage = documentsError ? messageText(documentsError, { label: t('transfer.documents.label') }) : undefined;
  const summary = [
    ...(message ? [{ fieldId: CODE_FIELD, message }] : []),
    ...(documentsMessage ? [{ fieldId: fieldIdOf(DOCUMENTS), message: documentsMessage }] : []),
  ];
  return (
    <>
      <ErrorSummary title={t('errorSummary')} errors={summary} attempt={attempt} />
      <Alert severity="info" sx={{ mb: 3, maxWidth: '40rem' }}>
        <Trans t={t} i18nKey="transfer.codeSent" values={{ email: newEmail }} components={{ bdi: <bdi /> }} />
      </Alert>
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: '30rem', mb: 4 }}>
        <OtpCodeField
          id={CODE_FIELD}
          label={t('transfer.code.label')}
          hint={t('transfer.code.hint')}
          message={message}
          value={code}
          onChange={setCode}
        />
        <FormProvider {...documentsForm}>
          <FormKit serverErrors={refusedDocuments ? { [DOCUMENTS]: refusedDocuments } : {}}>
            <UploadField
              name={DOCUMENTS}
              label={t('transfer.documents.label')}
              hint={t('transfer.documents.hint')}
              kind="approval_document"
              multiple
              maxFiles={DOCUMENTS_MAX}
              required
            />
          </FormKit>
        </FormProvider>
        <Typography color="text.secondary">{t('transfer.warning')}</Typography>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={confirm.isPending} loadingPosition="end">
            {t('transfer.confirm')}
          </Button>
        </Box>
      </Box>
      <Box role="status" sx={{ mb: 1 }}>
        {resent && <Alert severity="success">{t('transfer.resent')}</Alert>}
      </Box>
      {resend.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {userMessageOf(resend.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button
          variant="outlined"
          loading={resend.isPending}
          onClick={() => {
            setResent(false);
            resend.mutate({ kind, id: application.id, newEmail }, { onSuccess: () => setResent(true) });
          }}
        >
          {t('transfer.resend')}
        </Button>
        <Link component="button" type="button" onClick={onChangeEmail} sx={{ fontSize: '1rem' }}>
          {t('transfer.changeEmail')}
        </Link>
      </Box>
    </>
  );
}

function TransferContent({ application, kind }: { application: Application; kind: ApplicationKind }) {
  const { t } = useTranslation(NS);
  // A transfer already requested (this visit or an earlier one) waits for its code.
  const [newEmail, setNewEmail] = useState<string | undefined>(application.pendingTransfer?.newEmail);
  const name = nameOf(application.details) ?? t('unnamed');
  const allowed = application.allowedEvents.includes('request_transfer');
  return (
    <Page
      title={t('transfer.title')}
      lead={<Trans t={t} i18nKey="transfer.lead" values={{ name }} components={{ bdi: <bdi /> }} />}
      maxWidth="md"
    >
      {!allowed ? (
        <Alert severity="info">{t('transfer.notAllowed')}</Alert>
      ) : newEmail ? (
        <CodeStep kind={kind} application={application} newEmail={newEmail} onChangeEmail={() => setNewEmail(undefined)} />
      ) : (
        <EmailStep kind={kind} application={application} onRequested={setNewEmail} />
      )}
      <Box sx={{ mt: 4 }}>
        <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
      </Box>
    </Page>
  );
}

/**
 * `/my-applications/{kind}/{id}/transfer` (spec §4 "Ownership transfer"): the new e-mail (it
 * must differ), a code sent to it, and the confirmation with that code; the new address owns the
 * application from then on.
 */
export function TransferPage() {
  const { t } = useTranslation(NS);
  return (
    <ApplicationLoader title={t('transfer.title')}>
      {(application, kind) => <TransferContent application={application} kind={kind} />}
    </ApplicationLoader>
  );
}

export default TransferPage;

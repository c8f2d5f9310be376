import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { useToast } from '#src/components/toast';
import { userMessageOf } from '#src/lib/api';
import type { Application } from '#src/features/my-application/api/get-application';
import { useCancelTransfer } from '#src/features/my-application/api/transfer-ownership';
import { ApplicationLoader } from '../components/application-loader';
import { NextSteps } from '../components/next-steps';
import { provinceOfDetails } from '#src/components/directorates/province';
import { CertificateDownload } from '../components/certificate-download';
import { StatusChip } from '#src/lib/workflow/status-chip';
import { Timeline } from '../components/timeline';
import { NS } from '../i18n';
import { nameOf, textAt } from '../utils/details';
import { fieldCommentsOf } from '../utils/field-comments';
import { pagePathOf, type ApplicationKind } from '../utils/kinds';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The registry's promises on the working calendar in force (spec §1, §9): the e-mail answer, the
 * processing. The API gives them as told to people: never outside working hours (issue 34 §3).
 */
function ExpectedAnswer({ application }: { application: Application }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { answerDueAt, dueAt } = application;
  if (!answerDueAt && !dueAt) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 4 }} data-expected-answer="">
      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {t('expected.heading')}
      </Typography>
      {answerDueAt && (
        <Typography>
          <Trans
            t={t}
            i18nKey="expected.answer"
            values={{ hours: format.number(24), date: format.dateTime(answerDueAt) }}
            components={{ time: <time dateTime={answerDueAt} /> }}
          />
        </Typography>
      )}
      {dueAt && (
        <Typography>
          <Trans
            t={t}
            i18nKey="expected.processing"
            values={{ days: format.number(2), date: format.dateTime(dueAt) }}
            components={{ time: <time dateTime={dueAt} /> }}
          />
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('expected.workingHours')}
      </Typography>
    </Paper>
  );
}

function CancelTransfer({ kind, application }: { kind: ApplicationKind; application: Application }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const cancel = useCancelTransfer();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Not colour="warning": its orange text reads 3.1:1 on white (axe). */}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('actions.cancelTransfer')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !cancel.isPending && setOpen(false)}
        aria-labelledby="cancel-transfer-title"
        aria-describedby="cancel-transfer-body"
      >
        <DialogTitle id="cancel-transfer-title">{t('cancelTransfer.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-transfer-body">
            <Trans
              t={t}
              i18nKey="cancelTransfer.body"
              values={{ email: application.pendingTransfer?.newEmail ?? '' }}
              components={{ bdi: <bdi /> }}
            />
          </DialogContentText>
          {cancel.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {userMessageOf(cancel.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={cancel.isPending} autoFocus>
            {t('cancelTransfer.keep')}
          </Button>
          <Button
            variant="contained"
            color="warning"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { kind, id: application.id, version: application.version },
                {
                  onSuccess: () => {
                    setOpen(false);
                    toast.show(t('cancelTransfer.done'), 'success');
                  },
                },
              )
            }
          >
            {t('cancelTransfer.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The reference people read, type and say (issue 23 §4); left to right in every language. */
export function ApplicationReference({ reference }: { reference?: string | null }) {
  const { t } = useTranslation(NS);
  if (!reference) return null;
  return (
    <Typography component="p" data-application-reference="">
      {t('status.reference')}{' '}
      <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1.05em' }}>
        {reference}
      </Box>
    </Typography>
  );
}

/** Returned for correction: the reason, each commented field with the reviewer's comment, and the way in. */
function CorrectionNeeded({ application, kind, canCorrect }: { application: Application; kind: ApplicationKind; canCorrect: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const correction = application.openCorrection;
  if (!correction) return null;
  const comments = fieldCommentsOf(correction.fieldComments, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="region" aria-labelledby="correction-heading">
      <AlertTitle id="correction-heading" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {t('correction.alertTitle')}
      </AlertTitle>
      <Typography sx={{ mb: 2 }}>
        {t('correction.reason')} <bdi>{correction.reason}</bdi>
      </Typography>
      {comments.length > 0 && (
        <>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
            {t('correction.whatToCorrect')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, rowGap: 1 }}
            data-field-comments=""
          >
            {comments.map((c) => (
              <Box key={c.path} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {c.label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  <bdi>{c.comment}</bdi>
                </Box>
              </Box>
            ))}
          </Box>
        </>
      )}
      {correction.correctedSections.length > 0 && (
        <Typography sx={{ mb: 2, fontWeight: 700 }} data-saved-corrections="">
          {t('correction.savedNotSent', {
            sections: correction.correctedSections.map((section) => t(`sections.${section}`)).join(t('correct.listSeparator')),
          })}
        </Typography>
      )}
      {canCorrect && (
        <Button variant="contained" href={pagePathOf(kind, application.id, 'correct')}>
          {t('actions.correct')}
        </Button>
      )}
    </Alert>
  );
}

function StatusContent({ application, kind }: { application: Application; kind: ApplicationKind }) {
  const { t } = useTranslation(NS);
  const details = application.details ?? {};
  const name = nameOf(details) ?? t('unnamed');
  const businessType = textAt(details.type);
  const canCorrect = application.allowedEvents.includes('correct') && !!application.openCorrection;
  const correcting = !!application.openCorrection;
  // A foreign company's application registers a branch, and says so (issue 34 §4).
  const branch = kind === 'businesses' && businessType === 'foreign_company';
  return (
    <Page title={t('status.title', { name })} heading={<bdi>{name}</bdi>}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography component="p" color="text.secondary" data-application-kind={branch ? 'branch' : kind}>
          {t(branch ? 'kind.branch' : `kind.${kind}`)}
        </Typography>
        <StatusChip status={application.status} />
        <ApplicationReference reference={application.reference} />
      </Box>

      {application.uen && (
        <Alert severity="success" sx={{ mb: 3 }}>
          <AlertTitle>{t(branch ? 'status.registeredBranch' : 'status.registered')}</AlertTitle>
          <Trans t={t} i18nKey="status.uen" values={{ uen: application.uen }} components={{ bdi: <bdi dir="ltr" /> }} />{' '}
          <Link href={`/businesses/${encodeURIComponent(application.id)}`}>{t('status.publication')}</Link>
        </Alert>
      )}

      <CorrectionNeeded application={application} kind={kind} canCorrect={canCorrect} />

      {application.pendingTransfer && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Trans
            t={t}
            i18nKey="status.transferPending"
            values={{ email: application.pendingTransfer.newEmail }}
            components={{ bdi: <bdi /> }}
          />
        </Alert>
      )}

      <CertificateDownload id={application.id} issued={application.certificates.length > 0} />

      <ExpectedAnswer application={application} />

      <Section id="next-steps-heading" title={t('nextSteps.heading')}>
        <NextSteps
          kind={kind}
          id={application.id}
          status={application.status}
          businessType={businessType}
          province={provinceOfDetails(details)}
          correcting={correcting}
        />
      </Section>

      <Section id="actions-heading" title={t('actions.heading')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {kind === 'businesses' && (
            <Button variant="outlined" href={pagePathOf(kind, application.id, 'contract')}>
              {t('actions.printContract')}
            </Button>
          )}
          {application.allowedEvents.includes('request_transfer') && (
            <Button variant="outlined" href={pagePathOf(kind, application.id, 'transfer')}>
              {t('actions.transfer')}
            </Button>
          )}
          {application.pendingTransfer && application.allowedEvents.includes('cancel_transfer') && (
            <CancelTransfer kind={kind} application={application} />
          )}
          <Button variant="text" href="/my-applications">
            {t('backToList')}
          </Button>
        </Box>
      </Section>

      <Section id="timeline-heading" title={t('timeline.heading')}>
        <Timeline history={application.history} headingId="timeline-heading" />
      </Section>
    </Page>
  );
}

/**
 * `/my-applications/{kind}/{id}`: where the application stands (status, the registry's expected
 * answer time), what the applicant does next (spec §1's three steps), what they may do now
 * (correct, transfer, print the contract) and the workflow so far.
 */
export function ApplicationStatusPage() {
  const { t } = useTranslation(NS);
  return (
    <ApplicationLoader title={t('status.loadingTitle')}>
      {(application, kind) => <StatusContent application={application} kind={kind} />}
    </ApplicationLoader>
  );
}

export default ApplicationStatusPage;

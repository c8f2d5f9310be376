import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '#src/components/page';
import type { Application } from '#src/features/my-application/api/get-application';
import { ApplicationLoader } from '../components/application-loader';
import { ApplicationSectionForm } from '../components/application-section-form';
import { CorrectionChecklist, ResubmitPanel } from '../components/correction-progress';
import { ReviewerComment } from '../components/reviewer-comment';
import { TrademarkSectionForm } from '../components/trademark-section-form';
import { NS } from '../i18n';
import { nameOf } from '../utils/details';
import { remainingSections } from '../utils/correction-progress';
import { commentsOfSection, correctionSectionsFor, formPathOf, pagePathOf, type ApplicationKind } from '../utils/kinds';

function CorrectionContent({ application, kind }: { application: Application; kind: ApplicationKind }) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const correction = application.openCorrection;
  const sections = correctionSectionsFor(kind, application.status);
  const name = nameOf(application.details) ?? t('unnamed');
  if (!correction || !application.allowedEvents.includes('correct') || !sections.length) {
    return (
      <Page title={t('correct.title')} maxWidth="md">
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('correct.nothing')}
        </Alert>
        <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
      </Page>
    );
  }
  const comments = correction.fieldComments;
  // The first section the reviewer named that is still to correct, unless the applicant chose another.
  const remaining = remainingSections(correction);
  const firstRemaining = sections.find((s) => remaining.includes(s));
  const asked = params.get('section');
  const section = sections.find((s) => s === asked) ?? firstRemaining ?? sections[0]!;
  const listed = Object.entries(comments);
  // Each comment also beside the field it names (in the field's hint, read with the field).
  const notes = Object.fromEntries(
    commentsOfSection(kind, section, comments).map(([path, comment]) => [
      formPathOf(path),
      <ReviewerComment key={path} comment={comment} />,
    ]),
  );
  return (
    <Page title={t('correct.title')} lead={t('correct.lead', { name })}>
      <Alert severity="warning" sx={{ mb: 3, maxWidth: '48rem' }}>
        <AlertTitle>{t('correct.reasonTitle')}</AlertTitle>
        <bdi>{correction.reason}</bdi>
        {listed.length > 0 && (
          <>
            <Typography sx={{ mt: 2, fontWeight: 700 }}>{t('correct.commentsTitle')}</Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
              {listed.map(([path, comment]) => (
                <li key={path}>
                  <bdi>{comment}</bdi>
                </li>
              ))}
            </Box>
          </>
        )}
      </Alert>
      <CorrectionChecklist
        sections={sections}
        correction={correction}
        current={section}
        onOpen={(s) => setParams({ section: s }, { replace: true })}
      />
      {kind === 'trademarks' ? (
        <TrademarkSectionForm key={section} application={application} notes={notes} />
      ) : (
        <ApplicationSectionForm key={section} application={application} kind={kind} section={section} notes={notes} />
      )}
      <ResubmitPanel application={application} kind={kind} />
    </Page>
  );
}

/**
 * `/my-applications/{kind}/{id}/correct` (spec §2 correction variants): the section the registry
 * returned the application for, its fields filled from the application, the reviewer's comment
 * beside each field it names, and which sections are corrected and which remain. Saving a
 * section keeps it on the application; one resubmission at the end sends them all (issue 34 §1).
 */
export function CorrectionPage() {
  const { t } = useTranslation(NS);
  return (
    <ApplicationLoader title={t('correct.title')}>
      {(application, kind) => <CorrectionContent application={application} kind={kind} />}
    </ApplicationLoader>
  );
}

export default CorrectionPage;

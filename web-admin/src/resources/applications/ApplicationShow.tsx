import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import {
  ListButton,
  Show,
  TopToolbar,
  useBasename,
  useDataProvider,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusLabel } from '#src/components/StatusChip';
import type { ApplicationResource, RegistryDataProvider } from '#src/providers/data-provider';
import { allows, type StaffPermissions } from '#src/providers/auth-provider';
import { DetailsView } from './DetailsView';
import { DocumentsView, type DocumentReference } from './DocumentPreview';
import { TradeNameChecks, type Naming } from './TradeNameChecks';
import { ChecksPanel, commentFor, PersonsPanel, ResubmissionTable } from './CaseFilePanels';
import { WordMarkConflicts } from './WordMarkConflicts';
import { SimilarLogos } from './SimilarLogos';
import { useFieldResolver } from './case-values';
import { Timeline, type HistoryEntry } from './Timeline';
import { AssignControl } from './AssignControl';
import { WorkflowActions } from './WorkflowActions';
import { reviewRead } from './review-read';
import { CertificateDownload } from './CertificateDownload';
import { dateTimeText, valueText } from './labels';
import { InternalNotes } from './InternalNotes';
import { applicationName } from './application-name';
import { caseFormat, useCaseFormat } from './case-format';
import { SectionCard } from '#src/components/SectionCard';

function ShowTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <span>
      {record ? `${translate(`resources.${resource}.name`, { smart_count: 1 })}: ${applicationName(record.details) || record.id}` : ''}
    </span>
  );
}

function Actions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = useResourceContext();
  const basename = useBasename();
  return (
    <TopToolbar>
      <ListButton />
      {record && (
        // Absolute: relative to /<kind>/<id>/show, "history" made /show/history, which showed the application again.
        <Button
          component={Link}
          to={`${basename}/${resource}/${encodeURIComponent(String(record.id))}/history`}
          startIcon={<HistoryIcon />}
        >
          {translate('admin.history.title')}
        </Button>
      )}
    </TopToolbar>
  );
}

/** The application's trade name, whichever kind holds it. */
const namingOf = (resource: string, details: any): Naming | null =>
  resource === 'businesses' ? (details?.trade_name ?? null) : resource === 'trade-names' ? details : null;

function Summary() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<StaffPermissions>();
  if (!record) return null;
  const name = applicationName(record.details);
  const facts: [string, ReactNode][] = [
    ...(record.reference
      ? ([
          [
            'admin.queue.columns.reference',
            <bdi key="reference" dir="ltr">
              {record.reference}
            </bdi>,
          ],
        ] as [string, ReactNode][])
      : []),
    ['admin.review.version', typeof record.version === 'number' ? caseFormat(locale).number(record.version) : record.version],
    ...(record.uen ? ([['admin.queue.columns.uen', <bdi key="uen">{record.uen}</bdi>]] as [string, ReactNode][]) : []),
    ['admin.review.owner', <bdi key="owner">{record.ownerEmail}</bdi>],
    ['admin.queue.columns.submitted', dateTimeText(locale, record.history?.[0]?.at)],
    ['admin.queue.columns.due', dateTimeText(locale, record.dueAt ?? record.answerDueAt)],
    [
      'admin.queue.columns.assignee',
      // Named by the API (`assigneeName`): the same words as the step notice below.
      record.assigneeId ? <bdi key="assignee">{record.assigneeName}</bdi> : translate('admin.queue.filters.assignee_none'),
    ],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography component="h1" variant="h5">
            <bdi>{name}</bdi>
          </Typography>
          <StatusLabel status={record.status} size="medium" />
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, auto)' }, columnGap: 2, mt: 2, mb: 0 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {record.openCorrection && (
          <Typography sx={{ mt: 1 }} color="warning.dark">
            {translate('admin.review.open_correction')}: {record.openCorrection.reason}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('admin.review.steps')}
          </Typography>
          <WorkflowActions />
        </Box>
        <CertificateDownload />
        {allows(permissions, 'applications.assign') && (
          <Box sx={{ mt: 2 }}>
            <AssignControl />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** What the applicant changed since the last return for correction, with that return's field comments (none before a resubmission). */
function useResubmission() {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const resubmitted = (record?.history as HistoryEntry[] | undefined)?.some((h) => h.event === 'resubmit');
  const diff = useQuery({
    ...reviewRead(['resubmission', resource, record?.id, record?.version, resubmitted], 3),
    queryFn: () => (resubmitted ? dataProvider.resubmission(resource, String(record!.id)) : null),
  });
  return resubmitted && diff.data?.resubmitted ? diff.data : null;
}

function Content() {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const translate = useTranslate();
  const format = useCaseFormat();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const caseFile = useQuery({
    ...reviewRead(['case-file', resource, record?.id, record?.version], 3),
    queryFn: () => (record ? dataProvider.caseFile(resource, String(record.id)) : null),
  });
  const resubmission = useResubmission();
  const [viewed, setViewed] = useState<DocumentReference | null>(null);
  const documents = (record?.documents as DocumentReference[] | undefined) ?? [];
  const resolve = useFieldResolver({ details: record?.details, persons: caseFile.data?.persons ?? [], documents, onView: setViewed });
  if (!record) return null;
  const naming = namingOf(resource, record.details);
  const comments = (record.openCorrection?.fieldComments as Record<string, string> | undefined) ?? {};
  const earlier = resubmission?.fieldComments ?? {};
  // Beside each field the resubmission changed: the reviewer's earlier comment and old → new.
  const notes = Object.fromEntries(
    (resubmission?.changes ?? []).map((c) => {
      const comment = commentFor(earlier, c.path);
      return [
        c.path.replace(/^details\./, ''),
        <Typography
          key={c.path}
          component="span"
          variant="body2"
          sx={{ display: 'block', mt: 0.5, borderInlineStart: 3, borderColor: 'warning.main', paddingInlineStart: 1 }}
        >
          {comment && <span>{`${translate('admin.case_file.earlier_comment')}: ${comment}${format.separator}`}</span>}
          <bdi>{valueText(translate, c.before)}</bdi> {format.arrow} <bdi>{valueText(translate, c.after)}</bdi>
        </Typography>,
      ];
    }),
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Summary />
      {resubmission && (
        <SectionCard id="resubmission-heading" title={translate('admin.review.resubmission')}>
          <ResubmissionTable changes={resubmission.changes} comments={earlier} caption={translate('admin.review.resubmission')} />
        </SectionCard>
      )}
      <SectionCard id="case-checks-heading" title={translate('admin.case_file.checks')}>
        {caseFile.data ? (
          <ChecksPanel checks={caseFile.data.checks} />
        ) : (
          <Typography>{caseFile.error ? (caseFile.error as Error).message : translate('ra.page.loading')}</Typography>
        )}
      </SectionCard>
      {naming?.name && (
        <SectionCard id="checks-heading" title={translate('admin.review.checks')}>
          <TradeNameChecks naming={{ ...naming, activity_ids: record.details?.activity_ids }} applicationId={String(record.id)} />
        </SectionCard>
      )}
      {caseFile.data?.examination && (
        <SectionCard id="word-mark-heading" title={translate('admin.word_mark.title')}>
          <WordMarkConflicts examination={caseFile.data.examination} />
        </SectionCard>
      )}
      {caseFile.data?.examination && (
        <SectionCard id="similar-logos-heading" title={translate('admin.similar_logos.title')}>
          <SimilarLogos logos={caseFile.data.examination.similarLogos ?? null} />
        </SectionCard>
      )}
      {(caseFile.data?.persons.length ?? 0) > 0 && (
        <SectionCard id="persons-heading" title={translate('admin.case_file.persons')}>
          <PersonsPanel persons={caseFile.data!.persons} />
        </SectionCard>
      )}
      {/* The fields and the documents that support them side by side from 1280 px, stacked below. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          '@media (min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
        }}
      >
        <SectionCard id="details-heading" title={translate('admin.review.details')}>
          <DetailsView value={record.details} comments={comments} resolve={resolve} notes={notes} />
        </SectionCard>
        <Box sx={{ '@media (min-width: 1280px)': { position: 'sticky', top: 64 } }}>
          <SectionCard id="documents-heading" title={translate('admin.review.documents')}>
            <DocumentsView documents={documents} selected={viewed} onSelect={setViewed} />
          </SectionCard>
        </Box>
      </Box>
      <SectionCard id="timeline-heading" title={translate('admin.history.timeline')}>
        <Timeline history={(record.history as HistoryEntry[] | undefined) ?? []} />
      </SectionCard>
      <SectionCard id="internal-notes-heading" title={translate('admin.work.notes.title')}>
        <InternalNotes key={String(record.id)} applicationId={String(record.id)} />
      </SectionCard>
    </Stack>
  );
}

/**
 * One application for review (issue 9, 4): its summary and the workflow steps this user may
 * take, the trade-name checks, what a resubmission changed, every field and document, and its
 * timeline. Nothing here writes through an undoable update: steps are named commands.
 */
export function ApplicationShow() {
  return (
    <Show title={<ShowTitle />} actions={<Actions />} queryOptions={{ refetchOnWindowFocus: false }}>
      <Content />
    </Show>
  );
}

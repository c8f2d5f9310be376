import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  Loading,
  Title,
  useBasename,
  useDataProvider,
  useGetOne,
  useLocaleState,
  usePermissions,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { ApplicationResource, RegistryDataProvider } from '#src/providers/data-provider';
import { allows, type StaffPermissions } from '#src/providers/auth-provider';
import { StatusLabel } from '#src/components/StatusChip';
import { stepLabelKey } from '#src/components/status';
import { stepOfEvent } from '@registry/domain/applications/workflow/presentation';
import { ChangesTable } from './ChangesTable';
import { RecordedDetailsView } from './case-values';
import { Timeline, useStaffNames, type HistoryEntry } from './Timeline';
import { actorText, dateTimeText } from './labels';
import { caseFormat } from './case-format';
import { trailPath } from '../audit/trail-link';
import { chainProblemText, HashText, HistoryExport, PayloadDisclosure, StateAtTime, type ChainProblem } from './AuditTools';
import { awaitingAnswer, reviewRead } from './review-read';
import { applicationName } from './application-name';
import { SectionCard } from '#src/components/SectionCard';

interface AuditEvent {
  id: string;
  version: number;
  type: string;
  recordedAt: string;
  actor: { kind: string; id?: string; email?: string } | null;
  data: Record<string, unknown>;
  hash: string;
}

/** `trade-name.returned-to-applicant` → the step it records, in the reader's language (`step.*`, from the domain). */
const eventKey = (type: string) => stepLabelKey(stepOfEvent(type) ?? '') ?? type;

/**
 * The auditor's view of an application (issue 9, 5; issue 24 §1), read from the event store
 * through the audit routes: every event with actor (staff name or the applicant's e-mail, a link
 * to their activity trail), time to the second, payload and hash; the state as it stood at a
 * chosen event or date and time (Baghdad); what changed between two events; the hash chain
 * checked; and the history exported with that check. Reviewers (no audit.read) see the
 * application's own timeline, read-only.
 */
export function HistoryPage() {
  const resource = useResourceContext() as ApplicationResource;
  const { id = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<StaffPermissions>();
  const { data: record } = useGetOne(resource, { id });
  const auditor = allows(permissions, 'audit.read');
  const name = applicationName(record?.details) || id;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${translate('admin.history.title')}: ${name}`} />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h1" variant="h5">
                {translate('admin.history.title')}: <bdi>{name}</bdi>
              </Typography>
              {record && <StatusLabel status={record.status} size="medium" />}
              <Button component={Link} to={`${basename}/${resource}/${id}/show`}>
                {translate('admin.history.back_to_application')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        {permissions === undefined ? (
          <Loading />
        ) : auditor ? (
          <AuditView resource={resource} id={id} />
        ) : (
          <SectionCard id="timeline-heading" title={translate('admin.history.timeline')}>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('admin.history.read_only')}
            </Alert>
            <Timeline history={(record?.history as HistoryEntry[] | undefined) ?? []} />
          </SectionCard>
        )}
      </Stack>
    </Box>
  );
}

/** Whom the activity trail is asked for: a staff member's id, an applicant's e-mail. */
const trailKeyOf = (actor: AuditEvent['actor']) => actor?.id ?? actor?.email ?? null;

function AuditView({ resource, id }: { resource: ApplicationResource; id: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const events = useQuery({
    ...reviewRead(['audit-events', resource, id], 3),
    queryFn: () => dataProvider.auditEvents(resource, id) as Promise<AuditEvent[]>,
  });
  const verification = useQuery({
    ...reviewRead(['audit-verify', resource, id], 3),
    queryFn: () => dataProvider.auditVerify(resource, id),
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const state = useQuery({
    ...reviewRead(['audit-state', resource, id, selected], 3),
    queryFn: () => (selected === null ? null : dataProvider.auditState(resource, id, selected)),
  });
  const diff = useQuery({
    ...reviewRead(['audit-diff', resource, id, from, to], 3),
    queryFn: () => (from === '' || to === '' ? null : dataProvider.auditDiff(resource, id, Math.min(from, to), Math.max(from, to))),
  });
  const list = events.data ?? [];
  const names = useStaffNames(list.map((e) => e.actor));
  if (awaitingAnswer(events)) return <Loading />;
  if (events.error) return <Alert severity="error">{(events.error as Error).message}</Alert>;
  const format = caseFormat(locale);
  const eventLabel = (e: AuditEvent) => `${format.number(e.version)}. ${translate(eventKey(e.type), { _: e.type })}`;

  return (
    <>
      <SectionCard id="verify-heading" title={translate('admin.history.chain')}>
        {awaitingAnswer(verification) ? (
          <Typography>{translate('ra.page.loading')}</Typography>
        ) : verification.data?.ok ? (
          <Alert severity="success" role="status">
            {translate('admin.history.verified', { count: list.length })}
          </Alert>
        ) : (
          <Alert severity="error" role="alert">
            {translate('admin.history.not_verified')}{' '}
            {verification.data
              ? (verification.data.problems as ChainProblem[]).map((p) => chainProblemText(translate, p)).join('; ')
              : ((verification.error as Error)?.message ?? '')}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <HistoryExport resource={resource} id={id} />
        </Box>
      </SectionCard>

      <SectionCard id="at-time-heading" title={translate('admin.audit.at_time')}>
        <StateAtTime resource={resource} id={id} firstYear={list[0] ? Number(list[0].recordedAt.slice(0, 4)) : new Date().getFullYear()} />
      </SectionCard>

      <SectionCard id="events-heading" title={translate('admin.history.events')}>
        <Table size="small" aria-labelledby="events-heading">
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.history.state_at')}</TableCell>
              <TableCell>{translate('admin.history.event')}</TableCell>
              <TableCell>{translate('admin.history.actor')}</TableCell>
              <TableCell>{translate('admin.history.time')}</TableCell>
              <TableCell>{translate('admin.review.reason')}</TableCell>
              <TableCell>{translate('admin.audit.hash')}</TableCell>
              <TableCell>{translate('admin.audit.payload')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((e) => (
              <TableRow key={e.id} selected={selected === e.version}>
                <TableCell padding="checkbox">
                  <Radio
                    checked={selected === e.version}
                    onChange={() => setSelected(e.version)}
                    name="state-at-event"
                    slotProps={{ input: { 'aria-label': `${translate('admin.history.state_at')}: ${eventLabel(e)}` } }}
                  />
                </TableCell>
                <TableCell>{eventLabel(e)}</TableCell>
                <TableCell>
                  {trailKeyOf(e.actor) ? (
                    <Link
                      to={trailPath(basename, trailKeyOf(e.actor)!)}
                      aria-label={translate('admin.audit.trail_of', { name: actorText(translate, e.actor, names) })}
                    >
                      <bdi>{actorText(translate, e.actor, names)}</bdi>
                    </Link>
                  ) : (
                    actorText(translate, e.actor, names)
                  )}
                </TableCell>
                <TableCell>
                  <time dateTime={e.recordedAt}>{dateTimeText(locale, e.recordedAt, { seconds: true })}</time>
                </TableCell>
                <TableCell>{typeof e.data?.reason === 'string' ? e.data.reason : ''}</TableCell>
                <TableCell>
                  <HashText hash={e.hash} />
                </TableCell>
                <TableCell>
                  <PayloadDisclosure version={e.version} data={e.data} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>

      {selected !== null && (
        <SectionCard
          id="state-heading"
          title={translate('admin.history.state_after', { event: eventLabel(list.find((e) => e.version === selected)!) })}
        >
          {state.data ? (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
                <Typography>{translate('admin.queue.columns.status')}:</Typography>
                <StatusLabel status={(state.data.state as { status?: string }).status} />
                <Typography color="text.secondary">
                  {translate('admin.review.version')} {format.number(state.data.version as number)}
                </Typography>
              </Stack>
              <RecordedDetailsView details={(state.data.state as { details?: unknown }).details} />
            </>
          ) : (
            <Typography>{translate('ra.page.loading')}</Typography>
          )}
        </SectionCard>
      )}

      <SectionCard id="diff-heading" title={translate('admin.history.diff')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {(
            [
              ['admin.history.from', from, setFrom],
              ['admin.history.to_event', to, setTo],
            ] as const
          ).map(([label, value, set]) => (
            <TextField
              key={label}
              select
              sx={{ minWidth: 260 }}
              label={translate(label)}
              value={value}
              onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
            >
              {list.map((e) => (
                <MenuItem key={e.version} value={e.version}>
                  {eventLabel(e)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
        {diff.data && <ChangesTable changes={diff.data.changes} caption={translate('admin.history.diff')} />}
      </SectionCard>
    </>
  );
}

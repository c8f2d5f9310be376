import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ApplicationResource, RegistryDataProvider, WorkflowRow } from '../../providers/data-provider';
import { useAsync } from './useAsync';
import { fieldLabel } from './labels';
import { leafPaths } from './DetailsView';
import { useOpenNext } from './work-queue';
import { allows, type StaffPermissions } from '../../providers/auth-provider';

/** Steps with a control of their own (assignment) or that only the applicant takes. */
const NOT_BUTTONS = new Set(['assign', 'submit', 'correct', 'resubmit', 'request_transfer', 'confirm_transfer', 'cancel_transfer']);
const DANGER = new Set(['reject', 'terminate']);
/** Steps after which the reviewer goes on with the same application (claiming it, starting its check). */
const STAYS_OPEN = new Set(['claim', 'start_legal_check']);

/** The published workflow of a kind, fetched once per kind. */
export function useWorkflow(resource: ApplicationResource) {
  const dataProvider = useDataProvider<RegistryDataProvider>();
  return useAsync(() => dataProvider.workflow(resource), [resource]);
}

/**
 * A 409 says someone else changed the application (stale version) or that the step is no longer
 * open in its state: either way the reviewer is told and the page reloads the application.
 */
export function useTransitErrors() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (error: unknown) => {
    if ((error as { status?: number }).status === 409) {
      notify('admin.errors.conflict', { type: 'warning', autoHideDuration: 10_000 });
      refresh();
      return;
    }
    notify((error as Error).message || 'admin.errors.generic', { type: 'error' });
  };
}

interface Pending {
  event: string;
  rows: WorkflowRow[];
}

/**
 * The workflow steps this user may take in this state (the application's `allowedEvents`, drawn
 * from the published state machine for its state and the user's permissions), each a named
 * command sent with the version on screen. Steps that want a reason, comments per field or a
 * choice of target open a dialog; the others are sent at once.
 */
export function WorkflowActions() {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useTransitErrors();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const { data: workflow } = useWorkflow(resource);
  const openNext = useOpenNext();
  const { permissions } = usePermissions<StaffPermissions>();
  const { identity } = useGetIdentity();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (!record || !workflow) return null;

  // A claim is for an application nobody holds.
  const events = ((record.allowedEvents as string[] | undefined) ?? []).filter((e) => !NOT_BUTTONS.has(e) && (e !== 'claim' || !record.assigneeId));
  const rowsOf = (event: string) => workflow.rows.filter((r) => r.from === record.status && r.event === event);

  const send = async (event: string, extra: { reason?: string; fieldComments?: Record<string, string>; target?: string } = {}) => {
    setBusy(event);
    try {
      await dataProvider.transit(resource, { id: String(record.id), event, version: Number(record.version), ...extra });
      notify('admin.review.done', { type: 'success', messageArgs: { step: translate(`admin.events.${event}`, { _: event }) } });
      setPending(null);
      // Issue 22 §3: after a step on an application on one's own desk, the next one of one's queue opens.
      const onMyDesk = identity?.id !== undefined && record.assigneeId === identity.id;
      if (!onMyDesk || STAYS_OPEN.has(event) || !(await openNext(String(record.id), { mayClaim: allows(permissions, 'applications.review') }))) refresh();
    } catch (error) {
      setPending(null);
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const start = (event: string) => {
    const rows = rowsOf(event);
    const needsDialog = rows.some((r) => r.reasonRequired || r.fieldCommentsAllowed) || new Set(rows.map((r) => r.to)).size > 1;
    if (needsDialog) setPending({ event, rows });
    else void send(event);
  };

  if (!events.length) return <Typography color="text.secondary">{translate('admin.review.no_steps')}</Typography>;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={translate('admin.review.steps')}>
        {events.map((event) => (
          <Button key={event} data-event={event} variant={DANGER.has(event) ? 'outlined' : 'contained'} color={DANGER.has(event) ? 'error' : 'primary'} disabled={busy !== null} onClick={() => start(event)}>
            {translate(`admin.events.${event}`, { _: event })}
          </Button>
        ))}
      </Stack>
      {pending && <TransitDialog pending={pending} details={record.details} busy={busy !== null} onCancel={() => setPending(null)} onSend={(extra) => void send(pending.event, extra)} />}
    </>
  );
}

function TransitDialog({ pending, details, busy, onCancel, onSend }: { pending: Pending; details: unknown; busy: boolean; onCancel(): void; onSend(extra: { reason?: string; fieldComments?: Record<string, string>; target?: string }): void }) {
  const translate = useTranslate();
  const reasonRequired = pending.rows.some((r) => r.reasonRequired);
  const commentsAllowed = pending.rows.some((r) => r.fieldCommentsAllowed);
  const targets = [...new Set(pending.rows.map((r) => r.to))];
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState(targets.length > 1 ? '' : targets[0]!);
  const [comments, setComments] = useState<{ field: string; text: string }[]>([]);
  const [tried, setTried] = useState(false);
  const fields = leafPaths(details);
  const title = translate(`admin.events.${pending.event}`, { _: pending.event });
  const missingReason = reasonRequired && !reason.trim();
  const missingTarget = targets.length > 1 && !target;

  const submit = () => {
    setTried(true);
    if (missingReason || missingTarget) return;
    const fieldComments = Object.fromEntries(comments.filter((c) => c.field && c.text.trim()).map((c) => [c.field, c.text.trim()]));
    onSend({ reason: reason.trim() || undefined, fieldComments: commentsAllowed ? fieldComments : undefined, target: targets.length > 1 ? target : undefined });
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="md" aria-labelledby="transit-dialog-title">
      <DialogTitle id="transit-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {targets.length > 1 && (
          <TextField
            select
            fullWidth
            margin="normal"
            required
            label={translate('admin.review.target')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            error={tried && missingTarget}
            helperText={tried && missingTarget ? translate('ra.validation.required') : ' '}
          >
            {targets.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(`status.${t}`, { _: t })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          required={reasonRequired}
          label={translate('admin.review.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={tried && missingReason}
          helperText={tried && missingReason ? translate('ra.validation.required') : translate('admin.review.reason_help')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {commentsAllowed && (
          <Box component="section" aria-labelledby="field-comments-heading" sx={{ mt: 2 }}>
            <Typography id="field-comments-heading" component="h3" variant="subtitle1">
              {translate('admin.review.field_comments')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('admin.review.field_comments_help')}
            </Typography>
            {comments.map((c, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
                <TextField
                  select
                  sx={{ minWidth: 260 }}
                  label={translate('admin.review.field')}
                  value={c.field}
                  onChange={(e) => setComments(comments.map((x, j) => (j === i ? { ...x, field: e.target.value } : x)))}
                >
                  {fields.map((f) => (
                    <MenuItem key={f} value={f}>
                      {fieldLabel(translate, f)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  sx={{ flex: 1 }}
                  label={translate('admin.review.comment')}
                  value={c.text}
                  onChange={(e) => setComments(comments.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <IconButton aria-label={translate('admin.review.remove_comment')} onClick={() => setComments(comments.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Button sx={{ mt: 1 }} onClick={() => setComments([...comments, { field: '', text: '' }])}>
              {translate('admin.review.add_comment')}
            </Button>
          </Box>
        )}
        {tried && (missingReason || missingTarget) && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {translate('ra.message.invalid_form')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={DANGER.has(pending.event) ? 'error' : 'primary'} onClick={submit} disabled={busy}>
          {title}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** For directors (applications.assign): who reviews the application. */
export function AssignControl({ reviewers }: { reviewers: { id: string; name: string }[] }) {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useTransitErrors();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  if (!record || !((record.allowedEvents as string[] | undefined) ?? []).includes('assign')) return null;
  const assign = async (assigneeId: string) => {
    try {
      await dataProvider.transit(resource, { id: String(record.id), event: 'assign', version: Number(record.version), assigneeId: assigneeId || null });
      notify('admin.review.assigned', { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <TextField select size="small" sx={{ minWidth: 240 }} label={translate('admin.review.assignee')}
      value={record.assigneeId ?? ''}
      onChange={(e) => void assign(e.target.value)}
      // "Nobody" is the empty value: shown as such, not as a blank box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('admin.queue.filters.assignee_none')}</MenuItem>
      {reviewers.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}


import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  useDataProvider,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ApplicationResource, RegistryDataProvider, WorkflowRow } from '#src/providers/data-provider';
import { apiErrorsOf, errorMessageOf } from '../admin-commands';
import { REVIEW_READ } from './review-read';
import { fieldLabel, valueText } from './labels';
import { leafPaths } from './DetailsView';
import { useCodeText } from './case-values';
import { KINDS } from './kinds';
import { useOpenNext } from './work-queue';
import { allows, type StaffPermissions } from '#src/providers/auth-provider';
import { DayTextField } from '#src/components/DayInput';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';

/** Steps with a control of their own (assignment) or that only the applicant takes. */
const NOT_BUTTONS = new Set(['assign', 'submit', 'correct', 'resubmit', 'request_transfer', 'confirm_transfer', 'cancel_transfer']);
const DANGER = new Set(['reject', 'terminate']);
/** Steps after which the reviewer goes on with the same application (claiming it, starting its check). */
const STAYS_OPEN = new Set(['claim', 'start_legal_check']);
/** Steps that cannot be undone (issue 22 §5): each asks for confirmation naming the application. */
const IRREVERSIBLE = new Set(['approve', 'reject', 'terminate', 'confirm_payment']);
/** The texts of the refusals the API announces in `refusedEvents` (the domain's own words). */
const REFUSAL_TEXTS: Record<string, string> = { 'workflow.four-eyes': 'admin.review.four_eyes' };

/** The published workflow of a kind, fetched once per kind. */
export function useWorkflow(resource: ApplicationResource) {
  const dataProvider = useDataProvider<RegistryDataProvider>();
  return useQuery({ ...REVIEW_READ, queryKey: ['workflow', resource], queryFn: () => dataProvider.workflow(resource) });
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

/** What the reviewer typed in a step's dialog: kept across a 409 so that nothing typed is lost. */
interface Draft {
  reason: string;
  target: string;
  /** Comment per field path; empty texts are not sent. */
  comments: Record<string, string>;
  receiptNumber: string;
  receiptDate: string;
}

/** Today in the registry's region (receipts are dated in Asia/Baghdad). */
const emptyDraft = (): Draft => ({ reason: '', target: '', comments: {}, receiptNumber: '', receiptDate: registryToday() });

/** The application's name, whichever kind it is. */
export function applicationName(record: RaRecord | undefined): string {
  const d = record?.details ?? {};
  return d.name ?? d.trade_name?.name ?? d.wordMark?.ckb ?? d.wordMark?.en ?? d.wordMark?.ar ?? String(record?.id ?? '');
}

/** The value of a leaf path (`partners[0].upn`) of the payload. */
function valueAt(details: unknown, path: string): unknown {
  return path.split(/\.|(?=\[)/).reduce<unknown>((at, part) => {
    if (at === null || typeof at !== 'object') return undefined;
    const index = /^\[(\d+)\]$/.exec(part);
    return index ? (at as unknown[])[Number(index[1])] : (at as Record<string, unknown>)[part];
  }, details);
}

/**
 * The workflow steps this user may take in this state (the application's `allowedEvents`, drawn
 * from the published state machine for its state and the user's permissions), each a named
 * command sent with the version on screen. A step a rule refuses this user anyway
 * (`refusedEvents`: four-eyes) is shown disabled with the rule's words. Steps that want a
 * reason, comments per field, a target or a receipt, and the irreversible ones (confirmation
 * naming the application), open a dialog; the others are sent at once. After a 409 the page
 * reloads the application and the dialog stays open on the fresh version with what was typed.
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
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refusalId = useId();
  // A claim is for an application nobody holds.
  const allowed = ((record?.allowedEvents as string[] | undefined) ?? []).filter(
    (e) => !NOT_BUTTONS.has(e) && (e !== 'claim' || !record?.assigneeId),
  );
  const pendingEvent = pending?.event;
  const stillOpen = pendingEvent === undefined || allowed.includes(pendingEvent);

  // The fresh version no longer offers the step (someone else took another): the dialog has nothing left to send.
  useEffect(() => {
    if (!stillOpen) {
      setPending(null);
      setConflict(false);
    }
  }, [stillOpen]);

  if (!record || !workflow) return null;
  const refused = (record.refusedEvents as Record<string, string> | undefined) ?? {};
  const rowsOf = (event: string) => workflow.rows.filter((r) => r.from === record.status && r.event === event);

  const close = () => {
    setPending(null);
    setConflict(false);
    setFailure(null);
    setDraft(emptyDraft());
  };

  const send = async (
    event: string,
    extra: { reason?: string; fieldComments?: Record<string, string>; target?: string; receiptNumber?: string; receiptDate?: string } = {},
  ) => {
    setBusy(event);
    try {
      await dataProvider.transit(resource, { id: String(record.id), event, version: Number(record.version), ...extra });
      notify('admin.review.done', { type: 'success', messageArgs: { step: translate(`admin.events.${event}`, { _: event }) } });
      setPending(null);
      // Issue 22 §3: after a step on an application on one's own desk, the next one of one's queue opens.
      const onMyDesk = identity?.id !== undefined && record.assigneeId === identity.id;
      if (
        !onMyDesk ||
        STAYS_OPEN.has(event) ||
        !(await openNext(String(record.id), { mayClaim: allows(permissions, 'applications.review') }))
      )
        refresh();
      close();
      refresh();
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 409 && pending) {
        // Keep the dialog and the draft; the page reloads the application underneath.
        setConflict(true);
        setFailure(null);
        notify('admin.errors.conflict', { type: 'warning', autoHideDuration: 10_000 });
        refresh();
      } else if (pending && (status === 422 || status === 403)) {
        const fields = Object.fromEntries(
          apiErrorsOf(error).flatMap((e) => (typeof e.meta?.field === 'string' ? [[e.meta.field, e.title ?? e.code ?? '']] : [])),
        );
        setFailure({ message: errorMessageOf(error), fields });
      } else {
        close();
        onError(error);
      }
    } finally {
      setBusy(null);
    }
  };

  const start = (event: string) => {
    const rows = rowsOf(event);
    const needsDialog =
      IRREVERSIBLE.has(event) || rows.some((r) => r.reasonRequired || r.fieldCommentsAllowed) || new Set(rows.map((r) => r.to)).size > 1;
    if (!needsDialog) return void send(event);
    setDraft(emptyDraft());
    setConflict(false);
    setFailure(null);
    setPending({ event, rows });
  };

  if (!allowed.length) return <Typography color="text.secondary">{translate('admin.review.no_steps')}</Typography>;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label={translate('admin.review.steps')}
      >
        {allowed.map((event) => (
          <Button
            key={event}
            data-event={event}
            variant={DANGER.has(event) ? 'outlined' : 'contained'}
            color={DANGER.has(event) ? 'error' : 'primary'}
            disabled={busy !== null || Boolean(refused[event])}
            aria-describedby={refused[event] ? `${refusalId}-${event}` : undefined}
            onClick={() => start(event)}
          >
            {translate(`admin.events.${event}`, { _: event })}
          </Button>
        ))}
      </Stack>
      {Object.entries(refused)
        .filter(([event]) => allowed.includes(event))
        .map(([event, code]) => (
          <Alert key={event} id={`${refusalId}-${event}`} severity="info" sx={{ mt: 1 }} data-refused={event}>
            {translate(REFUSAL_TEXTS[code] ?? code, { _: code })}
          </Alert>
        ))}
      {pending && stillOpen && (
        <TransitDialog
          pending={pending}
          record={record}
          kindLabel={translate(`admin.kinds.${KINDS[resource].streamKind}`)}
          draft={draft}
          onDraft={setDraft}
          conflict={conflict}
          failure={failure}
          busy={busy !== null}
          onCancel={close}
          onSend={(extra) => void send(pending.event, extra)}
        />
      )}
    </>
  );
}

interface TransitDialogProps {
  pending: Pending;
  record: RaRecord;
  kindLabel: string;
  draft: Draft;
  onDraft(draft: Draft): void;
  conflict: boolean;
  failure: { message: string; fields: Record<string, string> } | null;
  busy: boolean;
  onCancel(): void;
  onSend(extra: {
    reason?: string;
    fieldComments?: Record<string, string>;
    target?: string;
    receiptNumber?: string;
    receiptDate?: string;
  }): void;
}

function TransitDialog({ pending, record, kindLabel, draft, onDraft, conflict, failure, busy, onCancel, onSend }: TransitDialogProps) {
  const translate = useTranslate();
  const reasonRequired = pending.rows.some((r) => r.reasonRequired);
  const commentsAllowed = pending.rows.some((r) => r.fieldCommentsAllowed);
  const paying = pending.event === 'confirm_payment';
  const targets = [...new Set(pending.rows.map((r) => r.to))];
  const target = targets.length > 1 ? draft.target : targets[0]!;
  const [tried, setTried] = useState(false);
  const step = translate(`admin.events.${pending.event}`, { _: pending.event });
  const name = applicationName(record);
  const missingReason = reasonRequired && !draft.reason.trim();
  const missingTarget = targets.length > 1 && !target;
  const missingReceipt = paying && !draft.receiptNumber.trim();
  const missingReceiptDate = paying && !draft.receiptDate;
  const invalid = missingReason || missingTarget || missingReceipt || missingReceiptDate;
  const set = (change: Partial<Draft>) => onDraft({ ...draft, ...change });
  const serverError = (field: string) => failure?.fields[field];

  const submit = () => {
    setTried(true);
    if (invalid) return;
    const fieldComments = Object.fromEntries(
      Object.entries(draft.comments).flatMap(([field, text]) => (text.trim() ? [[field, text.trim()]] : [])),
    );
    onSend({
      reason: draft.reason.trim() || undefined,
      fieldComments: commentsAllowed ? fieldComments : undefined,
      target: targets.length > 1 ? target : undefined,
      ...(paying ? { receiptNumber: draft.receiptNumber.trim(), receiptDate: draft.receiptDate } : {}),
    });
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth={commentsAllowed ? 'lg' : 'sm'}
      aria-labelledby="transit-dialog-title"
      aria-describedby="transit-dialog-subject"
    >
      <DialogTitle id="transit-dialog-title">{step}</DialogTitle>
      <DialogContent>
        <Typography id="transit-dialog-subject" sx={{ mb: 1 }}>
          <bdi>{name}</bdi> ({kindLabel}) · {translate('admin.review.version')} {String(record.version)}
        </Typography>
        {IRREVERSIBLE.has(pending.event) && (
          <Alert severity="warning" sx={{ mb: 1 }} data-confirmation>
            {translate('admin.review.confirm_irreversible', { step, name, kind: kindLabel })}
          </Alert>
        )}
        {targets.length > 1 && (
          <TextField
            select
            fullWidth
            margin="normal"
            required
            label={translate('admin.review.target')}
            value={target}
            onChange={(e) => set({ target: e.target.value })}
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
        {paying && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <TextField
              required
              fullWidth
              label={translate('admin.review.receipt_number')}
              value={draft.receiptNumber}
              onChange={(e) => set({ receiptNumber: e.target.value })}
              error={(tried && missingReceipt) || Boolean(serverError('receiptNumber'))}
              helperText={
                tried && missingReceipt
                  ? translate('ra.validation.required')
                  : (serverError('receiptNumber') ?? translate('admin.review.receipt_number_help'))
              }
              slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr', autoComplete: 'off' } }}
            />
            <DayTextField
              required
              fullWidth
              name="receiptDate"
              label={translate('admin.review.receipt_date')}
              value={draft.receiptDate}
              onChange={(day) => set({ receiptDate: day ?? '' })}
              error={tried && missingReceiptDate ? translate('ra.validation.required') : serverError('receiptDate')}
              hint={translate('admin.review.receipt_cash_only')}
            />
          </Stack>
        )}
        <TextField
          fullWidth
          multiline
          minRows={paying ? 1 : 3}
          margin="normal"
          required={reasonRequired}
          label={translate('admin.review.reason')}
          value={draft.reason}
          onChange={(e) => set({ reason: e.target.value })}
          error={(tried && missingReason) || Boolean(serverError('reason'))}
          helperText={
            tried && missingReason ? translate('ra.validation.required') : (serverError('reason') ?? translate('admin.review.reason_help'))
          }
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {commentsAllowed && <FieldComments details={record.details} comments={draft.comments} onChange={(comments) => set({ comments })} />}
      </DialogContent>
      {/* Outside the scrolling content, so that a long form never hides why nothing was sent. */}
      <Stack spacing={1} sx={{ px: 3, pt: 1 }}>
        {conflict && (
          <Alert severity="info" role="status" data-conflict>
            {translate('admin.review.conflict_kept')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-failure>
            {failure.message}
          </Alert>
        )}
        {tried && invalid && <Alert severity="error">{translate('ra.message.invalid_form')}</Alert>}
      </Stack>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={DANGER.has(pending.event) ? 'error' : 'primary'}
          onClick={submit}
          disabled={busy}
          data-send={pending.event}
        >
          {step}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A comment box beside every field of the payload (issue 22 §2): each a visible text input
 * labelled with its field, in document order, so that Tab goes from one to the next; a filter
 * narrows a long form to the fields whose name or value contains the words typed.
 */
function FieldComments({
  details,
  comments,
  onChange,
}: {
  details: unknown;
  comments: Record<string, string>;
  onChange(comments: Record<string, string>): void;
}) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const codeText = useCodeText(details as Record<string, unknown> | undefined);
  const fields = leafPaths(details).map((path) => {
    const value = valueAt(details, path);
    const key = path
      .split('.')
      .pop()!
      .replace(/\[\d+\]$/, '');
    const textOf = (v: unknown) => codeText(key, v) ?? valueText(translate, v);
    const shown = Array.isArray(value) ? value.map(textOf).join('، ') : textOf(value);
    return { path, label: fieldLabel(translate, path), shown };
  });
  const needle = filter.trim().toLowerCase();
  const visible = needle
    ? fields.filter((f) => f.label.toLowerCase().includes(needle) || f.shown.toLowerCase().includes(needle) || comments[f.path])
    : fields;
  const written = Object.values(comments).filter((c) => c.trim()).length;
  return (
    <Box component="section" aria-labelledby="field-comments-heading" sx={{ mt: 2 }}>
      <Typography id="field-comments-heading" component="h3" variant="subtitle1">
        {translate('admin.review.field_comments')} ({translate('admin.review.comments_count', { smart_count: written })})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.review.field_comments_help')}
      </Typography>
      {written > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 3 }} data-written-comments>
          {fields
            .filter((f) => comments[f.path]?.trim())
            .map((f) => (
              <Typography component="li" variant="body2" key={f.path}>
                <strong>{f.label}</strong>: <bdi>{comments[f.path]}</bdi>
              </Typography>
            ))}
        </Box>
      )}
      <TextField
        size="small"
        margin="dense"
        type="search"
        label={translate('admin.review.find_field')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {visible.map((f) => (
          <Box
            component="li"
            key={f.path}
            data-field={f.path}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(14rem, 1fr) minmax(10rem, 1fr) minmax(18rem, 2fr)' },
              columnGap: 2,
              alignItems: 'center',
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: comments[f.path]?.trim() ? 'action.selected' : undefined,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {f.label}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{f.shown}</bdi>
            </Typography>
            <TextField
              size="small"
              fullWidth
              multiline
              maxRows={4}
              label={translate('admin.review.comment_on', { field: f.label })}
              value={comments[f.path] ?? ''}
              onChange={(e) => onChange({ ...comments, [f.path]: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Box>
        ))}
      </Box>
    </Box>
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
      await dataProvider.transit(resource, {
        id: String(record.id),
        event: 'assign',
        version: Number(record.version),
        assigneeId: assigneeId || null,
      });
      notify('admin.review.assigned', { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 240 }}
      label={translate('admin.review.assignee')}
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

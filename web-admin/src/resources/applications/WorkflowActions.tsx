import { useEffect, useId, useState } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import {
  useDataProvider,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { ApplicationResource, RegistryDataProvider } from '#src/providers/data-provider';
import { allows, type StaffPermissions } from '#src/providers/auth-provider';
import { apiErrorsOf, errorMessageOf } from '../admin-commands';
import { KINDS } from './kinds';
import { useOpenNext } from './work-queue';
import { TransitDialog } from './TransitDialog';
import {
  DANGER,
  emptyDraft,
  IRREVERSIBLE,
  NOT_BUTTONS,
  STAYS_OPEN,
  useTransitErrors,
  useWorkflow,
  type Draft,
  type Pending,
} from './workflow-steps';
import { ASSIGNED_TO_ANOTHER, REFUSAL_TEXTS, refusalNotices } from './refusals';

/**
 * The workflow steps this user may take in this state (the application's `allowedEvents`, drawn
 * from the published state machine for its state and the user's permissions), each a named
 * command sent with the version on screen. A step a rule refuses this user anyway
 * (`refusedEvents`: four-eyes; every desk step of a case another member of staff holds) is shown
 * disabled with the rule's words, and a held case names its holder, before any click. Steps that want a
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
  const notices = refusalNotices(allowed, refused);
  const noticeId = (code: string) => `${refusalId}-${code.replace(/[^a-z0-9-]/gi, '-')}`;
  const rowsOf = (event: string) => workflow.rows.filter((r) => r.from === record.status && r.event === event);

  const close = () => {
    setPending(null);
    setConflict(false);
    setFailure(null);
    setDraft(emptyDraft());
  };

  const send = async (
    event: string,
    extra: {
      reason?: string;
      fieldComments?: Record<string, string>;
      target?: string;
      receiptNumber?: string;
      receiptDate?: string;
      patch?: Record<string, unknown>;
    } = {},
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
            aria-describedby={refused[event] ? noticeId(refused[event]) : undefined}
            onClick={() => start(event)}
          >
            {translate(`admin.events.${event}`, { _: event })}
          </Button>
        ))}
      </Stack>
      {notices.map(({ code, events }) => (
        <Alert key={code} id={noticeId(code)} severity="info" sx={{ mt: 1 }} data-refused={events.join(' ')}>
          {code === ASSIGNED_TO_ANOTHER && record.assigneeName && (
            <AlertTitle data-holder>{translate('admin.review.held_by', { name: record.assigneeName })}</AlertTitle>
          )}
          {translate(REFUSAL_TEXTS[code] ?? code, { _: code })}
        </Alert>
      ))}
      {pending && stillOpen && (
        <TransitDialog
          pending={pending}
          resource={resource}
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

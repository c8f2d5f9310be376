/** What the workflow's controls share: which steps are buttons, dialogs or final, and the dialog's draft. */
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { ApplicationResource, RegistryDataProvider, WorkflowRow } from '#src/providers/data-provider';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { useQuery } from '@tanstack/react-query';
import { reviewRead } from './review-read';
import type { RectifyDraft } from './rectification';
import { applicationNameIn } from '@registry/domain/applications/rules/application-name';

/** Steps with a control of their own (assignment) or that only the applicant takes. */
export const NOT_BUTTONS = new Set(['assign', 'submit', 'correct', 'resubmit', 'request_transfer', 'confirm_transfer', 'cancel_transfer']);
export const DANGER = new Set(['reject', 'terminate']);
/** Steps after which the reviewer goes on with the same application (claiming it, starting its check). */
export const STAYS_OPEN = new Set(['claim', 'start_legal_check']);
/** Steps that cannot be undone (issue 22 §5): each asks for confirmation naming the application. */
export const IRREVERSIBLE = new Set(['approve', 'reject', 'terminate', 'confirm_payment', 'issue_certificate']);

/** The published workflow of a kind, fetched once per kind. */
export function useWorkflow(resource: ApplicationResource) {
  const dataProvider = useDataProvider<RegistryDataProvider>();
  return useQuery({ ...reviewRead(['workflow', resource], 2), queryFn: () => dataProvider.workflow(resource) });
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

export interface Pending {
  event: string;
  rows: WorkflowRow[];
}

/** What the reviewer typed in a step's dialog: kept across a 409 so that nothing typed is lost. */
export interface Draft {
  reason: string;
  target: string;
  /** Comment per field path; empty texts are not sent. */
  comments: Record<string, string>;
  receiptNumber: string;
  receiptDate: string;
  /** Rectify the record: the facts as the form shows them, filled from the record when the dialog opens. */
  rectify?: RectifyDraft;
}

/** Today in the registry's region (receipts are dated in Asia/Baghdad). */
export const emptyDraft = (): Draft => ({ reason: '', target: '', comments: {}, receiptNumber: '', receiptDate: registryToday() });

/** The application's name, whichever kind it is. */
export function applicationName(record: RaRecord | undefined): string {
  return applicationNameIn(record?.details) ?? String(record?.id ?? '');
}

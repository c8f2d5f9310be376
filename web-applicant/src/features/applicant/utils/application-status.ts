/**
 * What happens next for an application in the applicant's list. The status's label and colour
 * are the shared workflow helpers' (src/lib/workflow, from @registry/domain).
 */
import { isWorkflowKind, KIND_PRESENTATION } from '@registry/domain/applications/workflow/presentation';
import { statusCategory } from '#src/lib/workflow';

/**
 * The next step in words (a translation key). A correction comes from the row's `nextActions`
 * (the workflow says the applicant may correct now); the other steps are the registry's or the
 * cash desk's, told by the status's category. Transfer steps are always open and are not "next".
 */
export function nextStepKey(row: { status: string; nextActions: readonly string[] }): string {
  if (row.nextActions.includes('correct') || row.nextActions.includes('resubmit')) {
    if (row.status === 'requires_trade_name_correction') return 'next.correctTradeName';
    if (row.status === 'requires_business_correction') return 'next.correctBusiness';
    return 'next.correct';
  }
  switch (statusCategory(row.status)) {
    case 'waiting_for_payment':
      return 'next.pay';
    case 'with_registry':
      return 'next.wait';
    case 'finished':
      return 'next.done';
    case 'closed':
      return 'next.closed';
    // action_needed without the correct step open: the portal cannot tell what to do.
    default:
      return 'next.unknown';
  }
}

/** The portal page of an application (the paths the API's notifications link to). */
export function applicationPath(kind: string, id: string): string | undefined {
  // The applicant's own application, apart from the public register's /businesses/{id} and /tradenames/{id}.
  return isWorkflowKind(kind) ? `${KIND_PRESENTATION[kind].portalPath}/${encodeURIComponent(id)}` : undefined;
}

/**
 * How an application's status reads to its applicant (spec §4 labels): the label, the colour of
 * its chip, and what happens next. Statuses the portal does not know yet read "unknown" rather
 * than a raw code.
 */
export type StatusTone = 'info' | 'warning' | 'success' | 'error' | 'neutral';

const TONES: Record<string, StatusTone> = {
  submitted: 'info',
  pending: 'info',
  legal_checking: 'info',
  trade_name_recommended_for_approval: 'info',
  recommended_for_approval: 'info',
  returned_to_applicant: 'warning',
  requires_correction: 'warning',
  requires_business_correction: 'warning',
  requires_trade_name_correction: 'warning',
  waiting_for_payment: 'warning',
  granted: 'success',
  registered: 'success',
  reserved: 'success',
  complete: 'success',
  rejected: 'error',
  not_granted: 'error',
  terminated: 'error',
};

export const KNOWN_STATUSES: readonly string[] = Object.keys(TONES);

/** The translation key of a status label; `returned_to_applicant` reads "requires correction". */
export function statusLabelKey(status: string): string {
  return KNOWN_STATUSES.includes(status) ? `status.${status}` : 'status.unknown';
}

export function statusTone(status: string): StatusTone {
  return TONES[status] ?? 'neutral';
}

const WITH_REGISTRY = new Set(['submitted', 'pending', 'legal_checking', 'trade_name_recommended_for_approval', 'recommended_for_approval']);
const FINISHED = new Set(['granted', 'registered', 'reserved', 'complete']);
const CLOSED = new Set(['rejected', 'not_granted', 'terminated']);

/**
 * The next step in words (a translation key). A correction comes from the row's `nextActions`
 * (the workflow says the applicant may correct now); the other steps are the registry's or the
 * cash desk's, told by the status. Transfer steps are always open and are not "next".
 */
export function nextStepKey(row: { status: string; nextActions: readonly string[] }): string {
  if (row.nextActions.includes('correct') || row.nextActions.includes('resubmit')) {
    if (row.status === 'requires_trade_name_correction') return 'next.correctTradeName';
    if (row.status === 'requires_business_correction') return 'next.correctBusiness';
    return 'next.correct';
  }
  if (row.status === 'waiting_for_payment') return 'next.pay';
  if (WITH_REGISTRY.has(row.status)) return 'next.wait';
  if (FINISHED.has(row.status)) return 'next.done';
  if (CLOSED.has(row.status)) return 'next.closed';
  return 'next.unknown';
}

/** The portal page of an application (the paths the API's notifications link to). */
export function applicationPath(kind: string, id: string): string | undefined {
  // The applicant's own application, apart from the public register's /businesses/{id} and /tradenames/{id}.
  const base = { 'trade-name': '/my-applications/trade-names', business: '/my-applications/businesses', trademark: '/my-applications/trademarks' }[kind];
  return base ? `${base}/${encodeURIComponent(id)}` : undefined;
}

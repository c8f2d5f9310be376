/**
 * How an application's status and history read to its applicant (spec §4 labels). Statuses and
 * steps the portal does not know yet read "unknown" rather than a raw code.
 */
export type StatusTone = 'info' | 'warning' | 'success' | 'error' | 'neutral';

const TONES: Record<string, StatusTone> = {
  submitted: 'info',
  legal_checking: 'info',
  recommended_for_approval: 'info',
  returned_to_applicant: 'warning',
  requires_business_correction: 'warning',
  requires_trade_name_correction: 'warning',
  waiting_for_payment: 'warning',
  granted: 'success',
  registered: 'success',
  reserved: 'success',
  rejected: 'error',
  terminated: 'error',
};

export const statusLabelKey = (status: string): string => (status in TONES ? `state.${status}` : 'state.unknown');
export const statusTone = (status: string): StatusTone => TONES[status] ?? 'neutral';

/** Steps an applicant sees in the timeline; `assign` is the registry's internal desk work. */
const SHOWN_STEPS = new Set([
  'submit',
  'start_legal_check',
  'return_to_applicant',
  'correct',
  'resubmit',
  'recommend_approval',
  'approve',
  'confirm_payment',
  'reject',
  'terminate',
  'request_transfer',
  'confirm_transfer',
  'cancel_transfer',
]);

export const isShownStep = (event: string): boolean => SHOWN_STEPS.has(event);

export const CLOSED_STATUSES: ReadonlySet<string> = new Set(['rejected', 'terminated']);
export const FINISHED_STATUSES: ReadonlySet<string> = new Set(['granted', 'registered', 'reserved']);

/**
 * Where the applicant stands in the three steps of spec §1: 1 while the registry owes the answer
 * (a returned application too: the applicant holds it), 2 once approved until the fee is paid at
 * the visit of step 3. A finished application has done all three.
 */
export function currentStepOf(status: string): 1 | 2 | 3 {
  if (FINISHED_STATUSES.has(status)) return 3;
  if (status === 'waiting_for_payment') return 2;
  return 1;
}

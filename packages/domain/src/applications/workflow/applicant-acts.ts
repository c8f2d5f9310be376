/**
 * Who of the applicants may act on an application: its owner, whatever the workflow opens to
 * applicants; the holder of a pending transfer's new address, only confirming or declining that
 * transfer. The decider refuses anyone else (`application.not-owner`), and the API lists to each
 * caller only the steps this lets them take, so a step shown is a step that is not refused.
 */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The steps a transfer's recipient takes, with the code sent to the new address. */
const RECIPIENT_STEPS: readonly string[] = ['confirm_transfer', 'cancel_transfer'];

export function applicantMayTake(
  step: string,
  email: string,
  application: { ownerEmail: string | null; pendingTransfer: { newEmail: string } | null },
): boolean {
  // Nothing to own yet: the workflow refuses whatever cannot happen before submission.
  if (application.ownerEmail === null || sameEmail(email, application.ownerEmail)) return true;
  const recipient = application.pendingTransfer?.newEmail;
  return RECIPIENT_STEPS.includes(step) && !!recipient && sameEmail(email, recipient);
}

/**
 * The steps a rule refuses this user on this application, as the API announces them in
 * `refusedEvents` (step → the rule's code): grouped by rule, so that a case held by another shows
 * one notice for all its disabled steps. Pure: the texts live in the catalogues.
 */

/** The code of the exclusive-assignment rule (packages/domain/src/applications/workflow/assignment.ts). */
export const ASSIGNED_TO_ANOTHER = 'application.assigned-to-another';

/** The catalogue key of each refusal the API announces (the domain's own words, or their back-office phrasing). */
export const REFUSAL_TEXTS: Record<string, string> = {
  'workflow.four-eyes': 'admin.review.four_eyes',
  [ASSIGNED_TO_ANOTHER]: 'admin.review.assigned_to_another',
  'certificate.four-eyes': 'admin.review.certificate_four_eyes',
  'certificate.already-issued': 'admin.review.certificate_already_issued',
};

export interface RefusalNotice {
  code: string;
  /** The buttons shown that this rule disables, in the order shown. */
  events: string[];
}

/** One notice per refusing rule, over the steps shown as buttons, in the order of their first button. */
export function refusalNotices(shown: readonly string[], refused: Readonly<Record<string, string>>): RefusalNotice[] {
  const byCode = new Map<string, string[]>();
  for (const event of shown) {
    const code = refused[event];
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), event]);
  }
  return [...byCode].map(([code, events]) => ({ code, events }));
}

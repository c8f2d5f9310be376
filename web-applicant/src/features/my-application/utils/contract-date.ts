import { formatDate } from '#src/components/format';

/**
 * The date the contract is dated by: the day of the application's submission in Erbil (the
 * registry's calendar, Asia/Baghdad), whatever the reader's device says: submitted at 01:14 on
 * 29 November in Erbil (22:14 UTC on the 28th), the contract says 29 November, as the history
 * does (issue 34 §4). '—' before a submission.
 */
export function contractDateOf(history: readonly { event: string; at: string }[], locale: string): string {
  const submittedAt = history.find((entry) => entry.event === 'submit')?.at;
  return submittedAt ? formatDate(submittedAt, locale) || '—' : '—';
}

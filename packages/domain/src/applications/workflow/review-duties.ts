/**
 * Separation of duties and the cashier's receipt (issue 22 §4, §5), rules of the approval and the
 * payment steps that every application decider applies (application-decider.ts); the API also asks
 * fourEyesRefusal which steps a member of staff may take. Pure: history, actor and time are inputs.
 */
import { DomainError, type FieldProblem } from '#src/shared/domain-error';
import { registryToday } from '#src/reference/civil-registry/rules';
import { checkDate } from '../rules/dates.js';
import type { HistoryEntry } from './application-state.js';
import { WorkflowMessages } from './messages.js';
import type { CommandActor } from './workflow.js';

/** A receipt number as the cashier's book prints it. */
const RECEIPT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$/;

/** The region's calendar day of an instant (receipts are dated in Asia/Baghdad). */
const dayOf = (instant: string): string => registryToday(new Date(instant));

/** Who recommended the application last (the recommendation an approval follows), if staff did. */
export function recommenderOf(history: readonly Pick<HistoryEntry<string>, 'event' | 'actor'>[]): string | null {
  const last = history.findLast((entry) => entry.event === 'recommend_approval');
  return last?.actor.kind === 'staff' ? last.actor.id : null;
}

/**
 * Four-eyes (issue 22 §4): whoever recommended an application cannot approve it, whatever roles
 * they hold. Null when `actor` may approve as far as this rule goes (the table decides the rest).
 */
export function fourEyesRefusal(
  history: readonly Pick<HistoryEntry<string>, 'event' | 'actor'>[],
  actor: CommandActor,
): FieldProblem | null {
  if (actor.kind !== 'staff') return null;
  return recommenderOf(history) === actor.id ? { code: WorkflowMessages['workflow.four-eyes'] } : null;
}

/** The receipt a confirmed payment records: a number and a date, not after today nor before the approval. */
export function receiptOf(
  command: { receiptNumber?: unknown; receiptDate?: unknown },
  at: string,
  approvedAt: string | undefined,
): { receiptNumber: string; receiptDate: string } {
  const problems: FieldProblem[] = [];
  const receiptNumber = typeof command.receiptNumber === 'string' ? command.receiptNumber.trim() : '';
  if (!receiptNumber) problems.push({ code: 'validation.required', field: 'receiptNumber' });
  else if (!RECEIPT_NUMBER.test(receiptNumber)) problems.push({ code: WorkflowMessages['payment.receipt-number'], field: 'receiptNumber' });
  const receiptDate = typeof command.receiptDate === 'string' ? command.receiptDate.trim() : '';
  if (!receiptDate) problems.push({ code: 'validation.required', field: 'receiptDate' });
  else
    problems.push(...checkDate(receiptDate, 'receiptDate', dayOf(at), { notFuture: true, notBefore: [approvedAt && dayOf(approvedAt)] }));
  if (problems.length) throw new DomainError('invalid', problems);
  return { receiptNumber, receiptDate };
}

/**
 * Work distribution (issue 22 §3): who may act on an application that is on someone's desk, and
 * when a reviewer may take one for themselves. Pure: the actor and the current assignee are inputs.
 */
import { DomainError, type FieldProblem } from '#src/shared/domain-error';
import { defineFieldLabels, defineMessages } from '#src/shared/i18n/messages';
import type { CommandActor } from './workflow.js';

export const AssignmentMessages = defineMessages({
  'application.assigned-to-another': {
    ckb: '{{field}}: ئەم داواکارییە دراوەتە کارمەندێکی تر؛ تەنها ئەو یان بەڕێوەبەر دەتوانێت کاری لەسەر بکات',
    en: '{{field}}: this application is assigned to another member of staff; only they or a director may act on it',
    ar: '{{field}}: هذا الطلب مُسند إلى موظف آخر؛ لا يتصرف فيه إلا هو أو المدير',
    kmr: '{{field}}: ev serlêdan ji karmendekî din re hatiye spartin; tenê ew an rêveber dikare li ser kar bike',
  },
  'application.already-assigned': {
    ckb: '{{field}}: ئەم داواکارییە پێشتر دراوەتە کارمەندێک',
    en: '{{field}}: this application is already assigned to a member of staff',
    ar: '{{field}}: هذا الطلب مُسند مسبقاً إلى موظف',
    kmr: '{{field}}: ev serlêdan berê ji karmendekî re hatiye spartin',
  },
  'queue.nothing-to-claim': {
    ckb: 'هیچ داواکارییەکی بێ بەرپرسیار لە ڕیزی چاوەڕوانیدا نییە',
    en: 'No unassigned application is waiting in your queues',
    ar: 'لا يوجد طلب غير مُسند ينتظر في قوائمك',
    kmr: 'Tu serlêdana bê berpirsiyar di rêzên te de li bendê nîne',
  },
});

defineFieldLabels({
  claim: { ckb: 'وەرگرتنی داواکاری', en: 'Claim', ar: 'استلام الطلب', kmr: 'Wergirtina serlêdanê' },
});

/**
 * Steps another desk takes whoever holds the application: (re)assigning it, claiming it (its own
 * rule), the cashier's payment, the registrar's certificate, the rectification of a granted record.
 */
const OFF_DESK_STEPS: ReadonlySet<string> = new Set(['assign', 'claim', 'confirm_payment', 'issue_certificate', 'rectify']);

/** Who may take an application off another's desk and act on it: whoever may assign work (a director). */
export const OVERRIDES_ASSIGNMENT = 'applications.assign';

/**
 * Exclusive assignment: on an application assigned to someone, a member of staff other than the
 * assignee may take a desk step only if they may assign work. Applicants are not concerned. Null
 * when `actor` may take `step` as far as this rule goes; the API also asks it which steps to
 * announce as refused on a case held by another (`refusedEvents`).
 */
export function assignmentRefusal(step: string, actor: CommandActor, assigneeId: string | null): FieldProblem | null {
  if (actor.kind !== 'staff' || assigneeId === null || OFF_DESK_STEPS.has(step)) return null;
  if (actor.id === assigneeId || actor.permissions.includes(OVERRIDES_ASSIGNMENT)) return null;
  return { code: AssignmentMessages['application.assigned-to-another'], field: 'assignee_id' };
}

/** The decider's side of {@link assignmentRefusal}: the refusal as a 403. */
export function assertMayActOnAssigned(step: string, actor: CommandActor, assigneeId: string | null): void {
  const refusal = assignmentRefusal(step, actor, assigneeId);
  if (refusal) throw new DomainError('forbidden', refusal);
}

/** A claim takes an application nobody holds: two reviewers claiming at once, the second finds it taken. */
export function assertClaimable(assigneeId: string | null): void {
  if (assigneeId !== null) throw new DomainError('conflict', { code: AssignmentMessages['application.already-assigned'], field: 'claim' });
}

/** States in which a reviewer may claim an application: those where the next step is a reviewer's. */
export const CLAIMABLE_STATES = ['submitted', 'legal_checking'] as const;

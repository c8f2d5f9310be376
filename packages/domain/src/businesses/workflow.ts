/**
 * Workflow of a business application (local company, foreign branch, company reintroduced from
 * the legacy register), after DESIGN.md "Workflow", refined:
 * - return_to_applicant names what is to be corrected by its target state:
 *   requires_business_correction (business info, activities, establishment contract) or
 *   requires_trade_name_correction (the business's own trade-name section); a reason is required
 *   and comments per field are taken. Resubmission from either goes back to submitted.
 * - approve leads to waiting_for_payment; the cashier's confirm_payment registers the business
 *   and records the UEN the caller generated.
 * - reject: reviewer or director, from every open state, with a reason; terminate: director,
 *   from registered, with a reason.
 * - The trade name chosen inside the business is held ('reserved' claim) by the caller while the
 *   business is open; this table only models the business's own state.
 * - assign, correct and the ownership-transfer steps stay in their state; transfers are open in
 *   every state but the final ones (rejected, terminated).
 */
import type { ApplicationStep } from '../applications/workflow/application-commands.js';
import { CLAIMABLE_STATES } from '../applications/workflow/assignment.js';
import { type Actor, defineWorkflow, fromEach, stayIn } from '../applications/workflow/workflow.js';

export const BUSINESS_STATUSES = [
  'submitted',
  'legal_checking',
  'requires_business_correction',
  'requires_trade_name_correction',
  'recommended_for_approval',
  'waiting_for_payment',
  'registered',
  'rejected',
  'terminated',
] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** The states an application is returned to, one per part of the form to correct. */
export const BUSINESS_CORRECTION_STATUSES = [
  'requires_business_correction',
  'requires_trade_name_correction',
] as const satisfies readonly BusinessStatus[];
export type BusinessCorrectionStatus = (typeof BUSINESS_CORRECTION_STATUSES)[number];

const OPEN: readonly BusinessStatus[] = [
  'submitted',
  'legal_checking',
  ...BUSINESS_CORRECTION_STATUSES,
  'recommended_for_approval',
  'waiting_for_payment',
];
const TRANSFERABLE: readonly BusinessStatus[] = [...OPEN, 'registered'];

const APPLICANT: readonly Actor[] = ['applicant'];
const REVIEWER: readonly Actor[] = ['applications.review'];
const DIRECTOR: readonly Actor[] = ['applications.decide'];
const CASHIER: readonly Actor[] = ['payments.confirm'];
const ASSIGNER: readonly Actor[] = ['applications.assign'];
const ISSUER: readonly Actor[] = ['certificates.issue'];
const RECTIFIER: readonly Actor[] = ['records.rectify'];

export const BUSINESS_WORKFLOW = defineWorkflow<BusinessStatus, ApplicationStep>([
  { from: null, event: 'submit', to: 'submitted', actors: APPLICANT, reasonRequired: false },
  { from: 'submitted', event: 'start_legal_check', to: 'legal_checking', actors: REVIEWER, reasonRequired: false },
  ...BUSINESS_CORRECTION_STATUSES.map((to) => ({
    from: 'legal_checking' as const,
    event: 'return_to_applicant' as const,
    to,
    actors: REVIEWER,
    reasonRequired: true,
    fieldCommentsAllowed: true,
  })),
  ...stayIn(BUSINESS_CORRECTION_STATUSES, 'correct', APPLICANT),
  ...fromEach(BUSINESS_CORRECTION_STATUSES, 'resubmit', 'submitted', APPLICANT),
  { from: 'legal_checking', event: 'recommend_approval', to: 'recommended_for_approval', actors: REVIEWER, reasonRequired: false },
  { from: 'recommended_for_approval', event: 'approve', to: 'waiting_for_payment', actors: DIRECTOR, reasonRequired: false },
  { from: 'waiting_for_payment', event: 'confirm_payment', to: 'registered', actors: CASHIER, reasonRequired: false },
  ...fromEach(OPEN, 'reject', 'rejected', [...REVIEWER, ...DIRECTOR], { reasonRequired: true }),
  { from: 'registered', event: 'terminate', to: 'terminated', actors: DIRECTOR, reasonRequired: true },
  ...stayIn(OPEN, 'assign', ASSIGNER),
  ...stayIn(CLAIMABLE_STATES, 'claim', REVIEWER),
  ...stayIn(TRANSFERABLE, 'request_transfer', APPLICANT),
  ...stayIn(TRANSFERABLE, 'confirm_transfer', APPLICANT),
  ...stayIn(TRANSFERABLE, 'cancel_transfer', APPLICANT),
  // Issuing (and re-issuing, after a transfer) the certificate: a recorded step (issue 33 §2).
  ...stayIn(['registered'], 'issue_certificate', ISSUER),
  // Rectifying a clerical error of the record after it (record-rectification.ts): always with a reason.
  ...stayIn(['registered'], 'rectify', RECTIFIER, { reasonRequired: true }),
]);

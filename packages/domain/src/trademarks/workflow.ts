/**
 * Workflow of a trademark reservation, shaped like the trade name's (DESIGN.md "Workflow"):
 * - return_to_applicant wants a reason and takes comments per field; while returned, the
 *   applicant may correct the trademark section, then resubmit.
 * - approve leads to waiting_for_payment; the cashier's confirm_payment reserves the trademark
 *   for its owner; the director may terminate a reservation, with a reason.
 * - reject: reviewer or director, from every open state, with a reason.
 * - assign, correct and the ownership-transfer steps stay in their state; transfers are open in
 *   every state but the final ones (rejected, terminated).
 */
import type { ApplicationStep } from '../applications/workflow/application-commands.js';
import { CLAIMABLE_STATES } from '../applications/workflow/assignment.js';
import { type Actor, defineWorkflow, fromEach, stayIn } from '../applications/workflow/workflow.js';

export const TRADEMARK_STATUSES = [
  'submitted',
  'legal_checking',
  'returned_to_applicant',
  'recommended_for_approval',
  'waiting_for_payment',
  'reserved',
  'rejected',
  'terminated',
] as const;
export type TrademarkStatus = (typeof TRADEMARK_STATUSES)[number];

const OPEN: readonly TrademarkStatus[] = [
  'submitted',
  'legal_checking',
  'returned_to_applicant',
  'recommended_for_approval',
  'waiting_for_payment',
];
const TRANSFERABLE: readonly TrademarkStatus[] = [...OPEN, 'reserved'];

const APPLICANT: readonly Actor[] = ['applicant'];
const REVIEWER: readonly Actor[] = ['applications.review'];
const DIRECTOR: readonly Actor[] = ['applications.decide'];
const CASHIER: readonly Actor[] = ['payments.confirm'];
const ASSIGNER: readonly Actor[] = ['applications.assign'];
const ISSUER: readonly Actor[] = ['certificates.issue'];
const RECTIFIER: readonly Actor[] = ['records.rectify'];

export const TRADEMARK_WORKFLOW = defineWorkflow<TrademarkStatus, ApplicationStep>([
  { from: null, event: 'submit', to: 'submitted', actors: APPLICANT, reasonRequired: false },
  { from: 'submitted', event: 'start_legal_check', to: 'legal_checking', actors: REVIEWER, reasonRequired: false },
  {
    from: 'legal_checking',
    event: 'return_to_applicant',
    to: 'returned_to_applicant',
    actors: REVIEWER,
    reasonRequired: true,
    fieldCommentsAllowed: true,
  },
  ...stayIn(['returned_to_applicant'], 'correct', APPLICANT),
  { from: 'returned_to_applicant', event: 'resubmit', to: 'submitted', actors: APPLICANT, reasonRequired: false },
  { from: 'legal_checking', event: 'recommend_approval', to: 'recommended_for_approval', actors: REVIEWER, reasonRequired: false },
  { from: 'recommended_for_approval', event: 'approve', to: 'waiting_for_payment', actors: DIRECTOR, reasonRequired: false },
  { from: 'waiting_for_payment', event: 'confirm_payment', to: 'reserved', actors: CASHIER, reasonRequired: false },
  ...fromEach(OPEN, 'reject', 'rejected', [...REVIEWER, ...DIRECTOR], { reasonRequired: true }),
  { from: 'reserved', event: 'terminate', to: 'terminated', actors: DIRECTOR, reasonRequired: true },
  ...stayIn(OPEN, 'assign', ASSIGNER),
  ...stayIn(CLAIMABLE_STATES, 'claim', REVIEWER),
  ...stayIn(TRANSFERABLE, 'request_transfer', APPLICANT),
  ...stayIn(TRANSFERABLE, 'confirm_transfer', APPLICANT),
  ...stayIn(TRANSFERABLE, 'cancel_transfer', APPLICANT),
  // Issuing (and re-issuing, after a transfer) the certificate: a recorded step (issue 33 §2).
  ...stayIn(['reserved'], 'issue_certificate', ISSUER),
  // Rectifying a clerical error of the record after it (record-rectification.ts): always with a reason.
  ...stayIn(['reserved'], 'rectify', RECTIFIER, { reasonRequired: true }),
]);

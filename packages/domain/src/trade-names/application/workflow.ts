/**
 * Workflow of a stand-alone trade-name application (trade names for professions), after
 * DESIGN.md "Workflow", refined:
 * - approve leads to waiting_for_payment (the fee is paid in cash at the directorate); the
 *   cashier's confirm_payment grants the name.
 * - reject: reviewer or director, from every open state, always with a reason.
 * - return_to_applicant wants a reason and takes comments per field; while returned, the applicant
 *   may correct the trade-name section (name, owner, partners) and the activities, then resubmit.
 * - assign, correct and the ownership-transfer steps stay in their state; they are rows all the
 *   same, so that the published workflow and the allowed steps show them.
 * - An ownership transfer is open in every state but the final ones (rejected, terminated): a
 *   granted name can change hands.
 */
import type { ApplicationStep } from '#src/applications/workflow/application-commands';
import { CLAIMABLE_STATES } from '#src/applications/workflow/assignment';
import { type Actor, defineWorkflow, fromEach, stayIn } from '#src/applications/workflow/workflow';

export const TRADE_NAME_STATUSES = [
  'submitted',
  'legal_checking',
  'returned_to_applicant',
  'trade_name_recommended_for_approval',
  'waiting_for_payment',
  'granted',
  'rejected',
  'terminated',
] as const;
export type TradeNameStatus = (typeof TRADE_NAME_STATUSES)[number];

const OPEN: readonly TradeNameStatus[] = [
  'submitted',
  'legal_checking',
  'returned_to_applicant',
  'trade_name_recommended_for_approval',
  'waiting_for_payment',
];
const TRANSFERABLE: readonly TradeNameStatus[] = [...OPEN, 'granted'];

const APPLICANT: readonly Actor[] = ['applicant'];
const REVIEWER: readonly Actor[] = ['applications.review'];
const DIRECTOR: readonly Actor[] = ['applications.decide'];
const CASHIER: readonly Actor[] = ['payments.confirm'];
const ASSIGNER: readonly Actor[] = ['applications.assign'];
const ISSUER: readonly Actor[] = ['certificates.issue'];
const RECTIFIER: readonly Actor[] = ['records.rectify'];

export const TRADE_NAME_WORKFLOW = defineWorkflow<TradeNameStatus, ApplicationStep>([
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
  {
    from: 'legal_checking',
    event: 'recommend_approval',
    to: 'trade_name_recommended_for_approval',
    actors: REVIEWER,
    reasonRequired: false,
  },
  { from: 'trade_name_recommended_for_approval', event: 'approve', to: 'waiting_for_payment', actors: DIRECTOR, reasonRequired: false },
  { from: 'waiting_for_payment', event: 'confirm_payment', to: 'granted', actors: CASHIER, reasonRequired: false },
  ...fromEach(OPEN, 'reject', 'rejected', [...REVIEWER, ...DIRECTOR], { reasonRequired: true }),
  { from: 'granted', event: 'terminate', to: 'terminated', actors: DIRECTOR, reasonRequired: true },
  ...stayIn(OPEN, 'assign', ASSIGNER),
  ...stayIn(CLAIMABLE_STATES, 'claim', REVIEWER),
  ...stayIn(TRANSFERABLE, 'request_transfer', APPLICANT),
  ...stayIn(TRANSFERABLE, 'confirm_transfer', APPLICANT),
  ...stayIn(TRANSFERABLE, 'cancel_transfer', APPLICANT),
  // Issuing (and re-issuing, after a transfer) the certificate: a recorded step (issue 33 §2).
  ...stayIn(['granted'], 'issue_certificate', ISSUER),
  // Rectifying a clerical error of the record after it (record-rectification.ts): always with a reason.
  ...stayIn(['granted'], 'rectify', RECTIFIER, { reasonRequired: true }),
]);

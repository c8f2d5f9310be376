import { type ReferenceModel, describeAgreementWithReferenceModel } from '../applications/workflow/reference-model.contract.js';
import { trademarkDecider } from './decider.js';
import type { TrademarkStatus } from './workflow.js';

/**
 * The trademark reservation workflow as a plain map, written from DESIGN.md "Workflow" and the
 * aggregate's brief, deliberately not read from TRADEMARK_WORKFLOW: the decider must agree with it.
 */
const review = ['applications.review'] as const;
const reviewOrDecide = ['applications.review', 'applications.decide'] as const;
const owner = ['applicant'] as const;
const assigner = ['applications.assign'] as const;

const transfers = (here: TrademarkStatus) => ({
  request_transfer: { to: here, who: owner },
  confirm_transfer: { to: here, who: owner },
  cancel_transfer: { to: here, who: owner },
});
const reject = { to: 'rejected', who: reviewOrDecide, reason: true } as const;

const model: ReferenceModel<TrademarkStatus> = {
  steps: {
    none: { submit: { to: 'submitted', who: owner } },
    submitted: {
      start_legal_check: { to: 'legal_checking', who: review },
      reject,
      assign: { to: 'submitted', who: assigner },
      claim: { to: 'submitted', who: review },
      ...transfers('submitted'),
    },
    legal_checking: {
      return_to_applicant: { to: 'returned_to_applicant', who: review, reason: true },
      recommend_approval: { to: 'recommended_for_approval', who: review },
      reject,
      assign: { to: 'legal_checking', who: assigner },
      claim: { to: 'legal_checking', who: review },
      ...transfers('legal_checking'),
    },
    returned_to_applicant: {
      correct: { to: 'returned_to_applicant', who: owner },
      resubmit: { to: 'submitted', who: owner },
      reject,
      assign: { to: 'returned_to_applicant', who: assigner },
      ...transfers('returned_to_applicant'),
    },
    recommended_for_approval: {
      approve: { to: 'waiting_for_payment', who: ['applications.decide'] },
      reject,
      assign: { to: 'recommended_for_approval', who: assigner },
      ...transfers('recommended_for_approval'),
    },
    waiting_for_payment: {
      confirm_payment: { to: 'reserved', who: ['payments.confirm'] },
      reject,
      assign: { to: 'waiting_for_payment', who: assigner },
      ...transfers('waiting_for_payment'),
    },
    reserved: {
      terminate: { to: 'terminated', who: ['applications.decide'], reason: true },
      ...transfers('reserved'),
      issue_certificate: { to: 'reserved', who: ['certificates.issue'] },
      rectify: { to: 'reserved', who: ['records.rectify'], reason: true },
    },
    rejected: {},
    terminated: {},
  },
  correctable: { returned_to_applicant: ['trademark-info'] },
  // Not `classes`: a rectification corrects the terms of the classes as reserved, which a junk value would not have.
  keysOf: { 'trademark-info': ['wordMark', 'phone_number'] },
};

describeAgreementWithReferenceModel('trademark reservation decider', {
  decider: trademarkDecider,
  model,
  submitDetails: { classes: [{ classNumber: 9, terms: ['software'] }] },
  rectifyPatch: (n) => ({ classes: [{ classNumber: 9, terms: [`software ${n}`] }] }),
  runs: 300,
  seed: 20260303,
});

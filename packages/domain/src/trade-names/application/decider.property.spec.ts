import { type ReferenceModel, describeAgreementWithReferenceModel } from '#src/applications/workflow/reference-model.contract';
import { tradeNameApplicationDecider } from './decider.js';
import type { TradeNameStatus } from './workflow.js';

/**
 * The trade-name workflow as a plain map, written from DESIGN.md "Workflow" and the aggregate's
 * brief, deliberately not read from TRADE_NAME_WORKFLOW: the decider must agree with it.
 */
const review = ['applications.review'] as const;
const reviewOrDecide = ['applications.review', 'applications.decide'] as const;
const owner = ['applicant'] as const;
const assigner = ['applications.assign'] as const;

const transfers = (here: TradeNameStatus) => ({
  request_transfer: { to: here, who: owner },
  confirm_transfer: { to: here, who: owner },
  cancel_transfer: { to: here, who: owner },
});
const reject = { to: 'rejected', who: reviewOrDecide, reason: true } as const;

const model: ReferenceModel<TradeNameStatus> = {
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
      recommend_approval: { to: 'trade_name_recommended_for_approval', who: review },
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
    trade_name_recommended_for_approval: {
      approve: { to: 'waiting_for_payment', who: ['applications.decide'] },
      reject,
      assign: { to: 'trade_name_recommended_for_approval', who: assigner },
      ...transfers('trade_name_recommended_for_approval'),
    },
    waiting_for_payment: {
      confirm_payment: { to: 'granted', who: ['payments.confirm'] },
      reject,
      assign: { to: 'waiting_for_payment', who: assigner },
      ...transfers('waiting_for_payment'),
    },
    granted: {
      terminate: { to: 'terminated', who: ['applications.decide'], reason: true },
      ...transfers('granted'),
      issue_certificate: { to: 'granted', who: ['certificates.issue'] },
      rectify: { to: 'granted', who: ['records.rectify'], reason: true },
    },
    rejected: {},
    terminated: {},
  },
  correctable: { returned_to_applicant: ['trade-name-info', 'activity-types'] },
  keysOf: { 'trade-name-info': ['name', 'phone_number', 'partners'], 'activity-types': ['activity_ids'] },
};

describeAgreementWithReferenceModel('trade-name application decider', {
  decider: tradeNameApplicationDecider,
  model,
  rectifyPatch: (n) => ({ locales: { en: `Spelling ${n}` } }),
  runs: 300,
  seed: 20260301,
});

import { expect } from 'vitest';
import { type ReferenceModel, describeAgreementWithReferenceModel } from '../applications/workflow/reference-model.contract.js';
import { type BusinessState, businessDecider } from './decider.js';
import type { BusinessStatus } from './workflow.js';

/**
 * The business workflow as a plain map, written from DESIGN.md "Workflow" and the aggregate's
 * brief, deliberately not read from BUSINESS_WORKFLOW: the decider must agree with it.
 */
const review = ['applications.review'] as const;
const reviewOrDecide = ['applications.review', 'applications.decide'] as const;
const owner = ['applicant'] as const;
const assigner = ['applications.assign'] as const;

const transfers = (here: BusinessStatus) => ({
  request_transfer: { to: here, who: owner },
  confirm_transfer: { to: here, who: owner },
  cancel_transfer: { to: here, who: owner },
});
const reject = { to: 'rejected', who: reviewOrDecide, reason: true } as const;
const returned = (here: BusinessStatus) => ({
  correct: { to: here, who: owner },
  resubmit: { to: 'submitted' as const, who: owner },
  reject,
  assign: { to: here, who: assigner },
  ...transfers(here),
});

const model: ReferenceModel<BusinessStatus> = {
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
      return_to_applicant: { to: ['requires_business_correction', 'requires_trade_name_correction'], who: review, reason: true },
      recommend_approval: { to: 'recommended_for_approval', who: review },
      reject,
      assign: { to: 'legal_checking', who: assigner },
      claim: { to: 'legal_checking', who: review },
      ...transfers('legal_checking'),
    },
    requires_business_correction: returned('requires_business_correction'),
    requires_trade_name_correction: returned('requires_trade_name_correction'),
    recommended_for_approval: {
      approve: { to: 'waiting_for_payment', who: ['applications.decide'] },
      reject,
      assign: { to: 'recommended_for_approval', who: assigner },
      ...transfers('recommended_for_approval'),
    },
    waiting_for_payment: {
      confirm_payment: { to: 'registered', who: ['payments.confirm'] },
      reject,
      assign: { to: 'waiting_for_payment', who: assigner },
      ...transfers('waiting_for_payment'),
    },
    registered: {
      terminate: { to: 'terminated', who: ['applications.decide'], reason: true },
      ...transfers('registered'),
      issue_certificate: { to: 'registered', who: ['certificates.issue'] },
      rectify: { to: 'registered', who: ['records.rectify'], reason: true },
    },
    rejected: {},
    terminated: {},
  },
  correctable: {
    requires_business_correction: ['business-info', 'activity-types', 'establishment-contract'],
    requires_trade_name_correction: ['trade-name-info'],
  },
  keysOf: {
    'trade-name-info': ['trade_name'],
    'business-info': ['company', 'shareholders'],
    'activity-types': ['activity_ids'],
    'establishment-contract': ['contract'],
  },
};

describeAgreementWithReferenceModel('business decider', {
  decider: businessDecider,
  model,
  submitExtra: { businessType: 'company_reintroduce' },
  returnTargets: ['requires_business_correction', 'requires_trade_name_correction'],
  rectifyPatch: (n) => ({ company: { address: { district_id: `district-${n}` } } }),
  paymentExtra: (n) => ({ uen: `KR-2026-${String(n).padStart(6, '0')}` }),
  afterAccepted(command, state) {
    const business = state as unknown as BusinessState;
    if (command.type === 'confirm_payment') expect(business.uen).toBe(command.uen);
    if (business.status !== null) expect(business.businessType).toBe('company_reintroduce');
  },
  runs: 300,
  seed: 20260302,
});

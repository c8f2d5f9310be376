import { describe, expect, it } from 'vitest';
import { LOCALES } from '#src/shared/i18n/locale';
import { APPLICATION_STEPS } from './application-commands.js';
import {
  APPLICATION_WORKFLOWS,
  STATUS_CATEGORIES,
  STATUS_PRESENTATION,
  STEP_PRESENTATION,
  UNKNOWN_STATUS_LABEL,
  WORKFLOW_KINDS,
  isApplicantTimelineStep,
  statusCategory,
  statusLabel,
  statusesOf,
  workflowTexts,
} from './presentation.js';
import { allowedEvents, isFinal, statesOf } from './workflow.js';

// Walked from the tables themselves, so that a state or step added to a table is checked here.
const every = WORKFLOW_KINDS.flatMap((kind) => statesOf(APPLICATION_WORKFLOWS[kind]).map((status) => ({ kind, status })));
const everyEvent = WORKFLOW_KINDS.flatMap((kind) =>
  [...new Set(APPLICATION_WORKFLOWS[kind].map((r) => r.event))].map((event) => ({ kind, event })),
);

describe('workflow presentation', () => {
  it('covers the three kinds of application', () => {
    expect(WORKFLOW_KINDS.sort()).toEqual(['business', 'trade-name', 'trademark']);
    expect(every.length).toBeGreaterThan(20);
  });

  it.each(every)('labels $kind status $status in every language, never as unknown or as its code', ({ status }) => {
    for (const locale of LOCALES) {
      const label = statusLabel(status, locale);
      expect(label.trim()).not.toBe('');
      expect(label).not.toBe(UNKNOWN_STATUS_LABEL[locale]);
      expect(label).not.toBe(status);
    }
  });

  it.each(every)('gives $kind status $status a category', ({ status }) => {
    expect(STATUS_CATEGORIES).toContain(statusCategory(status));
  });

  it('agrees with the tables: the applicant acts where it may resubmit, the fee is due where payment is confirmed, nothing follows a final state', () => {
    for (const { kind, status } of every) {
      const table = APPLICATION_WORKFLOWS[kind];
      const category = statusCategory(status);
      const facts = {
        kind,
        status,
        applicantResubmits: allowedEvents(table, status, 'applicant').includes('resubmit'),
        paymentConfirmed: table.some((r) => r.from === status && r.event === 'confirm_payment'),
        final: isFinal(table, status),
      };
      expect({
        ...facts,
        applicantResubmits: category === 'action_needed',
        paymentConfirmed: category === 'waiting_for_payment',
        final: facts.final && ['finished', 'closed'].includes(category!),
      }).toEqual(facts);
    }
  });

  it('labels only states some table names', () => {
    const named = new Set(every.map((e) => e.status));
    expect(Object.keys(STATUS_PRESENTATION).filter((s) => !named.has(s as never))).toEqual([]);
  });

  it('reads returned_to_applicant as "requires correction" (spec §4)', () => {
    expect(statusLabel('returned_to_applicant', 'en')).toBe('Requires correction');
    expect(statusCategory('returned_to_applicant')).toBe('action_needed');
  });

  it('reads a status no table names as unknown, with no category', () => {
    expect(statusLabel('something_new', 'ckb')).toBe(UNKNOWN_STATUS_LABEL.ckb);
    expect(statusCategory('something_new')).toBeUndefined();
    expect(statusCategory('toString')).toBeUndefined();
  });

  it.each(everyEvent)('labels $kind step $event in every language', ({ event }) => {
    for (const locale of LOCALES) {
      const label = STEP_PRESENTATION[event].label[locale];
      expect(label.trim()).not.toBe('');
      expect(label).not.toBe(event);
    }
  });

  it("shows the applicant every step but the registry's desk work", () => {
    expect(APPLICATION_STEPS.filter((e) => !isApplicantTimelineStep(e))).toEqual(['assign', 'claim']);
    expect(isApplicantTimelineStep('something_new')).toBe(false);
  });

  it('lists a kind’s statuses in its table’s order', () => {
    expect(statusesOf('trade-name')[0]).toBe('submitted');
    expect(statusesOf('trade-name')).toContain('trade_name_recommended_for_approval');
    expect(statusesOf('business')).not.toContain('returned_to_applicant');
  });

  it('gives translation resources with the same keys in every language', () => {
    const keys = (locale: (typeof LOCALES)[number]) => {
      const texts = workflowTexts(locale);
      return [...Object.keys(texts.status).map((k) => `status.${k}`), ...Object.keys(texts.step).map((k) => `step.${k}`)].sort();
    };
    for (const locale of LOCALES) expect(keys(locale)).toEqual(keys('en'));
    expect(workflowTexts('ar').status.unknown).toBe(UNKNOWN_STATUS_LABEL.ar);
    expect(workflowTexts('kmr').step.submit).toBe(STEP_PRESENTATION.submit.label.kmr);
  });
});

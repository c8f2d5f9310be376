import { describe, expect, it } from 'vitest';
import { APPLICATION_STEPS } from './application-commands.js';
import { EVENT_OF_STEP, storedEventTypes } from './application-events.js';

/**
 * Event names as they are stored in every registry's event store. They may be added to, never
 * renamed or removed: a stream written with a name the code no longer knows could not be folded.
 */
const STORED = [
  'submitted',
  'legal-check-started',
  'returned-to-applicant',
  'corrected',
  'resubmitted',
  'recommended-for-approval',
  'approved',
  'payment-confirmed',
  'rejected',
  'terminated',
  'assigned',
  'transfer-requested',
  'transfer-confirmed',
  'transfer-cancelled',
  'certificate-issued',
  'record-rectified',
];

describe('stored event names', () => {
  it('keeps every name ever stored', () => {
    expect(Object.values(EVENT_OF_STEP)).toEqual(expect.arrayContaining(STORED));
  });

  it('gives each step a name of its own (a claim is an assignment), in the stored form', () => {
    const names = Object.values(EVENT_OF_STEP);
    expect(EVENT_OF_STEP.claim).toBe(EVENT_OF_STEP.assign);
    expect(new Set(names).size).toBe(APPLICATION_STEPS.length - 1);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('prefixes them with the kind', () => {
    expect(storedEventTypes('business')).toContain('business.approved');
  });
});

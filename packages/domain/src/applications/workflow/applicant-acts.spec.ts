import { describe, expect, it } from 'vitest';
import { applicantMayTake } from './applicant-acts.js';

const pending = { ownerEmail: 'owner@example.org', pendingTransfer: { newEmail: 'New@Example.org' } };

describe('who of the applicants may take a step', () => {
  it('given an owner, when they take any step, then it is theirs (the e-mail compared without case or spaces)', () => {
    for (const step of ['correct', 'resubmit', 'request_transfer', 'cancel_transfer'])
      expect(applicantMayTake(step, ' OWNER@example.org ', pending)).toBe(true);
  });

  it('given a pending transfer, when its recipient takes a step, then only confirming or declining it is theirs', () => {
    expect(applicantMayTake('confirm_transfer', 'new@example.org', pending)).toBe(true);
    expect(applicantMayTake('cancel_transfer', 'new@example.org', pending)).toBe(true);
    for (const step of ['correct', 'resubmit', 'request_transfer', 'cancel'])
      expect(applicantMayTake(step, 'new@example.org', pending)).toBe(false);
  });

  it('given no pending transfer, when someone else takes a step, then nothing is theirs', () => {
    const owned = { ownerEmail: 'owner@example.org', pendingTransfer: null };
    expect(applicantMayTake('confirm_transfer', 'new@example.org', owned)).toBe(false);
    expect(applicantMayTake('correct', 'stranger@example.org', owned)).toBe(false);
  });

  it('given nothing owned yet, when an applicant submits, then the workflow decides', () => {
    expect(applicantMayTake('submit', 'anyone@example.org', { ownerEmail: null, pendingTransfer: null })).toBe(true);
  });
});

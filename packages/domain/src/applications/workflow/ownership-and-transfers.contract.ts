/**
 * What every application decider must do about its owner: the applicant owns the application
 * through the verified e-mail, and hands it to another by a transfer the new address confirms.
 */
import { describe, expect, it } from 'vitest';
import type { ApplicationStep } from './application-commands.js';
import {
  DEFAULT_PAYLOADS,
  type DeciderUnderTest,
  OWNER,
  type StateLike,
  type StoredLike,
  applicant,
  loosely,
  minutesLater,
  refusalOf,
  staff,
  staffWithout,
  storedEvents,
} from './decider-fixtures.contract.js';

export interface OwnershipSuite<S extends string> {
  readonly decider: DeciderUnderTest;
  readonly prefix: string;
  readonly pathTo: (state: S) => readonly StoredLike[];
  /** An open state where the reviewer may reject. */
  readonly open: S;
  /** The state of a granted, registered or reserved application. */
  readonly done: S;
  /** A final state: rejected. */
  readonly closed: S;
}

/** The applicant owns the application through the verified e-mail, and can hand it to another. */
export function describeOwnershipAndTransfers<S extends string>(name: string, suite: OwnershipSuite<S>): void {
  const d = loosely(suite.decider);
  const e = storedEvents(suite.prefix);
  const at = minutesLater(900);
  const NEW = 'new.owner@example.org';
  const when = (given: readonly StoredLike[], command: Record<string, unknown>) => d.decide({ at, ...command }, d.fold(given));
  const refused = (given: readonly StoredLike[], command: Record<string, unknown>) => refusalOf(() => when(given, command));
  const open = () => suite.pathTo(suite.open);
  const pending = () => [...open(), e.transferRequested(NEW)];

  describe(`${name} ownership and transfers`, () => {
    it('given an open application, when the owner asks to transfer it, then the request names both e-mails', () => {
      expect(when(open(), { type: 'request_transfer', actor: applicant(), newEmail: ` ${NEW} ` })).toEqual([
        {
          type: `${suite.prefix}.transfer-requested`,
          schemaVersion: 1,
          data: { actor: { kind: 'applicant', email: OWNER }, at, currentEmail: OWNER, newEmail: NEW },
        },
      ]);
      expect(d.fold(pending()).pendingTransfer).toMatchObject({ newEmail: NEW });
    });

    it('when the new e-mail is the current one in other letters, then invalid transfer.same-email on new_email', () => {
      expect(refused(open(), { type: 'request_transfer', actor: applicant(), newEmail: ' OWNER@Example.ORG' })).toEqual({
        kind: 'invalid',
        code: 'transfer.same-email',
        field: 'new_email',
      });
      expect(refused(open(), { type: 'request_transfer', actor: applicant(), newEmail: 'not-an-address' })).toEqual({
        kind: 'invalid',
        code: 'validation.email',
        field: 'new_email',
      });
      expect(refused(open(), { type: 'request_transfer', actor: applicant(), newEmail: ' ' })).toEqual({
        kind: 'invalid',
        code: 'validation.required',
        field: 'new_email',
      });
    });

    it('given a pending transfer, when the holder of the new address confirms, then the owner changes and the events keep both e-mails', () => {
      const events = when(pending(), { type: 'confirm_transfer', actor: applicant(NEW.toUpperCase()), approvalDocuments: ['approval-1'] });
      expect(events).toEqual([
        {
          type: `${suite.prefix}.transfer-confirmed`,
          schemaVersion: 1,
          data: {
            actor: { kind: 'applicant', email: NEW.toUpperCase() },
            at,
            previousEmail: OWNER,
            newEmail: NEW,
            approvalDocuments: ['approval-1'],
          },
        },
      ]);
      const after = d.fold([...pending(), ...events]);
      // The payload's copy of the owner's e-mail follows; the documents join the reviewers' list.
      expect(after).toMatchObject({ ownerEmail: NEW, pendingTransfer: null, details: { email: NEW }, transferDocuments: ['approval-1'] });
      // The former owner is remembered, to be told the application was transferred (issue 34 §6).
      expect(after.formerOwners).toEqual([OWNER]);
      // The former owner is now a stranger; the new owner acts, even to hand it back.
      expect(
        refused([...pending(), ...events], { type: 'request_transfer', actor: applicant(OWNER), newEmail: 'third@example.org' }),
      ).toEqual({ kind: 'forbidden', code: 'application.not-owner' });
      expect(when([...pending(), ...events], { type: 'request_transfer', actor: applicant(NEW), newEmail: OWNER })[0]).toMatchObject({
        data: { currentEmail: NEW, newEmail: OWNER },
      });
    });

    it('the owner may confirm too (the caller checked the code sent to the new address)', () => {
      expect(
        d.fold([...pending(), ...when(pending(), { type: 'confirm_transfer', actor: applicant(), approvalDocuments: ['approval-1'] })])
          .ownerEmail,
      ).toBe(NEW);
    });

    it('a transfer is not confirmed without a document approving it (spec §3)', () => {
      for (const approvalDocuments of [undefined, [], [' ']]) {
        expect(refused(pending(), { type: 'confirm_transfer', actor: applicant(), approvalDocuments })).toEqual({
          kind: 'invalid',
          code: 'validation.required',
          field: 'approvalDocuments',
        });
      }
    });

    it('given a pending transfer, the owner withdraws it or its recipient declines it', () => {
      for (const actor of [applicant(), applicant(NEW)]) {
        const events = when(pending(), { type: 'cancel_transfer', actor });
        expect(events[0]).toMatchObject({ type: `${suite.prefix}.transfer-cancelled`, data: { newEmail: NEW, cause: 'withdrawn' } });
        expect(d.fold([...pending(), ...events])).toMatchObject({ ownerEmail: OWNER, pendingTransfer: null });
      }
    });

    it('a new request replaces the pending one', () => {
      const events = when(pending(), { type: 'request_transfer', actor: applicant(), newEmail: 'other@example.org' });
      expect(d.fold([...pending(), ...events]).pendingTransfer).toMatchObject({ newEmail: 'other@example.org' });
    });

    it('with no transfer pending, confirming or cancelling is a conflict; a stranger may do neither', () => {
      for (const type of ['confirm_transfer', 'cancel_transfer']) {
        const payload = DEFAULT_PAYLOADS[type as ApplicationStep];
        expect(refused(open(), { type, actor: applicant(), ...payload })).toEqual({ kind: 'conflict', code: 'transfer.not-pending' });
        expect(refused(pending(), { type, actor: applicant('stranger@example.org'), ...payload })).toEqual({
          kind: 'forbidden',
          code: 'application.not-owner',
        });
      }
    });

    it('a transfer is possible once granted, not once closed; staff cannot transfer', () => {
      expect(when(suite.pathTo(suite.done), { type: 'request_transfer', actor: applicant(), newEmail: NEW })).toHaveLength(1);
      expect(refused(suite.pathTo(suite.closed), { type: 'request_transfer', actor: applicant(), newEmail: NEW })).toMatchObject({
        kind: 'conflict',
        code: 'workflow.not-allowed-in-state',
      });
      expect(refused(open(), { type: 'request_transfer', actor: staffWithout(), newEmail: NEW })).toEqual({
        kind: 'forbidden',
        code: 'workflow.not-permitted',
      });
    });

    it('given a pending transfer, when the application is rejected, then the transfer is cancelled with it', () => {
      const events = when(pending(), { type: 'reject', actor: staff('applications.review'), reason: 'Not eligible' });
      expect(events.map((x) => x.type)).toEqual([`${suite.prefix}.rejected`, `${suite.prefix}.transfer-cancelled`]);
      expect(events[1]!.data).toMatchObject({ newEmail: NEW, cause: 'application-closed' });
      const after = d.fold([...pending(), ...events]) as StateLike & { history: { event: string; reason: string | null }[] };
      expect(after).toMatchObject({ status: suite.closed, pendingTransfer: null });
      expect(after.history.at(-1)).toMatchObject({ event: 'cancel_transfer', reason: 'application-closed' });
    });

    it('an applicant with another e-mail is refused every step; the owner in other letters is not', () => {
      const stranger = applicant('someone.else@example.org');
      for (const command of [
        { type: 'request_transfer', newEmail: NEW },
        { type: 'resubmit' },
        { type: 'submit', details: {}, ownerEmail: OWNER },
        { type: 'start_legal_check' },
      ]) {
        expect(refused(open(), { ...command, actor: stranger })).toEqual({ kind: 'forbidden', code: 'application.not-owner' });
      }
      expect(refused([], { type: 'submit', details: {}, ownerEmail: OWNER, actor: stranger })).toEqual({
        kind: 'forbidden',
        code: 'application.not-owner',
      });
      expect(when(open(), { type: 'request_transfer', actor: applicant(' Owner@Example.org '), newEmail: NEW })).toHaveLength(1);
    });
  });
}

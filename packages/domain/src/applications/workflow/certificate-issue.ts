/**
 * Issuing a certificate (issue 33 §2), a rule of the issue_certificate step that every application
 * decider applies: who may issue (four-eyes: nobody who examined, approved or rectified the
 * application), and when a certificate may be issued again (only after what it states changed: a
 * correction, a rectification or an ownership transfer since the last issue). Pure: history and
 * actor are inputs.
 */
import { DomainError } from '#src/shared/domain-error';
import { CertificateMessages } from '#src/certificates/messages';
import type { ApplicationStep } from './application-commands.js';
import type { HistoryEntry, IssuedCertificate } from './application-state.js';
import type { CommandActor } from './workflow.js';

/**
 * The steps of an examination, a decision or a rectification of the record: whoever took one does
 * not issue the certificate (whoever changed the facts does not also sign the paper stating them).
 */
export const EXAMINING_STEPS: ReadonlySet<ApplicationStep> = new Set([
  'start_legal_check',
  'return_to_applicant',
  'recommend_approval',
  'approve',
  'rectify',
]);

/** The steps after which a certificate no longer states the facts: a re-issue is then allowed. */
export const RE_ISSUE_CAUSES: ReadonlySet<ApplicationStep> = new Set(['correct', 'confirm_transfer', 'rectify']);

/** The number printed on a certificate: the register number and the issue's sequence (`TN-2026-000123-C2`). */
export const certificateNumberOf = (registerNumber: string, sequence: number): string => `${registerNumber}-C${sequence}`;

type History = readonly Pick<HistoryEntry<string>, 'event' | 'actor'>[];

/** Null when `actor` may issue as far as four-eyes goes: they took no examining step on this application. */
export function issueFourEyesRefusal(history: History, actor: CommandActor) {
  if (actor.kind !== 'staff') return null;
  const examined = history.some((h) => EXAMINING_STEPS.has(h.event) && h.actor.kind === 'staff' && h.actor.id === actor.id);
  return examined ? { code: CertificateMessages['certificate.four-eyes'] } : null;
}

/** Whether the facts changed since the last certificate was issued (or none was): a certificate may be issued. */
export function mayIssueAgain(history: History, certificates: readonly IssuedCertificate[]): boolean {
  if (certificates.length === 0) return true;
  const lastIssue = history.findLastIndex((h) => h.event === 'issue_certificate');
  return history.slice(lastIssue + 1).some((h) => RE_ISSUE_CAUSES.has(h.event));
}

/** The certificate the command issues, or the refusal: four-eyes (403), nothing changed since the last (409), ids missing (422). */
export function certificateToIssue(
  command: { certificateId?: unknown; registerNumber?: unknown; actor: CommandActor },
  history: History,
  certificates: readonly IssuedCertificate[],
): { certificateId: string; registerNumber: string; number: string; sequence: number; supersedes: string | null } {
  const refusal = issueFourEyesRefusal(history, command.actor);
  if (refusal) throw new DomainError('forbidden', refusal);
  if (!mayIssueAgain(history, certificates)) throw new DomainError('conflict', { code: CertificateMessages['certificate.already-issued'] });
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const certificateId = text(command.certificateId);
  const registerNumber = text(command.registerNumber);
  const missing = [!certificateId && 'certificate_id', !registerNumber && 'register_number'].filter((f): f is string => !!f);
  if (missing.length)
    throw new DomainError(
      'invalid',
      missing.map((field) => ({ code: 'validation.required', field })),
    );
  const sequence = certificates.length + 1;
  return {
    certificateId,
    registerNumber,
    number: certificateNumberOf(registerNumber, sequence),
    sequence,
    supersedes: certificates.at(-1)?.id ?? null,
  };
}

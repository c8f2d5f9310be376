/** The state every application decider folds from its events (evolve in application-decider.ts). */
import type { ApplicationKind, ApplicationStep, Details, FieldComments } from './application-commands.js';
import type { EventActor } from './application-events.js';

export interface OpenCorrection<S extends string> {
  /** The state the application was returned to (for a business: which section must be corrected). */
  readonly target: S;
  readonly reason: string;
  readonly fieldComments: FieldComments;
  readonly returnedAt: string;
  /** The value each top-level key corrected since the return had at the return (`undefined`: absent then). */
  readonly originals: Readonly<Record<string, unknown>>;
  /**
   * The sections open to correction that a field comment names (by the top-level key of its
   * path), in the order they are open: what the applicant is asked to correct before resubmitting.
   */
  readonly namedSections: readonly string[];
  /** The sections with a correction saved since the return, first correction first. */
  readonly correctedSections: readonly string[];
}

export interface PendingTransfer {
  readonly newEmail: string;
  readonly requestedAt: string;
}

export interface HistoryEntry<S extends string> {
  readonly event: ApplicationStep;
  readonly from: S | null;
  readonly to: S;
  readonly actor: EventActor;
  readonly at: string;
  readonly reason: string | null;
}

/** A certificate issued for the application (issue 33 §2), oldest first. */
export interface IssuedCertificate {
  readonly id: string;
  readonly number: string;
  readonly registerNumber: string;
  readonly sequence: number;
  readonly issuedAt: string;
  readonly issuedBy: EventActor;
  readonly supersedes: string | null;
}

export interface ApplicationState<K extends ApplicationKind, D extends Details = Details> {
  /** `null`: not submitted yet. */
  readonly status: K['status'] | null;
  readonly ownerEmail: string | null;
  /** The human reference from the submission (`TN-2026-000123`); null before it, and for a submission that recorded none. */
  readonly reference: string | null;
  readonly details: D | null;
  readonly pendingTransfer: PendingTransfer | null;
  readonly openCorrection: OpenCorrection<K['status']> | null;
  readonly assigneeId: string | null;
  /** Uploads approving the confirmed ownership transfers, oldest first (for the reviewers' documents). */
  readonly transferDocuments: readonly string[];
  /** Who owned the application before a confirmed transfer, oldest first: told it was transferred, not that it does not exist. */
  readonly formerOwners: readonly string[];
  readonly history: readonly HistoryEntry<K['status']>[];
  /** Every certificate issued, oldest first: the last is the current one, the others superseded. */
  readonly certificates: readonly IssuedCertificate[];
}

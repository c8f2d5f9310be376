/**
 * The events every application workflow stores (`trade-name.submitted`, `business.approved`):
 * their data, the event each step records, and the stored names of a kind.
 */
import type { ApplicationKind, ApplicationStep, Details, FieldComments } from './application-commands.js';
import type { Locale } from '#src/shared/i18n/locale';

/** Who did it, as events keep it (no permissions: those may change later). */
export type EventActor = { readonly kind: 'applicant'; readonly email: string } | { readonly kind: 'staff'; readonly id: string };

export interface StepData {
  readonly actor: EventActor;
  readonly at: string;
}
export interface TransitData<S extends string> extends StepData {
  readonly from: S | null;
  readonly to: S;
  readonly reason: string | null;
}

export type ApplicationEventData<K extends ApplicationKind, D extends Details> = {
  /** `reference`: absent from submissions before issue 23 (their references are in the API's `application_references`, by migration). */
  submitted: TransitData<K['status']> & {
    readonly ownerEmail: string;
    readonly details: D;
    readonly submittedAt: string;
    readonly reference?: string;
    /** The language the application was made in; absent from submissions before issue 35. */
    readonly locale?: Locale;
  } & K['submitExtra'];
  'legal-check-started': TransitData<K['status']>;
  'returned-to-applicant': TransitData<K['status']> & { readonly reason: string; readonly fieldComments: FieldComments };
  /** `changes` holds only keys whose value changed; `previous` their earlier values (absent when the key was absent). */
  corrected: StepData & {
    readonly section: K['section'];
    readonly changes: Readonly<Record<string, unknown>>;
    readonly previous: Readonly<Record<string, unknown>>;
  };
  /** `changedFields`: paths (`company.capital`, `shareholders[1].upn`) whose value differs from the one at the return; a change undone does not count. */
  resubmitted: TransitData<K['status']> & { readonly changedFields: readonly string[] };
  'recommended-for-approval': TransitData<K['status']>;
  approved: TransitData<K['status']>;
  /** The receipt is absent from payments confirmed before receipts were recorded (issue 22). */
  'payment-confirmed': TransitData<K['status']> & K['paymentExtra'] & { readonly receiptNumber?: string; readonly receiptDate?: string };
  rejected: TransitData<K['status']> & { readonly reason: string };
  terminated: TransitData<K['status']> & { readonly reason: string };
  assigned: StepData & { readonly assigneeId: string | null; readonly previousAssigneeId: string | null };
  'transfer-requested': StepData & { readonly currentEmail: string; readonly newEmail: string };
  /** `approvalDocuments`: upload ids; absent from transfers confirmed before documents were asked for. */
  'transfer-confirmed': StepData & {
    readonly previousEmail: string;
    readonly newEmail: string;
    readonly approvalDocuments?: readonly string[];
  };
  /** `application-closed`: the application was rejected or terminated with a transfer still open. */
  'transfer-cancelled': StepData & { readonly newEmail: string; readonly cause: 'withdrawn' | 'application-closed' };
  /**
   * A certificate issued (issue 33 §2): its id, its number (`TN-2026-000123-C1`: the register
   * number and the issue's sequence), and the certificate it supersedes (a re-issue), if any.
   */
  'certificate-issued': StepData & {
    readonly certificateId: string;
    readonly registerNumber: string;
    readonly number: string;
    readonly sequence: number;
    readonly supersedes: string | null;
  };
  /**
   * The register rectified after the grant (a clerical error corrected by staff): why, and each
   * changed path of the details (`company.address.district_id`) with its new and former value
   * (absent from `previous` when there was none).
   */
  'record-rectified': StepData & {
    readonly reason: string;
    readonly changes: Readonly<Record<string, unknown>>;
    readonly previous: Readonly<Record<string, unknown>>;
  };
};
export type ApplicationEventName = keyof ApplicationEventData<ApplicationKind, Details>;

export type ApplicationEvent<K extends ApplicationKind, D extends Details = Details> = {
  [N in ApplicationEventName]: {
    readonly type: `${K['prefix']}.${N}`;
    readonly schemaVersion: 1;
    readonly data: ApplicationEventData<K, D>[N];
  };
}[ApplicationEventName];

/** The stored name (after the prefix) of the event each step records. */
export const EVENT_OF_STEP = {
  submit: 'submitted',
  start_legal_check: 'legal-check-started',
  return_to_applicant: 'returned-to-applicant',
  correct: 'corrected',
  resubmit: 'resubmitted',
  recommend_approval: 'recommended-for-approval',
  approve: 'approved',
  confirm_payment: 'payment-confirmed',
  reject: 'rejected',
  terminate: 'terminated',
  assign: 'assigned',
  /** A claim is an assignment to oneself: the same event, so that every reader of assignments reads claims too. */
  claim: 'assigned',
  request_transfer: 'transfer-requested',
  confirm_transfer: 'transfer-confirmed',
  cancel_transfer: 'transfer-cancelled',
  issue_certificate: 'certificate-issued',
  rectify: 'record-rectified',
} as const satisfies Record<ApplicationStep, ApplicationEventName>;

/**
 * The stored event types of a kind (`trade-name.approved`), from EVENT_OF_STEP: a kind's events
 * are listed nowhere else, so a new step needs no list of its own per kind. Stored names are
 * never renamed (a new shape gets a new schemaVersion); stored-event-names.spec.ts keeps them.
 */
export function storedEventTypes<K extends ApplicationKind>(prefix: K['prefix']): readonly ApplicationEvent<K>['type'][] {
  return [...new Set(Object.values(EVENT_OF_STEP))].map((name) => `${prefix}.${name}` as ApplicationEvent<K>['type']);
}

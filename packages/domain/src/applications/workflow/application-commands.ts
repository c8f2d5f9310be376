/**
 * The commands every application workflow shares (trade name, business, trademark), generic over
 * what each kind adds (ApplicationKind); a command's `type` is the step's name. The details are
 * opaque here: the command handler validates them before it calls decide (application-decider.ts).
 */
import type { CommandActor } from './workflow.js';
import type { Locale } from '#src/shared/i18n/locale';

/** The application payload (../application.ts); `object`, not a record type, so that its interfaces fit. */
export type Details = object;
/** A point in time from the caller's clock; events store it as an ISO string. */
export type Instant = Date | string;
/** Reviewer's comment per field path (`trade_name.name`, `partners[1].upn`). */
export type FieldComments = Readonly<Record<string, string>>;
/** The extras of an aggregate that adds nothing to a step. */
export type NoExtra = Record<never, never>;
export const noExtra = (): NoExtra => ({});

/** The steps of every application workflow; a command's `type` is the step's name. */
export const APPLICATION_STEPS = [
  'submit',
  'start_legal_check',
  'return_to_applicant',
  'correct',
  'resubmit',
  'recommend_approval',
  'approve',
  'confirm_payment',
  'reject',
  'terminate',
  'assign',
  'claim',
  'request_transfer',
  'confirm_transfer',
  'cancel_transfer',
  'issue_certificate',
  'rectify',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The differences between aggregates, as types. */
export interface ApplicationKind {
  /** First part of the stored event names: `trade-name` stores `trade-name.submitted`. */
  readonly prefix: string;
  readonly status: string;
  readonly section: string;
  /** What submit carries besides the details and records apart from them (business: its type). */
  readonly submitExtra: object;
  /** What return_to_applicant carries besides reason and comments (business: the target state). */
  readonly returnExtra: object;
  /** What confirm_payment carries and records (business: the UEN). */
  readonly paymentExtra: object;
}

export type ApplicationCommandPayloads<K extends ApplicationKind, D extends Details> = {
  /** `reference`: the human reference (../reference-number.ts) the caller took from its sequence in the append's transaction. */
  submit: {
    readonly details: D;
    readonly ownerEmail: string;
    readonly submittedAt?: Instant;
    readonly reference?: string;
    /** The language the applicant made the application in (the request's): e-mails to an owner without an account's language use it. */
    readonly locale?: Locale;
  } & K['submitExtra'];
  start_legal_check: { readonly reason?: string };
  return_to_applicant: { readonly reason: string; readonly fieldComments?: FieldComments } & K['returnExtra'];
  /** `changes`: new values of top-level keys of the details that the section owns. */
  correct: { readonly section: K['section']; readonly changes: Readonly<Record<string, unknown>> };
  resubmit: NoExtra;
  recommend_approval: { readonly reason?: string };
  approve: { readonly reason?: string };
  /** The cashier's receipt (cash only, spec §9): its number and its date (`YYYY-MM-DD`); no amount. */
  confirm_payment: { readonly reason?: string; readonly receiptNumber: string; readonly receiptDate: string } & K['paymentExtra'];
  reject: { readonly reason: string };
  terminate: { readonly reason: string };
  /** `null` takes the application off anyone's desk. */
  assign: { readonly assigneeId: string | null };
  /** The caller takes an application nobody holds onto their own desk. */
  claim: NoExtra;
  request_transfer: { readonly newEmail: string };
  /**
   * The caller has verified the code sent to the new address. `approvalDocuments`: the uploads
   * approving the transfer (spec §3), at least one, which the edge has checked are the caller's.
   */
  confirm_transfer: { readonly approvalDocuments: readonly string[] };
  cancel_transfer: NoExtra;
  /**
   * The certificate's id (a UUID the caller drew) and the register number it certifies (a trade
   * name's or trademark's reference, a company's UEN), which the caller reads from the state.
   */
  issue_certificate: { readonly certificateId: string; readonly registerNumber: string };
  /**
   * Rectification of the register (record-rectification.ts): why, and the corrected facts as a
   * part of the details, nested as they are (`{ company: { address: { district_id } } }`).
   */
  rectify: { readonly reason: string; readonly patch: Readonly<Record<string, unknown>> };
};

export type ApplicationCommand<K extends ApplicationKind, D extends Details = Details> = {
  [S in ApplicationStep]: { readonly type: S; readonly at: Instant; readonly actor: CommandActor } & ApplicationCommandPayloads<K, D>[S];
}[ApplicationStep];

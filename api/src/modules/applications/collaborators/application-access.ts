import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError, Problems, forbidden, invalid, notFound, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { SqlSession } from '../../event-store/event-store.js';
import { principalId, type Principal } from '../../shared/http/principal.js';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { resource } from '../../shared/http/json-api.js';
import { registryValidationPipe } from '../../shared/http/validation.js';
import { NameRegister } from '../trade-names/availability/name-register.js';
import type { ClaimStatus } from '@registry/domain/trade-names/availability/eligibility';
import { OneTimeCodes } from '../applicant-access/one-time-codes.js';
import { ApplicationCommands, type AggregateDefinition } from './application-commands.js';
import { ApplicationFactsLookup } from './application-facts.js';
import type { TradeNameNaming } from '@registry/domain/applications/application';
import { uploadsOf, type ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { UploadedFiles } from '../files/uploaded-files.js';
import { WorkingCalendarSource } from '../working-time/working-calendar.source.js';
import { dueTime } from '@registry/domain/working-time/service-levels';
import { serviceClocks } from './projections/application-facets.js';
import type { ApplicationFacts } from '@registry/domain/applications/rules/facts';
import { withChanges, type ApplicationState } from '@registry/domain/applications/workflow/application-decider';
import { allowedEvents, type CommandActor, type WorkflowTable } from '@registry/domain/applications/workflow/workflow';
import { WorkflowMessages } from '@registry/domain/applications/workflow/messages';

type AnyEvent = { type: string; schemaVersion: number; data: any };
type AnyState = ApplicationState<any, any> & { uen?: string | null; businessType?: string | null };

/**
 * What differs between trade names, businesses and trademarks at the edge: the decider, the
 * rules, and which part of the payload is a trade name that must be claimed.
 */
export interface ApplicationKindConfig {
  /** JSON:API type and the segment of /api/v1/workflows/{kind}. */
  readonly resourceType: 'trade-names' | 'businesses' | 'trademarks';
  readonly aggregate: AggregateDefinition<AnyState, any, AnyEvent> & { table: WorkflowTable };
  /** The request body class of the whole payload, which a corrected payload must still satisfy. */
  readonly dto: new () => object;
  validate(details: any, facts: ApplicationFacts): FieldProblem[];
  /** The trade name the application holds, and how it is held while the application is open. */
  tradeNameOf?(details: any): TradeNameNaming | undefined;
  readonly claimWhileOpen?: ClaimStatus;
  /** The claim once the application succeeds (granted trade name, registered company). */
  readonly claimOnSuccess?: ClaimStatus;
  /** Extra fields of submit (a business records its type). */
  submitExtra?(details: any): Record<string, unknown>;
  /** Extra fields of confirm_payment (a business gets its UEN). */
  paymentExtra?(now: Date): Promise<Record<string, unknown>>;
}

/** The body of a transit: reason, per-field comments, and for a business the section to correct. */
export interface TransitBody {
  reason?: string;
  fieldComments?: Record<string, string>;
  target?: string;
  assigneeId?: string | null;
}

export function commandActor(principal: Principal): CommandActor {
  return principal.kind === 'applicant'
    ? { kind: 'applicant', email: principal.email }
    : { kind: 'staff', id: principal.userId, permissions: [...principal.permissions] };
}

/** Images only: photographs, signatures and logos. */
const IMAGE_KINDS = ['ceo_image', 'ceo_signature', 'shareholder_image', 'shareholder_signature', 'logo'] as const;
const APPROVAL_KINDS = ['approval_document'] as const;

const SUCCESS_STATES = new Set(['granted', 'registered', 'reserved']);
/** Steps with a call of their own (submit, correct, transfer request and confirmation). */
const OWN_CALL_STEPS = new Set(['submit', 'correct', 'request_transfer', 'confirm_transfer']);
const CLOSED_STATES = new Set(['rejected', 'terminated']);

/**
 * The applicant API of an application kind (spec §7): submit, read, correct, transit, transfer.
 * Each write is one command through ApplicationCommands; claims of trade names and e-mail codes
 * commit with its events.
 */
@Injectable()
export class ApplicationEndpoints {
  constructor(
    private readonly commands: ApplicationCommands,
    private readonly facts: ApplicationFactsLookup,
    private readonly names: NameRegister,
    private readonly codes: OneTimeCodes,
    private readonly files: UploadedFiles,
    private readonly calendar: WorkingCalendarSource,
  ) {}

  private readonly shape = registryValidationPipe();

  /** Refuses with every problem of the payload at once (422), before anything is written. */
  private async check(kind: ApplicationKindConfig, details: ApplicationDetails, now: Date): Promise<void> {
    const problems = kind.validate(details, await this.facts.factsFor(details, now));
    if (problems.length) throw invalid(problems);
  }

  private async claim(kind: ApplicationKindConfig, tx: SqlSession, streamId: string, details: unknown): Promise<void> {
    const naming = kind.tradeNameOf?.(details);
    if (!naming || !kind.claimWhileOpen) return;
    try {
      await this.names.claim(tx, {
        name: naming.name,
        locale: naming.locale,
        protectionLevel: naming.protection_level,
        districtId: naming.district_id,
        holderStreamId: streamId,
        holderKind: kind.resourceType === 'businesses' ? 'business' : kind.resourceType === 'trademarks' ? 'trademark' : 'trade-name',
        status: kind.claimWhileOpen,
      });
    } catch (error) {
      // The availability engine names `chosenTradeName`; here the field is the payload's.
      if (error instanceof DomainError) {
        const field = kind.resourceType === 'businesses' ? 'trade_name.name' : 'name';
        throw new DomainError(error.kind, error.problems.map((p) => ({ ...p, field })), error.meta);
      }
      throw error;
    }
  }

  /**
   * Every upload the payload names must be the caller's (or, for staff, any) and not used by
   * another application; they are then attached to this one, in the transaction of its events.
   */
  private async attachUploads(tx: SqlSession, principal: Principal, streamId: string, details: unknown): Promise<void> {
    const uploads = uploadsOf(details);
    if (!uploads.length) return;
    const problems = new Problems();
    const owner = principalId(principal);
    for (const upload of uploads) {
      await this.files.requireOwned(tx, upload.id, owner, upload.image ? IMAGE_KINDS : undefined, { field: upload.field, forStream: streamId, problems });
    }
    problems.throwIfAny();
    await this.files.attach(tx, uploads.map((u) => u.id), streamId);
  }

  async submit(kind: ApplicationKindConfig, principal: Principal, details: ApplicationDetails, idempotencyKey: string | undefined) {
    if (principal.kind !== 'applicant') throw forbidden();
    const now = new Date();
    await this.check(kind, details, now);
    const streamId = randomUUID();
    const result = await this.commands.execute(
      kind.aggregate,
      streamId,
      { type: 'submit', at: now, actor: commandActor(principal), details, ownerEmail: principal.email, ...(kind.submitExtra?.(details) ?? {}) },
      {
        idempotencyKey,
        alongside: async (tx) => {
          await this.attachUploads(tx, principal, streamId, details);
          await this.claim(kind, tx, streamId, details);
        },
      },
    );
    return { id: streamId, ...result };
  }

  /** The application as its owner or staff may see it (others: 404, so ids cannot be probed). */
  async get(kind: ApplicationKindConfig, principal: Principal, id: string) {
    return { id, ...this.readable(principal, await this.commands.load(kind.aggregate, id)) };
  }

  /** The loaded application, when it exists and the caller may see it; otherwise 404. */
  private readable<L extends { state: AnyState; version: number }>(principal: Principal, loaded: L): L {
    if (loaded.version === 0) throw notFound();
    this.mayRead(principal, loaded.state);
    return loaded;
  }

  private mayRead(principal: Principal, state: AnyState): void {
    if (principal.kind === 'staff' && principal.permissions.has('applications.read')) return;
    const email = principal.kind === 'applicant' ? principal.email.toLowerCase() : '';
    if (state.ownerEmail?.toLowerCase() === email || state.pendingTransfer?.newEmail?.toLowerCase() === email) return;
    throw notFound();
  }

  async correct(kind: ApplicationKindConfig, principal: Principal, id: string, section: string, changes: Record<string, unknown>, version: number | undefined, idempotencyKey?: string) {
    const now = new Date();
    let cleaned: Record<string, unknown> = {};
    return this.commands.execute(
      kind.aggregate,
      id,
      async (loaded) => {
        const current = this.readable(principal, loaded);
        // The corrected whole must still have the payload's shape and satisfy every rule.
        const corrected = (await this.shape.transform(withChanges(current.state.details as Record<string, unknown>, changes), { type: 'body', metatype: kind.dto })) as Record<string, unknown>;
        await this.check(kind, corrected as unknown as ApplicationDetails, now);
        // A removed answer (`null`) stays a removal; the others as the shape check cleaned them.
        cleaned = Object.fromEntries(Object.keys(changes).map((key) => [key, changes[key] === null ? null : corrected[key]]));
        return { type: 'correct', at: now, actor: commandActor(principal), section, changes: cleaned };
      },
      {
        expectedVersion: version,
        idempotencyKey,
        alongside: async (tx, change) => {
          await this.attachUploads(tx, principal, id, cleaned);
          const before = kind.tradeNameOf?.(change.before.details);
          const after = kind.tradeNameOf?.(change.after.details);
          if (JSON.stringify(before) !== JSON.stringify(after)) await this.claim(kind, tx, id, change.after.details);
        },
      },
    );
  }

  async transit(kind: ApplicationKindConfig, principal: Principal, id: string, event: string, body: TransitBody, version: number | undefined, idempotencyKey?: string) {
    // These carry what a transit cannot check (a payload, a code sent to the new owner): only their own calls take them.
    if (OWN_CALL_STEPS.has(event)) throw new DomainError('not-found', { code: WorkflowMessages['workflow.step-has-own-call'], params: { event } });
    const now = new Date();
    return this.commands.execute(
      kind.aggregate,
      id,
      async (loaded) => {
        this.readable(principal, loaded);
        // Drawn before the transaction: a refused payment leaves a gap in the numbers, never a duplicate.
        const paymentExtra = event === 'confirm_payment' && kind.paymentExtra ? await kind.paymentExtra(now) : {};
        return {
          type: event,
          at: now,
          actor: commandActor(principal),
          ...(body.reason !== undefined ? { reason: body.reason } : {}),
          ...(body.fieldComments !== undefined ? { fieldComments: body.fieldComments } : {}),
          ...(body.target !== undefined ? { target: body.target } : {}),
          ...(event === 'assign' ? { assigneeId: body.assigneeId ?? null } : {}),
          ...paymentExtra,
        };
      },
      {
        expectedVersion: version,
        idempotencyKey,
        alongside: (tx, change) => this.followClaim(kind, tx, id, change.before, change.after),
      },
    );
  }

  /** The claim of the trade name moves with the application: granted, registered, or released. */
  private async followClaim(kind: ApplicationKindConfig, tx: SqlSession, id: string, before: AnyState, after: AnyState): Promise<void> {
    if (!kind.tradeNameOf || before.status === after.status) return;
    if (after.status && CLOSED_STATES.has(after.status)) await this.names.release(tx, id);
    else if (after.status && SUCCESS_STATES.has(after.status) && kind.claimOnSuccess) await this.names.setStatus(tx, id, kind.claimOnSuccess);
  }

  async requestTransfer(kind: ApplicationKindConfig, principal: Principal, id: string, newEmail: string, locale: Locale, idempotencyKey?: string) {
    return this.commands.execute(
      kind.aggregate,
      id,
      (loaded) => (this.readable(principal, loaded), { type: 'request_transfer', at: new Date(), actor: commandActor(principal), newEmail }),
      { idempotencyKey, alongside: (tx) => this.codes.issueCode(tx, newEmail, 'transfer', locale).then(() => undefined) },
    );
  }

  /**
   * The code sent to the new address confirms the transfer, with the documents approving it
   * (spec §3: at least one, the decider's rule; each an upload of the caller's, of kind
   * `approval_document`, used by no other application), attached to this one in the transaction
   * of its event.
   */
  async confirmTransfer(kind: ApplicationKindConfig, principal: Principal, id: string, code: string, documents: readonly string[] | undefined, idempotencyKey?: string) {
    // One document named twice is one document; none at all the decider refuses.
    const approvalDocuments = [...new Set((documents ?? []).map((document) => document.toLowerCase()))];
    return this.commands.execute(
      kind.aggregate,
      id,
      (loaded) => (this.readable(principal, loaded), { type: 'confirm_transfer', at: new Date(), actor: commandActor(principal), approvalDocuments }),
      {
        idempotencyKey,
        // The code was sent to the address the transfer goes to (the decider refuses when none is pending).
        alongside: async (tx, change) => {
          const pending = change.before.pendingTransfer;
          if (!pending) return;
          // Before the code: a wrong document does not use up an attempt at it.
          await this.files.requireOwned(tx, approvalDocuments, principalId(principal), APPROVAL_KINDS, { field: 'approvalDocuments', forStream: id });
          await this.codes.consumeCode(pending.newEmail, 'transfer', code, { session: tx });
          await this.files.attach(tx, approvalDocuments, id);
        },
      },
    );
  }

  /** The JSON:API resource of an application, with the steps this caller may take now. */
  async asResource(kind: ApplicationKindConfig, principal: Principal, id: string, loaded: { state: AnyState; version: number }) {
    const { state, version } = loaded;
    const actor = commandActor(principal);
    const calendar = await this.calendar.current();
    const clocks = serviceClocks(state.history);
    return resource(kind.resourceType, {
      id,
      version,
      status: state.status,
      ownerEmail: state.ownerEmail,
      details: state.details,
      openCorrection: state.openCorrection ? { ...state.openCorrection, originals: undefined } : null,
      pendingTransfer: state.pendingTransfer,
      assigneeId: state.assigneeId,
      ...(state.uen !== undefined ? { uen: state.uen } : {}),
      history: state.history,
      allowedEvents: allowedEvents(kind.aggregate.table, state.status, actor),
      // The promises of spec §1/§9 on the working calendar in force: when the registry owes its answer.
      answerDueAt: clocks.answerSince ? dueTime(calendar, 'answer', new Date(clocks.answerSince)) : null,
      dueAt: clocks.processingSince ? dueTime(calendar, 'processing', new Date(clocks.processingSince)) : null,
    });
  }
}

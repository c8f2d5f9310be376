import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { TradeNameNaming, TrademarkDetails } from '@registry/domain/applications/application';
import { caseChecks, type CaseCheck } from '@registry/domain/applications/rules/case-checks';
import type { CaseFile, CaseFileCheck, CaseFileExamination } from '@registry/domain/applications/rules/case-file';
import { casePersons } from '@registry/domain/applications/rules/case-persons';
import {
  isBusinessDetails,
  isTradeNameDetails,
  isTrademarkDetails,
  type ApplicationDetails,
} from '@registry/domain/applications/rules/lookups';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import { assessEligibility, type Candidate, type NameRequest } from '@registry/domain/trade-names/availability/eligibility';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { examineWordMark, wordMarkTexts, type WordMarkExamination } from '@registry/domain/trademarks/examination/index';
import { HeldSigns } from '#src/modules/trademarks/examination/held-signs';
import { PG_POOL } from '#src/tokens';
import { ApplicationFactsLookup } from '#src/modules/applications/collaborators/application-facts';
import { GetApplicationQuery } from '#src/modules/applications/queries/get-application/get-application.query';
import { NameRegister } from '#src/modules/trade-names/availability/name-register';
import { ListNiceClassesQuery } from '#src/modules/reference/nice/queries/list-nice-classes/list-nice-classes.query';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';
import { GetCaseFileQuery } from './case-file.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * Loads the application as the caller may read it (404 otherwise), looks up its persons in the
 * civil registry and its trade name in the name register, and hands both to the domain's case
 * checks. Name conflicts "at submission" are those among the names already in the register when
 * the application was last (re)submitted (claimed, or imported from the old register) and still
 * there; the application's own claim never counts. A trademark's word mark is examined instead
 * (`HeldSigns`, docs/trademarks.md): the case file carries the examination, every conflict with
 * its holder, the marks whose logos are near its own (never a refusal), and the mark's words as its title.
 */
@QueryHandler(GetCaseFileQuery)
export class GetCaseFileHandler implements IQueryHandler<GetCaseFileQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly factsLookup: ApplicationFactsLookup,
    private readonly names: NameRegister,
    private readonly signs: HeldSigns,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ kind, principal, id, locale }: GetCaseFileQuery): Promise<CaseFile> {
    const loaded = await this.queryBus.execute(new GetApplicationQuery(kind, principal, id));
    const details = loaded.state.details as ApplicationDetails | null;
    const submission = [...loaded.state.history].reverse().find((h) => h.event === 'submit' || h.event === 'resubmit');
    const submittedAt = submission?.at ?? null;
    if (!details) return { id, title: null, submittedAt, persons: [], checks: [] };

    const facts = await this.factsLookup.factsFor(details, new Date());
    const naming = isBusinessDetails(details) ? details.trade_name : isTradeNameDetails(details) ? details : null;
    const mark = isTrademarkDetails(details) ? await this.markConflicts(details, id, submittedAt, locale) : null;
    const conflicts = mark
      ? mark.conflicts
      : naming?.name
        ? await this.nameConflicts(naming, id, submittedAt)
        : { now: null, atSubmission: null };
    const checks = caseChecks(details, {
      facts,
      nameConflictsNow: conflicts.now,
      nameConflictsAtSubmission: conflicts.atSubmission,
      ...(isTrademarkDetails(details) ? { termsOutsideTheirClass: await this.termsOutsideTheirClass(details) } : {}),
    });
    return {
      id,
      title: isTrademarkDetails(details) ? wordMarkTexts(details.wordMark ?? {}).join(' / ') || null : (naming?.name ?? null),
      submittedAt,
      persons: casePersons(details, facts.persons, facts.today),
      checks: checks.map((c) => this.explained(c, locale)),
      ...(mark ? { examination: mark.examination } : {}),
    };
  }

  /**
   * The goods and services the Nice list's search (the applicant's class picker's) does not find
   * in the class they were filed in: not refused, read by the examiner (the `class_terms` check).
   */
  private async termsOutsideTheirClass(details: TrademarkDetails): Promise<{ classNumber: number; term: string }[]> {
    const filed = (details.classes ?? []).flatMap((c) => (c.terms ?? []).map((term) => ({ classNumber: c.classNumber, term })));
    const found = await Promise.all(
      filed.map(async ({ classNumber, term }) => {
        const classes: NiceClass[] = await this.queryBus.execute(new ListNiceClassesQuery(term));
        return classes.some((c) => c.number === classNumber);
      }),
    );
    return filed.filter((_, i) => !found[i]);
  }

  /**
   * Trademark examination of the word mark, as the submission runs it (its own entry left out),
   * over every sign held now; "at submission", over those already held when it was last (re)submitted.
   */
  private async markConflicts(
    details: TrademarkDetails,
    holder: string,
    submittedAt: string | null,
    locale: Locale,
  ): Promise<{ conflicts: { now: string[]; atSubmission: string[] }; examination: CaseFileExamination }> {
    const request = { wordMark: details.wordMark ?? {}, classes: (details.classes ?? []).map((c) => c.classNumber), holder };
    const [signs, similarLogos] = await Promise.all([this.signs.signs(request), this.signs.similarLogos(holder)]);
    const cutoff = submittedAt ? new Date(submittedAt).getTime() : Number.POSITIVE_INFINITY;
    const heldThen = new Set(
      signs.filter((s) => (s.enteredAt?.getTime() ?? Number.POSITIVE_INFINITY) <= cutoff).map((s) => `${s.kind}:${s.id}`),
    );
    const now = examineWordMark(request, signs);
    const then = examineWordMark(
      request,
      signs.filter((s) => heldThen.has(`${s.kind}:${s.id}`)),
    );
    const refused = (e: WordMarkExamination) => e.conflicts.filter((c) => c.verdict === 'refuse').map((c) => c.name);
    return {
      conflicts: { now: refused(now), atSubmission: refused(then) },
      examination: {
        allowed: now.allowed,
        reasons: now.reasons.map((r) => ({
          code: r.code,
          field: r.field ?? 'wordMark',
          message: translate(r.code, locale, { field: fieldLabel('wordMark', locale), ...r.params }),
        })),
        conflicts: now.conflicts.map((c) => ({
          ...c,
          message: translate(c.reason, locale, c.params),
          heldAtSubmission: heldThen.has(`${c.kind}:${c.id}`),
        })),
        similarLogos,
      },
    };
  }

  private async nameConflicts(
    naming: TradeNameNaming,
    holder: string,
    submittedAt: string | null,
  ): Promise<{ now: string[]; atSubmission: string[] }> {
    const request: NameRequest = {
      name: naming.name,
      locale: naming.locale,
      protectionLevel: naming.protection_level,
      districtId: naming.district_id,
    };
    const keys = nameKeys(naming.name);
    const candidates = await this.names.candidates(naming.name, this.pool, holder);
    // When each candidate entered the register: a claim when made, a legacy name when imported.
    const claimIds = candidates.filter((c) => c.source === 'claim').map((c) => c.id);
    const legacyRefs = candidates.filter((c) => c.source === 'legacy').map((c) => c.id);
    const [claims, legacy] = await Promise.all([
      claimIds.length
        ? this.pool.query<{ id: string; at: Date }>(
            sql`SELECT id::text, claimed_at AS at FROM tn_claims WHERE id = ANY(${claimIds}::uuid[])`,
          )
        : { rows: [] },
      legacyRefs.length
        ? this.pool.query<{ id: string; at: Date }>(
            sql`SELECT legacy_ref AS id, imported_at AS at FROM tn_legacy_names WHERE legacy_ref = ANY(${legacyRefs})`,
          )
        : { rows: [] },
    ]);
    const enteredAt = new Map([...claims.rows, ...legacy.rows].map((r) => [`${r.id}`, r.at.getTime()]));
    const cutoff = submittedAt ? new Date(submittedAt).getTime() : Number.POSITIVE_INFINITY;
    const then = candidates.filter((c: Candidate) => (enteredAt.get(c.id) ?? Number.POSITIVE_INFINITY) <= cutoff);
    const conflictNames = (list: readonly Candidate[]) =>
      assessEligibility(request, list, keys).reasons.flatMap((r) => r.conflicts.map((c) => c.name));
    return { now: conflictNames(candidates), atSubmission: conflictNames(then) };
  }

  private explained(check: CaseCheck, locale: Locale): CaseFileCheck {
    // translate writes the numbers in the reader's digits.
    return { ...check, message: translate(check.code, locale, check.params) };
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { DomainError } from '@registry/domain/shared/domain-error';
import type { SqlSession } from '#src/event-store/event-store';
import { queryHashes, storedHashes, type Reach } from '@registry/domain/trade-names/naming/lookup-keys';
import { nameKeys, type NameKeys } from '@registry/domain/trade-names/naming/name-key';
import {
  assessEligibility,
  type Assessment,
  type Candidate,
  type ClaimStatus,
  type NameRequest,
  type Reason,
} from '@registry/domain/trade-names/availability/eligibility';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * How many stored names sharing a lookup key with a new one are scored in full: those sharing
 * the most keys first, then those closest in length. A conflict shares most of a name's keys.
 */
const CANDIDATES = 100;

export interface ClaimRequest extends NameRequest {
  holderStreamId: string;
  holderKind: 'trade-name' | 'business' | 'trademark';
  status: ClaimStatus;
  provinceId?: string;
  activityIds?: string[];
}

/** A refusal that carries every coded reason, each naming the field `chosenTradeName`. */
export function refusal(reasons: readonly Reason[], field = 'chosenTradeName'): DomainError {
  return new DomainError(
    'invalid',
    reasons.map((r) => ({ code: r.code, field, params: r.params })),
    { conflicts: reasons.flatMap((r) => r.conflicts.map((c) => ({ reason: r.code, name: c.name, score: c.score }))) },
  );
}

/**
 * The names held by applications (claims) and those of the old register, and the one place that
 * decides whether a name is free. `claim` runs inside the caller's transaction, the one that
 * appends the events claiming the name: both commit or neither does.
 */
@Injectable()
export class NameRegister {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * Stored names near this one, found through the GIN indexes on `lookup_keys` by the SQL
   * function `tn_candidates`: those sharing a strong key (every name that could conflict, see
   * lookup-keys.ts), most keys shared first; then, for the similar-names list, as many sharing
   * only a weak key as room is left.
   */
  async candidates(name: string, session: SqlSession = this.pool, excludeHolder?: string, reach: Reach = 'conflict'): Promise<Candidate[]> {
    return this.candidatesOf(nameKeys(name), session, excludeHolder, reach);
  }

  private async candidatesOf(keys: NameKeys, session: SqlSession, excludeHolder: string | undefined, reach: Reach): Promise<Candidate[]> {
    if (keys.genericOnly) return [];
    const { strong, weak } = queryHashes(keys, reach);
    // The key arrays go as array literals, which the driver would otherwise escape one by one.
    const { rows } = await session.query(
      sql`SELECT * FROM tn_candidates(${`{${strong.join(',')}}`}::int4[], ${`{${weak.join(',')}}`}::int4[], ${keys.skeleton.length}, ${CANDIDATES}, ${excludeHolder ?? null})`,
    );
    // Legacy names the trade-name department reintroduced, and for whom (few: looked up by reference).
    const legacyRefs = rows.filter((r) => r.source === 'legacy').map((r) => r.id as string);
    const reintroduced = new Map<string, string>();
    if (legacyRefs.length) {
      const found = await session.query(
        sql`SELECT legacy_ref, reintroduced_for FROM tn_legacy_names WHERE legacy_ref = ANY(${legacyRefs}) AND reintroduced_for IS NOT NULL`,
      );
      for (const r of found.rows) reintroduced.set(r.legacy_ref, r.reintroduced_for);
    }
    return rows.map((r) => ({
      reintroducedFor: r.source === 'legacy' ? (reintroduced.get(r.id) ?? null) : undefined,
      source: r.source,
      id: r.id,
      name: r.name,
      latin: r.latin,
      skeleton: r.skeleton,
      status: r.status ?? undefined,
      protectionLevel: r.protection_level ?? undefined,
      districtId: r.district_id,
      holder: r.holder_stream_id ?? undefined,
    }));
  }

  /** `reach`: 'similar' also finds names that only resemble this one (the similar-names list). */
  async assess(request: NameRequest, reach: Reach = 'conflict'): Promise<Assessment> {
    const keys = nameKeys(request.name);
    return assessEligibility(request, await this.candidatesOf(keys, this.pool, undefined, reach), keys);
  }

  /**
   * Claims the name for an application, in the caller's transaction. Claims are serialised by
   * one advisory lock held until commit: two conflicting names need not share any one key (they
   * may be an edit apart), and claims are rare enough (a few per minute) that correctness wins
   * over parallelism. The unique index on (match key, scope) refuses a second live claim of the
   * same name even if a caller forgot the lock. The holder's own earlier claim (a correction) is
   * released and does not conflict.
   */
  async claim(tx: SqlSession, request: ClaimRequest): Promise<Assessment> {
    const keys = nameKeys(request.name);
    await tx.query(sql`SELECT pg_advisory_xact_lock(hashtextextended('tn-claims', 0))`);
    const assessment = assessEligibility(request, await this.candidatesOf(keys, tx, request.holderStreamId, 'conflict'), keys);
    if (!assessment.eligible) throw refusal(assessment.reasons);
    await this.release(tx, request.holderStreamId);
    try {
      await tx.query(
        sql`INSERT INTO tn_claims (id, holder_stream_id, holder_kind, name, locale, latin, match_key, skeleton, protection_level,
                                district_id, province_id, status, activity_ids, lookup_keys)
         VALUES (${randomUUID()}, ${request.holderStreamId}, ${request.holderKind}, ${assessment.keys.display}, ${request.locale ?? 'ckb'}, ${keys.latin}, ${assessment.matchKey}, ${keys.skeleton}, ${request.protectionLevel}, ${request.districtId ?? null}, ${request.provinceId ?? null}, ${request.status}, ${request.activityIds ?? []}, ${storedHashes(keys)})`,
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw refusal([{ code: 'trade-name.pending', conflicts: [] }]);
      throw error;
    }
    return assessment;
  }

  /** The holder's name moves on in the workflow (reserved, granted, registered). */
  async setStatus(tx: SqlSession, holderStreamId: string, status: ClaimStatus): Promise<void> {
    await tx.query(sql`UPDATE tn_claims SET status = ${status} WHERE holder_stream_id = ${holderStreamId} AND status <> 'released'`);
  }

  /** The holder lets the name go (rejected, terminated, corrected to another name). */
  async release(tx: SqlSession, holderStreamId: string): Promise<void> {
    await tx.query(
      sql`UPDATE tn_claims SET status = 'released', released_at = now() WHERE holder_stream_id = ${holderStreamId} AND status <> 'released'`,
    );
  }
}

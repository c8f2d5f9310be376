import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import type { SqlSession } from '../../../event-store/event-store.js';
import { nameKeys } from '../domain/naming/name-key.js';
import { assessEligibility, sortedTokens, type Assessment, type Candidate, type ClaimStatus, type NameRequest, type Reason } from './domain/eligibility.js';

/** How many stored names near a name are scored in full. */
const CANDIDATES = 50;

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
   * Stored names close to this one (pg_trgm GIN indexes): the same key, a trigram-similar
   * skeleton, or one skeleton found inside the other ("Nawroz" and "Nawroz Hotel").
   */
  async candidates(name: string, session: SqlSession = this.pool, excludeHolder?: string): Promise<Candidate[]> {
    const keys = nameKeys(name);
    if (keys.genericOnly) return [];
    const matchKey = sortedTokens(keys.latin);
    const { rows } = await session.query(
      `(SELECT 'claim' AS source, id::text, name, latin, skeleton, status, protection_level, district_id, holder_stream_id,
               greatest(similarity(skeleton, $1), word_similarity(skeleton, $1), word_similarity($1, skeleton)) AS rank
          FROM tn_claims
         WHERE status <> 'released' AND (skeleton % $1 OR skeleton <% $1 OR $1 <% skeleton OR match_key = $2) AND holder_stream_id IS DISTINCT FROM $4
         ORDER BY rank DESC LIMIT $3)
       UNION ALL
       (SELECT 'legacy', legacy_ref, name, latin, skeleton, NULL, NULL, district_id, NULL,
               greatest(similarity(skeleton, $1), word_similarity(skeleton, $1), word_similarity($1, skeleton)) AS rank
          FROM tn_legacy_names
         WHERE skeleton % $1 OR skeleton <% $1 OR $1 <% skeleton OR match_key = $2
         ORDER BY rank DESC LIMIT $3)`,
      [keys.skeleton, matchKey, CANDIDATES, excludeHolder ?? null],
    );
    return rows.map((r) => ({
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

  async assess(request: NameRequest): Promise<Assessment> {
    return assessEligibility(request, await this.candidates(request.name));
  }

  /**
   * Claims the name for an application, in the caller's transaction. Claims that could conflict
   * are serialised on the name's skeleton (an advisory lock until commit), and the unique index
   * on (match key, scope) refuses a second live claim even if a caller forgot the lock. The
   * holder's own earlier claim (a correction) is released and does not conflict.
   */
  async claim(tx: SqlSession, request: ClaimRequest): Promise<Assessment> {
    const keys = nameKeys(request.name);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('tn-claim:' || $1, 0))`, [sortedTokens(keys.skeleton)]);
    const assessment = assessEligibility(request, await this.candidates(request.name, tx, request.holderStreamId));
    if (!assessment.eligible) throw refusal(assessment.reasons);
    await this.release(tx, request.holderStreamId);
    try {
      await tx.query(
        `INSERT INTO tn_claims (id, holder_stream_id, holder_kind, name, locale, latin, match_key, skeleton, protection_level,
                                district_id, province_id, status, activity_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          randomUUID(),
          request.holderStreamId,
          request.holderKind,
          assessment.keys.display,
          request.locale ?? 'ckb',
          keys.latin,
          assessment.matchKey,
          keys.skeleton,
          request.protectionLevel,
          request.districtId ?? null,
          request.provinceId ?? null,
          request.status,
          request.activityIds ?? [],
        ],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw refusal([{ code: 'trade-name.pending', conflicts: [] }]);
      throw error;
    }
    return assessment;
  }

  /** The holder's name moves on in the workflow (reserved, granted, registered). */
  async setStatus(tx: SqlSession, holderStreamId: string, status: ClaimStatus): Promise<void> {
    await tx.query(`UPDATE tn_claims SET status = $2 WHERE holder_stream_id = $1 AND status <> 'released'`, [holderStreamId, status]);
  }

  /** The holder lets the name go (rejected, terminated, corrected to another name). */
  async release(tx: SqlSession, holderStreamId: string): Promise<void> {
    await tx.query(`UPDATE tn_claims SET status = 'released', released_at = now() WHERE holder_stream_id = $1 AND status <> 'released'`, [holderStreamId]);
  }
}

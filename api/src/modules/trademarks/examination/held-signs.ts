import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { SqlSession } from '#src/event-store/event-store';
import { selectAs, selectRows, sql } from '#src/infrastructure/database/read-models/table';
import { NameRegister } from '#src/modules/trade-names/availability/name-register';
import { DomainError } from '@registry/domain/shared/domain-error';
import type { CaseFileSimilarLogo } from '@registry/domain/applications/rules/case-file';
import {
  examineWordMark,
  nearestLogos,
  wordMarkTexts,
  type HeldSign,
  type WordMarkExamination,
  type WordMarkRequest,
} from '@registry/domain/trademarks/examination/index';
import { rmWordMarks } from '../projections/word-marks.table.js';

/** A held sign and when it entered the register (a mark's submission, a name's claim or import). */
export interface RegisterSign extends HeldSign {
  enteredAt: Date | null;
}

/** The field every refusal of the rule names at a submission or a correction. */
export const WORD_MARK_FIELD = 'wordMark';

/** A refusal of a word mark (422): each refusing reason's code at the field `wordMark`, and the conflicts behind them. */
export function wordMarkRefusal(examination: WordMarkExamination): DomainError {
  return new DomainError(
    'invalid',
    examination.reasons.map((r) => ({ code: r.code, field: r.field ?? WORD_MARK_FIELD, params: r.params ?? {} })),
    {
      conflicts: examination.conflicts
        .filter((c) => c.verdict === 'refuse')
        .map((c) => ({ reason: c.reason, name: c.name, classes: c.classes, status: c.status, kind: c.kind, score: c.score })),
    },
  );
}

/**
 * The signs a new word mark is examined against (issue 33 §1): every word mark held, from the
 * read model `rm_word_marks` (open applications and reserved marks), and every trade name near
 * one of its written forms, from the name register (claims and the old register, found through
 * their lookup keys as trade-name availability finds them). `examine` runs the domain's
 * `examineWordMark` over them: the public check, the submission and the case file call it.
 */
@Injectable()
export class HeldSigns {
  constructor(
    private readonly names: NameRegister,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async examine(request: WordMarkRequest, session: SqlSession = this.pool): Promise<WordMarkExamination> {
    return examineWordMark(request, await this.signs(request, session));
  }

  /** Every held mark, and the trade names near the mark's forms; the examined application's own left out. */
  async signs(request: WordMarkRequest, session: SqlSession = this.pool): Promise<RegisterSign[]> {
    const [marks, names] = await Promise.all([this.marks(session, request.holder), this.tradeNames(request, session)]);
    return [...marks, ...names];
  }

  /**
   * The marks held whose logos are nearest the application's own (`nearestLogos`: near and similar
   * by perceptual hash), the same marks a word mark is examined against (open applications and
   * reserved marks, not its own). Null when the application's row has no logo hash: no logo, an
   * image that could not be read, or a row the projection has not reached yet.
   */
  async similarLogos(holder: string, session: SqlSession = this.pool): Promise<CaseFileSimilarLogo[] | null> {
    const rows = await selectAs<{
      stream_id: string;
      reference: string | null;
      word_mark: Record<string, string>;
      classes: number[];
      status: string;
      logo: string;
      hash: string;
    }>(
      session,
      sql`SELECT stream_id, reference, word_mark, classes, status, logo, logo_phash AS hash FROM ${rmWordMarks.ident}
           WHERE logo_phash IS NOT NULL AND (stream_id = ${holder} OR lifecycle <> 'closed')`,
    );
    const own = rows.find((r) => r.stream_id === holder);
    if (!own) return null;
    const held = rows.filter((r) => r !== own).map((r) => ({ ...r, id: r.stream_id }));
    return nearestLogos(own.hash, held).map((r) => ({
      id: r.id,
      ...(r.reference ? { reference: r.reference } : {}),
      name: wordMarkTexts(r.word_mark).join(' / '),
      classes: r.classes,
      status: r.status === 'reserved' ? ('reserved' as const) : ('pending' as const),
      logo: r.logo,
      distance: r.distance,
      similarity: r.similarity,
      band: r.band,
    }));
  }

  private async marks(session: SqlSession, holder: string | undefined): Promise<RegisterSign[]> {
    const rows = await selectRows(
      session,
      rmWordMarks,
      sql`SELECT ${rmWordMarks.list()} FROM ${rmWordMarks.ident}
           WHERE lifecycle <> 'closed' AND stream_id IS DISTINCT FROM ${holder ?? null}::text`,
    );
    return rows
      .filter((r) => r.words.length > 0)
      .map((r) => ({
        kind: 'mark' as const,
        id: r.stream_id,
        ...(r.reference ? { reference: r.reference } : {}),
        words: r.words,
        classes: r.classes,
        status: r.status === 'reserved' ? ('reserved' as const) : ('pending' as const),
        holder: r.stream_id,
        enteredAt: r.submitted_at,
      }));
  }

  private async tradeNames(request: WordMarkRequest, session: SqlSession): Promise<RegisterSign[]> {
    const found = new Map<string, Awaited<ReturnType<NameRegister['candidates']>>[number]>();
    for (const text of wordMarkTexts(request.wordMark))
      for (const c of await this.names.candidates(text, session, request.holder, 'similar')) found.set(`${c.source}:${c.id}`, c);
    const candidates = [...found.values()];
    if (!candidates.length) return [];
    const claimIds = candidates.filter((c) => c.source === 'claim').map((c) => c.id);
    const legacyRefs = candidates.filter((c) => c.source === 'legacy').map((c) => c.id);
    const holders = candidates.flatMap((c) => (c.holder ? [c.holder] : []));
    const [entered, references] = await Promise.all([
      selectAs<{ id: string; at: Date }>(
        session,
        sql`SELECT id::text AS id, claimed_at AS at FROM tn_claims WHERE id = ANY(${claimIds}::uuid[])
            UNION ALL
            SELECT legacy_ref AS id, imported_at AS at FROM tn_legacy_names WHERE legacy_ref = ANY(${legacyRefs}::text[])`,
      ),
      selectAs<{ stream_id: string; reference: string }>(
        session,
        sql`SELECT stream_id, reference FROM application_references WHERE stream_id = ANY(${holders}::text[])`,
      ),
    ]);
    const enteredAt = new Map(entered.map((r) => [r.id, r.at]));
    const referenceOf = new Map(references.map((r) => [r.stream_id, r.reference]));
    return candidates.map((c) => {
      const reference = c.source === 'legacy' ? c.id : c.holder ? referenceOf.get(c.holder) : undefined;
      return {
        kind: 'trade_name' as const,
        id: c.id,
        ...(reference ? { reference } : {}),
        words: [{ name: c.name, latin: c.latin, skeleton: c.skeleton }],
        classes: [],
        status: c.source === 'legacy' ? ('legacy' as const) : (c.status ?? 'pending'),
        ...(c.holder ? { holder: c.holder } : {}),
        enteredAt: enteredAt.get(c.id) ?? null,
      };
    });
  }
}

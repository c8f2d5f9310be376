import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { selectAs, sql, upsert } from '#src/infrastructure/database/read-models/table';
import { lifecycleOf, serviceClocks } from '#src/modules/applications/projections/application-facets';
import { foldStreams, type FoldedStream } from '#src/modules/applications/projections/fold-streams';
import { referencesOf } from '#src/modules/applications/collaborators/reference-sequence';
import { SPELLING_LOCALES } from '@registry/domain/applications/application';
import { heldName } from '@registry/domain/trademarks/examination/index';
import type { HeldName } from '@registry/domain/trade-names/naming/name-match';
import { rmWordMarks, type WordMarkWriteRow } from './word-marks.table.js';
import type { LogoHasher } from './logo-hash.js';

/** Replayed or older batches change nothing; the submission time never changes. */
const UPSERT = upsert(rmWordMarks, {
  via: 'jsonb',
  alias: 'w',
  update: rmWordMarks.names.filter((n) => n !== 'stream_id' && n !== 'submitted_at'),
  where: 'w.version < excluded.version',
});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A written form's stored keys, or none for a text the keys cannot be made of (a record older than the rules). */
function keysOf(form: string): HeldName | null {
  try {
    const held = heldName(form);
    return held.skeleton || held.latin ? held : null;
  } catch {
    return null;
  }
}

/**
 * The word marks held (issue 33 §1): each trademark application folded with the write side's own
 * evolve, its word mark's written forms with their stored keys, and its Nice classes. Depends on
 * the events alone (and the ledger's references, as rm_applications), so a rebuild gives the same rows.
 *
 * A logo is hashed here (`logoHash`), when the row first names it: the uploads of an application
 * are never rewritten, so the hash of an upload id never changes and a rebuild gives it again. A
 * row whose logo is unchanged keeps its hash. Without a hasher (a tool that reads no uploads) the
 * hash is null and marks are not compared by image.
 */
export class WordMarksProjection implements Projection {
  readonly name = 'word-marks';
  readonly streamTypes = ['trademark'] as const;
  readonly tables = [rmWordMarks.name];

  constructor(private readonly logoHash?: LogoHasher) {}

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const batch: WordMarkWriteRow[] = [];
    for (const stream of (await foldStreams(tx, events)).values()) {
      if (stream.kind !== 'trademark' || !stream.state.status || !stream.state.ownerEmail) continue;
      batch.push(this.rowOf(stream));
    }
    if (!batch.length) return;
    const unrecorded = batch.filter((r) => !r.reference).map((r) => r.stream_id);
    const ledger = await referencesOf(tx, unrecorded);
    for (const row of batch) row.reference ??= ledger.get(row.stream_id) ?? null;
    await this.hashLogos(tx, batch);
    await UPSERT.run(tx, batch);
  }

  /** Each row's logo hash: the stored one while the logo is the same upload, else hashed from the file. */
  private async hashLogos(tx: SqlSession, batch: WordMarkWriteRow[]): Promise<void> {
    const withLogo = batch.filter((r) => r.logo);
    if (!withLogo.length) return;
    const stored = await selectAs<{ stream_id: string; logo: string; logo_phash: string }>(
      tx,
      sql`SELECT stream_id, logo, logo_phash FROM ${rmWordMarks.ident}
           WHERE stream_id = ANY(${withLogo.map((r) => r.stream_id)}::text[]) AND logo IS NOT NULL AND logo_phash IS NOT NULL`,
    );
    const known = new Map(stored.map((r) => [r.stream_id, r]));
    for (const row of withLogo) {
      const before = known.get(row.stream_id);
      row.logo_phash = before?.logo === row.logo ? before.logo_phash : ((await this.logoHash?.(row.logo!)) ?? null);
    }
  }

  private rowOf({ streamId, state, version, recordedAt }: FoldedStream): WordMarkWriteRow {
    const details = state.details && typeof state.details === 'object' ? state.details : {};
    const mark = details.wordMark && typeof details.wordMark === 'object' ? details.wordMark : {};
    const wordMark: Record<string, string> = {};
    for (const locale of SPELLING_LOCALES) {
      const form = text(mark[locale]);
      if (form) wordMark[locale] = form;
    }
    const words = Object.values(wordMark)
      .map(keysOf)
      .filter((w): w is HeldName => w !== null);
    const classes = Array.isArray(details.classes)
      ? [...new Set<number>(details.classes.map((c: { classNumber?: unknown }) => c?.classNumber).filter(Number.isInteger))].sort(
          (a, b) => a - b,
        )
      : [];
    const status = state.status!;
    return {
      stream_id: streamId,
      reference: typeof state.reference === 'string' ? state.reference : null,
      status,
      lifecycle: lifecycleOf(status),
      word_mark: wordMark,
      words,
      classes,
      submitted_at: state.history?.[0]?.at ?? recordedAt,
      logo: text(details.logo),
      logo_phash: null,
      // A mark is reserved once; a later termination keeps the day it was reserved.
      reserved_at: serviceClocks(state.history).establishedAt,
      version,
    };
  }
}

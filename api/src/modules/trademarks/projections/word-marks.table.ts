import { bigint, defineTable, jsonb, text, timestamptz, type RowOf, type WriteRowOf } from '#src/infrastructure/database/read-models/table';
import type { HeldName } from '@registry/domain/trade-names/naming/name-match';
import type { Lifecycle } from '#src/modules/applications/projections/application-facets';

/**
 * `rm_word_marks` (WordMarksProjection): one row per trademark application, the signs a new word
 * mark is examined against (issue 33 §1). Rows of closed applications (rejected, terminated) stay,
 * marked `closed`, and are not held. Reserved and terminated marks make the public register.
 */
export const rmWordMarks = defineTable('rm_word_marks', {
  stream_id: text().primaryKey(),
  reference: text().nullable(),
  status: text(),
  lifecycle: text<Lifecycle>(),
  /** The written forms as submitted (ckb, en, ar). */
  word_mark: jsonb<Record<string, string>>(),
  /** Each written form's stored keys (`heldName`), in the order ckb, en, ar. */
  words: jsonb<HeldName[]>(),
  /** The Nice classes, ascending. */
  classes: jsonb<number[]>(),
  submitted_at: timestamptz(),
  /** The mark's image: its logo's upload id, when it has one (the public register serves it once the mark is published). */
  logo: text().nullable(),
  /** The logo's perceptual hash (16 hex digits, `logoPhash`); null without a logo or when its image could not be read. */
  logo_phash: text().nullable(),
  /** When the mark was first reserved (the cashier's confirmed payment); null before. */
  reserved_at: timestamptz().nullable(),
  version: bigint(),
});

export type WordMarkRow = RowOf<typeof rmWordMarks>;
export type WordMarkWriteRow = WriteRowOf<typeof rmWordMarks>;

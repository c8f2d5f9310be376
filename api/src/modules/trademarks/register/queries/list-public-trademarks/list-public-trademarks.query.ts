import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { PublicTrademarksRequestDto } from './list-public-trademarks.request.dto.js';

/**
 * What the public register publishes (docs/trademarks.md, "The public register"): marks in force
 * (`reserved`) and marks whose reservation ended (`terminated`). Applications under examination,
 * rejected ones and drafts are not published.
 */
export const PUBLIC_MARK_STATUSES = ['reserved', 'terminated'] as const;
export const TRADEMARK_SORTS = ['-reservedAt', 'reservedAt', '-submittedAt', 'submittedAt'] as const;

/** A mark of the public register, as it is published: never who holds it. */
export type PublicTrademark = {
  id: string;
  reference: string | null;
  /** The written forms, by language (ckb, en, ar). */
  wordMark: Record<string, string>;
  classes: number[];
  status: string;
  submittedAt: string;
  reservedAt: string | null;
  /** The mark's image, served publicly; null when it has none. */
  imageUrl: string | null;
};

/** The public register's marks, filtered (words in any script, a Nice class, a status), sorted, a page at a time. */
export class ListPublicTrademarksQuery extends Query<{ rows: PublicTrademark[]; total: number }> {
  constructor(
    readonly filter: PublicTrademarksRequestDto,
    readonly page: Page,
  ) {
    super();
  }
}

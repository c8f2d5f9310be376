import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';

/** One imported legacy name (404 when there is none). */
export class GetLegacyNameQuery extends Query<LegacyNameRecord> {
  constructor(
    readonly id: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

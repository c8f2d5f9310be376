import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { AdminLegacyNamesQuery } from './list-legacy-names.request.dto.js';
import type { LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';

/** Imported legacy names matching the back office's filters (q, district_id, id), a range at a time, with the total. */
export class ListLegacyNamesQuery extends Query<{ rows: LegacyNameRecord[]; total: number }> {
  constructor(
    readonly filter: AdminLegacyNamesQuery,
    readonly locale: Locale,
  ) {
    super();
  }
}

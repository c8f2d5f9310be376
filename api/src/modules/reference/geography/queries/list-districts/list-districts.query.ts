import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { DistrictFilter, DistrictRow } from '#src/modules/reference/geography/geography.table';

/** The districts matching a filter (province, ids), in the region's order: a page of them with the total, or all without a page. */
export class ListDistrictsQuery extends Query<{ rows: DistrictRow[]; total: number }> {
  constructor(
    readonly filter: DistrictFilter,
    readonly page?: Page,
  ) {
    super();
  }
}

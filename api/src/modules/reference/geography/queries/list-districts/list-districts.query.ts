import { Query } from '@nestjs/cqrs';
import type { Page } from '../../../../../shared/http/json-api.js';
import type { DistrictFilter, DistrictRow } from '../../geography.queries.js';

/** The districts matching a filter (province, ids), in the region's order: a page of them with the total, or all without a page. */
export class ListDistrictsQuery extends Query<{ rows: DistrictRow[]; total: number }> {
  constructor(
    readonly filter: DistrictFilter,
    readonly page?: Page,
  ) {
    super();
  }
}

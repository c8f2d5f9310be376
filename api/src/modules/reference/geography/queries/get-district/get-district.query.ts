import { Query } from '@nestjs/cqrs';
import type { DistrictRow } from '#src/modules/reference/geography/geography.table';

/** One district with its province's names; 404 when there is none. */
export class GetDistrictQuery extends Query<DistrictRow> {
  constructor(readonly id: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { ProvinceRow } from '#src/modules/reference/geography/geography.table';

/** One province; 404 when there is none. */
export class GetProvinceQuery extends Query<ProvinceRow> {
  constructor(readonly id: string) {
    super();
  }
}

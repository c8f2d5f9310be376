import { Query } from '@nestjs/cqrs';
import type { ProvinceRow } from '#src/modules/reference/geography/geography.table';

/** The provinces of the region, in its order. */
export class ListProvincesQuery extends Query<ProvinceRow[]> {}

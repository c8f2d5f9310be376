import { Query } from '@nestjs/cqrs';
import type { ProvinceRow } from '../../geography.queries.js';

/** The provinces of the region, in its order. */
export class ListProvincesQuery extends Query<ProvinceRow[]> {}

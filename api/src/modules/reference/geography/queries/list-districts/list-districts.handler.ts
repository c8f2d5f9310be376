import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GeographyQueries, type DistrictRow } from '#src/modules/reference/geography/geography.queries';
import { ListDistrictsQuery } from './list-districts.query.js';

@QueryHandler(ListDistrictsQuery)
export class ListDistrictsHandler implements IQueryHandler<ListDistrictsQuery> {
  constructor(private readonly geography: GeographyQueries) {}

  execute({ filter, page }: ListDistrictsQuery): Promise<{ rows: DistrictRow[]; total: number }> {
    return this.geography.districts(filter, page);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GeographyQueries, type ProvinceRow } from '#src/modules/reference/geography/geography.queries';
import { ListProvincesQuery } from './list-provinces.query.js';

@QueryHandler(ListProvincesQuery)
export class ListProvincesHandler implements IQueryHandler<ListProvincesQuery> {
  constructor(private readonly geography: GeographyQueries) {}

  execute(): Promise<ProvinceRow[]> {
    return this.geography.provinces();
  }
}

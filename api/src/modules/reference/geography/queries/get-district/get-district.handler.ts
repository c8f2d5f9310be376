import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { GeographyQueries, type DistrictRow } from '#src/modules/reference/geography/geography.queries';
import { GetDistrictQuery } from './get-district.query.js';

@QueryHandler(GetDistrictQuery)
export class GetDistrictHandler implements IQueryHandler<GetDistrictQuery> {
  constructor(private readonly geography: GeographyQueries) {}

  async execute({ id }: GetDistrictQuery): Promise<DistrictRow> {
    const row = await this.geography.district(id);
    if (!row) throw notFound();
    return row;
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { GeographyQueries, type ProvinceRow } from '#src/modules/reference/geography/geography.queries';
import { GetProvinceQuery } from './get-province.query.js';

@QueryHandler(GetProvinceQuery)
export class GetProvinceHandler implements IQueryHandler<GetProvinceQuery> {
  constructor(private readonly geography: GeographyQueries) {}

  async execute({ id }: GetProvinceQuery): Promise<ProvinceRow> {
    const row = await this.geography.province(id);
    if (!row) throw notFound();
    return row;
  }
}

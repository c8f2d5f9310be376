import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Country } from '#src/modules/reference/countries/countries';
import { CountryCatalogue } from '#src/modules/reference/countries/country-catalogue';
import { GetCountryQuery } from './get-country.query.js';

@QueryHandler(GetCountryQuery)
export class GetCountryHandler implements IQueryHandler<GetCountryQuery> {
  constructor(private readonly catalogue: CountryCatalogue) {}

  execute({ code }: GetCountryQuery): Promise<Country> {
    const found = this.catalogue.byCode.get(code);
    if (!found) return Promise.reject(notFound());
    return Promise.resolve(found);
  }
}

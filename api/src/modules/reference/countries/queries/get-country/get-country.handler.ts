import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Country } from '#src/modules/reference/countries/countries';
import { CountryQueries } from '#src/modules/reference/countries/countries.queries';
import { GetCountryQuery } from './get-country.query.js';

@QueryHandler(GetCountryQuery)
export class GetCountryHandler implements IQueryHandler<GetCountryQuery> {
  constructor(private readonly countries: CountryQueries) {}

  execute({ code }: GetCountryQuery): Promise<Country> {
    const found = this.countries.byIsoCode(code);
    if (!found) return Promise.reject(notFound());
    return Promise.resolve(found);
  }
}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Country } from '#src/modules/reference/countries/countries';
import { CountryQueries } from '#src/modules/reference/countries/countries.queries';
import { ListCountriesQuery } from './list-countries.query.js';

@QueryHandler(ListCountriesQuery)
export class ListCountriesHandler implements IQueryHandler<ListCountriesQuery> {
  constructor(private readonly countries: CountryQueries) {}

  execute({ search, locale }: ListCountriesQuery): Promise<Country[]> {
    return Promise.resolve(search === null ? this.countries.all(locale) : this.countries.search(search));
  }
}

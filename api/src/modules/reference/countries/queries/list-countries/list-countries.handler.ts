import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Country } from '#src/modules/reference/countries/countries';
import { CountryCatalogue } from '#src/modules/reference/countries/country-catalogue';
import { ListCountriesQuery } from './list-countries.query.js';

const collators = new Map<Locale, Intl.Collator>();
const collatorOf = (locale: Locale) =>
  collators.get(locale) ?? collators.set(locale, new Intl.Collator(locale === 'kmr' ? 'ku' : locale)).get(locale)!;

@QueryHandler(ListCountriesQuery)
export class ListCountriesHandler implements IQueryHandler<ListCountriesQuery> {
  constructor(private readonly catalogue: CountryCatalogue) {}

  /** Without a search, in the reader's alphabetical order; with one, best match first. */
  execute({ search, locale }: ListCountriesQuery): Promise<Country[]> {
    if (search !== null) return Promise.resolve(this.catalogue.index.search(search).map((r) => this.catalogue.byCode.get(r.id)!));
    const collator = collatorOf(locale);
    return Promise.resolve([...this.catalogue.countries].sort((a, b) => collator.compare(a.name[locale], b.name[locale])));
  }
}

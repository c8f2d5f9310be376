import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Country } from '#src/modules/reference/countries/countries';

/** Every country in the reader's alphabetical order, or those a search finds, best first (search null: all). */
export class ListCountriesQuery extends Query<Country[]> {
  constructor(
    readonly search: string | null,
    readonly locale: Locale,
  ) {
    super();
  }
}

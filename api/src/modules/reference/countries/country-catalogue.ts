import { Injectable } from '@nestjs/common';
import { ActivitySearchIndex } from '../activities/activity-search.js';
import { loadCountries, type Country } from './countries.js';

/**
 * The countries, shared by ListCountries and GetCountry: 250 fixed rows (i18n-iso-countries and
 * the project's Kurdish names, read once), with the activities' ranking over them (whole words
 * and word starts of the names in the four languages and of other spellings, the sound fallback
 * across scripts).
 */
@Injectable()
export class CountryCatalogue {
  readonly countries: readonly Country[] = loadCountries();
  readonly byCode: ReadonlyMap<string, Country> = new Map(this.countries.map((c) => [c.code as string, c]));
  readonly index = new ActivitySearchIndex(
    this.countries.map((c, position) => ({
      id: c.code,
      level: 'class' as const,
      position,
      selectable: true,
      labels: Object.values(c.name),
      synonyms: c.otherSpellings,
    })),
  );
}

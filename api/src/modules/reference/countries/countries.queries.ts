import { Injectable } from '@nestjs/common';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { ActivitySearchIndex } from '../activities/activity-search.js';
import { loadCountries, type Country } from './countries.js';

const collators = new Map<Locale, Intl.Collator>();
const collatorOf = (locale: Locale) =>
  collators.get(locale) ?? collators.set(locale, new Intl.Collator(locale === 'kmr' ? 'ku' : locale)).get(locale)!;

/**
 * Read side of the countries: 250 fixed rows (i18n-iso-countries and the project's Kurdish
 * names, read once), searched with the activities' ranking (whole words and word starts of the
 * names in the four languages and of other spellings, the sound fallback across scripts).
 */
@Injectable()
export class CountryQueries {
  private readonly countries = loadCountries();
  private readonly byCode = new Map(this.countries.map((c) => [c.code as string, c]));
  private readonly index = new ActivitySearchIndex(
    this.countries.map((c, position) => ({
      id: c.code,
      level: 'class' as const,
      position,
      selectable: true,
      labels: Object.values(c.name),
      synonyms: c.otherSpellings,
    })),
  );

  /** In the reader's alphabetical order. */
  all(locale: Locale): Country[] {
    const collator = collatorOf(locale);
    return [...this.countries].sort((a, b) => collator.compare(a.name[locale], b.name[locale]));
  }

  byIsoCode(code: string): Country | undefined {
    return this.byCode.get(code);
  }

  /** Best match first. */
  search(search: string): Country[] {
    return this.index.search(search).map((r) => this.byCode.get(r.id)!);
  }
}

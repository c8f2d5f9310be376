import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRY_CODES, type CountryCode } from '@registry/domain/reference/countries/country-codes';
import type { Locale } from '@registry/domain/shared/i18n/locale';

export type Translated = Readonly<Record<Locale, string>>;

export interface Country {
  code: CountryCode;
  /** The name to show, in the four languages. */
  name: Translated;
  /** Other names and spellings people write (Turkey, تركية, Tirkiye …), matched by the search only. */
  otherSpellings: readonly string[];
}

/** i18n-iso-countries' locale files: `[official, other …]` or one name. */
type PackageNames = Record<string, string | string[]>;
interface KurdishEntry {
  ckb: string;
  /** Only where the package's Kurmanji name is missing or copied from English. */
  kmr?: string;
  otherSpellings?: Partial<Record<Locale, string[]>>;
}

const require = createRequire(import.meta.url);
const packageNames = (lang: 'en' | 'ar' | 'ku'): PackageNames =>
  (require(`i18n-iso-countries/langs/${lang}.json`) as { countries: PackageNames }).countries;
const asList = (names: string | string[] | undefined): string[] => (names === undefined ? [] : Array.isArray(names) ? names : [names]);

/** data/, from the sources and from the build (which does not copy JSON). */
function countriesDataDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'data', 'countries-kurdish.json'))) return path.join(dir, 'data');
    if (existsSync(path.join(dir, 'api', 'package.json'))) return path.join(dir, 'api', 'src', 'modules', 'reference', 'countries', 'data');
    if (path.dirname(dir) === dir) throw new Error(`countries-kurdish.json not found from ${here}`);
  }
}

/**
 * The ISO 3166-1 countries named in ckb, en, ar and kmr: English (with its short forms: Turkey,
 * UK, USA …), Arabic and Kurmanji (`ku`) from i18n-iso-countries; Central Kurdish, Kurmanji
 * corrections and other spellings from data/countries-kurdish.json (data/README.md). Checked at
 * load: every code of the domain's list, and only those, with a name in every language; a broken
 * file stops the API at start.
 */
export function loadCountries(file = path.join(countriesDataDir(), 'countries-kurdish.json')): Country[] {
  const kurdish = JSON.parse(readFileSync(file, 'utf8')) as Record<string, KurdishEntry>;
  const [en, ar, ku] = [packageNames('en'), packageNames('ar'), packageNames('ku')];
  const problems = [
    ...Object.keys(en)
      .filter((code) => !(COUNTRY_CODES as readonly string[]).includes(code))
      .map((code) => `the package has ${code}, the domain does not`),
    ...Object.keys(kurdish)
      .filter((code) => !(COUNTRY_CODES as readonly string[]).includes(code))
      .map((code) => `${code} is no ISO 3166-1 code`),
  ];
  const countries = COUNTRY_CODES.map((code): Country => {
    const own = kurdish[code];
    const name: Translated = {
      ckb: own?.ckb ?? '',
      en: asList(en[code])[0] ?? '',
      ar: asList(ar[code])[0] ?? '',
      kmr: own?.kmr ?? asList(ku[code])[0] ?? '',
    };
    for (const [locale, text] of Object.entries(name)) if (!text.trim()) problems.push(`${code} has no ${locale} name`);
    const spellings = [...asList(en[code]), ...asList(ar[code]), ...asList(ku[code]), ...Object.values(own?.otherSpellings ?? {}).flat()];
    return { code, name, otherSpellings: [...new Set(spellings)].filter((s) => !Object.values(name).includes(s)) };
  });
  if (problems.length) throw new Error(`countries: ${problems.join('; ')}`);
  return countries;
}

export function presentCountry(country: Country, locale: Locale) {
  return { code: country.code, name: country.name[locale], names: country.name };
}

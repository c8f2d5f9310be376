import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { flatten, request } from '#src/providers/http';

/** Country names by ISO code, once per language for the whole back office (a fixed list of 250). */
const namesByLocale = new Map<string, Promise<ReadonlyMap<string, string>>>();

function namesIn(locale: string): Promise<ReadonlyMap<string, string>> {
  let found = namesByLocale.get(locale);
  if (!found) {
    // The language named on the request (as nice-classes.ts): the cache is kept by it.
    found = request('/api/v1/countries', { headers: { 'Accept-Language': locale } }).then(
      ({ json }) =>
        new Map(
          (json.data as Array<{ id: string; attributes?: Record<string, unknown> }>)
            .map((r) => flatten<{ code: string; name: string }>(r))
            .map((c) => [c.code, c.name]),
        ),
    );
    // A failed request is asked again next time rather than remembered.
    found.catch(() => namesByLocale.delete(locale));
    namesByLocale.set(locale, found);
  }
  return found;
}

/** The ISO 3166-1 countries' names in the reader's language (`GET /api/v1/countries`); empty until they arrive. */
export function useCountryNames(): ReadonlyMap<string, string> {
  const [locale] = useLocaleState();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    let live = true;
    namesIn(locale)
      .then((found) => live && setNames(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return names;
}

/** The payload's fields that hold a country code (a foreign branch's parent company, a company shareholder). */
export const COUNTRY_FIELDS: ReadonlySet<string> = new Set(['country', 'country_of_registration']);

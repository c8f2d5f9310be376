import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { flatten, request } from '#src/providers/http';

/** Headings by class number, once per language for the whole back office (45 rows that change only with a new edition). */
const headingsByLocale = new Map<string, Promise<ReadonlyMap<number, string>>>();

function headingsIn(locale: string): Promise<ReadonlyMap<number, string>> {
  let found = headingsByLocale.get(locale);
  if (!found) {
    // The language named on the request: the HTTP client's own may not have followed a change of language yet,
    // and an English reader was once shown the Kurdish headings kept under 'en'.
    found = request('/api/v1/nice-classes', { headers: { 'Accept-Language': locale } }).then(
      ({ json }) =>
        new Map(
          (json.data as Array<{ id: string; attributes?: Record<string, unknown> }>)
            .map((r) => flatten<{ number: number; heading: string }>(r))
            .map((c) => [c.number, c.heading]),
        ),
    );
    // A failed request is asked again next time rather than remembered.
    found.catch(() => headingsByLocale.delete(locale));
    headingsByLocale.set(locale, found);
  }
  return found;
}

/** The Nice class headings in the reader's language (`GET /api/v1/nice-classes`); empty until they arrive. */
export function useNiceClassHeadings(): ReadonlyMap<number, string> {
  const [locale] = useLocaleState();
  const [headings, setHeadings] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let live = true;
    headingsIn(locale)
      .then((found) => live && setHeadings(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return headings;
}

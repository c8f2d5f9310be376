import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@registry/domain/shared/i18n/locale';

/** The Nice classification's classes: 1–34 goods, 35–45 services (spec: trademark reservation). */
export const NICE_CLASS_COUNT = 45;
export const NICE_CLASS_NUMBER = /^\d{1,2}$/;

export type Translated = Readonly<Record<Locale, string>>;

export interface NiceClass {
  number: number;
  kind: 'goods' | 'services';
  /** The class heading, shortened as WIPO shortens it, in the four languages. */
  heading: Translated;
  /** Everyday words for what the class covers, by language, matched by the search only. */
  keywords: Readonly<Record<Locale, readonly string[]>>;
}

/** data/, from the sources and from the build (which does not copy JSON). */
function niceDataDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'data', 'nice-classes.json'))) return path.join(dir, 'data');
    if (existsSync(path.join(dir, 'api', 'package.json'))) return path.join(dir, 'api', 'src', 'modules', 'reference', 'nice', 'data');
    if (path.dirname(dir) === dir) throw new Error(`Nice classes not found from ${here}`);
  }
}

const LOCALES: readonly Locale[] = ['ckb', 'en', 'ar', 'kmr'];

/**
 * data/nice-classes.json, checked: the 45 classes in order, goods before services, a heading in
 * every language. A broken file stops the API at start rather than serving half a list.
 */
export function loadNiceClasses(file = path.join(niceDataDir(), 'nice-classes.json')): NiceClass[] {
  const classes = JSON.parse(readFileSync(file, 'utf8')) as NiceClass[];
  const problems = classes.flatMap((c, i) => [
    ...(c.number === i + 1 ? [] : [`entry ${i} is class ${c.number}`]),
    ...(c.kind === (c.number <= 34 ? 'goods' : 'services') ? [] : [`class ${c.number} is not ${c.kind}`]),
    ...LOCALES.flatMap((l) => (c.heading[l]?.trim() ? [] : [`class ${c.number} has no ${l} heading`])),
  ]);
  if (classes.length !== NICE_CLASS_COUNT) problems.push(`${classes.length} classes instead of ${NICE_CLASS_COUNT}`);
  if (problems.length) throw new Error(`nice-classes.json: ${problems.join('; ')}`);
  return classes;
}

export function presentNiceClass(c: NiceClass, locale: Locale) {
  return { id: String(c.number), number: c.number, kind: c.kind, heading: c.heading[locale], headings: c.heading };
}

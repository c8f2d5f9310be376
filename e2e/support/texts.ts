import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './portal.js';
import type { Lang } from './test.js';

/**
 * The portal's own texts, read from the locale files the features ship (so that a change of
 * wording does not break a test): `common` is the shell's (src/i18n/locales), any other
 * namespace a feature's folder (src/features/<feature>/locales).
 */
const SRC = path.join(REPO_ROOT, 'web-applicant', 'src');
const FILES: Record<string, string> = {
  common: path.join(SRC, 'i18n', 'locales'),
  api: path.join(SRC, 'lib', 'api', 'locales'),
  form: path.join(SRC, 'components', 'form', 'locales'),
  'application-form': path.join(SRC, 'components', 'application-form', 'locales'),
  directorates: path.join(SRC, 'components', 'directorates', 'locales'),
};
const cache = new Map<string, Record<string, unknown>>();

export function localeFile(feature: string, lang: Lang): string {
  return path.join(FILES[feature] ?? path.join(SRC, 'features', feature, 'locales'), `${lang}.json`);
}

export function hasTexts(feature: string, lang: Lang = 'en'): boolean {
  return existsSync(localeFile(feature, lang));
}

function load(feature: string, lang: Lang): Record<string, unknown> {
  const file = localeFile(feature, lang);
  let texts = cache.get(file);
  if (!texts) {
    if (!existsSync(file))
      throw new Error(`${path.relative(REPO_ROOT, file)} does not exist (has the ${feature} feature shipped its texts?)`);
    texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, texts);
  }
  return texts;
}

/**
 * The text as the page shows it: i18next's `{{name}}` filled in, and the markup `<Trans>`
 * turns into elements (`<bdi>…</bdi>`) reduced to its text.
 */
export function text(feature: string, lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      load(feature, lang),
    );
  if (typeof value !== 'string') throw new Error(`no text "${key}" in ${path.relative(REPO_ROOT, localeFile(feature, lang))}`);
  return value
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`text "${key}" of ${feature}/${lang} needs {{${name}}}`);
      return String(params[name]);
    })
    .replace(/<\/?[a-z][\w-]*\s*\/?>/gi, '');
}

/** A translator bound to one feature and language: `t('result.heading')`. */
export const textsOf = (feature: string, lang: Lang) => (key: string, params?: Record<string, string | number>) =>
  text(feature, lang, key, params);

/** For a regular expression built from a text. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

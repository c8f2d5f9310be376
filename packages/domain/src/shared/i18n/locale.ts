/** The languages of the registry (spec §1, §3 "Languages"): Central Kurdish first, the default. */
export const LOCALES = ['ckb', 'en', 'ar', 'kmr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ckb';
export const RTL_LOCALES: readonly Locale[] = ['ckb', 'ar'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The request's language: `Accept-Language` first (spec §7: every request carries it), else the
 * `locale` query parameter, else Central Kurdish. Regional tags (`ar-IQ`, `ckb-IQ`, `ku-Arab`)
 * fall back to their language; `ku` alone means Central Kurdish, `ku-Latn` Kurmanji.
 */
export function resolveLocale(acceptLanguage?: string | string[], queryLocale?: unknown): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  // The portals send one bare tag with every request.
  if (isLocale(header)) return header;
  if (header) {
    const ranked = header
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
      })
      .filter((r) => r.tag && r.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const locale = localeOfTag(tag);
      if (locale) return locale;
    }
  }
  const fromQuery = Array.isArray(queryLocale) ? queryLocale[0] : queryLocale;
  if (typeof fromQuery === 'string') {
    const locale = localeOfTag(fromQuery.toLowerCase());
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function localeOfTag(tag: string): Locale | undefined {
  if (isLocale(tag)) return tag;
  const [language, ...rest] = tag.split('-');
  if (language === 'ku') return rest.includes('latn') ? 'kmr' : 'ckb';
  if (language === 'sdh' || language === 'ckb') return 'ckb';
  return isLocale(language) ? language : undefined;
}

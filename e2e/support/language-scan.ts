import type { Page } from '@playwright/test';

/**
 * The scan of issue 35 §7, shared by the back office's screens (admin-language.spec.ts) and the
 * applicant portal's (applicant-language.spec.ts): a screen's visible text in ckb or ar has no
 * Latin word outside names, codes and addresses, and (where asked) no Latin digit and no UUID.
 */

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** What is data, not words of the interface: e-mail addresses, references, document numbers, file names. */
export const ALLOWED_PATTERNS: readonly RegExp[] = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b[A-Z][A-Z0-9]{1,3}-\d{4}-\d{3,6}\b/g, // references: TN-2026-000123, the legacy register's E2E-2014-0210
  /\b[A-Z]\d{6,}\b/g, // identity document numbers (A1234567)
  /(?<![\p{L}\d])[A-U](?![\p{L}\d])/gu, // an ISIC section letter (the activities' path starts with it)
  /\bCSV\b|\bJSON\b|\bUTF-8\b|https:\/\//g, // the file formats the import and export name, and the website field's scheme
  /[\w.-]+\.(?:pdf|png|jpe?g)\b/gi, // an uploaded file's own name (a document is named by its kind and its file, issue 35 §3)
];

/** The back office's allow-list: its lists and history may show a UUID reference (an id a member of staff looks up). */
export const ADMIN_ALLOWED_PATTERNS: readonly RegExp[] = [ALLOWED_PATTERNS[0]!, UUID, ...ALLOWED_PATTERNS.slice(1)];

/** A text with the allowed names, codes and addresses taken out. */
function withoutData(text: string, names: readonly string[], patterns: readonly RegExp[]): string {
  // Codes and addresses first: a name that happens to be part of an address ("Auditor", another
  // test's staff member) must not cut the address into words.
  let rest = text;
  for (const pattern of patterns) rest = rest.replace(pattern, ' ');
  // Longest first: a short name ("E2E", another test's staff member) inside a longer one (a legacy
  // record "Nishtiman Printing E2E-655fc4ed") must not cut it before it is matched whole.
  for (const name of [...names].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  for (const pattern of patterns) rest = rest.replace(pattern, ' ');
  return rest;
}

/** Latin words left in a text once the allowed names, codes and addresses are taken out. */
export function latinWords(text: string, names: readonly string[], patterns: readonly RegExp[] = ADMIN_ALLOWED_PATTERNS): string[] {
  return withoutData(text, names, patterns).match(/\p{Script=Latin}[\p{Script=Latin}'’-]*/gu) ?? [];
}

/** What the applicant portal's scan finds in a text: UUIDs, then Latin words and Latin digits outside data. */
export function foreignWritingIn(text: string, names: readonly string[], patterns: readonly RegExp[] = ALLOWED_PATTERNS): string[] {
  const found = [...(text.match(UUID) ?? []).map((id) => `UUID ${id}`)];
  const rest = withoutData(text.replace(UUID, ' '), names, patterns);
  found.push(...(rest.match(/\p{Script=Latin}[\p{Script=Latin}'’-]*/gu) ?? []).map((word) => `Latin word "${word}"`));
  found.push(...(rest.match(/[0-9]+/g) ?? []).map((digits) => `Latin digits "${digits}"`));
  return found;
}

/**
 * The page's visible text, element by element, leaving out what is marked as another language
 * than the page's (a name given in English beside the Kurdish one carries `lang="en"`; codes of
 * the system are `<code lang="en">`, WCAG 3.1.2).
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, noscript')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? pageLang;
      if (lang !== pageLang) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      out.push(text);
    }
    return out;
  });
}

import { RTL_LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { formatNumber } from '@registry/domain/shared/i18n/format';
import type { Translations } from '@registry/domain/shared/i18n/messages';

/**
 * E-mail templates, registered by name by the module that sends them (as messages are), so that
 * the outbox worker renders any queued e-mail without knowing the modules. Every part exists in
 * the four languages; `{{name}}` marks a parameter. Without an `html` part the HTML body is the
 * text, escaped, in paragraphs, right to left for ckb and ar. A link parameter (`link`, or a name
 * ending in `Link`) holding an absolute http(s) URL is an anchor in the HTML and the same URL in
 * the text (issue 35 §6).
 */
export interface MailTemplate {
  subject: Translations;
  text: Translations;
  html?: Translations;
}

export type MailParams = Readonly<Record<string, string | number>>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const templates = new Map<string, MailTemplate>();

export function defineMailTemplates<K extends string>(catalog: Record<K, MailTemplate>): { readonly [P in K]: P } {
  const names = {} as Record<K, K>;
  for (const name of Object.keys(catalog) as K[]) {
    const existing = templates.get(name);
    if (existing && existing !== catalog[name]) throw new Error(`mail template "${name}" is defined twice`);
    templates.set(name, catalog[name]);
    names[name] = name;
  }
  return names as { readonly [P in K]: P };
}

/** Every registered template's name: the test that sends each one in each language starts from it. */
export function mailTemplateNames(): string[] {
  return [...templates.keys()];
}

export function hasMailTemplate(name: string): boolean {
  return templates.has(name);
}

export class MailTemplateError extends Error {
  override name = 'MailTemplateError';
}

const PARAMETER = /\{\{\s*(\w+)\s*\}\}/g;

/** A number as the locale writes it (the domain's one formatter); parameters that must stay as typed (codes, references) are passed as text. */
export function formatMailNumber(value: number, locale: Locale): string {
  return formatNumber(value, locale);
}

function fill(template: string, params: MailParams, render: (value: string, name: string) => string, locale: Locale): string {
  return template.replace(PARAMETER, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new MailTemplateError(`parameter "${name}" is missing`);
    return render(typeof value === 'number' ? formatMailNumber(value, locale) : String(value), name);
  });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const LINK_PARAMETER = /^(link|\w+Link)$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s<>"']+$/;

/**
 * A parameter in the HTML part: escaped, and a link an anchor. The anchor is left to right inside
 * a right-to-left e-mail, so that the URL's slashes and dots stay in their places. A link that is
 * not absolute (no public URL configured) stays text: a mail client cannot open it anyway.
 */
function htmlParameter(value: string, name: string): string {
  if (!LINK_PARAMETER.test(name) || !ABSOLUTE_URL.test(value)) return escapeHtml(value);
  const url = escapeHtml(value);
  return `<a href="${url}" dir="ltr">${url}</a>`;
}

/** The text template as HTML: the words escaped, the parameters as htmlParameter writes them, blank lines as paragraphs. */
function paragraphs(template: string, params: MailParams, locale: Locale): string {
  return fill(escapeHtml(template), params, htmlParameter, locale)
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The parameters each template names in each language, found once. */
const parameterNames = new Map<string, readonly string[]>();

/**
 * Throws what renderMail would throw (an unknown template, a missing parameter) without rendering:
 * queueing checks every e-mail, and a projection's first pass queues thousands (issue 25 §6).
 */
export function checkMail(name: string, locale: Locale, params: MailParams): void {
  const template = templates.get(name);
  if (!template) throw new MailTemplateError(`mail template "${name}" is not registered`);
  const key = `${name}\u0000${locale}`;
  let names = parameterNames.get(key);
  if (!names) {
    const parts = [template.subject[locale], template.text[locale], template.html?.[locale] ?? ''];
    names = [...new Set(parts.flatMap((part) => [...part.matchAll(PARAMETER)].map((match) => match[1]!)))];
    parameterNames.set(key, names);
  }
  for (const parameter of names) if (params[parameter] === undefined) throw new MailTemplateError(`parameter "${parameter}" is missing`);
}

/** The e-mail in the locale with its parameters; throws MailTemplateError for an unknown template or a missing parameter. */
export function renderMail(name: string, locale: Locale, params: MailParams): RenderedMail {
  const template = templates.get(name);
  if (!template) throw new MailTemplateError(`mail template "${name}" is not registered`);
  const subject = fill(template.subject[locale], params, (v) => v, locale).replace(/[\r\n]+/g, ' ');
  const text = fill(template.text[locale], params, (v) => v, locale);
  const body = template.html
    ? fill(template.html[locale], params, htmlParameter, locale)
    : paragraphs(template.text[locale], params, locale);
  const rtl = RTL_LOCALES.includes(locale);
  const dir = rtl ? 'rtl' : 'ltr';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="direction:${dir};text-align:${rtl ? 'right' : 'left'};font-family:Tahoma,Arial,sans-serif;line-height:1.6">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}

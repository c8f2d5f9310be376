import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { ActivityLabels, ActivityLevel } from './isic-catalogue.js';

/** An activity as the activities table stores it. */
export interface ActivityRow {
  id: string;
  level: ActivityLevel;
  parent_id: string | null;
  selectable: boolean;
  label_en: string;
  label_ar: string | null;
  label_ckb: string | null;
  label_kmr: string | null;
  has_children: boolean;
}

/**
 * Where a label missing in a language is taken from: Central Kurdish readers read Arabic script
 * (and usually Arabic) before English; Kurmanji readers read Latin script, so English.
 */
export const LABEL_FALLBACKS: Readonly<Record<Locale, readonly Locale[]>> = {
  ckb: ['ckb', 'ar', 'en'],
  en: ['en'],
  ar: ['ar', 'en'],
  kmr: ['kmr', 'en'],
};

export function labelsOf(row: ActivityRow): ActivityLabels {
  return {
    ...(row.label_ckb ? { ckb: row.label_ckb } : {}),
    en: row.label_en,
    ...(row.label_ar ? { ar: row.label_ar } : {}),
    ...(row.label_kmr ? { kmr: row.label_kmr } : {}),
  };
}

/** The label in the reader's language, or in the first fallback that has one, and which it is. */
export function labelIn(labels: ActivityLabels, locale: Locale): { label: string; labelLocale: Locale } {
  for (const candidate of LABEL_FALLBACKS[locale]) {
    const label = labels[candidate];
    if (label) return { label, labelLocale: candidate };
  }
  return { label: labels.en, labelLocale: 'en' };
}

/**
 * The attributes clients get. `translated` is false and `labelFallback` names the language of
 * `label` when it is not the reader's (every ISIC entry has all four today; a national
 * sub-class might not), so that a client can mark it and set its `lang`/`dir`.
 */
export function presentActivity(row: ActivityRow, locale: Locale, extra: Record<string, unknown> = {}) {
  const labels = labelsOf(row);
  const { label, labelLocale } = labelIn(labels, locale);
  const translated = labelLocale === locale;
  return {
    id: row.id,
    code: row.id,
    level: row.level,
    parentId: row.parent_id,
    selectable: row.selectable,
    hasChildren: row.has_children,
    label,
    labelLocale,
    translated,
    labelFallback: translated ? null : labelLocale,
    labels,
    ...extra,
  };
}

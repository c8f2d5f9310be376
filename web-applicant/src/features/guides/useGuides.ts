import { useTranslation } from 'react-i18next';
import { MINIMUM_CAPITAL } from './constants';
import { formatNumber } from '#src/components/format';
import { NS } from './i18n';

/**
 * The guides' texts: `t(key)` for a string, `list(key)` for an array of strings or objects.
 * Amounts used in the texts (`{{minLimited}}`, `{{minJoint}}`, `{{minOther}}`) are filled in,
 * formatted for the language.
 */
export function useGuides() {
  const { t: translate, i18n } = useTranslation(NS);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const vars = {
    minLimited: formatNumber(MINIMUM_CAPITAL.limited, lng),
    minJoint: formatNumber(MINIMUM_CAPITAL.joint, lng),
    minOther: formatNumber(MINIMUM_CAPITAL.other, lng),
  };
  const t = (key: string, options: Record<string, unknown> = {}): string => String(translate(key, { ...vars, ...options }));
  function list<T = string>(key: string): T[] {
    const value: unknown = translate(key, { ...vars, returnObjects: true });
    return Array.isArray(value) ? (value as T[]) : [];
  }
  return { t, list, lng };
}

/** A titled part of a page: a heading, an optional paragraph and an optional list. */
export interface TextSection {
  heading: string;
  text?: string;
  items?: string[];
}

import { caseFormat } from '../resources/applications/case-format';

/**
 * Polyglot's interpolation, with every number written in the reader's digits (caseFormat): the
 * counts and ranges react-admin passes (pagination's "%{offsetBegin}-%{offsetEnd}", "%{smart_count}
 * selected", page numbers) and the back office's own. Numbers only: polyglot has chosen the plural
 * form from `smart_count` by then; strings (names, references, codes) go through as they are.
 */
export function localizedInterpolation(locale: () => string) {
  return function replace(this: string, pattern: RegExp, value: (expression: string, argument: string) => unknown): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const substituted = value(expression, argument);
      return typeof substituted === 'number' ? caseFormat(locale()).number(substituted) : String(substituted);
    });
  };
}

/**
 * Every catalogue writes a count's text in two forms, one and other ("%{smart_count} items"):
 * polyglot's own Arabic rule expects six, and chose the "other" form for 1 and the first for
 * everything else (0, 2, 11 "items" read "one item").
 */
export const TWO_FORM_PLURALS = {
  pluralTypes: { oneOther: (count: number) => (count === 1 ? 0 : 1) },
  pluralTypeToLanguages: { oneOther: ['ckb', 'en', 'ar', 'kmr'] },
};

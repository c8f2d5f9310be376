import { fieldOfPointer } from '#src/lib/api';

/**
 * Three spellings of one field, and the conversions between them:
 * - the API's rules and `meta.field`: `shareholders[1].upn`;
 * - the API's `source.pointer`: `/shareholders/1/upn`;
 * - react-hook-form's path (the form kit's "path"): `shareholders.1.upn`.
 * The DOM id of a field is derived from its path (`field-shareholders-1-upn`), so that an error
 * summary can link to it and focus it.
 */

/** `shareholders[1].upn` → `shareholders.1.upn`. */
export function pathOfRuleField(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** `/shareholders/1/upn` → `shareholders.1.upn`. */
export const pathOfPointer = (pointer: string): string => fieldOfPointer(pointer);

/** `shareholders.1.upn` → `field-shareholders-1-upn` (a valid, unique id for the input). */
export function fieldIdOf(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** Whether `path` is `prefix` or lies inside it (`company.address.district_id` is inside `company`). */
export function isWithin(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`);
}

/** Reads a nested value by path (`shareholders.1.upn`). */
export function valueAt(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      source,
    );
}

/** Writes a nested value by path, making objects (or arrays, for numeric keys) on the way. */
export function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

import deepmerge from 'deepmerge';

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A deep merge of plain objects (message catalogues, theme options), by the deepmerge package:
 * later ones win, key by key; arrays and other values are replaced, not merged; an argument that
 * is not an object (a language a resource has no texts in) is passed over. The inputs are not changed.
 */
export function deepMerge(...catalogues: unknown[]): Tree {
  return deepmerge.all<Tree>(catalogues.filter(isTree), { arrayMerge: (_earlier, later) => later });
}

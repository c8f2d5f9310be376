type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A deep merge of plain objects (message catalogues, theme options): later ones win, key by key;
 * arrays and other values are replaced, not merged.
 */
export function deepMerge(...catalogues: unknown[]): Tree {
  const out: Tree = {};
  for (const catalogue of catalogues) {
    if (!isTree(catalogue)) continue;
    for (const [key, value] of Object.entries(catalogue))
      out[key] = isTree(value) && isTree(out[key]) ? deepMerge(out[key], value) : isTree(value) ? deepMerge(value) : value;
  }
  return out;
}

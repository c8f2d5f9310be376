type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep merge of message catalogues: later ones win, key by key. */
export function mergeMessages(...catalogues: unknown[]): Tree {
  const out: Tree = {};
  for (const catalogue of catalogues) {
    if (!isTree(catalogue)) continue;
    for (const [key, value] of Object.entries(catalogue)) out[key] = isTree(value) && isTree(out[key]) ? mergeMessages(out[key], value) : isTree(value) ? mergeMessages(value) : value;
  }
  return out;
}

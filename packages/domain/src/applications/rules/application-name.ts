/**
 * The name an application goes by in its details (a submission's, or a correction's changes): the
 * trade name, a company's trade name, or the word mark in Central Kurdish, else English, else
 * Arabic. Undefined when the details name none (a correction that left the name alone).
 */
export function applicationNameIn(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const d = details as { name?: unknown; trade_name?: { name?: unknown } | null; wordMark?: Record<string, unknown> | null };
  if (typeof d.name === 'string') return d.name;
  if (typeof d.trade_name?.name === 'string') return d.trade_name.name;
  if (d.wordMark && typeof d.wordMark === 'object') {
    const mark = [d.wordMark.ckb, d.wordMark.en, d.wordMark.ar].find((text) => typeof text === 'string');
    if (typeof mark === 'string') return mark;
  }
  return undefined;
}

import { wordMarkTexts } from '@registry/domain/trademarks/examination/word-mark-conflicts';

interface NamedDetails {
  name?: unknown;
  trade_name?: { name?: unknown } | null;
  wordMark?: Record<string, string | undefined> | null;
}

/**
 * What people call an application: its business's name, its trade name, or a mark's words (each
 * written form, ckb / en / ar, as the case file's title has them); '' while it has none.
 */
export function applicationName(details: NamedDetails | null | undefined): string {
  if (!details) return '';
  if (typeof details.name === 'string' && details.name) return details.name;
  if (typeof details.trade_name?.name === 'string' && details.trade_name.name) return details.trade_name.name;
  return details.wordMark ? wordMarkTexts(details.wordMark).join(' / ') : '';
}

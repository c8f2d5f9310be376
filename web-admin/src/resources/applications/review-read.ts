import type { Query, QueryKey } from '@tanstack/react-query';

/**
 * How the review screens read what they show (TanStack Query's `useQuery`, keyed by every input
 * of the read): once when shown and again when an input changes; a failure is shown at once (no
 * retry) and no read is repeated because the window regained focus. While the next answer loads,
 * the previous one stays on screen only if it was about the same subject (the key's first
 * `subjectLength` parts: the same application, say, at another version): another application's
 * case file, notes or history never stands in for this one's, not even for a moment.
 */
export function reviewRead<K extends QueryKey>(queryKey: K, subjectLength: number) {
  const subject = JSON.stringify(queryKey.slice(0, subjectLength));
  return {
    queryKey,
    retry: false,
    refetchOnWindowFocus: false,
    placeholderData: <T>(previous: T | undefined, previousQuery: Query<T, Error, T, QueryKey> | undefined) =>
      previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, subjectLength)) === subject ? previous : undefined,
  } as const;
}

/**
 * Whether a read has no answer yet for its current inputs (the previous inputs' answer may be on
 * screen meanwhile). Not `isFetching`: react-admin's refresh re-reads every query, and the page
 * should not go blank while it does.
 */
export const awaitingAnswer = (read: { isPending: boolean; isPlaceholderData: boolean }): boolean =>
  read.isPending || read.isPlaceholderData;

import { keepPreviousData } from '@tanstack/react-query';

/**
 * How the review screens read what they show (TanStack Query's `useQuery`, keyed by every input
 * of the read): once when shown and again when an input changes, the previous answer kept on
 * screen while the next one loads; a failure is shown at once (no retry) and no read is repeated
 * because the window regained focus.
 */
export const REVIEW_READ = { retry: false, refetchOnWindowFocus: false, placeholderData: keepPreviousData } as const;

/**
 * Whether a read has no answer yet for its current inputs (the previous inputs' answer may be on
 * screen meanwhile). Not `isFetching`: react-admin's refresh re-reads every query, and the page
 * should not go blank while it does.
 */
export const awaitingAnswer = (read: { isPending: boolean; isPlaceholderData: boolean }): boolean =>
  read.isPending || read.isPlaceholderData;

import type { Query, QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reviewRead } from './review-read';

const previousQuery = (queryKey: QueryKey) => ({ queryKey }) as unknown as Query<string[], Error, string[], QueryKey>;

describe('reviewRead: what stays on screen while the next answer loads', () => {
  it('keeps the previous answer for the same application at another version', () => {
    const read = reviewRead(['case-file', 'trade-names', 'a', 3], 3);
    expect(read.placeholderData(['persons of a'], previousQuery(['case-file', 'trade-names', 'a', 2]))).toEqual(['persons of a']);
  });

  it("never shows another application's answer in this one's place", () => {
    const read = reviewRead(['case-file', 'trade-names', 'b', 1], 3);
    expect(read.placeholderData(['persons of a'], previousQuery(['case-file', 'trade-names', 'a', 2]))).toBeUndefined();
    expect(read.placeholderData(['persons of a'], undefined)).toBeUndefined();
  });

  it('reads once, with no retry and no re-read when the window regains focus', () => {
    const read = reviewRead(['internal-notes', 'a'], 2);
    expect(read).toMatchObject({ queryKey: ['internal-notes', 'a'], retry: false, refetchOnWindowFocus: false });
  });
});

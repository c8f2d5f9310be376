import { useEffect, useState } from 'react';

/**
 * A question for the API once the applicant has paused changing it (`delayMs` without a change),
 * and whether that settled question is still the one on screen: an answer is about what the
 * applicant sees only then. The query is compared by content (it is a new object each render).
 */
export function useSettledQuery<T>(query: T, delayMs = 400): { settled: T; current: boolean } {
  const [settled, setSettled] = useState(query);
  const key = JSON.stringify(query ?? null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), delayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query's content
  }, [key, delayMs]);
  return { settled, current: JSON.stringify(settled ?? null) === key };
}

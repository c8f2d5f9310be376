import { useEffect, useState, type DependencyList } from 'react';

/** The result of an async read bound to its inputs (a newer call's answer replaces an older one). */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): { data?: T; error?: unknown; loading: boolean } {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (error) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's list, as for useEffect's
  }, deps);
  return state;
}

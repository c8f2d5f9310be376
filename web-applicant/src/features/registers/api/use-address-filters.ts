import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A register's filters kept in the address (shareable; the back button returns to the previous
 * search): read with `read`, written back with `write`. `go` changes them, `hrefOf` links to the
 * list with some changed (the pager's pages), `address` names the current search (a form keyed
 * by it starts again from the address; the error summary announces a new attempt).
 */
export function useAddressFilters<F>(path: string, read: (params: URLSearchParams) => F, write: (filters: F) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => read(searchParams), [read, searchParams]);
  const go = (changes: Partial<F>) => setSearchParams(write({ ...filters, ...changes }));
  const hrefOf = (changes: Partial<F>) => {
    const search = write({ ...filters, ...changes }).toString();
    return search ? `${path}?${search}` : path;
  };
  return { filters, go, hrefOf, address: searchParams.toString() };
}

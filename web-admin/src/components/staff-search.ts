import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';

/** A member of staff as a picker offers them. */
export interface StaffChoice {
  id: string;
  name: string;
}

/** How many people a picker offers at once; typing part of a name narrows it on the server. */
const MAX_OPTIONS = 20;

/**
 * Active staff of a role whose name or e-mail holds `input` (`q` of `GET /api/admin/staff`), by
 * name: a ministry may have more reviewers (or cashiers) than a page, so the list is searched as
 * one types, never loaded whole (the first 100 by name left the rest out).
 */
export function useStaffSearch(role: 'reviewer' | 'cashier', input: string): StaffChoice[] {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<StaffChoice[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        dataProvider
          .getList('staff', {
            filter: { role, ...(input.trim() ? { q: input.trim() } : {}) },
            pagination: { page: 1, perPage: MAX_OPTIONS },
            sort: { field: 'name', order: 'ASC' },
          })
          .then(({ data }) => live && setFound(data.map((r) => ({ id: String(r.id), name: String(r.name) }))))
          .catch(() => undefined);
      },
      input ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [role, input, dataProvider]);
  return found;
}

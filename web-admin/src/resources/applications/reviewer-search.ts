import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';

export interface Reviewer {
  id: string;
  name: string;
}

/** How many reviewers the list offers at once; typing part of a name narrows it on the server. */
export const MAX_OPTIONS = 20;
/** "Nobody": the empty assignee, offered first. */
export const NOBODY: Reviewer = { id: '', name: '' };

/**
 * Active reviewers whose name or e-mail holds `input` (`q` of `GET /api/admin/staff`), by name:
 * a directorate may have more reviewers than one page, so the list is searched, not loaded whole.
 */
export function useReviewerSearch(input: string): Reviewer[] {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<Reviewer[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        dataProvider
          .getList('staff', {
            filter: { role: 'reviewer', ...(input.trim() ? { q: input.trim() } : {}) },
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
  }, [input, dataProvider]);
  return found;
}

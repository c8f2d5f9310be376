import { useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { request } from '#src/providers/http';
import { ADMIN_API } from '#src/providers/data-provider';

/** What `POST /api/admin/claim-next` answers: the application now on the caller's desk. */
export interface Claimed {
  id: string;
  kind: 'trade-name' | 'business' | 'trademark';
  resource: 'trade-names' | 'businesses' | 'trademarks';
  version: number;
}

/** Claim next (issue 22 §3): the oldest-due unassigned application of the kind (or of every kind the caller reviews), in the place asked for. */
export async function claimNext(kind?: Claimed['kind'], place: { provinceId?: string; districtId?: string } = {}): Promise<Claimed> {
  const body = Object.fromEntries(Object.entries({ kind, ...place }).filter(([, v]) => typeof v === 'string' && v));
  return (await request(`${ADMIN_API}/claim-next`, { method: 'POST', body })).json;
}

/** Steps that say nothing about work waiting: desk and owner steps, and reject (open in every state). */
const NOT_WORK = new Set(['assign', 'claim', 'reject', 'request_transfer', 'confirm_transfer', 'cancel_transfer']);

type ClaimScope = { kind?: Claimed['kind']; provinceId?: string; districtId?: string };
const SCOPE_KEY = 'registry.claim-scope';

/** The queue a reviewer claims from (kind and place filters): later claims after a step stay in it. */
export function rememberClaimScope(scope: ClaimScope): void {
  sessionStorage.setItem(SCOPE_KEY, JSON.stringify(scope));
}

function claimScope(): ClaimScope {
  try {
    return JSON.parse(sessionStorage.getItem(SCOPE_KEY) ?? '{}') as ClaimScope;
  } catch {
    return {};
  }
}

interface QueueRow {
  id: string;
  kind: Claimed['kind'];
  nextActions?: string[];
}

const RESOURCE_OF: Record<Claimed['kind'], Claimed['resource']> = {
  'trade-name': 'trade-names',
  business: 'businesses',
  trademark: 'trademarks',
};

/**
 * After a step, the next application opens: the oldest-due one in "my queue" on which the user
 * has something to do, else (for a reviewer) the next one claimed; with neither, the list.
 * Answers whether one opened.
 */
export function useOpenNext() {
  const redirect = useRedirect();
  const notify = useNotify();
  return useCallback(
    async (current: string, options: { mayClaim: boolean }): Promise<boolean> => {
      const query = new URLSearchParams({ assigneeId: 'me', status: 'open', _sort: 'dueAt', _order: 'ASC', _start: '0', _end: '25' });
      const rows = ((await request(`${ADMIN_API}/applications?${query}`)).json ?? []) as QueueRow[];
      const next = rows.find((r) => r.id !== current && (r.nextActions ?? []).some((a) => !NOT_WORK.has(a)));
      if (next) {
        notify('admin.work.next_opened', { type: 'info' });
        redirect('show', RESOURCE_OF[next.kind], next.id);
        return true;
      }
      if (options.mayClaim) {
        try {
          const { kind, ...place } = claimScope();
          const claimed = await claimNext(kind, place);
          notify('admin.work.next_opened', { type: 'info' });
          redirect('show', claimed.resource, claimed.id);
          return true;
        } catch {
          notify('admin.work.queue_done', { type: 'info' });
        }
      }
      return false;
    },
    [redirect, notify],
  );
}

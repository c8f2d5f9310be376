import { useGetManyAggregate } from 'react-admin';

/**
 * A member of staff by name (`GET /api/admin/staff?id=…`). The rows of a page ask together:
 * react-admin gathers their ids into one request.
 */
export function StaffName({ id }: { id: string | null | undefined }) {
  const { data } = useGetManyAggregate('staff', { ids: id ? [id] : [] }, { enabled: !!id });
  return id ? <bdi>{data?.[0]?.name ?? ''}</bdi> : null;
}

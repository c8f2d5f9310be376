import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { ApplicationResource, RegistryDataProvider } from '#src/providers/data-provider';
import { useTransitErrors } from './workflow-steps';
import type { StaffChoice } from '#src/components/staff-search';
import { StaffPicker } from '#src/components/StaffPicker';

/** "Nobody": the empty assignee, offered first. */
const NOBODY: StaffChoice = { id: '', name: 'admin.queue.filters.assignee_none' };

/** For directors (applications.assign): who reviews the application, chosen among the reviewers by name. */
export function AssignControl() {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useTransitErrors();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  if (!record || !((record.allowedEvents as string[] | undefined) ?? []).includes('assign')) return null;
  const current: StaffChoice = record.assigneeId ? { id: String(record.assigneeId), name: String(record.assigneeName ?? '') } : NOBODY;
  const assign = async (assigneeId: string) => {
    try {
      await dataProvider.transit(resource, {
        id: String(record.id),
        event: 'assign',
        version: Number(record.version),
        assigneeId: assigneeId || null,
      });
      notify('admin.review.assigned', { type: 'success' });
      refresh();
    } catch (error) {
      onError(error);
    }
  };
  return (
    <StaffPicker
      role="reviewer"
      label="admin.review.assignee"
      value={current}
      extras={[NOBODY]}
      required
      sx={{ minWidth: 280, maxWidth: 420 }}
      onChange={(next) => {
        if (next && next.id !== current.id) void assign(next.id);
      }}
    />
  );
}

import { MenuItem, TextField } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ApplicationResource, RegistryDataProvider } from '#src/providers/data-provider';
import { useTransitErrors } from './workflow-steps';

/** For directors (applications.assign): who reviews the application. */
export function AssignControl({ reviewers }: { reviewers: { id: string; name: string }[] }) {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useTransitErrors();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  if (!record || !((record.allowedEvents as string[] | undefined) ?? []).includes('assign')) return null;
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
    <TextField
      select
      size="small"
      sx={{ minWidth: 240 }}
      label={translate('admin.review.assignee')}
      value={record.assigneeId ?? ''}
      onChange={(e) => void assign(e.target.value)}
      // "Nobody" is the empty value: shown as such, not as a blank box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('admin.queue.filters.assignee_none')}</MenuItem>
      {reviewers.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

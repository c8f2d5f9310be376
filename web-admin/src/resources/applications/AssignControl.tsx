import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ApplicationResource, RegistryDataProvider } from '#src/providers/data-provider';
import { useTransitErrors } from './workflow-steps';
import { useStaffSearch, type StaffChoice } from '#src/components/staff-search';

/** "Nobody": the empty assignee, offered first. */
const NOBODY: StaffChoice = { id: '', name: '' };

/** For directors (applications.assign): who reviews the application, chosen among the reviewers by name. */
export function AssignControl() {
  const record = useRecordContext();
  const resource = useResourceContext() as ApplicationResource;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useTransitErrors();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const found = useStaffSearch('reviewer', open ? input : '');
  if (!record || !((record.allowedEvents as string[] | undefined) ?? []).includes('assign')) return null;
  const current: StaffChoice = record.assigneeId ? { id: String(record.assigneeId), name: String(record.assigneeName ?? '') } : NOBODY;
  const nameOf = (r: StaffChoice) => (r.id ? r.name : translate('admin.queue.filters.assignee_none'));
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
    <Autocomplete
      size="small"
      sx={{ minWidth: 280, maxWidth: 420 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={[NOBODY, ...found.filter((r) => r.id !== current.id), ...(current.id ? [current] : [])]}
      value={current}
      disableClearable
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onChange={(_event, next) => {
        if (next.id !== current.id) void assign(next.id);
      }}
      // The server has searched already; the list shows what it found.
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      getOptionKey={(r) => r.id || 'nobody'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('admin.review.assignee')}
          slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}

import { useMemo, useState } from 'react';
import { Button as MuiButton } from '@mui/material';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import InboxIcon from '@mui/icons-material/Inbox';
import { useWatch } from 'react-hook-form';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextField,
  TopToolbar,
  FilterButton,
  useListContext,
  useNotify,
  useRedirect,
  usePermissions,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { StatusField } from '#src/components/StatusChip';
import { useCaseFormat } from './case-format';
import { ActivityFilterInput } from './ActivityFilterInput';
import { StaffFilterInput } from '#src/components/StaffFilterInput';
import { StaffName } from './StaffName';
import { useGeography } from './geography';
import { KINDS, type ApplicationKind } from './kinds';
import { allows, type StaffPermissions } from '#src/providers/auth-provider';
import { errorMessageOf } from '../admin-commands';
import { claimNext, rememberClaimScope } from './work-queue';
import type { Place } from './geography';
import { DayInput } from '#src/components/DayInput';
import { latinDigits } from '#src/components/typed-digits';

/** The assignee filter's choices before the reviewers: the signed-in reviewer, and nobody. */
const ASSIGNEE_EXTRAS = [
  { id: 'me', name: 'admin.queue.filters.assignee_me' },
  { id: 'none', name: 'admin.queue.filters.assignee_none' },
];

/** `status` travels as one comma-separated parameter (the API's list filter); the form holds a list. */
const statusesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
const joined = (value: string[] | undefined) => (value && value.length ? value.join(',') : undefined);

/** The districts of the province chosen in the same filter form, or every district when none is. */
function DistrictFilterInput({ districts, ...props }: { districts: Place[]; source: string; label: string }) {
  const provinceId = useWatch({ name: 'provinceId' }) as string | undefined;
  const choices = provinceId ? districts.filter((d) => d.provinceId === provinceId) : districts;
  return <SelectInput {...props} choices={choices} />;
}

/**
 * "My queue" (assigned to me, every open state) and "all open", as one-click views, and claim
 * next: the oldest-due application nobody holds is assigned to the reviewer and opens.
 */
function QueueActions({ streamKind }: { streamKind: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { setFilters, filterValues } = useListContext();
  const { permissions } = usePermissions<StaffPermissions>();
  const [busy, setBusy] = useState(false);
  const reviewer = allows(permissions, 'applications.review');
  const mine = filterValues.assigneeId === 'me' && filterValues.status === 'open';
  return (
    <TopToolbar>
      <MuiButton
        size="small"
        startIcon={<InboxIcon />}
        aria-pressed={mine}
        variant={mine ? 'contained' : 'text'}
        onClick={() => setFilters({ assigneeId: 'me', status: 'open' }, {})}
      >
        {translate('admin.work.my_queue')}
      </MuiButton>
      <MuiButton size="small" onClick={() => setFilters({ status: 'open' }, {})}>
        {translate('admin.work.all_open')}
      </MuiButton>
      {reviewer && (
        <MuiButton
          size="small"
          variant="contained"
          startIcon={<AssignmentIndIcon />}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const place = { provinceId: filterValues.provinceId, districtId: filterValues.districtId };
              rememberClaimScope({ kind: streamKind as 'trade-name', ...place });
              const claimed = await claimNext(streamKind as 'trade-name', place);
              redirect('show', claimed.resource, claimed.id);
            } catch (error) {
              notify(errorMessageOf(error), { type: 'info' });
            } finally {
              setBusy(false);
            }
          }}
        >
          {translate('admin.work.claim_next')}
        </MuiButton>
      )}
      <FilterButton />
    </TopToolbar>
  );
}

/**
 * A review queue (issue 9, 3; issue 22 §3): one kind of application from `/api/admin/<kind>`,
 * oldest due first, filtered by states (several, or every open one), province, the province's
 * districts, type, activity, overdue, submission dates and assignee, and searched in one box by
 * name in any script, UEN, reference, UPN or e-mail (`q`). "My queue", "all open" and claim
 * next sit above it. Rows open the application.
 */
export function ApplicationList() {
  const resource = useResourceContext() as ApplicationKind;
  const kind = KINDS[resource];
  const translate = useTranslate();
  const { provinces, districts } = useGeography();
  const { permissions } = usePermissions<StaffPermissions>();
  const format = useCaseFormat();

  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        parse={latinDigits}
        placeholder={translate('admin.queue.search')}
        aria-label={translate('admin.queue.search')}
        sx={{ minWidth: { sm: 380 } }}
      />,
      <SelectArrayInput
        key="status"
        source="status"
        label="admin.queue.filters.state"
        choices={[{ id: 'open', name: 'admin.work.all_open' }, ...kind.states.map((s) => ({ id: s, name: `status.${s}` }))]}
        format={statusesOf}
        parse={joined}
        alwaysOn
        sx={{ minWidth: 200 }}
      />,
      <SelectInput key="provinceId" source="provinceId" label="admin.queue.filters.province" choices={provinces} />,
      <DistrictFilterInput key="districtId" source="districtId" label="admin.queue.filters.district" districts={districts} />,
      ...(kind.types.length
        ? [
            <SelectInput
              key="type"
              source={kind.typeFilter}
              label="admin.queue.filters.type"
              choices={kind.types.map((t) => ({ id: t, name: `admin.types.${t}` }))}
            />,
          ]
        : []),
      <ActivityFilterInput
        key="activityIds"
        source="activityIds"
        label="admin.queue.filters.activity"
        helperText="admin.queue.filters.activity_help"
      />,
      <NullableBooleanInput key="overdue" source="overdue" label="admin.queue.filters.overdue" />,
      <DayInput key="from" source="submittedAt_gte" label="admin.queue.filters.submitted_from" />,
      <DayInput key="to" source="submittedAt_lte" label="admin.queue.filters.submitted_to" />,
      <StaffFilterInput
        key="assigneeId"
        source="assigneeId"
        label="admin.queue.filters.assignee"
        role="reviewer"
        extras={ASSIGNEE_EXTRAS}
      />,
    ],
    [kind, provinces, districts, translate],
  );

  return (
    <List
      filters={filters}
      actions={<QueueActions streamKind={kind.streamKind} />}
      sort={{ field: 'dueAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      disableSyncWithLocation={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="reference" label="admin.queue.columns.reference" sortable={false} sx={{ whiteSpace: 'nowrap' }} dir="ltr" />
        <TextField source="name" label="admin.queue.columns.name" />
        {resource === 'businesses' && <TextField source="uen" label="admin.queue.columns.uen" />}
        <StatusField source="status" label="admin.queue.columns.status" sortBy="status" />
        <FunctionField
          label="admin.queue.columns.place"
          render={(r: any) =>
            districts.find((d) => d.id === r.districtId)?.name ?? provinces.find((p) => p.id === r.provinceId)?.name ?? ''
          }
        />
        {/* As the case file writes moments (Chromium has no Kurdish dates: DateField fell back to en-US in ckb), in the registry's zone. */}
        <FunctionField
          source="submittedAt"
          label="admin.queue.columns.submitted"
          render={(r: any) => (r.submittedAt ? format.dateTime(r.submittedAt) : '')}
        />
        <FunctionField source="dueAt" label="admin.queue.columns.due" render={(r: any) => (r.dueAt ? format.dateTime(r.dueAt) : '')} />
        <BooleanField source="overdue" label="admin.queue.columns.overdue" sortable={false} looseValue />
        {permissions && (
          <FunctionField label="admin.queue.columns.assignee" sortable={false} render={(r: any) => <StaffName id={r.assigneeId} />} />
        )}
      </Datagrid>
    </List>
  );
}

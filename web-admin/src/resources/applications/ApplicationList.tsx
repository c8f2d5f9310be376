import { useMemo } from 'react';
import {
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  useGetList,
  useLocaleState,
  usePermissions,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { StatusField } from '../../components/StatusChip';
import { ActivityFilterInput } from './ActivityFilterInput';
import { useGeography } from './geography';
import { KINDS, type ApplicationKind } from './kinds';
import type { StaffPermissions } from '../../providers/auth-provider';

/**
 * A review queue (issue 9, 3): one kind of application from `/api/admin/<kind>`, filtered by
 * state, province, district, type, activity, overdue, submission dates and assignee, sorted, and
 * searched by name or UEN (`q`). Rows open the application.
 */
export function ApplicationList() {
  const resource = useResourceContext() as ApplicationKind;
  const kind = KINDS[resource];
  const translate = useTranslate();
  const { provinces, districts } = useGeography();
  const { permissions } = usePermissions<StaffPermissions>();
  const [locale] = useLocaleState();
  const { data: reviewers } = useGetList('staff', { filter: { role: 'reviewer' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });

  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.queue.search')} aria-label={translate('admin.queue.search')} />,
      <SelectInput key="status" source="status" label="admin.queue.filters.state" choices={kind.states.map((s) => ({ id: s, name: `status.${s}` }))} alwaysOn />,
      <SelectInput key="provinceId" source="provinceId" label="admin.queue.filters.province" choices={provinces} />,
      <SelectInput key="districtId" source="districtId" label="admin.queue.filters.district" choices={districts} />,
      ...(kind.types.length
        ? [<SelectInput key="type" source={kind.typeFilter} label="admin.queue.filters.type" choices={kind.types.map((t) => ({ id: t, name: `admin.types.${t}` }))} />]
        : []),
      <ActivityFilterInput key="activityIds" source="activityIds" label="admin.queue.filters.activity" helperText="admin.queue.filters.activity_help" />,
      <NullableBooleanInput key="overdue" source="overdue" label="admin.queue.filters.overdue" />,
      <DateInput key="from" source="submittedAt_gte" label="admin.queue.filters.submitted_from" />,
      <DateInput key="to" source="submittedAt_lte" label="admin.queue.filters.submitted_to" />,
      <SelectInput
        key="assigneeId"
        source="assigneeId"
        label="admin.queue.filters.assignee"
        choices={[
          { id: 'me', name: 'admin.queue.filters.assignee_me' },
          { id: 'none', name: 'admin.queue.filters.assignee_none' },
          ...(reviewers ?? []).map((r) => ({ id: r.id, name: r.name })),
        ]}
        translateChoice={false}
        optionText={(choice: { id: string; name: string }) => (choice.id === 'me' || choice.id === 'none' ? translate(choice.name) : choice.name)}
      />,
    ],
    [kind, provinces, districts, reviewers, translate],
  );
  const reviewerName = (id: string | null) => (id ? (reviewers?.find((r) => r.id === id)?.name ?? id) : '');

  return (
    <List filters={filters} sort={{ field: 'submittedAt', order: 'DESC' }} perPage={25} exporter={false} disableSyncWithLocation={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" label="admin.queue.columns.name" />
        {resource === 'businesses' && <TextField source="uen" label="admin.queue.columns.uen" />}
        <StatusField source="status" label="admin.queue.columns.status" sortBy="status" />
        <FunctionField label="admin.queue.columns.place" render={(r: any) => districts.find((d) => d.id === r.districtId)?.name ?? provinces.find((p) => p.id === r.provinceId)?.name ?? ''} />
        <DateField source="submittedAt" label="admin.queue.columns.submitted" showTime locales={locale} />
        <DateField source="dueAt" label="admin.queue.columns.due" showTime locales={locale} />
        <BooleanField source="overdue" label="admin.queue.columns.overdue" sortable={false} looseValue />
        {permissions && <FunctionField label="admin.queue.columns.assignee" sortable={false} render={(r: any) => reviewerName(r.assigneeId)} />}
      </Datagrid>
    </List>
  );
}

import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  ShowButton,
  TextField,
  TextInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { StatusField } from '#src/components/StatusChip';
import { useAllowed, LocalDateField } from '../admin-ui';
import { ROLE_CHOICES, RolesField, userName } from './shared';

const filters = [
  <TextInput key="q" source="q" label="resources.users.fields.q" helperText="resources.users.help.search" alwaysOn resettable />,
  <SelectInput key="role" source="role" label="resources.users.fields.role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.users.fields.status"
    choices={[
      { id: 'active', name: 'status.active' },
      { id: 'inactive', name: 'status.inactive' },
    ]}
    alwaysOn
  />,
];

function Actions() {
  const canManage = useAllowed('users.manage');
  return <TopToolbar>{canManage && <CreateButton />}</TopToolbar>;
}

/** Staff accounts (issue 9, 6): searched by name or e-mail, filtered by role and status, newest first. */
export function UserList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField source="name" sortBy="first_name" render={(record: RaRecord) => userName(record)} />
        <TextField source="email" />
        <RolesField source="roles" sortable={false} />
        <StatusField source="status" sortBy="status" />
        <BooleanField source="totp_required" sortable={false} />
        <LocalDateField source="created_at" showTime />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  ReferenceField,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { LocalDateField, useAllowed } from '../admin-ui';

const filters = [<TextInput key="q" source="q" label="resources.directorates.fields.q" alwaysOn resettable />];

function Actions() {
  const canManage = useAllowed('reference.manage');
  return <TopToolbar>{canManage && <CreateButton />}</TopToolbar>;
}

/** A contact field, or "to be confirmed" while it is empty. */
function Contact({ source }: { source: 'phone' | 'email' }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      sortable={false}
      render={(record: RaRecord) =>
        record[source] ? <bdi dir="ltr">{record[source]}</bdi> : <em>{translate('resources.directorates.to_be_confirmed')}</em>
      }
    />
  );
}

/** The provincial directorates (issue 21 §5), in the provinces' order; administrators edit them. */
export function DirectorateList() {
  const canManage = useAllowed('reference.manage');
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick={canManage ? 'edit' : false} bulkActionButtons={false}>
        <TextField source="label" sortable={false} />
        <ReferenceField source="provinceId" reference="provinces" link={false} sortable={false} />
        <Contact source="phone" />
        <Contact source="email" />
        <LocalDateField source="updatedAt" showTime sortable={false} />
        {canManage && <EditButton />}
      </Datagrid>
    </List>
  );
}

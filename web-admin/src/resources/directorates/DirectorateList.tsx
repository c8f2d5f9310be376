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
import { Box, Chip } from '@mui/material';
import { LocalDateField, useAllowed } from '../admin-ui';
import { missingDetailsOf, type DirectorateDetailName, type DirectorateDetails } from './missing-details';

const filters = [<TextInput key="q" source="q" label="resources.directorates.fields.q" alwaysOn resettable />];

function Actions() {
  const canManage = useAllowed('reference.manage');
  return <TopToolbar>{canManage && <CreateButton />}</TopToolbar>;
}

/** A contact field, left to right; empty while it is not entered (the "missing" column says so). */
function Contact({ source }: { source: 'phone' | 'email' }) {
  return (
    <FunctionField
      source={source}
      sortable={false}
      render={(record: RaRecord) => (record[source] ? <bdi dir="ltr">{record[source]}</bdi> : null)}
    />
  );
}

/** Each detail's name as the form's sections and fields call it. */
const DETAIL_LABEL: Record<DirectorateDetailName, string> = {
  address: 'resources.directorates.sections.address',
  hours: 'resources.directorates.sections.hours',
  phone: 'resources.directorates.fields.phone',
  email: 'resources.directorates.fields.email',
  website: 'resources.directorates.fields.website',
};

/**
 * What the portal leaves out for this directorate (issue 34 §3), so that administrators fill it in.
 * `source` and `label` are read by the Datagrid from the element, for the column's header.
 */
function MissingDetails(_header: { source: 'missing'; label: string; sortable: false }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="missing"
      sortable={false}
      render={(record: RaRecord) => {
        const missing = missingDetailsOf(record as DirectorateDetails);
        if (!missing.length) return translate('resources.directorates.complete');
        return (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-missing-details={missing.join(' ')}>
            {missing.map((detail) => (
              <Chip key={detail} size="small" variant="outlined" label={translate(DETAIL_LABEL[detail])} />
            ))}
          </Box>
        );
      }}
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
        <MissingDetails source="missing" label="resources.directorates.fields.missing" sortable={false} />
        <LocalDateField source="updatedAt" showTime sortable={false} />
        {canManage && <EditButton />}
      </Datagrid>
    </List>
  );
}

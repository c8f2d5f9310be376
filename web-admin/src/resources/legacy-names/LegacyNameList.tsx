import UploadFileIcon from '@mui/icons-material/UploadFile';
import { LocalDateField } from '../admin-ui';
import { Button } from '@mui/material';
import {
  Datagrid,
  List,
  ReferenceInput,
  SelectInput,
  ShowButton,
  TextField,
  TextInput,
  TopToolbar,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';

const filters = [
  <TextInput key="q" source="q" label="resources.legacy-names.fields.q" alwaysOn resettable sx={{ minWidth: 320 }} />,
  <ReferenceInput
    key="district_id"
    source="district_id"
    reference="districts"
    perPage={100}
    sort={{ field: 'position', order: 'ASC' }}
    alwaysOn
  >
    <SelectInput optionText="name" label="resources.legacy-names.fields.district_id" />
  </ReferenceInput>,
];

function Actions() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <Button component={Link} to={createPath({ resource: 'legacy-names', type: 'create' })} startIcon={<UploadFileIcon />} size="small">
        {translate('resources.legacy-names.import.button')}
      </Button>
    </TopToolbar>
  );
}

/** The old system's trade names as imported (they refuse the same names to applicants), and the import. */
export function LegacyNameList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'legacy_ref', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="legacy_ref" />
        <TextField source="name" />
        <TextField source="districtName" sortBy="district_id" emptyText="—" />
        <LocalDateField source="registered_on" emptyText="—" />
        <TextField source="owner_name" emptyText="—" />
        <LocalDateField source="imported_at" showTime />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

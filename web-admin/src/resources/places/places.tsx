import { Box, Grid, Typography } from '@mui/material';
import {
  Datagrid,
  List,
  ListButton,
  NumberField,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SelectInput,
  Show,
  ShowButton,
  TextField,
  TextInput,
  TopToolbar,
  Labeled,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Code, InLanguage } from '../admin-ui';
import { SectionCard } from '#src/components/SectionCard';

/**
 * A place's identifier (`erbil-shaqlawa`): the code the API, the legacy import and the payloads
 * use, marked as a code of the system (left to right, `lang="en"`) rather than a word of the page.
 * `source` and `sortable` are read by the Datagrid for its header.
 */
function IdField(_props: { source: 'id'; sortable?: boolean }) {
  const record = useRecordContext();
  return record ? <Code>{String(record.id)}</Code> : null;
}

const LANGUAGES = ['ckb', 'en', 'ar', 'kmr'] as const;

function ReadOnlyNote() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {translate('admin.places.read_only')}
    </Typography>
  );
}

function PlaceTitle() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  return <span>{`${translate(`resources.${resource}.name`, { smart_count: 1 })}${record ? `: ${record.name}` : ''}`}</span>;
}

function Names() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2}>
      {LANGUAGES.map((lang) => (
        <Grid key={lang} size={{ xs: 12, sm: 6, md: 3 }}>
          <Labeled label={translate(`resources.${resource}.fields.names.${lang}`)}>
            <Typography variant="body2">
              <InLanguage lang={lang}>{record.names?.[lang]}</InLanguage>
            </Typography>
          </Labeled>
        </Grid>
      ))}
    </Grid>
  );
}

/** The region's provinces in its own order, with how many districts each has. */
export function ProvinceList() {
  return (
    <List
      filters={[<TextInput key="q" source="q" label="resources.provinces.fields.q" alwaysOn resettable />]}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={false}
    >
      <ReadOnlyNote />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <IdField source="id" />
        <NumberField source="districtCount" sortable={false} />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

/** A province: its names in four languages and its districts. */
export function ProvinceShow() {
  const translate = useTranslate();
  return (
    <Show
      title={<PlaceTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <SectionCard id="province-names" title={translate('resources.provinces.sections.names')}>
          <Names />
        </SectionCard>
        <SectionCard id="province-districts" title={translate('resources.provinces.sections.districts')}>
          <ReferenceManyField reference="districts" target="provinceId" sort={{ field: 'position', order: 'ASC' }} perPage={100}>
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="name" sortable={false} />
              <IdField source="id" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </SectionCard>
      </Box>
    </Show>
  );
}

const districtFilters = [
  <TextInput key="q" source="q" label="resources.districts.fields.q" alwaysOn resettable />,
  <ReferenceInput
    key="provinceId"
    source="provinceId"
    reference="provinces"
    perPage={100}
    sort={{ field: 'position', order: 'ASC' }}
    alwaysOn
  >
    <SelectInput optionText="name" label="resources.districts.fields.provinceId" />
  </ReferenceInput>,
];

/** The districts, each with its province; filtered by province or searched by name in any language. */
export function DistrictList() {
  return (
    <List filters={districtFilters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} actions={false}>
      <ReadOnlyNote />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="provinceName" sortBy="provinceName" />
        <IdField source="id" />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

/** A district: its names in four languages and its province. */
export function DistrictShow() {
  const translate = useTranslate();
  return (
    <Show
      title={<PlaceTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <SectionCard id="district-names" title={translate('resources.districts.sections.names')}>
          <Names />
        </SectionCard>
        <SectionCard id="district-province" title={translate('resources.districts.sections.place')}>
          <Labeled source="provinceId">
            <ReferenceField source="provinceId" reference="provinces" link="show">
              <TextField source="name" />
            </ReferenceField>
          </Labeled>
        </SectionCard>
      </Box>
    </Show>
  );
}

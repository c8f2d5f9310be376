import { LocalDateField } from '../admin-ui';
import { ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';

function LegacyTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{`${translate('resources.legacy-names.name', { smart_count: 1 })}${record ? `: ${record.name}` : ''}`}</span>;
}

/** One name of the legacy register. */
export function LegacyNameShow() {
  return (
    <Show title={<LegacyTitle />} actions={<TopToolbar><ListButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="legacy_ref" />
        <TextField source="name" />
        <TextField source="districtName" emptyText="—" />
        <LocalDateField source="registered_on" emptyText="—" />
        <TextField source="owner_name" emptyText="—" />
        <LocalDateField source="imported_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}

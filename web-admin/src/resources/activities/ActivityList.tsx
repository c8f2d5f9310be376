import { Datagrid, FunctionField, List, SelectInput, ShowButton, TextField, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { ActivityLabel } from './ActivityLabel';
import { latinDigits } from '#src/components/typed-digits';

export const LEVEL_CHOICES = ['section', 'division', 'group', 'class', 'sub_class'].map((id) => ({
  id,
  name: `resources.activities.levels.${id}`,
}));
const YES_NO = [
  { id: 'true', name: 'admin.directory.yes' },
  { id: 'false', name: 'admin.directory.no' },
];

const filters = [
  <TextInput key="q" source="q" label="resources.activities.fields.q" alwaysOn resettable parse={latinDigits} sx={{ minWidth: 340 }} />,
  <SelectInput key="level" source="level" label="resources.activities.fields.level" choices={LEVEL_CHOICES} alwaysOn />,
  <SelectInput
    key="selectable"
    source="selectable"
    label="resources.activities.fields.selectable"
    choices={YES_NO}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
];

/**
 * The ISIC Rev. 4 activities (issue 9, 6), read-only: in ISIC order (indented by level, so the
 * list reads as the hierarchy), searched in any language or by code, narrowed by level; an
 * activity's page lists its sub-activities.
 */
export function ActivityList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false} actions={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="code" sortBy="code" />
        <ActivityLabel source="label" sortBy="label" indent />
        <FunctionField source="level" sortBy="level" render={(r: RaRecord) => <LevelText level={r.level} />} />
        <FunctionField source="selectable" sortable={false} render={(r: RaRecord) => <YesNo value={r.selectable} />} />
        <ShowButton />
      </Datagrid>
    </List>
  );
}

export function LevelText({ level }: { level: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.activities.levels.${level}`, { _: level })}</>;
}

export function YesNo({ value }: { value: boolean }) {
  const translate = useTranslate();
  return <>{translate(value ? 'admin.directory.yes' : 'admin.directory.no')}</>;
}

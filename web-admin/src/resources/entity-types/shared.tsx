import {
  BooleanInput,
  CheckboxGroupInput,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { languageInput } from '../admin-ui';
import type { Locale } from '../types';

export const LEVEL_CHOICES = ['kri_level', 'district_level'].map((id) => ({ id, name: `resources.entity-types.levels.${id}` }));
export const OWNER_CHOICES = ['business', 'tradeName'].map((id) => ({ id, name: `resources.entity-types.owners.${id}` }));
export const NAME_LANGUAGES: readonly Locale[] = ['ckb', 'en', 'ar', 'kmr'];

/** The type's name in the reader's language (the API gives it as `name`). */
export const typeName = (record: Record<string, any> | undefined): string => record?.name ?? record?.names?.en ?? '';

/** "Entity type: Limited liability company". */
export function EntityTypeTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{`${translate('resources.entity-types.name', { smart_count: 1 })}${record ? `: ${typeName(record)}` : ''}`}</span>;
}

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {translate(text)}
    </Typography>
  );
}

/** A parent's label in the picker: its path from the top, so that namesakes at two places differ. */
const parentLabel = (record: Record<string, any>) => (Array.isArray(record.path) ? record.path.join(' › ') : typeName(record));

/** The inputs of the create and edit forms (the edit form adds the reason). */
export function EntityTypeInputs({ editing = false }: { editing?: boolean }) {
  return (
    <>
      <Heading text="resources.entity-types.sections.names" />
      <Typography variant="body2" color="text.secondary">
        <HelpText text="resources.entity-types.help.names" />
      </Typography>
      {NAME_LANGUAGES.map((lang) => (
        <TextInput
          key={lang}
          source={`names.${lang}`}
          validate={[required(), maxLength(200)]}
          slotProps={{ htmlInput: languageInput(lang) }}
        />
      ))}
      <Heading text="resources.entity-types.sections.tree" />
      <ReferenceInput source="parentId" reference="entity-types" perPage={1000} sort={{ field: 'position', order: 'ASC' }}>
        <SelectInput optionText={parentLabel} emptyText="resources.entity-types.top_level" />
      </ReferenceInput>
      <Heading text="resources.entity-types.sections.settings" />
      <BooleanInput source="selectable" helperText="resources.entity-types.help.selectable" />
      <CheckboxGroupInput source="levelKinds" choices={LEVEL_CHOICES} />
      <CheckboxGroupInput source="ownerKinds" choices={OWNER_CHOICES} />
      {editing && <TextInput source="reason" multiline helperText="resources.entity-types.help.reason" validate={maxLength(500)} />}
    </>
  );
}

function HelpText({ text }: { text: string }) {
  const translate = useTranslate();
  return <>{translate(text)}</>;
}

/** The fields of the forms, for the API's refusals to show beside them. */
export const FORM_FIELDS = ['names', 'parentId', 'selectable', 'levelKinds', 'ownerKinds', 'reason'] as const;

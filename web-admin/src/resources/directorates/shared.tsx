import { email, maxLength, ReferenceInput, regex, required, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { languageInput } from '../admin-ui';
import { LOCALES } from '../types';
import { latinDigits } from '#src/components/typed-digits';

/** The form's top-level inputs: the API's refusals of these show beside them. */
export const FORM_FIELDS = ['provinceId', 'name', 'address', 'hours', 'phone', 'email', 'website'] as const;

/** The directorate's name in the reader's language (the API gives it as `label`). */
export const directorateName = (record: Record<string, any> | undefined): string => record?.label ?? record?.name?.en ?? '';

/** "Directorate: Erbil Directorate of Company Registration". */
export function DirectorateTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{`${translate('resources.directorates.name', { smart_count: 1 })}${record ? `: ${directorateName(record)}` : ''}`}</span>;
}

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {translate(text)}
    </Typography>
  );
}

const PHONE = /^(?:\+?[0-9 ()-]{4,40})?$/;
const WEBSITE = /^(?:https:\/\/\S+)?$/i;

/** The inputs of the create and edit forms: name (required), address and hours (lines, may stay empty), contacts. */
export function DirectorateInputs() {
  return (
    <>
      <ReferenceInput source="provinceId" reference="provinces" perPage={100}>
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <Heading text="resources.directorates.sections.names" />
      {LOCALES.map((lang) => (
        <TextInput
          key={lang}
          source={`name.${lang}`}
          validate={[required(), maxLength(200)]}
          slotProps={{ htmlInput: languageInput(lang) }}
        />
      ))}
      <Heading text="resources.directorates.sections.address" />
      {LOCALES.map((lang) => (
        <TextInput
          key={lang}
          source={`address.${lang}`}
          multiline
          minRows={2}
          validate={maxLength(1000)}
          helperText="resources.directorates.help.lines"
          slotProps={{ htmlInput: languageInput(lang) }}
        />
      ))}
      <Heading text="resources.directorates.sections.hours" />
      {LOCALES.map((lang) => (
        <TextInput
          key={lang}
          source={`hours.${lang}`}
          multiline
          minRows={2}
          validate={maxLength(500)}
          helperText="resources.directorates.help.lines"
          slotProps={{ htmlInput: languageInput(lang) }}
        />
      ))}
      <Heading text="resources.directorates.sections.contact" />
      <TextInput
        source="phone"
        parse={latinDigits}
        validate={[maxLength(40), regex(PHONE, 'validation.format')]}
        helperText="resources.directorates.help.contact"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <TextInput
        source="email"
        validate={[maxLength(254), email()]}
        helperText="resources.directorates.help.contact"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextInput
        source="website"
        validate={[maxLength(300), regex(WEBSITE, 'resources.directorates.help.website')]}
        helperText="resources.directorates.help.website"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </>
  );
}

/** Empty inputs come back from react-admin as '' or null; the API stores '' as "to be confirmed". */
export function toPayload(data: Record<string, any>): Record<string, any> {
  const texts = (value: Record<string, string | null> | undefined) => Object.fromEntries(LOCALES.map((l) => [l, value?.[l] ?? '']));
  return {
    ...data,
    address: texts(data.address),
    hours: texts(data.hours),
    phone: data.phone ?? '',
    email: data.email ?? '',
    website: data.website ?? '',
  };
}

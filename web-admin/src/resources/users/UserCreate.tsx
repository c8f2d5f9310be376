import {
  BooleanInput,
  CheckboxGroupInput,
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Typography } from '@mui/material';
import { useValidatedSubmit } from '../admin-ui';
import { LOCALE_CHOICES, ROLE_CHOICES } from './shared';
import { latinDigits } from '#src/components/typed-digits';

const FIELDS = ['email', 'first_name', 'last_name', 'password', 'roles', 'locale', 'totp_required', 'phone_number'] as const;

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {translate(text)}
    </Typography>
  );
}

function CreateForm() {
  const onSubmit = useValidatedSubmit(FIELDS);
  return (
    <SimpleForm onSubmit={onSubmit} defaultValues={{ roles: [], locale: 'ckb', totp_required: false }} sx={{ maxWidth: 720 }}>
      <Heading text="resources.users.sections.account" />
      <TextInput source="first_name" validate={[required(), maxLength(100)]} autoComplete="off" />
      <TextInput source="last_name" validate={[required(), maxLength(100)]} autoComplete="off" />
      <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} autoComplete="off" />
      <PasswordInput
        source="password"
        validate={[required(), minLength(12), maxLength(128)]}
        helperText="resources.users.help.password"
        autoComplete="new-password"
      />
      <TextInput source="phone_number" autoComplete="off" parse={latinDigits} />
      <SelectInput source="locale" choices={LOCALE_CHOICES} validate={required()} />
      <Heading text="resources.users.sections.access" />
      <CheckboxGroupInput source="roles" choices={ROLE_CHOICES} helperText="resources.users.help.roles" />
      <BooleanInput source="totp_required" helperText="resources.users.help.totp_required" />
    </SimpleForm>
  );
}

/** A new staff account: names, e-mail, an initial password, roles, language and the second factor. */
export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      redirect="show"
      transform={(data: Record<string, unknown>) => ({ ...data, phone_number: data.phone_number || undefined })}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify('resources.users.notifications.created', { type: 'success' });
          redirect('show', 'users', data.id);
        },
      }}
    >
      <CreateForm />
    </Create>
  );
}

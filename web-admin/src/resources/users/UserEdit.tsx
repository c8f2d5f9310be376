import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Typography } from '@mui/material';
import { StatusCommandButton, useValidatedSubmit } from '../admin-ui';
import { LOCALE_CHOICES, ROLE_CHOICES, SEX_CHOICES, UserTitle, userName } from './shared';
import { DayInput } from '#src/components/DayInput';
import { latinDigits } from '#src/components/typed-digits';
import { STAFF_PROFILE_FIELDS } from '@registry/domain/identity/staff-profile-fields';

/** The inputs the edit form has: the profile's fields but the username, which it does not change; the API takes these (and the version). */
const FIELDS = STAFF_PROFILE_FIELDS.filter((field) => field !== 'username');

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      {translate(text)}
    </Typography>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ShowButton />
      <StatusCommandButton resource="users" permission="users.manage" name={userName} />
    </TopToolbar>
  );
}

function EditForm() {
  const onSubmit = useValidatedSubmit(FIELDS);
  return (
    <SimpleForm
      onSubmit={onSubmit}
      sx={{ maxWidth: 720 }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Heading text="resources.users.sections.account" />
      <TextInput source="email" disabled />
      <TextInput source="first_name" validate={[required(), maxLength(100)]} />
      <TextInput source="last_name" validate={[required(), maxLength(100)]} />
      <SelectInput source="locale" choices={LOCALE_CHOICES} validate={required()} />
      <Heading text="resources.users.sections.access" />
      <CheckboxGroupInput source="roles" choices={ROLE_CHOICES} helperText="resources.users.help.roles" />
      <BooleanInput source="totp_required" helperText="resources.users.help.totp_required" />
      <Heading text="resources.users.sections.personal" />
      <TextInput source="phone_number" parse={latinDigits} />
      <SelectInput source="sex_at_birth" choices={SEX_CHOICES} emptyText="resources.users.sex.unknown" />
      <DayInput source="date_of_birth" />
      <TextInput source="accountingUnit" validate={maxLength(100)} />
    </SimpleForm>
  );
}

/**
 * Editing a staff account at the version the admin opened (a change by someone else meanwhile is
 * refused and said). Saving waits for the API (pessimistic); activation is the command beside it.
 */
export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<UserTitle />}
      actions={<Actions />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify('resources.users.notifications.updated', { type: 'success' });
          redirect('show', 'users', data.id);
        },
      }}
    >
      <EditForm />
    </Edit>
  );
}

import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { useValidatedSubmit } from '../admin-ui';
import { DirectorateInputs, FORM_FIELDS, toPayload } from './shared';

function CreateForm() {
  const onSubmit = useValidatedSubmit(FORM_FIELDS);
  return (
    <SimpleForm onSubmit={onSubmit} sx={{ maxWidth: 720 }}>
      <DirectorateInputs />
    </SimpleForm>
  );
}

/** A new directorate: its name in four languages; what is not confirmed yet stays empty. */
export function DirectorateCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={toPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.directorates.notifications.created', { type: 'success' });
          redirect('list', 'directorates');
        },
      }}
    >
      <CreateForm />
    </Create>
  );
}

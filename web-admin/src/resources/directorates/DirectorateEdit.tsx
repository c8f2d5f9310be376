import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { useValidatedSubmit } from '../admin-ui';
import { DirectorateInputs, DirectorateTitle, FORM_FIELDS, toPayload } from './shared';

function EditForm() {
  const onSubmit = useValidatedSubmit(FORM_FIELDS);
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <SimpleForm
      onSubmit={onSubmit}
      sx={{ maxWidth: 720 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          <DeleteButton
            mutationMode="pessimistic"
            mutationOptions={{
              onSuccess: () => {
                notify('resources.directorates.notifications.deleted', { type: 'success' });
                redirect('list', 'directorates');
              },
            }}
          />
        </Toolbar>
      }
    >
      <DirectorateInputs />
    </SimpleForm>
  );
}

/** Editing a directorate at the version opened (pessimistic; a stale version is refused and said). */
export function DirectorateEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<DirectorateTitle />}
      mutationMode="pessimistic"
      transform={toPayload}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.directorates.notifications.updated', { type: 'success' });
          redirect('list', 'directorates');
        },
      }}
    >
      <EditForm />
    </Edit>
  );
}

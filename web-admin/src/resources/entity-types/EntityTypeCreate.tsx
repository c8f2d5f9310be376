import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useValidatedSubmit } from '../admin-ui';
import { EntityTypeInputs, FORM_FIELDS } from './shared';

function CreateForm() {
  const onSubmit = useValidatedSubmit(FORM_FIELDS);
  return (
    <SimpleForm
      onSubmit={onSubmit}
      defaultValues={{ selectable: true, levelKinds: [], ownerKinds: [], parentId: null }}
      sx={{ maxWidth: 720 }}
    >
      <EntityTypeInputs />
    </SimpleForm>
  );
}

/** A new entity type, at the top of the tree or under a parent ("Add subtype" passes the parent). */
export function EntityTypeCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={(data: Record<string, any>) => ({ ...data, parentId: data.parentId || null })}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify('resources.entity-types.notifications.created', { type: 'success' });
          redirect('show', 'entity-types', data.id);
        },
      }}
    >
      <CreateForm />
    </Create>
  );
}

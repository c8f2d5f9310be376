import { Edit, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { StatusCommandButton, useValidatedSubmit } from '../admin-ui';
import { EntityTypeInputs, EntityTypeTitle, FORM_FIELDS, typeName } from './shared';

function Actions() {
  return (
    <TopToolbar>
      <ShowButton />
      <StatusCommandButton resource="entity-types" permission="reference.manage" name={typeName} />
    </TopToolbar>
  );
}

function EditForm() {
  const onSubmit = useValidatedSubmit(FORM_FIELDS);
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
      <EntityTypeInputs editing />
    </SimpleForm>
  );
}

/** Editing an entity type at the version opened (pessimistic; a stale version is refused and said), with a reason for the log. */
export function EntityTypeEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<EntityTypeTitle />}
      actions={<Actions />}
      mutationMode="pessimistic"
      transform={(data: Record<string, any>) => ({ ...data, parentId: data.parentId || null, reason: data.reason || undefined })}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify('resources.entity-types.notifications.updated', { type: 'success' });
          redirect('show', 'entity-types', data.id);
        },
      }}
    >
      <EditForm />
    </Edit>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  EditButton,
  Labeled,
  ListButton,
  NumberField,
  ReferenceField,
  ReferenceManyField,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useGetMany,
  useLocaleState,
  useRecordContext,
  useTranslate,
  WithRecord,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusField, StatusLabel } from '#src/components/StatusChip';
import { entityTypeHistory, errorMessageOf, type EntityTypeChange } from '../admin-commands';
import { InLanguage, StatusCommandButton, useAllowed, LocalDateField } from '../admin-ui';
import { dateTimeText } from '../applications/labels';
import { EntityTypeTitle, NAME_LANGUAGES, typeName } from './shared';
import { SectionCard } from '#src/components/SectionCard';

function AddChildButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const canManage = useAllowed('reference.manage');
  if (!record || !canManage) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={createPath({ resource: 'entity-types', type: 'create' })}
      state={{ record: { parentId: record.id } }}
      startIcon={<AddIcon />}
    >
      {translate('resources.entity-types.actions.add_child')}
    </Button>
  );
}

function Actions() {
  const canManage = useAllowed('reference.manage');
  return (
    <TopToolbar>
      <ListButton />
      {canManage && <EditButton />}
      <AddChildButton />
      <StatusCommandButton resource="entity-types" permission="reference.manage" name={typeName} />
    </TopToolbar>
  );
}

function Names() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2}>
      {NAME_LANGUAGES.map((lang) => (
        <Grid key={lang} size={{ xs: 12, sm: 6 }}>
          <Labeled label={translate(`resources.entity-types.fields.names.${lang}`)}>
            <Typography variant="body2">
              <InLanguage lang={lang}>{record.names?.[lang]}</InLanguage>
            </Typography>
          </Labeled>
        </Grid>
      ))}
    </Grid>
  );
}

function Chips({ source, prefix }: { source: string; prefix: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const values = (record?.[source] as string[] | undefined) ?? [];
  if (!values.length) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {values.map((v) => (
        <Chip key={v} size="small" variant="outlined" label={translate(`${prefix}.${v}`)} />
      ))}
    </Stack>
  );
}

/** The reason migration 011 wrote on every type it created (data in English; said in the reader's language). */
const MIGRATION_REASON = 'initial reference data';

/** The change log (who, when, what, why), for reference managers and auditors. */
function History() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canUsers = useAllowed('users.read');
  const [changes, setChanges] = useState<EntityTypeChange[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const version = record?.version;
  useEffect(() => {
    if (!record?.id) return;
    let live = true;
    entityTypeHistory(String(record.id)).then(
      (rows) => live && setChanges(rows),
      (error) => live && setFailure(errorMessageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [record?.id, version]);
  const staffIds = [
    ...new Set(
      (changes ?? [])
        .map((c) => c.actor)
        .filter((a) => a.startsWith('staff:'))
        .map((a) => a.slice('staff:'.length)),
    ),
  ];
  const { data: staff } = useGetMany('users', { ids: staffIds }, { enabled: canUsers && staffIds.length > 0 });
  const who = (actor: string) => {
    const user = staff?.find((u) => `staff:${u.id}` === actor);
    if (actor.startsWith('system:')) return translate('resources.entity-types.history.system');
    if (user) return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
    // Without users.read: the member of staff by their reference.
    return actor.startsWith('staff:') ? `${translate('admin.history.staff')} ${actor.slice('staff:'.length)}` : actor;
  };
  const fieldLabel = (field: string) => translate(`resources.entity-types.fields.${field === 'names' ? 'name' : field}`, { _: field });
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!changes) return null;
  if (!changes.length) return <Typography variant="body2">{translate('resources.entity-types.history.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('resources.entity-types.history.at')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('resources.entity-types.history.action')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('resources.entity-types.history.actor')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('resources.entity-types.history.reason')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('resources.entity-types.history.changes')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{dateTimeText(locale, c.at)}</TableCell>
              <TableCell>{translate(`resources.entity-types.history.actions.${c.action}`, { _: c.action })}</TableCell>
              <TableCell>{who(c.actor)}</TableCell>
              <TableCell>
                {c.actor === 'system:migration' && c.reason === MIGRATION_REASON
                  ? translate('resources.entity-types.history.initial_data')
                  : (c.reason ?? '—')}
              </TableCell>
              <TableCell>
                {Object.keys(c.changes)
                  .map(fieldLabel)
                  .join(locale === 'ckb' || locale === 'ar' ? '، ' : ', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One entity type: its names in four languages, place in the tree, settings, subtypes and change log. */
export function EntityTypeShow() {
  const translate = useTranslate();
  const canManage = useAllowed('reference.manage');
  const canAudit = useAllowed('audit.read');
  const canReadLog = canManage || canAudit;
  return (
    <Show title={<EntityTypeTitle />} actions={<Actions />}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <SectionCard id="entity-type-names" title={translate('resources.entity-types.sections.names')}>
          <Names />
        </SectionCard>
        <SectionCard id="entity-type-tree" title={translate('resources.entity-types.sections.tree')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Labeled source="path">
                <WithRecord
                  render={(record) => <Typography variant="body2">{(record.path as string[] | undefined)?.join(' › ')}</Typography>}
                />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Labeled source="parentId">
                <ReferenceField
                  source="parentId"
                  reference="entity-types"
                  link="show"
                  emptyText={translate('resources.entity-types.top_level')}
                >
                  <TextField source="name" />
                </ReferenceField>
              </Labeled>
            </Grid>
          </Grid>
        </SectionCard>
        <SectionCard id="entity-type-settings" title={translate('resources.entity-types.sections.settings')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="status">
                <StatusField source="status" />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="selectable">
                <WithRecord
                  render={(record) => (
                    <Typography variant="body2">{translate(record.selectable ? 'admin.directory.yes' : 'admin.directory.no')}</Typography>
                  )}
                />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="levelKinds">
                <Chips source="levelKinds" prefix="resources.entity-types.levels" />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="ownerKinds">
                <Chips source="ownerKinds" prefix="resources.entity-types.owners" />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="version">
                <NumberField source="version" />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="updatedAt">
                <LocalDateField source="updatedAt" showTime />
              </Labeled>
            </Grid>
          </Grid>
        </SectionCard>
        <SectionCard id="entity-type-children" title={translate('resources.entity-types.sections.children')}>
          <ReferenceManyField
            reference="entity-types"
            target="parentId"
            sort={{ field: 'position', order: 'ASC' }}
            perPage={100}
            empty={<Typography variant="body2">—</Typography>}
          >
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="name" sortable={false} />
              <WithRecord label="resources.entity-types.fields.status" render={(r: RaRecord) => <StatusLabel status={r.status} />} />
              <WithRecord
                label="resources.entity-types.fields.selectable"
                render={(r: RaRecord) => translate(r.selectable ? 'admin.directory.yes' : 'admin.directory.no')}
              />
            </Datagrid>
          </ReferenceManyField>
        </SectionCard>
        {canReadLog && (
          <SectionCard id="entity-type-history" title={translate('resources.entity-types.sections.history')}>
            <History />
          </SectionCard>
        )}
      </Box>
    </Show>
  );
}

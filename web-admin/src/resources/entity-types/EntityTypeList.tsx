import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  CreateButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { StatusLabel } from '#src/components/StatusChip';
import { useAllowed } from '../admin-ui';
import { typeName } from './shared';

const filters = [
  <TextInput key="q" source="q" label="resources.entity-types.fields.q" alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    label="resources.entity-types.fields.status"
    choices={[
      { id: 'active', name: 'status.active' },
      { id: 'inactive', name: 'status.inactive' },
    ]}
    alwaysOn
  />,
  <SelectInput
    key="selectable"
    source="selectable"
    label="resources.entity-types.fields.selectable"
    sx={{ minWidth: 240 }}
    choices={[
      { id: 'true', name: 'admin.directory.yes' },
      { id: 'false', name: 'admin.directory.no' },
    ]}
    alwaysOn
  />,
];

function Actions() {
  const canManage = useAllowed('reference.manage');
  return <TopToolbar>{canManage && <CreateButton />}</TopToolbar>;
}

interface Node {
  record: RaRecord;
  children: Node[];
}

/** The list's rows (in tree order) nested under their parents; a row whose parent is filtered out is a root. */
function nest(rows: readonly RaRecord[]): Node[] {
  const nodes = new Map(rows.map((r) => [r.id, { record: r, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const r of rows) {
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

function Branch({ nodes, level, canManage }: { nodes: Node[]; level: number; canManage: boolean }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(level > 0 ? { paddingInlineStart: 3, borderInlineStart: (theme) => `2px solid ${theme.palette.divider}` } : {}),
      }}
    >
      {nodes.map(({ record, children }) => (
        <Box component="li" key={record.id} sx={{ py: 0.5 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
            <Typography
              component={Link}
              to={createPath({ resource: 'entity-types', id: record.id, type: 'show' })}
              sx={{ fontWeight: level === 0 ? 600 : 400, color: 'primary.main' }}
            >
              {typeName(record)}
            </Typography>
            <StatusLabel status={record.status} />
            {!record.selectable && <Chip size="small" variant="outlined" label={translate('resources.entity-types.group')} />}
            {(record.levelKinds as string[]).map((k) => (
              <Chip key={k} size="small" variant="outlined" label={translate(`resources.entity-types.levels.${k}`)} />
            ))}
            {record.childCount > 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('resources.entity-types.tree.children_count', { smart_count: record.childCount })}
              </Typography>
            )}
            {canManage && (
              <Button
                size="small"
                component={Link}
                to={createPath({ resource: 'entity-types', type: 'create' })}
                state={{ record: { parentId: record.id } }}
                startIcon={<AddIcon />}
                aria-label={translate('resources.entity-types.actions.add_child_under', { name: typeName(record) })}
              >
                {translate('resources.entity-types.actions.add_child')}
              </Button>
            )}
          </Stack>
          {children.length > 0 && <Branch nodes={children} level={level + 1} canManage={canManage} />}
        </Box>
      ))}
    </Box>
  );
}

/** The entity types as a tree of nested lists (each a link to the type), in the order of the tree. */
function EntityTypeTree() {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  const canManage = useAllowed('reference.manage');
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 2 }} role="status">
        {translate('resources.entity-types.tree.empty')}
      </Typography>
    );
  }
  return (
    <Box component="nav" aria-label={translate('resources.entity-types.tree.label')} sx={{ p: 2 }}>
      <Branch nodes={nest(data)} level={0} canManage={canManage} />
    </Box>
  );
}

/** Entity types (issue 9, 6): the whole tree, filtered by name, status and selectability. */
export function EntityTypeList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      exporter={false}
      empty={false}
    >
      <EntityTypeTree />
    </List>
  );
}

import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { entityTypeMessages } from './messages';

const EntityTypeList = lazyScreen(() => import('./EntityTypeList'), 'EntityTypeList');
const EntityTypeShow = lazyScreen(() => import('./EntityTypeShow'), 'EntityTypeShow');
const EntityTypeEdit = lazyScreen(() => import('./EntityTypeEdit'), 'EntityTypeEdit');
const EntityTypeCreate = lazyScreen(() => import('./EntityTypeCreate'), 'EntityTypeCreate');

/** Entity types (issue 9, 6): the tree, create, edit, activate/deactivate with a reason, change log. */
const entityTypes: AdminResource = {
  name: 'entity-types',
  list: EntityTypeList,
  show: EntityTypeShow,
  edit: EntityTypeEdit,
  create: EntityTypeCreate,
  icon: AccountTreeIcon,
  writePermission: 'reference.manage',
  recordRepresentation: 'name',
  messages: withDirectory(entityTypeMessages),
};

export default entityTypes;

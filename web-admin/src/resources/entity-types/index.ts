import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { AdminResource } from '../types';
import { withDirectory } from '../admin-ui';
import { entityTypeMessages } from './messages';
import { EntityTypeList } from './EntityTypeList';
import { EntityTypeShow } from './EntityTypeShow';
import { EntityTypeEdit } from './EntityTypeEdit';
import { EntityTypeCreate } from './EntityTypeCreate';

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
export { EntityTypeList as list, EntityTypeShow as show, EntityTypeEdit as edit, EntityTypeCreate as create, AccountTreeIcon as icon };

import PeopleIcon from '@mui/icons-material/People';
import type { AdminResource } from '../types';
import { withDirectory } from '../admin-ui';
import { userMessages } from './messages';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import { UserEdit } from './UserEdit';
import { UserCreate } from './UserCreate';

/** Staff accounts (issue 9, 6): list, show, create, edit, roles, activate/deactivate, TOTP required. */
const users: AdminResource = {
  name: 'users',
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  permission: 'users.read',
  writePermission: 'users.manage',
  recordRepresentation: (record) => [record.first_name, record.last_name].filter(Boolean).join(' ') || record.email,
  messages: withDirectory(userMessages),
};

export default users;
export { UserList as list, UserShow as show, UserEdit as edit, UserCreate as create, PeopleIcon as icon };

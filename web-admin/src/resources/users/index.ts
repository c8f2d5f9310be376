import PeopleIcon from '@mui/icons-material/People';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { userMessages } from './messages';

const UserList = lazyScreen(() => import('./UserList'), 'UserList');
const UserShow = lazyScreen(() => import('./UserShow'), 'UserShow');
const UserEdit = lazyScreen(() => import('./UserEdit'), 'UserEdit');
const UserCreate = lazyScreen(() => import('./UserCreate'), 'UserCreate');

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
